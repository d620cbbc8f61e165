import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { ErrorMessage, toast, toastSaveFailed } from '@vws/shared/core';
import type { VvtImportListItem } from '@vws/shared/contract/vvt';
import { useVvtImportListQuery, useVvtImportMutation } from '../../api';
import { useVvtReferences } from '../../components/useReferences';
import { EMPTY_IMPORT_FILTER, filterImportList, IMPORT_PAGE_LINKS, IMPORT_PAGE_SIZE, importOutcome, rowMarks, type ImportFilter, type ImportOutcome, type RowMark } from './importRules';
import { useVvtTranslation } from '../../i18n';
import './import.css';

const MARK_STYLE: Record<RowMark, string> = { imported: 'vvt-import-ok', failed: 'vvt-import-failed' };

/**
 * /vvt-list-import-content (spec §2 "VVT import", META_VWS_Import_Content): the template records
 * of the demo source "Vorlagen", filtered by level, group and number or name, chosen in a
 * multi-select table (20 rows a page, at most 10 page links) and copied into the current customer.
 */
export function VvtImportPage() {
  const { t } = useVvtTranslation();
  const refs = useVvtReferences();
  const { data, isLoading, error, refetch } = useVvtImportListQuery();
  const [runImport, { isLoading: importing }] = useVvtImportMutation();
  const [filter, setFilter] = useState<ImportFilter>(EMPTY_IMPORT_FILTER);
  const [selection, setSelection] = useState<VvtImportListItem[]>([]);
  const [first, setFirst] = useState(0);
  const [marks, setMarks] = useState<Map<number, RowMark>>(new Map());
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const rows = useMemo(() => filterImportList(data ?? [], filter), [data, filter]);
  const change = (next: Partial<ImportFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setFirst(0);
  };
  const numberOf = (id: number) => data?.find((v) => v.ID === id)?.Nummer ?? String(id);

  const start = async () => {
    try {
      const result = await runImport(selection.map((v) => v.ID)).unwrap();
      const next = importOutcome(result);
      setMarks(rowMarks(result));
      setOutcome(next);
      setSelection([]);
      if (next.kind === 'success') toast.success(t('import.success'));
      else if (next.kind === 'partial') toast.warn(t('import.partial', { ids: next.failed.map(numberOf).join(', ') }));
      else toast.error(t('import.failure'));
    } catch (err) {
      setOutcome({ kind: 'failure' });
      toastSaveFailed(err);
    }
  };

  // Native checkboxes (PrimeReact's selection column puts a focusable input inside a role=checkbox without aria-checked).
  const chosen = new Set(selection.map((v) => v.ID));
  const toggle = (row: VvtImportListItem, on: boolean) => setSelection((current) => (on ? [...current.filter((v) => v.ID !== row.ID), row] : current.filter((v) => v.ID !== row.ID)));
  const pageRows = rows.slice(first, first + IMPORT_PAGE_SIZE);
  const pageChosen = pageRows.length > 0 && pageRows.every((row) => chosen.has(row.ID));
  const selectAll = (
    <input type="checkbox" className="vvt-import-check" checked={pageChosen} aria-label={t('import.selectPage')} onChange={(e) => pageRows.forEach((row) => toggle(row, e.target.checked))} />
  );
  // New row objects whenever the selection or the marks change: PrimeReact's DataTable memoises its cells by row.
  const tableRows = rows.map((row) => ({ ...row, selected: chosen.has(row.ID), mark: marks.get(row.ID) }));
  const selectBody = (row: VvtImportListItem & { selected: boolean }) => (
    <input type="checkbox" className="vvt-import-check" checked={row.selected} aria-label={t('import.select', { name: `${row.Nummer} ${row.Name}` })} onChange={(e) => toggle(row, e.target.checked)} />
  );
  const levelOptions = [0, 1, 2, 3].map((value) => ({ value, label: value === 0 ? t('listReport.allLevels') : refs.label('vvt_ebenen', value) }));
  const markBody = (row: VvtImportListItem) => {
    const mark = marks.get(row.ID);
    return mark ? <span className={`font-semibold ${mark === 'imported' ? 'text-green-800' : 'text-red-800'}`}>{t(`import.mark_${mark}`)}</span> : null;
  };

  return (
    <div className="vvt-import" data-testid="vvt-import-page">
      <h1 className="mt-0 text-2xl">{t('import.title')}</h1>
      <p className="text-color-secondary">{t('import.intro')}</p>
      <section className="surface-card border-round p-3 mb-3" aria-label={t('filter.title')}>
        <div className="grid formgrid p-fluid">
          <div className="field col-12 md:col-4">
            <label htmlFor="vvt-import-ebene">{t('fields.SDM_Ebene_Nr')}</label>
            <Dropdown inputId="vvt-import-ebene" value={filter.ebene} options={levelOptions} onChange={(e) => change({ ebene: Number(e.value) })} />
          </div>
          <div className="field col-12 md:col-4">
            <label htmlFor="vvt-import-gruppe">{t('filter.gruppe')}</label>
            <InputText id="vvt-import-gruppe" value={filter.gruppe} onChange={(e) => change({ gruppe: e.target.value })} />
          </div>
          <div className="field col-12 md:col-4">
            <label htmlFor="vvt-import-text">{t('filter.text')}</label>
            <InputText id="vvt-import-text" value={filter.text} onChange={(e) => change({ text: e.target.value })} />
          </div>
        </div>
      </section>
      {outcome && (
        <Message
          className="mb-3 w-full justify-content-start"
          severity={outcome.kind === 'success' ? 'success' : outcome.kind === 'partial' ? 'warn' : 'error'}
          text={outcome.kind === 'success' ? t('import.success') : outcome.kind === 'partial' ? t('import.partial', { ids: outcome.failed.map(numberOf).join(', ') }) : t('import.failure')}
          data-testid="vvt-import-outcome"
        />
      )}
      {error !== undefined && <ErrorMessage error={error} onRetry={() => void refetch()} className="mb-2" />}
      <div className="flex flex-wrap align-items-center gap-2 mb-2">
        <Button label={t('import.button', { count: selection.length })} icon="pi pi-download" disabled={selection.length === 0} loading={importing} onClick={() => void start()} data-testid="vvt-import-button" />
        <span className="text-sm text-color-secondary">{t('import.count', { shown: rows.length, total: data?.length ?? 0 })}</span>
      </div>
      <div className="overflow-x-auto">
        <DataTable
          value={tableRows}
          dataKey="ID"
          loading={isLoading}
          paginator
          rows={IMPORT_PAGE_SIZE}
          pageLinkSize={IMPORT_PAGE_LINKS}
          first={first}
          onPage={(e) => setFirst(e.first)}
          rowClassName={(row: VvtImportListItem) => { const mark = marks.get(row.ID); return mark ? MARK_STYLE[mark] : ''; }}
          size="small"
          stripedRows
          emptyMessage={t('import.empty')}
          aria-label={t('import.title')}
          data-testid="vvt-import-table"
        >
          <Column header={selectAll} body={selectBody} headerStyle={{ width: '3rem' }} />
          <Column field="Nummer" header={t('fields.Nummer')} style={{ width: '7rem' }} />
          <Column field="SDM_Ebene_Name" header={t('fields.SDM_Ebene_Nr')} style={{ width: '10rem' }} />
          <Column field="Gruppe" header={t('fields.Gruppe')} style={{ width: '10rem' }} />
          <Column field="Name" header={t('fields.Name')} />
          <Column field="Zweck" header={t('fields.Zweck')} bodyClassName="text-sm" />
          <Column header={t('import.result')} body={markBody} style={{ width: '8rem' }} />
        </DataTable>
      </div>
    </div>
  );
}

export default VvtImportPage;
