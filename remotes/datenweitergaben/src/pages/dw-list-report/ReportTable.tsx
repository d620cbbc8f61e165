import { useNavigate } from 'react-router-dom';
import { ROUTES, useCustomerRoute } from '@vws/shared/core';
import type { DatenweitergabeReportItem } from '@vws/shared/contract/datenweitergaben';
import { StatusTag } from '../../components/StatusTag';
import { useDwReferences } from '../../components/useReferences';
import { useDatenweitergabenTranslation } from '../../i18n';

/** The report's list: group, recipient (a link to the detail, as is the whole row), contract status, legal basis, measures. */
export function ReportTable({ rows }: { rows: DatenweitergabeReportItem[] }) {
  const { t } = useDatenweitergabenTranslation();
  const navigate = useNavigate();
  const link = useCustomerRoute();
  const refs = useDwReferences();
  const detailLink = (row: DatenweitergabeReportItem) => link(ROUTES.datenweitergaben.detail, null, { datenweitergabeId: row.ID });
  const open = (row: DatenweitergabeReportItem) => navigate(detailLink(row));
  return (
    <div className="dw-report-scroll">
      <table className="vws-report-table dw-report-table" aria-label={t('report.list')} data-testid="dw-report-table">
        <thead>
          <tr>
            <th>{t('fields.Gruppe')}</th>
            <th>{t('fields.Firma_Empfaenger')}</th>
            <th>{t('fields.ID_Vertragsstatus')}</th>
            <th>{t('fields.ID_Rechtsgrundlage')}</th>
            <th>{t('fields.Notwendige_Massnahmen')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.ID} className="cursor-pointer" onClick={() => open(row)} data-testid="dw-report-row">
              <td>{row.Gruppe}</td>
              <td>
                <a
                  href={detailLink(row)}
                  onClick={(e) => {
                    e.preventDefault();
                    e.stopPropagation();
                    open(row);
                  }}
                >
                  {row.Firma_Empfaenger}
                </a>
                <div className="text-sm text-color-secondary">{[row.Ort, row.Land].filter(Boolean).join(', ')}</div>
              </td>
              <td>
                <StatusTag id={row.ID_Vertragsstatus} refLabel={refs.label} />
              </td>
              <td>
                {refs.label('rechtsgrundlagen', row.ID_Rechtsgrundlage)}
                {row.isDatenweitergabe_ausserhalb_EU && (
                  <div className="text-sm">{refs.label('rechtsgrundlagenDrittland', row.ID_Rechtsgrundlage_ausserhalb_EU)}</div>
                )}
              </td>
              <td className="text-sm">{row.Notwendige_Massnahmen}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
