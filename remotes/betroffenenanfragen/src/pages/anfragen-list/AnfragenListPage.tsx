import { useCallback, useMemo } from 'react';
import { useHasPermission } from '@vws/shared/core';
import { SearchListPage } from '@vws/shared/list';
import { ANFRAGEN_ROUTES, type AnfrageListItem } from '@vws/shared/contract/betroffenenanfragen';
import { useBetroffenenanfragenListQuery } from '../../api';
import { useModuleLink } from '../../components/useModuleLink';
import { useBetroffenenanfragenTranslation } from '../../i18n';
import { anfragenList } from '../../state/anfragenListSlice';
import { decorateWith, useAnfragenColumns } from './useAnfragenColumns';

const matches = (row: AnfrageListItem, text: string) => [row.Antragsteller, ...row.Rechte].some((v) => v.toLowerCase().includes(text));

/** /betroffenenanfragen: every data-subject request with its Frist (Art. 12(3)), the most urgent first. */
export function AnfragenListPage() {
  const { t } = useBetroffenenanfragenTranslation();
  const link = useModuleLink();
  const canAdd = useHasPermission('VWS_Betroffenenanfragen_Edit');
  const query = useBetroffenenanfragenListQuery();
  const detailLink = useCallback((id: number) => link(ANFRAGEN_ROUTES.detail, { anfrageId: id }), [link]);
  const columns = useAnfragenColumns(detailLink);
  const decorate = useMemo(() => decorateWith(t as (key: string) => string), [t]);
  return (
    <SearchListPage
      testId="anfragen-list-page"
      list={anfragenList}
      query={query}
      columns={columns}
      decorate={decorate}
      matches={matches}
      detailLink={detailLink}
      newLink={canAdd ? link(ANFRAGEN_ROUTES.detail) : undefined}
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

export default AnfragenListPage;
