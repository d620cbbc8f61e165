import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { CONTRACT_SUMMARY_SEVERITY, scrollRegion, StatusBadge } from '@vws/shared/core';
import { usePrinting } from '@vws/shared/print';
import { VERTRAGSSTATUS_GROUPS, type DwSummaryRow } from '@vws/shared/contract/datenweitergaben';
import { useDatenweitergabenTranslation } from '../../i18n';
import { totalOf } from './summary';

/** Spec §9: the summary table shows 100 rows per page on screen; on paper all of them. */
export const SUMMARY_PAGE_SIZE = 100;

/** The summary table: per group of transfers the six status groups in the colours of spec §4. */
export function SummaryTable({ rows }: { rows: DwSummaryRow[] }) {
  const { t } = useDatenweitergabenTranslation();
  const total = totalOf(rows);
  const printing = usePrinting();
  return (
    <DataTable
      value={rows}
      dataKey="Gruppe"
      paginator={!printing && rows.length > SUMMARY_PAGE_SIZE}
      rows={SUMMARY_PAGE_SIZE}
      size="small"
      stripedRows
      aria-label={t('report.summary')}
      pt={{ wrapper: scrollRegion(t('report.summary')) }}
      data-testid="dw-summary-table"
      footer={
        <div className="flex flex-wrap gap-2 align-items-center" data-testid="dw-summary-total">
          <span className="font-semibold">{`${t('report.total')}: ${total.Anzahl_Gesamt}`}</span>
          {VERTRAGSSTATUS_GROUPS.map((g) => (
            <StatusBadge key={g} severity={CONTRACT_SUMMARY_SEVERITY[g]} label={`${t(`groups.${g}`)}: ${total[g]}`} />
          ))}
        </div>
      }
    >
      <Column field="Gruppe" header={t('report.group')} body={(row: DwSummaryRow) => row.Gruppe || t('report.noGroup')} />
      <Column field="Anzahl_Gesamt" header={t('report.total')} />
      {VERTRAGSSTATUS_GROUPS.map((g) => (
        <Column
          key={g}
          field={g}
          header={<StatusBadge severity={CONTRACT_SUMMARY_SEVERITY[g]} label={t(`groups.${g}`)} />}
          body={(row: DwSummaryRow) =>
            row[g] ? <StatusBadge severity={CONTRACT_SUMMARY_SEVERITY[g]} label={String(row[g])} /> : <span className="text-color-secondary">0</span>
          }
        />
      ))}
    </DataTable>
  );
}
