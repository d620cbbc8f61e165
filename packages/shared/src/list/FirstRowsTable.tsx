import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { ariaLabel } from 'primereact/api';
import { fromPrimeSortOrder, nextSortOrder, toPrimeSortOrder, type ListSortOrder } from '@vws/shared/core';
import { FIRST_ROWS_ICONS } from './firstRowsIcons';
import { PrimeIcon } from './PrimeIcon';
import { SelectionCheckbox, useRowSelection } from './FirstRowsSelection';
import { tableClassName, type ListTableView, type ViewColumn } from './listTableView';
import { FirstRowsPaginator } from './FirstRowsPaginator';

const SORT_ICON = { 0: FIRST_ROWS_ICONS.sortNone, 1: FIRST_ROWS_ICONS.sortAscending, [-1]: FIRST_ROWS_ICONS.sortDescending } as const;
const ARIA_SORT = { 0: 'none', 1: 'ascending', [-1]: 'descending' } as const;

function cellContent(column: ViewColumn, row: Record<string, unknown>): ReactNode {
  if (column.body) return column.body(row);
  const value = column.field === undefined ? undefined : row[column.field];
  return value === null || value === undefined ? null : (value as ReactNode);
}

/** What the first rows' table does before the DataTable takes over: the same as the DataTable would. */
export interface FirstRowsActions {
  onPage: (page: number, rows: number) => void;
  onSort: (sortField: string | null, sortOrder: ListSortOrder) => void;
  onRowClick?: (row: Record<string, unknown>) => void;
  /** The user came to the page size (focus or pointer): the DataTable, whose dropdown it is, loads. */
  onPageSizeReached?: () => void;
  /** The user opened the page size: the DataTable opens it once it is there. */
  onPageSizeAsked?: () => void;
  /** The pointer went down on the table (ListTable holds the DataTable back until its click). */
  onPress?: () => void;
  /** The chosen rows (compared by dataKey) of a list with checkboxes, as the DataTable takes them. */
  selection?: readonly Record<string, unknown>[];
  onSelectionChange?: (rows: Record<string, unknown>[]) => void;
}

/**
 * What the keyboard reaches in both tables, in the same order: the sortable headers, the checkboxes,
 * the links and buttons of the header and the cells, the page links, the page size's input.
 */
const HANDED_OVER = ':is(th[tabindex="0"], a[href], button, input)';

/**
 * The parts of both tables, each counted on its own: the header above the table (the column chooser,
 * whose popup code may have loaded for one table and not yet for the other), the head, the body, the
 * paginator. Counted across the whole table, a part that differed for a moment moved the focus to
 * the wrong element.
 */
const PARTS = ['.p-datatable-header', '.p-datatable-thead', '.p-datatable-tbody', '.p-paginator'];

/**
 * Keeps the keyboard's place when the DataTable takes over: whatever of the first rows has the focus
 * (a header, a button in a cell, a page link, the page size) hands it to the DataTable's element in
 * the same place of the same part (the DataTable renders in the same parent in the same commit).
 * Without it the focus fell back to the page's start.
 */
function useFocusHandOver() {
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(
    () => () => {
      const table = root.current;
      const focused = document.activeElement;
      const parent = table?.parentElement;
      if (!table || !focused || !parent || !table.contains(focused)) return;
      const part = PARTS.find((selector) => focused.closest(selector) !== null);
      const scope = (element: Element | undefined) => (part ? element?.querySelector(part) : element);
      const index = [...(scope(table)?.querySelectorAll(HANDED_OVER) ?? [])].indexOf(focused);
      const place = [...parent.children].indexOf(table);
      if (index < 0) return;
      queueMicrotask(() => scope(parent.children[place])?.querySelectorAll<HTMLElement>(HANDED_OVER)[index]?.focus());
    },
    [],
  );
  return root;
}

/** A click that lands on the row itself, not on its checkbox or on a link or button in a cell. */
const opensRow = (event: MouseEvent) => !(event.target as Element).closest('.p-selection-column, a, button, input');

/**
 * A list's table until the user reaches for its page size: the rows, columns and paging of
 * PrimeReact's DataTable (74 kB gzip with its paginator and dropdown) in its markup and classes, so
 * that the DataTable can take its place without anything moving. It acts as the DataTable does: a
 * header sorts (click, Enter or Space), a row opens, the page links page, the cells' links and
 * buttons work, the row checkboxes choose rows. Only the page size needs the DataTable's dropdown:
 * reaching it (focus or pointer) loads the DataTable, and a press, Enter, Space or an arrow key on
 * it opens the dropdown when the DataTable is there. Rendering the DataTable at start-up was the
 * longest task of a list route on a phone (about a second at a quarter of the CPU).
 */
export function FirstRowsTable(props: { view: ListTableView } & FirstRowsActions) {
  const { view, onPage, onSort, onRowClick, onPageSizeReached, onPageSizeAsked, onPress } = props;
  const nothing = () => undefined;
  const pageSizeReach = { onReach: onPageSizeReached ?? nothing, onOpen: onPageSizeAsked ?? nothing };
  const root = useFocusHandOver();
  const columnCount = view.columns.length + (view.selectable ? 1 : 0);
  const rowSelection = useRowSelection(view, props.selection ?? [], props.onSelectionChange ?? (() => undefined));
  return (
    <div
      ref={root}
      className={`${tableClassName(view)} p-datatable p-component${view.selectable ? ' p-datatable-selectable' : ''} p-datatable-responsive-scroll p-datatable-striped p-datatable-sm vws-first-rows`}
      aria-label={view.ariaLabel}
      aria-busy={view.busy || undefined}
      data-first-rows=""
      onPointerDown={onPress}
    >
      {view.busy && (
        <div className="p-datatable-loading-overlay p-component-overlay">
          <PrimeIcon paths={FIRST_ROWS_ICONS.loading} className="p-icon-spin p-datatable-loading-icon" />
        </div>
      )}
      {view.header !== undefined && <div className="p-datatable-header">{view.header}</div>}
      <div className="p-datatable-wrapper" style={{ overflow: 'auto' }}>
        <table className="p-datatable-table">
          <thead className="p-datatable-thead">
            <tr>
              {view.selectable && (
                <th className="p-selection-column" style={{ width: '3rem' }}>
                  <div className="p-column-header-content">
                    <span className="p-column-title" />
                    <SelectionCheckbox
                      checked={rowSelection.allChosen}
                      label={ariaLabel(rowSelection.allChosen ? 'selectAll' : 'unselectAll', {})}
                      onChange={rowSelection.toggleAll}
                    />
                  </div>
                </th>
              )}
              {view.columns.map((column) => {
                const order = column.sortable && view.sortField === column.key ? view.sortOrder : 0;
                const className = [column.headerClassName, column.sortable && 'p-sortable-column', order !== 0 && 'p-highlight'].filter(Boolean).join(' ');
                const sort = () => {
                  const next = toPrimeSortOrder(nextSortOrder(fromPrimeSortOrder(order)));
                  onSort(next === 0 ? null : column.key, next);
                };
                const sortByKey = (event: KeyboardEvent) => {
                  if (event.key !== 'Enter' && event.key !== ' ') return;
                  event.preventDefault();
                  sort();
                };
                return (
                  <th
                    key={column.key}
                    className={className || undefined}
                    style={column.style}
                    aria-sort={column.sortable ? ARIA_SORT[order] : undefined}
                    {...(column.sortable && { tabIndex: 0, onClick: sort, onKeyDown: sortByKey })}
                  >
                    <div className="p-column-header-content">
                      <span className="p-column-title">{column.header}</span>
                      {column.sortable && (
                        <span>
                          <PrimeIcon paths={SORT_ICON[order]} className="p-sortable-column-icon" />
                        </span>
                      )}
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {view.rows.length === 0 ? (
              <tr className="p-datatable-emptymessage">
                <td colSpan={columnCount}>{view.emptyMessage}</td>
              </tr>
            ) : (
              view.rows.map((row, index) => {
                const chosen = view.selectable && rowSelection.isChosen(row);
                return (
                  <tr
                    key={String(row[view.dataKey])}
                    className={
                      [index % 2 === 1 && 'p-row-odd', chosen && 'p-highlight', view.clickable && 'cursor-pointer'].filter(Boolean).join(' ') || undefined
                    }
                    aria-selected={view.selectable ? chosen : undefined}
                    onClick={onRowClick && ((event) => opensRow(event) && onRowClick(row))}
                  >
                    {view.selectable && (
                      <td className="p-selection-column">
                        <SelectionCheckbox
                          checked={chosen}
                          label={`${ariaLabel(chosen ? 'unselectRow' : 'selectRow', {})} ${String(row[view.dataKey])}`}
                          onChange={() => rowSelection.toggle(row)}
                        />
                      </td>
                    )}
                    {view.columns.map((column) => (
                      <td key={column.key} className={column.bodyClassName} style={column.style}>
                        {cellContent(column, row)}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <FirstRowsPaginator view={view} onPage={onPage} reach={pageSizeReach} />
    </div>
  );
}
