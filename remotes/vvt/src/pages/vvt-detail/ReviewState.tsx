import { formatDate } from '@vws/shared/core';
import type { Review, Severity } from '@vws/shared/contract/vvt';
import { SEVERITY_STYLE } from '../../rules/colors';
import { useVvtTranslation } from '../../i18n';

/** The review's state in words: "Geprüft am … von …", returned with its date, pending since when, or not yet reviewed. */
function useReviewStateText() {
  const { t } = useVvtTranslation();
  return (review: Review): string => {
    const by = review.by ?? '–';
    switch (review.state) {
      case 'none':
        return t('review.state_none');
      case 'pending':
        return t('review.state_pending', { date: formatDate(review.pendingSince) });
      case 'approved':
        return t('review.state_approved', { date: formatDate(review.at), by });
      case 'returned':
        return t('review.state_returned', { date: formatDate(review.at), by });
      case 'changedSinceApproval':
        return t('review.state_changedSinceApproval', { date: formatDate(review.at), by });
    }
  };
}

/** Colour and icon of each state (a status, not an alert: it is not announced on every load). */
const LOOK: Record<Review['state'], { severity: Severity; icon: string }> = {
  none: { severity: 'secondary', icon: 'pi-circle' },
  pending: { severity: 'info', icon: 'pi-flag' },
  approved: { severity: 'success', icon: 'pi-check-circle' },
  returned: { severity: 'warning', icon: 'pi-replay' },
  changedSinceApproval: { severity: 'warning', icon: 'pi-exclamation-circle' },
};

/** The review's state line and the DPO's comment on a returned record, for everyone who sees the record. */
export function ReviewState({ review }: { review: Review }) {
  const { t } = useVvtTranslation();
  const stateText = useReviewStateText()(review);
  return (
    <>
      <p className="flex align-items-center gap-2 m-0 p-2 border-round" style={SEVERITY_STYLE[LOOK[review.state].severity]} data-testid="vvt-review-state">
        <i className={`pi ${LOOK[review.state].icon}`} aria-hidden="true" />
        <span>{stateText}</span>
      </p>
      {review.comment && review.state !== 'pending' && (
        <div className="mt-2" data-testid="vvt-review-comment-shown">
          <span className="font-medium block">{t('review.dpoComment')}</span>
          <p className="m-0" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.comment}
          </p>
        </div>
      )}
    </>
  );
}
