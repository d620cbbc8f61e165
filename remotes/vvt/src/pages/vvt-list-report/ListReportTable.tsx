import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { VvtListReportItem } from '@vws/shared/contract/vvt';
import { Badge } from '../../components/Badge';
import { IncompleteMarker } from '../../components/IncompleteMarker';
import type { BefundSummary } from '../../rules/completeness';
import type { RefLabel } from '../../components/useReferences';
import { statusSeverity } from '../../rules/colors';
import { useVvtTranslation } from '../../i18n';

/** A row of the list report with its completeness (issue 23), absent while not checked. */
export type ListReportRow = VvtListReportItem & { befund?: BefundSummary };

/** The printable list, grouped by level, incomplete records marked; a row (or its number, a link) opens the record's detail. */
export function ListReportTable({
  rows,
  refLabel,
  onOpen,
  linkOf,
}: {
  rows: ListReportRow[];
  refLabel: RefLabel;
  onOpen: (row: ListReportRow) => void;
  linkOf: (row: ListReportRow) => string;
}) {
  const { t } = useVvtTranslation();
  let level = 0;
  return (
    <div className="overflow-x-auto">
      <table className="vws-report-table vvt-report-table" aria-label={t('listReport.title')} data-testid="vvt-list-report-table">
        <thead>
          <tr>
            <th scope="col" style={{ width: '6rem' }}>
              {t('fields.Nummer')}
            </th>
            <th scope="col">{t('fields.Name')}</th>
            <th scope="col" style={{ width: '9rem' }}>
              {t('fields.Gruppe')}
            </th>
            <th scope="col" style={{ width: '11rem' }}>
              {t('fields.Verantwortlich')}
            </th>
            <th scope="col" style={{ width: '8rem' }}>
              {t('fields.ID_Status')}
            </th>
            <th scope="col" style={{ width: '7rem' }}>
              {t('tabs.dpia')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const newLevel = row.SDM_Ebene_Nr !== level;
            level = row.SDM_Ebene_Nr;
            return (
              <Fragment key={row.ID}>
                {newLevel && (
                  <tr className="vvt-report-level">
                    <th scope="rowgroup" colSpan={6}>
                      {refLabel('vvt_ebenen', row.SDM_Ebene_Nr)}
                    </th>
                  </tr>
                )}
                <tr className="vvt-report-row" onClick={() => onOpen(row)}>
                  <td>
                    <Link
                      to={linkOf(row)}
                      onClick={(e) => {
                        e.preventDefault();
                        e.stopPropagation();
                        onOpen(row);
                      }}
                    >
                      {row.Nummer}
                    </Link>
                  </td>
                  <td>
                    <div className="font-medium">
                      {row.Name}
                      <IncompleteMarker befund={row.befund} countsVisible />
                    </div>
                    {row.Zweck && <div className="text-sm text-color-secondary">{row.Zweck}</div>}
                  </td>
                  <td>{row.Gruppe}</td>
                  <td className="text-sm">{[row.Verantwortlich_Name, row.Verantwortlich_Abteilung].filter(Boolean).join(', ')}</td>
                  <td>
                    {row.SDM_Ebene_Nr === 1 || row.ID_Status > 0 ? (
                      <Badge severity={statusSeverity(row.ID_Status)} label={refLabel('verarbeitungen_status', row.ID_Status)} />
                    ) : null}
                  </td>
                  <td className="text-sm">
                    {row.dsfa_erforderlich === true
                      ? t('dpia.yes')
                      : row.dsfa_erforderlich === false
                        ? t('dpia.no')
                        : row.dsfaKriterienAnzahl >= 2
                          ? t('listReport.dpiaSuggested')
                          : '–'}
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
