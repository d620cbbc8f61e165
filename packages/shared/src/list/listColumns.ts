import type { CSSProperties, ReactNode } from 'react';
import type { SortValue } from '@vws/shared/core';

interface ColumnBase<R> {
  header: string;
  body?: (row: R) => ReactNode;
  style?: CSSProperties;
  bodyClassName?: string;
  /**
   * 1 (default): a key column, always shown. 2: shown unless the window is narrow (< 1100 px).
   * 3: shown only on wide windows (>= 1440 px). The user's column choice overrides 2 and 3.
   */
  priority?: 1 | 2 | 3;
  /** Left out of this list (e.g. the level on a list of one level). */
  hidden?: boolean;
}
/**
 * Spec §5: every column header needs a sort key or a custom sort. A column shows a field (which is
 * its sort key), or names its sort key and says how rows sort by it. A row's actions (buttons) are
 * the one column without a sort: it is named by `actionKey`, headed "Aktionen" unless given a
 * header, and never left out for width.
 */
export type ListColumn<T, R extends T = T> =
  | (ColumnBase<R> & { field: keyof T & string; sortKey?: undefined; sortValue?: undefined; actionKey?: undefined })
  | (ColumnBase<R> & { sortKey: string; sortValue: SortValue<T>; field?: undefined; actionKey?: undefined })
  | (Omit<ColumnBase<R>, 'header' | 'priority' | 'body'> & {
      actionKey: string;
      header?: string;
      body: (row: R) => ReactNode;
      priority?: 1;
      field?: undefined;
      sortKey?: undefined;
      sortValue?: undefined;
    });

/** A column's key: its field, its sort key or its action key. */
export const columnKey = <T, R extends T>(column: ListColumn<T, R>): string => (column.field ?? column.sortKey ?? column.actionKey) as string;
