import { useCallback, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { ErrorMessage, NOT_FOUND_PATH, ROUTES, useAppDispatch, useCustomerRoute, useHasPermission } from '@vws/shared/core';
import { ListHeading, ListTable } from '@vws/shared/list';
import type { VerarbeitungListItem } from '@vws/shared/contract/vvt';
import { useVvtVerarbeitungenQuery } from '../../api';
import { useVvtReferences } from '../../components/useReferences';
import { vvtListQuery, type VvtListRow, type VvtListView } from '../../rules/filter';
import { snapshotTaken, useVvtListState, vvtList } from '../../state/vvtListSlice';
import { useVvtTranslation } from '../../i18n';
import { FilterPanel } from './FilterPanel';
import { useListHandlers } from './useListHandlers';
import { useShownRows, useVvtListColumns, type ShownRow } from './useVvtListColumns';
import { ExportButton } from '../../components/ExportButton';
import { BulkBar } from './LazyBulkBar';

const NO_ROWS: VvtListRow[] = [];
const NO_IDS: number[] = [];

/** The VVT list of spec §2 (columns, filter of spec §5, sort cycle, paging) for one view. */
export function VvtListPage({ view }: { view: VvtListView }) {
  const { t } = useVvtTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const link = useCustomerRoute();
  const canAdd = useHasPermission('VWS_VVTProzesse_Add');
  const canBulk = useHasPermission(['VWS_VVTProzesse_Edit', 'VWS_VVTProzesse_Edit_Assigned']);
  const [selected, setSelected] = useState<ShownRow[]>([]);
  const state = useVvtListState();
  // One page at a time, filtered and sorted by the server; each row carries its completeness (issue 23).
  // The table shows its loading overlay over the last page until the next has arrived.
  const { data, isFetching, error, refetch } = useVvtVerarbeitungenQuery(vvtListQuery(state, view));
  const refs = useVvtReferences();
  // The detail walks every matching record with previous/next, not only this page's.
  const shownIds = useRef<number[]>([]);
  shownIds.current = data?.ids ?? NO_IDS;
  const takeSnapshot = useCallback(() => dispatch(snapshotTaken(shownIds.current)), [dispatch]);
  const detailLink = useCallback(
    (row: Pick<VerarbeitungListItem, 'ID' | 'SDM_Ebene_Nr'>) => link(ROUTES.vvt.detail, { ebenenr: row.SDM_Ebene_Nr }, { IdVerarbeitung: row.ID }),
    [link],
  );

  const columns = useVvtListColumns(detailLink, takeSnapshot, { oneLevel: view.kind === 'level', pendingSince: view.kind === 'pendingReview' });
  const rows: readonly VvtListRow[] = data?.verarbeitungen ?? NO_ROWS;

  const decorate = useShownRows(refs.label);
  const { onFilterChange, onReset, open } = useListHandlers(takeSnapshot, detailLink);
  const title = view.kind === 'level' ? t(`list.title${view.ebene}`) : view.kind === 'pendingReview' ? t('list.titlePendingReview') : t('list.titleAssigned');
  const matching = data?.matching ?? 0;
  const total = data?.total ?? 0;

  return (
    <div className="vvt-list" data-testid="vvt-list-page">
      <ListHeading
        title={title}
        intro={t(view.kind === 'level' ? `list.intro${view.ebene}` : view.kind === 'pendingReview' ? 'list.introPendingReview' : 'list.introAssigned')}
        actions={
          <>
            <ExportButton />
            {canAdd && view.kind === 'level' && (
              <Button label={t('list.new')} icon="pi pi-plus" onClick={() => navigate(link(ROUTES.vvt.detail, { ebenenr: view.ebene }))} />
            )}
          </>
        }
      />
      <FilterPanel filter={state.filter} view={view} onChange={onFilterChange} onReset={onReset} refLabel={refs.label} />
      {canBulk && selected.length > 0 && (
        <BulkBar selected={selected} refLabel={refs.label} onDone={() => setSelected([])} onDuplicated={(r) => navigate(detailLink(r))} />
      )}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} className="mb-2" />}
      <div className="overflow-x-auto">
        <ListTable
          state={state}
          actions={vvtList.actions}
          rows={rows}
          totalRecords={matching}
          decorate={decorate}
          columns={columns}
          dataKey="ID"
          listId="vvt"
          loaded={!!data}
          loading={isFetching}
          emptyMessage={t('list.empty')}
          countText={t('list.count', { shown: matching, total })}
          ariaLabel={title}
          onRowClick={open}
          {...(canBulk && { selection: selected, onSelectionChange: setSelected })}
        />
      </div>
    </div>
  );
}

/** /vvt-list/:ebenenr: one page for the three levels; any other ebenenr (0, 4, text) names no list (spec §2). */
export function VvtLevelListPage() {
  const { ebenenr = '' } = useParams();
  const ebene = /^[123]$/.test(ebenenr) ? (Number(ebenenr) as 1 | 2 | 3) : null;
  const view = useMemo<VvtListView | null>(() => (ebene ? { kind: 'level', ebene } : null), [ebene]);
  return view ? <VvtListPage view={view} /> : <Navigate to={NOT_FOUND_PATH} replace />;
}

const PENDING: VvtListView = { kind: 'pendingReview' };
const ASSIGNED: VvtListView = { kind: 'assigned' };

/** /vvt-list-zur-pruefung-dsb: the records ready for the DPO's review. */
export function VvtPendingReviewPage() {
  return <VvtListPage view={PENDING} />;
}

/** /vvt-list-zugeordnet-po: the records assigned to the current user. */
export function VvtAssignedPage() {
  return <VvtListPage view={ASSIGNED} />;
}
