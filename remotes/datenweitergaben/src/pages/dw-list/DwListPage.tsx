import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { ErrorMessage, ROUTES, useAppDispatch, useCustomerRoute, useHasPermission } from '@vws/shared/core';
import { ListHeading, ListTable } from '@vws/shared/list';
import type { DatenweitergabeListItem } from '@vws/shared/contract/datenweitergaben';
import { useDatenweitergabenListQuery } from '../../api';
import { useDwReferences } from '../../components/useReferences';
import { dwListQuery, type DwFilter } from '../../rules/filter';
import { dwList, filterChanged, filterReset, useDwListState } from '../../state/dwListSlice';
import { useDatenweitergabenTranslation } from '../../i18n';
import { FilterPanel } from './FilterPanel';
import { placeOf, useDwListColumns, type ShownRow } from './useDwListColumns';
import { BulkBar } from './BulkBar';

const NO_ROWS: DatenweitergabeListItem[] = [];

/** /datenweitergaben: group, recipient, place and country, contract status, legal basis, third country (spec §2). */
export function DwListPage() {
  const { t } = useDatenweitergabenTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const link = useCustomerRoute();
  const canEdit = useHasPermission('VWS_Datenweitergaben_Edit');
  const [selected, setSelected] = useState<ShownRow[]>([]);
  const state = useDwListState();
  // One page at a time, filtered and sorted by the server; the last page stays shown, under the table's loading overlay, until the next has arrived.
  const { data, isFetching, error, refetch } = useDatenweitergabenListQuery(dwListQuery(state));
  const refs = useDwReferences();
  const detailLink = useCallback((id: number) => link(ROUTES.datenweitergaben.detail, null, { datenweitergabeId: id }), [link]);

  const columns = useDwListColumns(detailLink, refs.label);
  const rows = data?.datenweitergaben_list ?? NO_ROWS;
  const decorate = useCallback(
    (page: DatenweitergabeListItem[]): ShownRow[] =>
      page.map((row) => ({
        ...row,
        placeText: placeOf(row),
        basisText: refs.label('rechtsgrundlagen', row.ID_Rechtsgrundlage),
        thirdCountryText: row.isDatenweitergabe_ausserhalb_EU ? refs.label('rechtsgrundlagenDrittland', row.ID_Rechtsgrundlage_ausserhalb_EU) : '–',
        statusText: refs.label('vertragsstatus', row.ID_Vertragsstatus),
      })),
    [refs],
  );
  const onFilterChange = useCallback((change: Partial<DwFilter>) => dispatch(filterChanged(change)), [dispatch]);
  // Stable, so that the memoised filter and table skip the page's renders that change neither.
  const onReset = useCallback(() => dispatch(filterReset()), [dispatch]);
  const onRowClick = useCallback((row: ShownRow) => navigate(detailLink(row.ID)), [navigate, detailLink]);
  const rechtsgrundlagen = useMemo(() => refs.options('rechtsgrundlagen'), [refs]);
  const total = data?.total ?? 0;
  const matching = data?.matching ?? 0;

  return (
    <div data-testid="dw-list-page">
      <ListHeading
        title={t('list.title')}
        intro={t('list.intro')}
        actions={
          <>
            <Button label={t('list.report')} icon="pi pi-print" outlined onClick={() => navigate(link(ROUTES.datenweitergaben.listReport))} />
            {canEdit && <Button label={t('list.new')} icon="pi pi-plus" onClick={() => navigate(link(ROUTES.datenweitergaben.detail))} />}
          </>
        }
      />
      <FilterPanel filter={state.filter} onChange={onFilterChange} onReset={onReset} rechtsgrundlagen={rechtsgrundlagen} />
      {canEdit && selected.length > 0 && (
        <BulkBar selected={selected} refs={refs} onDone={() => setSelected([])} onDuplicated={(id) => navigate(detailLink(id))} />
      )}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} className="mb-2" />}
      <div className="overflow-x-auto">
        <ListTable
          state={state}
          actions={dwList.actions}
          rows={rows}
          totalRecords={matching}
          decorate={decorate}
          columns={columns}
          dataKey="ID"
          listId="datenweitergaben"
          loaded={!!data}
          loading={isFetching}
          emptyMessage={t('list.empty')}
          countText={t('list.count', { shown: matching, total })}
          ariaLabel={t('list.title')}
          onRowClick={onRowClick}
          {...(canEdit && { selection: selected, onSelectionChange: setSelected })}
        />
      </div>
    </div>
  );
}

export default DwListPage;
