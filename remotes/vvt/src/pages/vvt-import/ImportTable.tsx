import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { VvtImportListItem } from '@vws/shared/contract/vvt';
import { useVvtTranslation } from '../../i18n';
import { IMPORT_PAGE_LINKS, IMPORT_PAGE_SIZE, type RowMark } from './importRules';

const MARK_STYLE: Record<RowMark, string> = { imported: 'vvt-import-ok', failed: 'vvt-import-failed', present: 'vvt-import-present' };
const MARK_TEXT: Record<RowMark, string> = { imported: 'text-green-800', failed: 'text-red-800', present: 'text-700' };

interface Props {
  rows: VvtImportListItem[];
  selection: VvtImportListItem[];
  onSelectionChange: (change: (current: VvtImportListItem[]) => VvtImportListItem[]) => void;
  marks: Map<number, RowMark>;
  first: number;
  onPage: (first: number) => void;
  loading: boolean;
}

/** The templates, 20 a page with at most 10 page links, a checkbox per row and for the page, and the import's result per row. */
export function ImportTable({ rows, selection, onSelectionChange, marks, first, onPage, loading }: Props) {
  const { t } = useVvtTranslation();
  // Native checkboxes (PrimeReact's selection column puts a focusable input inside a role=checkbox without aria-checked).
  const chosen = new Set(selection.map((v) => v.ID));
  const toggle = (row: VvtImportListItem, on: boolean) =>
    onSelectionChange((current) => (on ? [...current.filter((v) => v.ID !== row.ID), row] : current.filter((v) => v.ID !== row.ID)));
  const pageRows = rows.slice(first, first + IMPORT_PAGE_SIZE);
  const pageChosen = pageRows.length > 0 && pageRows.every((row) => chosen.has(row.ID));
  const selectAll = (
    <input
      type="checkbox"
      className="vvt-import-check"
      checked={pageChosen}
      aria-label={t('import.selectPage')}
      onChange={(e) => pageRows.forEach((row) => toggle(row, e.target.checked))}
    />
  );
  // New row objects whenever the selection or the marks change: PrimeReact's DataTable memoises its cells by row.
  const tableRows = rows.map((row) => ({ ...row, selected: chosen.has(row.ID), mark: marks.get(row.ID) }));
  const selectBody = (row: VvtImportListItem & { selected: boolean }) => (
    <input
      type="checkbox"
      className="vvt-import-check"
      checked={row.selected}
      aria-label={t('import.select', { name: `${row.Nummer} ${row.Name}` })}
      onChange={(e) => toggle(row, e.target.checked)}
    />
  );
  // Before an import, the templates the customer has already are marked too.
  const markOf = (row: VvtImportListItem): RowMark | undefined => marks.get(row.ID) ?? (row.alreadyPresent ? 'present' : undefined);
  const markBody = (row: VvtImportListItem) => {
    const mark = markOf(row);
    return mark ? <span className={`font-semibold ${MARK_TEXT[mark]}`}>{t(`import.mark_${mark}`)}</span> : null;
  };
  const rowClassName = (row: VvtImportListItem) => {
    const mark = markOf(row);
    return mark ? MARK_STYLE[mark] : '';
  };

  return (
    <div className="overflow-x-auto">
      <DataTable
        value={tableRows}
        dataKey="ID"
        loading={loading}
        paginator
        rows={IMPORT_PAGE_SIZE}
        pageLinkSize={IMPORT_PAGE_LINKS}
        first={first}
        onPage={(e) => onPage(e.first)}
        rowClassName={rowClassName}
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
  );
}
