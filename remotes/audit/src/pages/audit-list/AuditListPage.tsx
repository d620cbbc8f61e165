import { useCallback, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { ErrorMessage, useAppDispatch, useHasPermission, ROUTES, useCustomerRoute } from '@vws/shared/core';
import { columnSortValues, ListHeading, ListTable } from '@vws/shared/list';
import type { AuditfrageListItem } from '@vws/shared/contract/audit';
import { useAuditFragenQuery } from '../../api';
import { useReferenceOptions } from '../../components/useReferenceNames';
import type { AuditFilter } from '../../rules/filter';
import { auditList, filterChanged, filterReset, snapshotTaken, useAuditListState } from '../../state/auditListSlice';
import { FilterPanel } from './FilterPanel';
import { useAuditListColumns, type ShownRow } from './useAuditListColumns';
import { useFilteredAuditList } from './useFilteredAuditList';
import { useAuditTranslation } from '../../i18n';

/** /audit: the question list with filter, paging (from page 1) and the sort cycle, on the shared list kit. */
export function AuditListPage() {
  const { t } = useAuditTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const link = useCustomerRoute();
  const canEdit = useHasPermission('VWS_AuditFragen_Edit');
  const state = useAuditListState();
  const { data, isLoading, error, refetch } = useAuditFragenQuery();
  const refs = useReferenceOptions();

  const goalNames = useCallback(
    (row: AuditfrageListItem) => row.SchutzzieleIDs.flatMap((id) => refs.schutzzielName.get(id) ?? []).join(', '),
    [refs.schutzzielName],
  );
  // The columns sort the rows, so they reach the rows through a ref.
  const shownIds = useRef<number[]>([]);
  const takeSnapshot = useCallback(() => dispatch(snapshotTaken(shownIds.current)), [dispatch]);

  const columns = useAuditListColumns(goalNames, takeSnapshot);
  const sortValues = useMemo(() => columnSortValues(columns), [columns]);
  const rows = useFilteredAuditList(
    data?.auditfragen,
    state.filter,
    state.sortField,
    state.sortOrder,
    state.sortField === 'Schutzziele' ? sortValues : undefined,
  );
  shownIds.current = useMemo(() => rows.map((r) => r.ID), [rows]);

  // The goal names and status labels are part of each shown row (PrimeReact memoises cells by row).
  const decorate = useCallback(
    (page: AuditfrageListItem[]): ShownRow[] => page.map((row) => ({ ...row, schutzzieleText: goalNames(row), statusText: t(`status.${row.ID_Status}`) })),
    [goalNames, t],
  );

  const onFilterChange = useCallback((change: Partial<AuditFilter>) => dispatch(filterChanged(change)), [dispatch]);
  const openQuestion = useCallback(
    (id: number | 'new') => {
      takeSnapshot();
      navigate(link(ROUTES.audit.detail, null, { id }));
    },
    [takeSnapshot, navigate, link],
  );
  // Stable, so that the memoised filter and table skip the page's renders that change neither.
  const onReset = useCallback(() => dispatch(filterReset()), [dispatch]);
  const onRowClick = useCallback((row: ShownRow) => openQuestion(row.ID), [openQuestion]);

  return (
    <div className="audit-list">
      <ListHeading
        title={t('list.title')}
        intro={t('list.intro')}
        actions={canEdit && <Button label={t('list.newQuestion')} icon="pi pi-plus" onClick={() => openQuestion('new')} />}
      />
      <FilterPanel
        filter={state.filter}
        onChange={onFilterChange}
        onReset={onReset}
        themenblockOptions={refs.themenblockOptions}
        einheitOptions={refs.einheitOptions}
        schutzzielOptions={refs.schutzzielOptions}
      />
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} className="mb-2" />}
      <ListTable
        state={state}
        actions={auditList.actions}
        rows={rows}
        decorate={decorate}
        columns={columns}
        dataKey="ID"
        listId="audit"
        loaded={!!data}
        loading={isLoading}
        emptyMessage={t('list.empty')}
        countText={t('list.count', { shown: rows.length, total: data?.auditfragen.length ?? 0 })}
        ariaLabel={t('list.title')}
        onRowClick={onRowClick}
      />
    </div>
  );
}

export default AuditListPage;
