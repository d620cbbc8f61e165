import { Fragment, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ErrorMessage, LoadingBlock, ROUTES, useCustomerRoute } from '@vws/shared/core';
import { PrintReportFrame } from '@vws/shared/print';
import { AUFBEWAHRUNGSFRIST_VORSCHLAEGE } from '@vws/shared/contract/vvt';
import { useVvtListReportQuery } from '../../api';
import { ExportButton } from '../../components/ExportButton';
import { useVvtReferences } from '../../components/useReferences';
import { periodKey, retentionSuggestionsFor } from '../../rules/retention';
import { useVvtTranslation } from '../../i18n';
import '../../components/reports.css';

/**
 * /vvt-aufbewahrungsfristen-report (print layout): the retention periods of every record, with
 * the non-binding suggestions of spec §1 that fit it beside them, and the list of all suggestions.
 */
export function RetentionReportPage() {
  const { t } = useVvtTranslation();
  const link = useCustomerRoute();
  const refs = useVvtReferences();
  const { data, isLoading, error, refetch } = useVvtListReportQuery();
  const rows = useMemo(() => [...(data?.list ?? [])].sort((a, b) => a.SDM_Ebene_Nr - b.SDM_Ebene_Nr || a.Sortierung - b.Sortierung || a.ID - b.ID), [data]);
  const suggestion = (key: Parameters<typeof periodKey>[0]) => `${t(`retention.${key}`)}: ${t(`retention.period.${periodKey(key)}`)}`;
  let level = 0;

  return (
    <PrintReportFrame title={t('retentionReport.title')} closeTo={link(ROUTES.vvt.list, { ebenenr: 1 })} className="vvt-report" controls={<ExportButton />}>
      {isLoading && <LoadingBlock />}
      {error !== undefined && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <p className="text-sm">{t('retention.hint')}</p>
          <div className="overflow-x-auto">
            <table className="vws-report-table vvt-report-table" aria-label={t('retentionReport.title')} data-testid="vvt-retention-table">
              <thead>
                <tr>
                  <th scope="col" style={{ width: '6rem' }}>
                    {t('fields.Nummer')}
                  </th>
                  <th scope="col" style={{ width: '28%' }}>
                    {t('fields.Name')}
                  </th>
                  <th scope="col">{t('fields.aufbewahrungsfristen')}</th>
                  <th scope="col" style={{ width: '28%' }}>
                    {t('retentionReport.suggestion')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const newLevel = row.SDM_Ebene_Nr !== level;
                  level = row.SDM_Ebene_Nr;
                  const fits = retentionSuggestionsFor(row);
                  return (
                    <Fragment key={row.ID}>
                      {newLevel && (
                        <tr className="vvt-report-level">
                          <th scope="rowgroup" colSpan={4}>
                            {refs.label('vvt_ebenen', row.SDM_Ebene_Nr)}
                          </th>
                        </tr>
                      )}
                      <tr>
                        <td>
                          <Link to={link(ROUTES.vvt.detail, { ebenenr: row.SDM_Ebene_Nr }, { IdVerarbeitung: row.ID })}>{row.Nummer}</Link>
                        </td>
                        <td>{row.Name}</td>
                        <td className="vvt-pre">{row.aufbewahrungsfristen || <span className="text-color-secondary">{t('retentionReport.missing')}</span>}</td>
                        <td className="text-sm">{fits.length ? fits.map(suggestion).join('; ') : '–'}</td>
                      </tr>
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
          <h2 className="text-lg mt-4">{t('retentionReport.allSuggestions')}</h2>
          <ul className="text-sm" data-testid="vvt-retention-suggestions">
            {AUFBEWAHRUNGSFRIST_VORSCHLAEGE.map((s) => (
              <li key={s.key}>{suggestion(s.key)}</li>
            ))}
          </ul>
        </>
      )}
    </PrintReportFrame>
  );
}

export default RetentionReportPage;
