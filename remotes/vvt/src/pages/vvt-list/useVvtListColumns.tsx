import { useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '@vws/shared/core';
import type { ListColumn } from '@vws/shared/list';
import type { VerarbeitungListItem } from '@vws/shared/contract/vvt';
import { Badge } from '../../components/Badge';
import { IncompleteMarker } from '../../components/IncompleteMarker';
import { statusSeverity } from '../../rules/colors';
import type { VvtListRow } from '../../rules/filter';
import type { RefLabel } from '../../components/useReferences';
import { useVvtTranslation } from '../../i18n';

/** A row as the table shows it: the level, status and owner as text (sorted and searched as shown). */
export type ShownRow = VvtListRow & { ebeneText: string; statusText: string; ownerText: string };

export const ownerOf = (row: VerarbeitungListItem) => [row.Verantwortlich_Name, row.Verantwortlich_Abteilung].filter(Boolean).join(' · ');

export interface VvtListColumnOptions {
  /** The list shows a single level, so its level column would repeat one value. */
  oneLevel?: boolean;
  /** The pending-review list: since when each record waits. */
  pendingSince?: boolean;
}

/**
 * The list's columns of spec §2; the number links to the detail (taking the prev/next snapshot
 * first); the name carries the marker of an incomplete record (issue 23).
 */
export function useVvtListColumns(detailLink: (row: VerarbeitungListItem) => string, takeSnapshot: () => void, options: VvtListColumnOptions = {}) {
  const { t } = useVvtTranslation();
  const { oneLevel = false, pendingSince = false } = options;
  return useMemo<ListColumn<VvtListRow, ShownRow>[]>(
    () => [
      {
        field: 'Nummer',
        header: t('fields.Nummer'),
        style: { width: '7rem' },
        body: (row) => (
          <Link
            to={detailLink(row)}
            onClick={(e) => {
              e.stopPropagation();
              takeSnapshot();
            }}
          >
            {row.Nummer}
          </Link>
        ),
      },
      { field: 'Gruppe', header: t('fields.Gruppe'), style: { width: '9rem' }, priority: 2 },
      { field: 'SDM_Ebene_Nr', header: t('fields.SDM_Ebene_Nr'), style: { width: '9rem' }, body: (row) => row.ebeneText, priority: 3, hidden: oneLevel },
      {
        field: 'Name',
        header: t('fields.Name'),
        style: { minWidth: '12rem' },
        body: (row) => (
          <>
            {row.Name}
            <IncompleteMarker befund={row.befund} />
          </>
        ),
      },
      { field: 'Zweck', header: t('fields.Zweck'), style: { minWidth: '14rem' }, bodyClassName: 'text-sm', priority: 3 },
      {
        sortKey: 'Verantwortlich',
        sortValue: ownerOf,
        header: t('fields.Verantwortlich'),
        style: { width: '12rem' },
        priority: 2,
        body: (row) => <span className="text-sm">{row.ownerText}</span>,
      },
      {
        field: 'ID_Status',
        header: t('fields.ID_Status'),
        style: { width: '9rem' },
        body: (row) => <Badge severity={statusSeverity(row.ID_Status)} label={row.statusText} />,
      },
      {
        field: 'PruefungDSB_angefordert_am',
        header: t('list.pendingSince'),
        style: { width: '9rem' },
        body: (row) => formatDate(row.PruefungDSB_angefordert_am),
        hidden: !pendingSince,
      },
    ],
    [t, detailLink, takeSnapshot, oneLevel, pendingSince],
  );
}

/** The rows as the table shows them: the labels its templates print travel with each row (DataTable memoises cells by row). */
export function useShownRows(label: RefLabel): (page: VvtListRow[]) => ShownRow[] {
  return useCallback(
    (page: VvtListRow[]): ShownRow[] =>
      page.map((row) => ({
        ...row,
        ebeneText: label('vvt_ebenen', row.SDM_Ebene_Nr),
        statusText: label('verarbeitungen_status', row.ID_Status),
        ownerText: ownerOf(row),
      })),
    [label],
  );
}
