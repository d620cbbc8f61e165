import { Link } from 'react-router-dom';
import { Badge } from 'primereact/badge';
import { AUFGABEN_POLL_MS, useGetAufgabenQuery, useTranslation } from '@vws/shared/core';

/** The top bar's count of what is due for the user (all customers); opens /aufgaben. */
export function AufgabenBadge() {
  const { t } = useTranslation('shell');
  const { data } = useGetAufgabenQuery(undefined, { pollingInterval: AUFGABEN_POLL_MS });
  const count = data?.aufgaben.length ?? 0;
  const overdue = data?.aufgaben.some((a) => a.overdue) ?? false;
  return (
    <Link
      to="/aufgaben"
      className="p-button p-button-text p-button-rounded p-overlay-badge aufgaben-badge no-underline"
      aria-label={t('aufgaben.badge', { count })}
      title={t('aufgaben.badge', { count })}
      data-testid="aufgaben-badge"
    >
      <i className="pi pi-check-square" aria-hidden />
      {count > 0 ? <Badge value={count} severity={overdue ? 'danger' : 'warning'} aria-hidden /> : null}
    </Link>
  );
}
