import { useMemo } from 'react';
import { formatDate } from '@vws/shared/core';
import { Link } from 'react-router-dom';
import type { ListColumn } from '@vws/shared/list';
import type { DatenweitergabeListItem } from '@vws/shared/contract/datenweitergaben';
import { StatusTag } from '../../components/StatusTag';
import type { useDwReferences } from '../../components/useReferences';
import { useDatenweitergabenTranslation } from '../../i18n';

/** A row as the table shows it: its texts travel with it (PrimeReact memoises cells by row). */
export type ShownRow = DatenweitergabeListItem & { placeText: string; basisText: string; thirdCountryText: string; statusText: string };

export const placeOf = (row: DatenweitergabeListItem) => [[row.PLZ, row.Ort].filter(Boolean).join(' '), row.Land].filter(Boolean).join(', ');

/** The columns of spec §2: group, recipient (a link), place and country, contract status, legal basis, third country. */
export function useDwListColumns(
  detailLink: (id: number) => string,
  refLabel: ReturnType<typeof useDwReferences>['label'],
): ListColumn<DatenweitergabeListItem, ShownRow>[] {
  const { t } = useDatenweitergabenTranslation();
  return useMemo<ListColumn<DatenweitergabeListItem, ShownRow>[]>(
    () => [
      { field: 'Gruppe', header: t('fields.Gruppe'), style: { width: '9rem' }, priority: 2 },
      {
        field: 'Firma_Empfaenger',
        header: t('fields.Firma_Empfaenger'),
        style: { minWidth: '12rem' },
        body: (row) => (
          <Link to={detailLink(row.ID)} onClick={(e) => e.stopPropagation()}>
            {row.Firma_Empfaenger}
          </Link>
        ),
      },
      { sortKey: 'OrtLand', sortValue: placeOf, header: t('fields.OrtLand'), style: { minWidth: '10rem' }, body: (row) => row.placeText, priority: 3 },
      {
        field: 'ID_Vertragsstatus',
        header: t('fields.ID_Vertragsstatus'),
        style: { width: '12rem' },
        body: (row) => <StatusTag id={row.ID_Vertragsstatus} refLabel={refLabel} />,
      },
      {
        sortKey: 'Rechtsgrundlage',
        sortValue: (row) => row.ID_Rechtsgrundlage ?? 0,
        header: t('fields.ID_Rechtsgrundlage'),
        style: { minWidth: '12rem' },
        bodyClassName: 'text-sm',
        priority: 3,
        body: (row) => row.basisText,
      },
      {
        sortKey: 'Drittland',
        sortValue: (row) => (row.isDatenweitergabe_ausserhalb_EU ? 1 : 0),
        header: t('fields.drittland'),
        style: { minWidth: '10rem' },
        bodyClassName: 'text-sm',
        body: (row) => row.thirdCountryText,
      },
      {
        field: 'Wiedervorlagedatum',
        header: t('fields.Wiedervorlagedatum'),
        style: { width: '8rem' },
        body: (row) => formatDate(row.Wiedervorlagedatum),
      },
    ],
    [t, detailLink, refLabel],
  );
}
