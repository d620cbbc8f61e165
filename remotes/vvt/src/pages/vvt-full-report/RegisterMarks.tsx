import type { VvtFullReportRecord } from '@vws/shared/contract/vvt';
import { formatDate } from '@vws/shared/core';
import { useVvtTranslation } from '../../i18n';

/** A record's review ("geprüft am … von …") and its contradictions, never printed silently (issue 23). */
export function RegisterMarks({ record }: { record: VvtFullReportRecord }) {
  const { t } = useVvtTranslation();
  const contradictions = (record.findings ?? []).filter((f) => f.severity === 'contradiction');
  const review = record.review;
  return (
    <>
      {review && (review.state === 'approved' || review.state === 'changedSinceApproval') && review.at && (
        <p className="text-sm m-0" data-testid="vvt-report-reviewed">
          {t('register.reviewedOn', { date: formatDate(review.at), by: review.by ?? '–' })}
          {review.state === 'changedSinceApproval' ? ` – ${t('register.changedSinceApproval')}` : ''}
        </p>
      )}
      {contradictions.length > 0 && (
        <p className="text-sm m-0 font-bold" role="note" data-testid="vvt-report-contradictions">
          <i className="pi pi-exclamation-triangle mr-1" aria-hidden="true" />
          {t('register.contradictions', { list: contradictions.map((f) => t(`completeness.${f.code}`)).join('; ') })}
        </p>
      )}
    </>
  );
}
