import { Fragment } from 'react';
import { scrollRegion, StatusBadge } from '@vws/shared/core';
import type { ListReportItem } from '@vws/shared/contract/audit';
import { statusSeverity } from '../../rules/colors';
import { useAuditTranslation } from '../../i18n';

/** The printable list, grouped by topic block in list order. */
export function ReportTable({ rows }: { rows: ListReportItem[] }) {
  const { t } = useAuditTranslation();
  let currentBlock: number | null = null;
  return (
    <div className="audit-report-scroll" {...scrollRegion(t('listReport.title'))}>
      <table className="vws-report-table audit-report-table" aria-label={t('listReport.title')}>
        <thead>
          <tr>
            <th style={{ width: '4.5rem' }}>{t('fields.Nummer')}</th>
            <th>{t('fields.Fragestellung')}</th>
            <th style={{ width: '7.5rem' }}>{t('fields.Status')}</th>
            <th style={{ width: '30%' }}>{t('fields.Empfehlung')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const newBlock = row.ID_Themenblock !== currentBlock;
            currentBlock = row.ID_Themenblock;
            return (
              <Fragment key={row.ID}>
                {newBlock && (
                  <tr className="audit-report-block">
                    <td colSpan={4}>{row.Themenblock_Name}</td>
                  </tr>
                )}
                <tr>
                  <td>{row.Nummer}</td>
                  <td>
                    {row.Fragestellung}
                    {row.Bemerkung && <div className="text-sm text-color-secondary mt-1">{row.Bemerkung}</div>}
                  </td>
                  <td>
                    <StatusBadge severity={statusSeverity(row.ID_Status)} label={t(`status.${row.ID_Status}`)} />
                  </td>
                  <td>{row.Empfehlung}</td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
