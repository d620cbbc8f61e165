import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '@vws/shared/core';
import type { ListColumn } from '@vws/shared/list';
import type { AnfrageListItem } from '@vws/shared/contract/betroffenenanfragen';
import { FristTag } from '../../components/FristTag';
import { useBetroffenenanfragenTranslation } from '../../i18n';

/** A row as the table shows it: its texts travel with it (PrimeReact memoises cells by row). */
export type ShownRow = AnfrageListItem & { rechteText: string; statusText: string; kanalText: string };

/** Data subject (a link), rights, received, Frist with the days left, status, channel. */
export function useAnfragenColumns(detailLink: (id: number) => string): ListColumn<AnfrageListItem, ShownRow>[] {
  const { t } = useBetroffenenanfragenTranslation();
  return useMemo<ListColumn<AnfrageListItem, ShownRow>[]>(
    () => [
      {
        field: 'Antragsteller',
        header: t('fields.Antragsteller'),
        style: { minWidth: '12rem' },
        body: (row) => (
          <Link to={detailLink(row.ID)} onClick={(e) => e.stopPropagation()}>
            {row.Antragsteller}
          </Link>
        ),
      },
      {
        sortKey: 'Rechte',
        sortValue: (row) => row.Rechte.join(','),
        header: t('fields.Rechte'),
        style: { minWidth: '12rem' },
        bodyClassName: 'text-sm',
        body: (row) => row.rechteText,
      },
      { field: 'Eingang_am', header: t('fields.Eingang_am'), style: { width: '8rem' }, body: (row) => formatDate(row.Eingang_am) },
      { field: 'Frist', header: t('fields.Frist'), style: { minWidth: '13rem' }, body: (row) => <FristTag row={row} /> },
      { field: 'Status', header: t('fields.Status'), style: { width: '9rem' }, body: (row) => row.statusText },
      { field: 'Kanal', header: t('fields.Kanal'), style: { width: '8rem' }, body: (row) => row.kanalText },
    ],
    [t, detailLink],
  );
}

export const decorateWith =
  (t: (key: string) => string) =>
  (page: AnfrageListItem[]): ShownRow[] =>
    page.map((row) => ({
      ...row,
      rechteText: row.Rechte.map((recht) => t(`rechte.${recht}`)).join(', '),
      statusText: t(`status.${row.Status}`),
      kanalText: t(`kanal.${row.Kanal}`),
    }));
