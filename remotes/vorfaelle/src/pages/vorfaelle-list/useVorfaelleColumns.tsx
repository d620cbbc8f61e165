import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ListColumn } from '@vws/shared/list';
import type { VorfallListItem } from '@vws/shared/contract/vorfaelle';
import { Countdown } from '../../components/Countdown';
import { formatInstant } from '../../components/formatInstant';
import { useVorfaelleTranslation } from '../../i18n';

/** A row as the table shows it: its texts travel with it (PrimeReact memoises cells by row). */
export type ShownRow = VorfallListItem & { statusText: string; risikoText: string; kenntnisText: string };

/** Title (a link), became aware at, countdown to the Meldefrist, risk, status, data subjects. */
export function useVorfaelleColumns(detailLink: (id: number) => string): ListColumn<VorfallListItem, ShownRow>[] {
  const { t } = useVorfaelleTranslation();
  return useMemo<ListColumn<VorfallListItem, ShownRow>[]>(
    () => [
      {
        field: 'Titel',
        header: t('fields.Titel'),
        style: { minWidth: '16rem' },
        body: (row) => (
          <Link to={detailLink(row.ID)} onClick={(e) => e.stopPropagation()}>
            {row.Titel}
          </Link>
        ),
      },
      { field: 'Kenntnis_am', header: t('fields.Kenntnis_am'), style: { width: '10rem' }, body: (row) => row.kenntnisText },
      { field: 'Meldefrist', header: t('list.countdown'), style: { minWidth: '12rem' }, body: (row) => <Countdown vorfall={row} /> },
      { field: 'Risiko', header: t('fields.Risiko'), style: { width: '9rem' }, body: (row) => row.risikoText },
      { field: 'Status', header: t('fields.Status'), style: { width: '9rem' }, body: (row) => row.statusText },
      { field: 'Anzahl_Betroffene', header: t('fields.Anzahl_Betroffene'), style: { width: '8rem' } },
    ],
    [t, detailLink],
  );
}

export const decorateWith =
  (t: (key: string) => string) =>
  (page: VorfallListItem[]): ShownRow[] =>
    page.map((row) => ({
      ...row,
      statusText: t(`status.${row.Status}`),
      risikoText: t(`risiko.${row.Risiko ?? 'none'}`),
      kenntnisText: formatInstant(row.Kenntnis_am),
    }));
