import { lazy, memo, Suspense, useDeferredValue, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useFilteredList, useOpenOnArrival, clampPage, type ListSortOrder, type ListState, type SortValue } from '@vws/shared/core';
import { useColumnChoice } from './useColumnChoice';
import { columnKey, type ListColumn } from './listColumns';
import type { ColumnChooserProps } from './ColumnChooser';
import { FirstRowsTable } from './FirstRowsTable';
import type { ListTableView } from './listTableView';
import { useListDataTable } from './useListDataTable';
import { markFirstRowsShown } from './firstRowsShown';
import { usePressHold } from './usePressHold';
import './list.css';

export type { ListColumn } from './listColumns';

// The column chooser's MultiSelect (13 kB gzip) is not needed for a list's first rows: it loads after them.
const ColumnChooser = lazy(() => import('./ColumnChooser'));

/** The custom sort values of the columns, for useFilteredList. */
export function columnSortValues<T, R extends T>(columns: readonly ListColumn<T, R>[]): Partial<Record<string, SortValue<T>>> {
  return Object.fromEntries(columns.flatMap((c) => (c.sortKey !== undefined ? [[c.sortKey, c.sortValue]] : [])));
}

const MATCH_ALL = () => () => true;

/**
 * The rows of a list as the table shows them: filtered by `predicate` (default: all), sorted by the
 * list state's column, with the columns' custom sorts.
 */
export function useListRows<T, R extends T, F>(
  items: readonly T[] | undefined,
  state: ListState<F>,
  columns: readonly ListColumn<T, R>[],
  predicate: (filter: F) => (item: T) => boolean = MATCH_ALL,
): T[] {
  const sortValues = useMemo(() => columnSortValues(columns), [columns]);
  return useFilteredList(items, state.filter, predicate, { field: state.sortField, order: state.sortOrder, sortValues });
}

export interface ListActions {
  pageChanged: (payload: { page: number; rows: number }) => { type: string };
  sortChanged: (payload: { sortField: string | null; sortOrder: ListSortOrder }) => { type: string };
}

export interface ListTableProps<T, R extends T> {
  state: ListState<unknown>;
  actions: ListActions;
  /** The whole filtered and sorted list, or with `totalRecords` the current page of it. */
  rows: readonly T[];
  /** A list paged by the server: how many rows match in all (`rows` is then the current page). */
  totalRecords?: number;
  /**
   * Adds what the cell templates show to the rows of the current page. PrimeReact's DataTable
   * memoises cells by row object, so texts arriving later (names, a language switch) must come as
   * new row objects: pass a memoised function that changes when those texts change.
   */
  decorate?: (rows: T[]) => R[];
  columns: readonly ListColumn<T, R>[];
  dataKey: keyof T & string;
  /** Whether the list has loaded (the page is clamped only then). */
  loaded: boolean;
  loading?: boolean;
  emptyMessage: string;
  countText: string;
  ariaLabel: string;
  onRowClick?: (row: R) => void;
  /** Rows chosen for a bulk action: a checkbox column comes first (the caller keeps the selection, compared by dataKey). */
  selection?: readonly R[];
  onSelectionChange?: (rows: R[]) => void;
  /** Names the list for the column chooser, which remembers the user's choice under it. */
  listId?: string;
}

const PRIORITY_CLASS = { 1: '', 2: 'vws-col-p2', 3: 'vws-col-p3' } as const;

/**
 * The column chooser once the list's first rows have shown (`ready`), and from then on; until then
 * its place is kept, so that nothing moves when it comes. It is asked for after the commit that
 * shows the rows: asked for in that render, its code (the MultiSelect, 13 kB gzip) downloaded while
 * a long page of rows was still rendering, ahead of them.
 */
function ColumnChooserSlot({ ready, ...chooser }: { ready: boolean } & ColumnChooserProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (ready) setWanted(true);
  }, [ready]);
  return (
    <div className="vws-column-chooser-slot">
      {wanted && (
        <Suspense fallback={null}>
          <ColumnChooser {...chooser} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The list table defaults of spec §2: paging from page 1 (a page beyond the last falls back to 1),
 * sorting on every column with the cycle none → ascending → descending → none, page sizes.
 * FirstRowsTable draws it in PrimeReact's DataTable markup until the user reaches for the page size;
 * then PrimeReact's DataTable loads and takes its place (not while a press on the table waits for its
 * click). Once loaded, later lists of the page render the DataTable at once.
 */
function ListTableOf<T extends object, R extends T = T>(props: ListTableProps<T, R>) {
  const { state, actions, rows, decorate, dataKey, loaded, loading, emptyMessage, countText, ariaLabel, onRowClick, listId, selection, onSelectionChange } =
    props;
  const serverPaged = props.totalRecords !== undefined;
  const totalRecords = props.totalRecords ?? rows.length;
  const selectable = selection !== undefined && onSelectionChange !== undefined;
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const present = useMemo(() => props.columns.filter((c) => !c.hidden), [props.columns]);
  const [choice, choose] = useColumnChoice(listId);
  // Chosen: exactly the chosen columns (and the key ones); not chosen: by priority and width (CSS).
  const columns = choice ? present.filter((c) => (c.priority ?? 1) === 1 || choice.includes(columnKey(c))) : present;
  const shownKeys = choice ?? present.map(columnKey);
  // What the chooser offers: every column but the key ones.
  const optional = useMemo(() => present.filter((c) => (c.priority ?? 1) > 1).map((c) => ({ key: columnKey(c), header: c.header })), [present]);
  const totalPages = Math.ceil(totalRecords / state.rows);
  const page = loaded ? clampPage(state.page, totalPages) : state.page;
  useEffect(() => {
    if (loaded && page !== state.page) dispatch(actions.pageChanged({ page, rows: state.rows }));
  }, [loaded, page, state.page, state.rows, dispatch, actions]);

  const first = (page - 1) * state.rows;
  const pageRows = useMemo(() => {
    const slice = serverPaged ? [...rows] : rows.slice(first, first + state.rows);
    return (decorate ? decorate(slice) : slice) as unknown as Record<string, unknown>[];
  }, [rows, serverPaged, first, state.rows, decorate]);
  // New rows render as a deferred update, which React splits into short slices: a page of rows
  // rendered at once blocked the main thread for a quarter of a second on a phone, and typing in a
  // filter stays quick. Until they are there the table shows its loading overlay over the rows, the
  // count and the paginator it showed before (all three from the same moment).
  const current = useMemo(() => ({ rows: pageRows, countText, first, totalRecords }), [pageRows, countText, first, totalRecords]);
  const shown = useDeferredValue(current);
  const arriving = shown !== current;
  const busy = Boolean(loading) || arriving;
  // The first rows still on their way: the table keeps its loading height and says that it loads.
  const waiting = !loaded || (arriving && shown.rows.length === 0);
  // The list's first rows are shown (or that it has none): what loads after them may load now.
  const firstRowsShown = loaded && !arriving;
  // The DataTable once the user reaches for the page size (or once loaded by another list).
  const [pageSizeReached, reachPageSize] = useState(false);
  const DataTableOfList = useListDataTable(pageSizeReached);
  const [pressed, press] = usePressHold();
  const tableId = useId();
  const askPageSize = useOpenOnArrival(DataTableOfList !== null && !pressed, () =>
    document.getElementById(tableId)?.querySelector<HTMLElement>('.p-paginator .p-dropdown')?.click(),
  );
  useEffect(() => {
    if (firstRowsShown) markFirstRowsShown();
  }, [firstRowsShown]);

  const view: ListTableView = {
    ariaLabel,
    dataKey,
    rows: shown.rows,
    first: shown.first,
    pageSize: state.rows,
    totalRecords: shown.totalRecords,
    sortField: state.sortField,
    sortOrder: state.sortOrder,
    busy,
    waiting,
    // Until the first rows arrive the count would read "0 of 0 entries": it says that the list is loading.
    countReport: waiting && busy ? t('loading') : shown.countText,
    emptyMessage: busy ? ' ' : emptyMessage,
    columns: columns.map((column) => {
      const priorityClass = choice ? '' : PRIORITY_CLASS[column.priority ?? 1];
      const isAction = column.actionKey !== undefined;
      const key = columnKey(column);
      return {
        key,
        header: isAction ? (column.header ?? t('list.actionsColumn')) : column.header,
        field: isAction ? undefined : key,
        sortable: !isAction,
        body: column.body as ((row: Record<string, unknown>) => ReactNode) | undefined,
        style: column.style,
        headerClassName: priorityClass || undefined,
        bodyClassName: [column.bodyClassName, priorityClass].filter(Boolean).join(' ') || undefined,
      };
    }),
    selectable,
    clickable: onRowClick !== undefined,
    header: listId && optional.length > 0 ? <ColumnChooserSlot ready={firstRowsShown} columns={optional} shown={shownKeys} onChange={choose} /> : undefined,
  };
  const acts = {
    onPage: (newPage: number, pageSize: number) => dispatch(actions.pageChanged({ page: newPage, rows: pageSize })),
    onSort: (sortField: string | null, sortOrder: ListSortOrder) => dispatch(actions.sortChanged({ sortField, sortOrder })),
    onRowClick: onRowClick && ((row: Record<string, unknown>) => onRowClick(row as unknown as R)),
  };
  const chosenRows = {
    selection: (selection ?? []) as unknown as Record<string, unknown>[],
    onSelectionChange: (chosen: Record<string, unknown>[]) => onSelectionChange?.(chosen as unknown as R[]),
  };
  if (!DataTableOfList || pressed)
    return <FirstRowsTable view={view} {...acts} {...chosenRows} onPageSizeReached={() => reachPageSize(true)} onPageSizeAsked={askPageSize} onPress={press} />;
  return <DataTableOfList id={tableId} view={view} {...acts} {...chosenRows} />;
}

/**
 * Memoised: a list page renders again with each step of its start (each of its queries' states, the
 * references' arrival); with the same props the table (its page of rows above all) does not.
 */
export const ListTable = memo(ListTableOf) as typeof ListTableOf;
