import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { formatDate, toast, toastSaveFailed, useHasPermission } from '@vws/shared/core';
import type { Review, ReviewDecision, Severity } from '@vws/shared/contract/vvt';
import { useVvtReviewMutation } from '../../api';
import { SEVERITY_STYLE } from '../../rules/colors';
import { useVvtTranslation } from '../../i18n';

const COMMENT_MAX = 4000;

/** The review's state in words: "Geprüft am … von …", returned with its date, pending since when, or not yet reviewed. */
export function useReviewStateText() {
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

/**
 * The DPO's review of the record (issue 23): its state (who reviewed when, since when it waits),
 * the DPO's comment on a returned record for its assignees, and for the DPO
 * (VWS_VVTProzesse_WriteProtectedFields) approve or return with a comment, each an immediate call.
 */
export function ReviewSection({ id, review }: { id: number; review: Review }) {
  const { t } = useVvtTranslation();
  const mayReview = useHasPermission('VWS_VVTProzesse_WriteProtectedFields');
  const [decide, { isLoading }] = useVvtReviewMutation();
  const [comment, setComment] = useState('');
  const [commentMissing, setCommentMissing] = useState(false);
  const stateText = useReviewStateText()(review);

  const submit = async (decision: ReviewDecision) => {
    if (decision === 'returned' && comment.trim() === '') {
      setCommentMissing(true);
      document.getElementById('vvt-review-comment')?.focus();
      return;
    }
    try {
      await decide({ IdVerarbeitung: id, decision, comment: comment.trim() }).unwrap();
      toast.success(t(decision === 'approved' ? 'review.approvedToast' : 'review.returnedToast'));
      setComment('');
      setCommentMissing(false);
    } catch (error) {
      toastSaveFailed(error);
    }
  };

  return (
    <section className="surface-card border-round p-3 mb-3" aria-labelledby="vvt-review-heading" data-testid="vvt-review">
      <h2 id="vvt-review-heading" className="mt-0 text-lg">
        {t('review.heading')}
      </h2>
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
      {mayReview && (
        <div className="mt-3 p-fluid">
          <label htmlFor="vvt-review-comment" className="block mb-1">
            {t('review.comment')}
          </label>
          <InputTextarea
            id="vvt-review-comment"
            rows={2}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              if (e.target.value.trim()) setCommentMissing(false);
            }}
            aria-invalid={commentMissing}
            aria-describedby="vvt-review-comment-hint"
          />
          <small
            id="vvt-review-comment-hint"
            className={`block ${commentMissing ? 'p-error' : 'text-color-secondary'}`}
            role={commentMissing ? 'alert' : undefined}
          >
            {t(commentMissing ? 'review.commentRequired' : 'review.commentHint')}
          </small>
          <div className="flex flex-wrap gap-2 mt-2">
            <Button
              type="button"
              label={t('review.approve')}
              icon="pi pi-check"
              className="w-auto"
              loading={isLoading}
              onClick={() => void submit('approved')}
            />
            <Button
              type="button"
              label={t('review.return')}
              icon="pi pi-replay"
              severity="warning"
              outlined
              className="w-auto"
              disabled={isLoading}
              onClick={() => void submit('returned')}
            />
          </div>
        </div>
      )}
    </section>
  );
}
