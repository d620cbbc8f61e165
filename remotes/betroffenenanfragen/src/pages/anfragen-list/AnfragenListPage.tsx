import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { ErrorMessage, useAppDispatch, useFilteredList, useHasPermission } from '@vws/shared/core';
import { columnSortValues, ListTable } from '@vws/shared/list';
import { ANFRAGEN_ROUTES, type AnfrageListItem } from '@vws/shared/contract/betroffenenanfragen';
import { useBetroffenenanfragenListQuery } from '../../api';
import { useModuleLink } from '../../components/useModuleLink';
import { useBetroffenenanfragenTranslation } from '../../i18n';
import { useAnfragenListState, anfragenList, type AnfragenFilter } from '../../state/anfragenListSlice';
import { decorateWith, useAnfragenColumns } from './useAnfragenColumns';

const matches = (filter: AnfragenFilter) => {
  const text = filter.text.trim().toLowerCase();
  return (row: AnfrageListItem) => !text || [row.Antragsteller, ...row.Rechte].some((v) => v.toLowerCase().includes(text));
};

/** /betroffenenanfragen: every data-subject request with its Frist (Art. 12(3)), the most urgent first. */
export function AnfragenListPage() {
  const { t } = useBetroffenenanfragenTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const link = useModuleLink();
  const canAdd = useHasPermission('VWS_Betroffenenanfragen_Edit');
  const state = useAnfragenListState();
  const { data, isLoading, error, refetch } = useBetroffenenanfragenListQuery();
  const detailLink = useCallback((id: number) => link(ANFRAGEN_ROUTES.detail, { anfrageId: id }), [link]);
  const columns = useAnfragenColumns(detailLink);
  const sortValues = useMemo(() => columnSortValues(columns), [columns]);
  const rows = useFilteredList(data, state.filter, matches, { field: state.sortField, order: state.sortOrder, sortValues });
  const decorate = useMemo(() => decorateWith(t as (key: string) => string), [t]);

  return (
    <div data-testid="anfragen-list-page">
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 className="m-0 text-2xl">{t('list.title')}</h1>
        {canAdd && <Button label={t('list.new')} icon="pi pi-plus" onClick={() => navigate(link(ANFRAGEN_ROUTES.detail))} />}
      </div>
      <p className="mt-0 text-color-secondary">{t('list.intro')}</p>
      <span className="p-input-icon-left mb-2 inline-block">
        <i className="pi pi-search" aria-hidden="true" />
        <InputText
          value={state.filter.text}
          onChange={(e) => dispatch(anfragenList.actions.filterChanged({ text: e.target.value }))}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
        />
      </span>
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} className="mb-2" />}
      <div className="overflow-x-auto">
        <ListTable
          state={state}
          actions={anfragenList.actions}
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

export default AnfragenListPage;
