import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { ErrorMessage, useAppDispatch, type ListState } from '@vws/shared/core';
import { ListTable, useListRows, type ListActions, type ListColumn } from './ListTable';
import { ListHeading } from './ListHeading';

/** The filter of a list searched by one text. */
export interface TextFilter {
  text: string;
}

export interface SearchListPageProps<T extends { ID: number }, R extends T> {
  testId: string;
  /** The list's slice (createListSlice with a TextFilter). */
  list: { actions: ListActions & { filterChanged: (change: Partial<TextFilter>) => { type: string } }; useListState: () => ListState<TextFilter> };
  /** The list's read (an RTK Query hook's result). */
  query: { data?: readonly T[]; isLoading: boolean; error?: unknown; refetch: () => unknown };
  columns: readonly ListColumn<T, R>[];
  decorate: (rows: T[]) => R[];
  /** Whether a row contains the searched text (trimmed, lower case, never empty). Keep it stable (module level). */
  matches: (row: T, text: string) => boolean;
  detailLink: (id: number) => string;
  /** Where the new-record button leads; without it (no permission) there is none. */
  newLink?: string;
  /** `search`: the search field's name (default: common list.search; a remote built before that default passes its own). */
  texts: { title: string; intro: string; search?: string; empty: string; new: string; count: (shown: number, total: number) => string };
}

/**
 * A module's list page of records searched by one text (breaches, data-subject requests): heading
 * with the new-record button, intro, search, error and the shared list table; a row opens its record.
 */
export function SearchListPage<T extends { ID: number }, R extends T>(props: SearchListPageProps<T, R>) {
  const { testId, list, query, columns, decorate, matches, detailLink, newLink, texts } = props;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const searchLabel = texts.search ?? t('list.search');
  const state = list.useListState();
  const predicate = useCallback(
    (filter: TextFilter) => {
      const text = filter.text.trim().toLowerCase();
      return (row: T) => !text || matches(row, text);
    },
    [matches],
  );
  const rows = useListRows(query.data, state, columns, predicate);

  return (
    <div data-testid={testId}>
      <ListHeading
        title={texts.title}
        intro={texts.intro}
        actions={newLink !== undefined && <Button label={texts.new} icon="pi pi-plus" onClick={() => navigate(newLink)} />}
      />
      {/* PrimeReact 10's own icon field: its theme has no rules for the older p-input-icon-left wrapper (the icon sat on the text). */}
      <IconField iconPosition="left" className="mb-2 inline-block">
        <InputIcon className="pi pi-search" aria-hidden="true" />
        <InputText
          value={state.filter.text}
          onChange={(e) => dispatch(list.actions.filterChanged({ text: e.target.value }))}
          placeholder={searchLabel}
          aria-label={searchLabel}
        />
      </IconField>
      {query.error ? <ErrorMessage error={query.error} onRetry={() => void query.refetch()} className="mb-2" /> : null}
      <ListTable
        state={state}
        actions={list.actions}
        rows={rows}
        decorate={decorate}
        columns={columns}
        dataKey="ID"
        loaded={!!query.data}
        loading={query.isLoading}
        emptyMessage={texts.empty}
        countText={texts.count(rows.length, query.data?.length ?? 0)}
        ariaLabel={texts.title}
        onRowClick={(row) => navigate(detailLink(row.ID))}
      />
    </div>
  );
}
