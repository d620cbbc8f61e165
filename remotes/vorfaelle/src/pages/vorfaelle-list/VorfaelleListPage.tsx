import { useCallback, useMemo } from 'react';
import { useHasPermission } from '@vws/shared/core';
import { SearchListPage } from '@vws/shared/list';
import { VORFAELLE_ROUTES, type VorfallListItem } from '@vws/shared/contract/vorfaelle';
import { useVorfaelleListQuery } from '../../api';
import { useModuleLink } from '../../components/useModuleLink';
import { useVorfaelleTranslation } from '../../i18n';
import { vorfaelleList } from '../../state/vorfaelleListSlice';
import { decorateWith, useVorfaelleColumns } from './useVorfaelleColumns';

const matches = (row: VorfallListItem, text: string) => row.Titel.toLowerCase().includes(text);

/** /vorfaelle: every data breach with the countdown to its Meldefrist (Art. 33(1)). */
export function VorfaelleListPage() {
  const { t } = useVorfaelleTranslation();
  const link = useModuleLink();
  const canAdd = useHasPermission('VWS_Vorfaelle_Edit');
  const query = useVorfaelleListQuery();
  const detailLink = useCallback((id: number) => link(VORFAELLE_ROUTES.detail, { vorfallId: id }), [link]);
  const columns = useVorfaelleColumns(detailLink);
  const decorate = useMemo(() => decorateWith(t as (key: string) => string), [t]);
  return (
    <SearchListPage
      testId="vorfaelle-list-page"
      list={vorfaelleList}
      query={query}
      columns={columns}
      decorate={decorate}
      matches={matches}
      detailLink={detailLink}
      newLink={canAdd ? link(VORFAELLE_ROUTES.detail) : undefined}
      texts={{
        title: t('list.title'),
        intro: t('list.intro'),
        empty: t('list.empty'),
        new: t('list.new'),
        count: (shown, total) => t('list.count', { shown, total }),
      }}
    />
  );
}

export default VorfaelleListPage;
