import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { ariaLabel } from 'primereact/api';
import { fromPrimeSortOrder, nextSortOrder, toPrimeSortOrder, type ListSortOrder } from '@vws/shared/core';
import { FIRST_ROWS_ICONS } from './firstRowsIcons';
import { PrimeIcon } from './PrimeIcon';
import { SelectionCheckbox, useRowSelection } from './FirstRowsSelection';
import { tableClassName, type ListTableView, type ViewColumn } from './listTableView';

/** The page links PrimeReact's paginator shows: five around the current page. */
function pageLinks(page: number, totalPages: number): number[] {
  const visible = Math.min(5, totalPages);
  let start = Math.max(0, Math.ceil(page - visible / 2));
  const end = Math.min(totalPages - 1, start + visible - 1);
  start = Math.max(0, start - (5 - (end - start + 1)));
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

const SORT_ICON = { 0: FIRST_ROWS_ICONS.sortNone, 1: FIRST_ROWS_ICONS.sortAscending, [-1]: FIRST_ROWS_ICONS.sortDescending } as const;
const ARIA_SORT = { 0: 'none', 1: 'ascending', [-1]: 'descending' } as const;

function cellContent(column: ViewColumn, row: Record<string, unknown>): ReactNode {
  if (column.body) return column.body(row);
  const value = column.field === undefined ? undefined : row[column.field];
  return value === null || value === undefined ? null : (value as ReactNode);
}

const PAGER_LABEL = { first: 'firstPageLabel', prev: 'prevPageLabel', next: 'nextPageLabel', last: 'lastPageLabel' } as const;

function PagerButton({ name, disabled, onClick }: { name: 'first' | 'prev' | 'next' | 'last'; disabled: boolean; onClick: () => void }) {
  const icon = { first: FIRST_ROWS_ICONS.firstPage, prev: FIRST_ROWS_ICONS.previousPage, next: FIRST_ROWS_ICONS.nextPage, last: FIRST_ROWS_ICONS.lastPage }[
    name
  ];
  return (
    <button
      type="button"
      className={`p-paginator-${name} p-paginator-element p-link${disabled ? ' p-disabled' : ''}`}
      disabled={disabled}
      aria-label={ariaLabel(PAGER_LABEL[name], {})}
      onClick={onClick}
    >
      <PrimeIcon paths={icon} className="p-paginator-icon" />
    </button>
  );
}

function Paginator({ view, onPage }: { view: ListTableView; onPage: FirstRowsActions['onPage'] }) {
  const totalPages = Math.ceil(view.totalRecords / view.pageSize);
  const page = Math.floor(view.first / view.pageSize);
  // PrimeReact's paginator counts pages from 0, the list from 1.
  const go = (target: number) => () => onPage(target + 1, view.pageSize);
  const links = pageLinks(page, totalPages);
  const atStart = page === 0 || totalPages === 0;
  const atEnd = page >= totalPages - 1;
  return (
    <div className="p-paginator-bottom p-paginator p-component">
      <PagerButton name="first" disabled={atStart} onClick={go(0)} />
      <PagerButton name="prev" disabled={atStart} onClick={go(page - 1)} />
      <span className="p-paginator-pages">
        {links.map((link, index) => (
          <button
            key={link}
            type="button"
            aria-label={ariaLabel('pageLabel', { page: link + 1 })}
            onClick={go(link)}
            className={[
              'p-paginator-page p-paginator-element p-link',
              index === 0 && 'p-paginator-page-start',
              index === links.length - 1 && 'p-paginator-page-end',
              link === page && 'p-highlight',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {link + 1}
          </button>
        ))}
      </span>
      <PagerButton name="next" disabled={atEnd} onClick={go(page + 1)} />
      <PagerButton name="last" disabled={atEnd} onClick={go(totalPages - 1)} />
      <div className={`p-dropdown p-component p-inputwrapper p-inputwrapper-filled${view.totalRecords === 0 ? ' p-disabled' : ''}`}>
        <span className="p-dropdown-label p-inputtext">{view.pageSize}</span>
        <div className="p-dropdown-trigger">
          <PrimeIcon paths={FIRST_ROWS_ICONS.dropdown} className="p-dropdown-trigger-icon p-clickable" />
        </div>
      </div>
      <span className="p-paginator-current">{view.countReport}</span>
    </div>
  );
}

/** What the first rows' table does before the DataTable takes over: the same as the DataTable would. */
export interface FirstRowsActions {
  onPage: (page: number, rows: number) => void;
  onSort: (sortField: string | null, sortOrder: ListSortOrder) => void;
  onRowClick?: (row: Record<string, unknown>) => void;
  /** A press on the page size, which the DataTable opens once it is there. */
  onPageSizeAsked?: () => void;
  /** The pointer went down on the table (ListTable holds the DataTable back until its click). */
  onPress?: () => void;
  /** The chosen rows (compared by dataKey) of a list with checkboxes, as the DataTable takes them. */
  selection?: readonly Record<string, unknown>[];
  onSelectionChange?: (rows: Record<string, unknown>[]) => void;
}

/**
 * What the keyboard reaches in both tables, in the same order: the sortable headers, the checkboxes,
 * the links and buttons of the header and the cells, the page links. The page size (which the first
 * rows only draw) is left out.
 */
const HANDED_OVER = ':is(th[tabindex="0"], a[href], button, input):not(.p-paginator .p-dropdown *)';

/**
 * Keeps the keyboard's place when the DataTable takes over: whatever of the first rows has the focus
 * (a header, a button in a cell, a page link) hands it to the DataTable's element in the same place
 * (the DataTable renders in the same parent in the same commit). Without it the focus fell back to
 * the page's start.
 */
function useFocusHandOver() {
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(
    () => () => {
      const table = root.current;
      const focused = document.activeElement;
      const parent = table?.parentElement;
      if (!table || !focused || !parent || !table.contains(focused)) return;
      const index = [...table.querySelectorAll(HANDED_OVER)].indexOf(focused);
      const place = [...parent.children].indexOf(table);
      if (index < 0) return;
      queueMicrotask(() => parent.children[place]?.querySelectorAll<HTMLElement>(HANDED_OVER)[index]?.focus());
    },
    [],
  );
  return root;
}

/** A click that lands on the row itself, not on its checkbox or on a link or button in a cell. */
const opensRow = (event: MouseEvent) => !(event.target as Element).closest('.p-selection-column, a, button, input');

/**
 * A list's table before PrimeReact's DataTable (74 kB gzip with its paginator and dropdown) has
 * loaded and rendered: the same rows, columns and paging in DataTable's markup and classes, so that
 * the DataTable takes its place without anything moving. It already acts as the DataTable will: a
 * header sorts (click, Enter or Space), a row opens, the page links page, and the cells' links and
 * buttons work, the row checkboxes choose rows; only the page size waits for the DataTable. ListTable
 * loads the DataTable once these rows are there (on a slow line a second or more): a click until
 * then is not lost, a press on the page size opens it when it comes.
 */
export function FirstRowsTable(props: { view: ListTableView } & FirstRowsActions) {
  const { view, onPage, onSort, onRowClick, onPageSizeAsked, onPress } = props;
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
      onPointerDown={(event) => {
        onPress?.();
        if ((event.target as Element).closest('.p-paginator .p-dropdown')) onPageSizeAsked?.();
      }}
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
      <Paginator view={view} onPage={onPage} />
    </div>
  );
}
