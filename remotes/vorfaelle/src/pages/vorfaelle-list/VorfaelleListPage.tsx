import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { ErrorMessage, useAppDispatch, useFilteredList, useHasPermission } from '@vws/shared/core';
import { columnSortValues, ListTable } from '@vws/shared/list';
import { VORFAELLE_ROUTES, type VorfallListItem } from '@vws/shared/contract/vorfaelle';
import { useVorfaelleListQuery } from '../../api';
import { useModuleLink } from '../../components/useModuleLink';
import { useVorfaelleTranslation } from '../../i18n';
import { useVorfaelleListState, vorfaelleList, type VorfaelleFilter } from '../../state/vorfaelleListSlice';
import { decorateWith, useVorfaelleColumns } from './useVorfaelleColumns';

const matches = (filter: VorfaelleFilter) => {
  const text = filter.text.trim().toLowerCase();
  return (row: VorfallListItem) => !text || row.Titel.toLowerCase().includes(text);
};

/** /vorfaelle: every data breach with the countdown to its Meldefrist (Art. 33(1)). */
export function VorfaelleListPage() {
  const { t } = useVorfaelleTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const link = useModuleLink();
  const canAdd = useHasPermission('VWS_Vorfaelle_Edit');
  const state = useVorfaelleListState();
  const { data, isLoading, error, refetch } = useVorfaelleListQuery();
  const detailLink = useCallback((id: number) => link(VORFAELLE_ROUTES.detail, { vorfallId: id }), [link]);
  const columns = useVorfaelleColumns(detailLink);
  const sortValues = useMemo(() => columnSortValues(columns), [columns]);
  const rows = useFilteredList(data, state.filter, matches, { field: state.sortField, order: state.sortOrder, sortValues });
  const decorate = useMemo(() => decorateWith(t as (key: string) => string), [t]);

  return (
    <div data-testid="vorfaelle-list-page">
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 className="m-0 text-2xl">{t('list.title')}</h1>
        {canAdd && <Button label={t('list.new')} icon="pi pi-plus" onClick={() => navigate(link(VORFAELLE_ROUTES.detail))} />}
      </div>
      <p className="mt-0 text-color-secondary">{t('list.intro')}</p>
      <span className="p-input-icon-left mb-2 inline-block">
        <i className="pi pi-search" aria-hidden="true" />
        <InputText
          value={state.filter.text}
          onChange={(e) => dispatch(vorfaelleList.actions.filterChanged({ text: e.target.value }))}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
        />
      </span>
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} className="mb-2" />}
      <div className="overflow-x-auto">
        <ListTable
          state={state}
          actions={vorfaelleList.actions}
          rows={rows}
          decorate={decorate}
          columns={columns}
          dataKey="ID"
          loaded={!!data}
          loading={isLoading}
          emptyMessage={t('list.empty')}
          countText={t('list.count', { shown: rows.length, total: data?.length ?? 0 })}
          ariaLabel={t('list.title')}
          onRowClick={(row) => navigate(detailLink(row.ID))}
        />
      </div>
    </div>
  );
}

export default VorfaelleListPage;
