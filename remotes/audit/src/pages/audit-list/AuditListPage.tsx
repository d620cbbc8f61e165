import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import { ErrorMessage, useAppDispatch, useHasPermission } from '@vws/shared';
import type { AuditfrageListItem } from '@vws/shared/contract/audit';
import { useAuditFragenQuery } from '../../api';
import { StatusBadge } from '@vws/shared';
import { clampPage, formatDate } from '@vws/shared';
import { useCustomerLink } from '../../components/links';
import { useReferenceOptions } from '../../components/useReferenceNames';
import { statusSeverity } from '../../rules/colors';
import type { AuditFilter } from '../../rules/filter';
import {
  filterChanged,
  filterReset,
  pageChanged,
  PAGE_SIZES,
  persistAuditList,
  snapshotTaken,
  sortChanged,
  useAuditListState,
  type SortOrder,
} from '../../state/auditListSlice';
import { FilterPanel } from './FilterPanel';
import { useFilteredAuditList } from './useFilteredAuditList';

type ShownRow = AuditfrageListItem & { schutzzieleText: string; statusText: string };

/** /audit: the question list with filter, paging (from page 1) and the sort cycle. */
export function AuditListPage() {
  const { t } = useTranslation('audit');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const link = useCustomerLink();
  const canEdit = useHasPermission('VWS_AuditFragen_Edit');
  const state = useAuditListState();
  const { data, isLoading, error, refetch } = useAuditFragenQuery();
  const refs = useReferenceOptions();
  const rows = useFilteredAuditList(data?.auditfragen, state.filter, state.sortField, state.sortOrder);

  useEffect(() => persistAuditList(state), [state]);

  const totalPages = Math.ceil(rows.length / state.rows);
  const page = data ? clampPage(state.page, totalPages) : state.page;
  useEffect(() => {
    if (data && page !== state.page) dispatch(pageChanged({ page, rows: state.rows }));
  }, [data, page, state.page, state.rows, dispatch]);

  const first = (page - 1) * state.rows;
  // The goal names are part of each shown row: PrimeReact's DataTable memoises its cells by row,
  // so names that arrive after the rows (or a language switch) must come as new row objects.
  const pageRows = useMemo(
    () =>
      rows.slice(first, first + state.rows).map((row) => ({
        ...row,
        schutzzieleText: row.SchutzzieleIDs.flatMap((id) => refs.schutzzielName.get(id) ?? []).join(', '),
        statusText: t(`status.${row.ID_Status}`),
      })),
    [rows, first, state.rows, refs.schutzzielName, t],
  );

  const onFilterChange = useCallback((change: Partial<AuditFilter>) => dispatch(filterChanged(change)), [dispatch]);
  const openQuestion = (id: number | 'new') => {
    dispatch(snapshotTaken(rows.map((r) => r.ID)));
    navigate(link('/auditfrage', { id }));
  };

  // The number is a real link, so the list also works with the keyboard.
  const nummerBody = (row: AuditfrageListItem) => (
    <Link
      to={link('/auditfrage', { id: row.ID })}
      onClick={(e) => {
        e.stopPropagation();
        dispatch(snapshotTaken(rows.map((r) => r.ID)));
      }}
    >
      {row.Nummer}
    </Link>
  );
  const statusBody = (row: ShownRow) => <StatusBadge severity={statusSeverity(row.ID_Status)} label={row.statusText} />;
  // Names only: until the reference list has loaded, nothing rather than bare ids.
  const goalsBody = (row: ShownRow) => <span className="text-sm">{row.schutzzieleText}</span>;

  return (
    <div className="audit-list">
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 className="m-0 text-2xl">{t('list.title')}</h1>
        {canEdit && <Button label={t('list.newQuestion')} icon="pi pi-plus" onClick={() => openQuestion('new')} />}
      </div>
      <p className="mt-0 text-color-secondary">{t('list.intro')}</p>
      <FilterPanel
        filter={state.filter}
        onChange={onFilterChange}
        onReset={() => dispatch(filterReset())}
        themenblockOptions={refs.themenblockOptions}
        einheitOptions={refs.einheitOptions}
        schutzzielOptions={refs.schutzzielOptions}
      />
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} className="mb-2" />}
      <DataTable
        value={pageRows}
        dataKey="ID"
        lazy
        loading={isLoading}
        paginator
        first={first}
        rows={state.rows}
        totalRecords={rows.length}
        rowsPerPageOptions={PAGE_SIZES}
        onPage={(e: DataTablePageEvent) => dispatch(pageChanged({ page: (e.page ?? 0) + 1, rows: e.rows }))}
        sortField={state.sortField ?? undefined}
        sortOrder={state.sortOrder}
        removableSort
        onSort={(e: DataTableSortEvent) => dispatch(sortChanged({ sortField: e.sortField, sortOrder: (e.sortOrder ?? 0) as SortOrder }))}
        onRowClick={(e) => openQuestion((e.data as AuditfrageListItem).ID)}
        rowClassName={() => 'cursor-pointer'}
        emptyMessage={isLoading ? ' ' : t('list.empty')}
        paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport"
        currentPageReportTemplate={t('list.count', { shown: rows.length, total: data?.auditfragen.length ?? 0 })}
        stripedRows
        size="small"
        aria-label={t('list.title')}
      >
        <Column field="Nummer" header={t('fields.Nummer')} sortable body={nummerBody} style={{ width: '6rem' }} />
        <Column field="Themenblock_Name" header={t('fields.Themenblock')} sortable style={{ width: '11rem' }} bodyClassName="text-sm" />
        <Column field="Fragestellung" header={t('fields.Fragestellung')} sortable style={{ minWidth: '18rem' }} />
        <Column field="ID_Status" header={t('fields.Status')} sortable body={statusBody} style={{ width: '9rem' }} />
        <Column header={t('fields.Schutzziele')} body={goalsBody} style={{ width: '11rem' }} />
        <Column
          field="Bearbeitungsdatum"
          header={t('fields.Bearbeitungsdatum')}
          sortable
          body={(row: AuditfrageListItem) => formatDate(row.Bearbeitungsdatum)}
          style={{ width: '8rem' }}
        />
      </DataTable>
    </div>
  );
}

export default AuditListPage;
