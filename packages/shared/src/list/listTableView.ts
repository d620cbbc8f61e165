import type { CSSProperties, ReactNode } from 'react';
import type { ListSortOrder } from '@vws/shared/core';

/** A column as both of a list's tables draw it (ListTable works it out from the list's columns). */
export interface ViewColumn {
  key: string;
  header: string;
  /** The row's field the cell shows when the column has no template (none for the actions column). */
  field?: string;
  sortable: boolean;
  body?: (row: Record<string, unknown>) => ReactNode;
  style?: CSSProperties;
  headerClassName?: string;
  bodyClassName?: string;
}

/**
 * What a list's table shows at a moment, the same for the first rows' table (before PrimeReact's
 * DataTable has loaded) and for the DataTable itself: rows of the current page, paging, sort.
 */
export interface ListTableView {
  ariaLabel: string;
  dataKey: string;
  rows: Record<string, unknown>[];
  /** Index of the page's first row in the whole list. */
  first: number;
  pageSize: number;
  totalRecords: number;
  sortField: string | null;
  sortOrder: ListSortOrder;
  /** Rows on their way: the loading overlay over what the table showed before. */
  busy: boolean;
  /** The first rows on their way: the table keeps a screen's height. */
  waiting: boolean;
  countReport: string;
  emptyMessage: string;
  columns: ViewColumn[];
  selectable: boolean;
  clickable: boolean;
  /** The column chooser's slot above the table, if the list has one. */
  header?: ReactNode;
}

export const tableClassName = (view: ListTableView) => (view.waiting ? 'vws-list-table vws-list-table-waiting' : 'vws-list-table');
