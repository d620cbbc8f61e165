import { useHasPermission } from '@vws/shared/core';
import type { Review } from '@vws/shared/contract/vvt';
import { useVvtTranslation } from '../../i18n';
import { ReviewForm } from './ReviewForm';
import { ReviewState } from './ReviewState';

/**
 * The DPO's review of the record (issue 23): its state (who reviewed when, since when it waits),
 * the DPO's comment on a returned record for its assignees, and for the DPO
 * (VWS_VVTProzesse_WriteProtectedFields) approve or return with a comment.
 */
export function ReviewSection({ id, review }: { id: number; review: Review }) {
  const { t } = useVvtTranslation();
  const mayReview = useHasPermission('VWS_VVTProzesse_WriteProtectedFields');
  return (
    <section className="surface-card border-round p-3 mb-3" aria-labelledby="vvt-review-heading" data-testid="vvt-review">
      <h2 id="vvt-review-heading" className="mt-0 text-lg">
        {t('review.heading')}
      </h2>
      <ReviewState review={review} />
      {mayReview && <ReviewForm id={id} />}
    </section>
  );
}
