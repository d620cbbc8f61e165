import { Column, type ColumnPassThroughOptions } from 'primereact/column';
import {
  DataTable,
  type DataTablePageEvent,
  type DataTableSelectionMultipleChangeEvent,
  type DataTableSortEvent,
  type DataTableValueArray,
} from 'primereact/datatable';
import { LIST_PAGE_SIZES, type ListSortOrder } from '@vws/shared/core';
import { tableClassName, type ListTableView } from './listTableView';

export interface ListDataTableProps {
  /** The table's element id. */
  id: string;
  view: ListTableView;
  onPage: (page: number, rows: number) => void;
  onSort: (sortField: string | null, sortOrder: ListSortOrder) => void;
  onRowClick?: (row: Record<string, unknown>) => void;
  selection: readonly Record<string, unknown>[];
  onSelectionChange: (rows: Record<string, unknown>[]) => void;
}

/**
 * PrimeReact puts role="checkbox" and the name on the selection checkbox's wrapper as well as on its
 * native input: axe reports a checkbox without aria-checked around a focusable one. The input alone
 * is the checkbox (it keeps the name and its checked state).
 */
const PLAIN_CHECKBOX_ROOT = { root: { role: undefined, 'aria-label': undefined } };
const PLAIN_CHECKBOXES = { rowCheckbox: PLAIN_CHECKBOX_ROOT, headerCheckbox: PLAIN_CHECKBOX_ROOT } as unknown as ColumnPassThroughOptions;

/**
 * A list's table as PrimeReact's DataTable (the list defaults of spec §2: paging, sorting on every
 * column with the cycle none → ascending → descending → none, page sizes, row selection). Loaded
 * after a list's first rows when they need it (ListTable), which FirstRowsTable draws in the same markup until then.
 */
export default function ListDataTable({ id, view, onPage, onSort, onRowClick, selection, onSelectionChange }: ListDataTableProps) {
  return (
    <DataTable
      id={id}
      value={view.rows}
      dataKey={view.dataKey}
      lazy
      loading={view.busy}
      paginator
      first={view.first}
      rows={view.pageSize}
      totalRecords={view.totalRecords}
      rowsPerPageOptions={LIST_PAGE_SIZES}
      onPage={(e: DataTablePageEvent) => onPage((e.page ?? 0) + 1, e.rows)}
      sortField={view.sortField ?? undefined}
      sortOrder={view.sortOrder}
      removableSort
      onSort={(e: DataTableSortEvent) => onSort(e.sortField, (e.sortOrder ?? 0) as ListSortOrder)}
      onRowClick={
        onRowClick &&
        ((e) => {
          // A click on a row's checkbox selects it; it does not open the row.
          if ((e.originalEvent.target as Element | null)?.closest?.('.p-selection-column')) return;
          onRowClick(e.data as Record<string, unknown>);
        })
      }
      rowClassName={view.clickable ? () => 'cursor-pointer' : undefined}
      emptyMessage={view.emptyMessage}
      paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport"
      currentPageReportTemplate={view.countReport}
      stripedRows
      size="small"
      aria-label={view.ariaLabel}
      selectionMode={view.selectable ? 'checkbox' : null}
      selection={selection as unknown as DataTableValueArray}
      onSelectionChange={(e: DataTableSelectionMultipleChangeEvent<DataTableValueArray>) => onSelectionChange(e.value as Record<string, unknown>[])}
      className={tableClassName(view)}
      header={view.header}
    >
      {view.selectable && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} pt={PLAIN_CHECKBOXES} />}
      {view.columns.map((column) => (
        <Column
          key={column.key}
          field={column.field}
          sortField={column.sortable ? column.key : undefined}
          header={column.header}
          sortable={column.sortable}
          body={column.body}
          style={column.style}
          headerClassName={column.headerClassName}
          bodyClassName={column.bodyClassName}
        />
      ))}
    </DataTable>
  );
}
