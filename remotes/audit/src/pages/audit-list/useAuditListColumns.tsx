import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, ROUTES, StatusBadge, useCustomerRoute } from '@vws/shared/core';
import type { ListColumn } from '@vws/shared/list';
import type { AuditfrageListItem } from '@vws/shared/contract/audit';
import { statusSeverity } from '../../rules/colors';
import { useAuditTranslation } from '../../i18n';

/** A row as the table shows it: the goal names and the status label travel with it (PrimeReact memoises cells by row). */
export type ShownRow = AuditfrageListItem & { schutzzieleText: string; statusText: string };

/** The columns of /audit: number (a link that keeps the prev/next snapshot), topic block, question, status, goals, last edit. */
export function useAuditListColumns(goalNames: (row: AuditfrageListItem) => string, takeSnapshot: () => void): ListColumn<AuditfrageListItem, ShownRow>[] {
  const { t } = useAuditTranslation();
  const link = useCustomerRoute();
  // The number is a real link, so the list also works with the keyboard.
  return useMemo<ListColumn<AuditfrageListItem, ShownRow>[]>(
    () => [
      {
        field: 'Nummer',
        header: t('fields.Nummer'),
        style: { width: '6rem' },
        body: (row) => (
          <Link
            to={link(ROUTES.audit.detail, null, { id: row.ID })}
            onClick={(e) => {
              e.stopPropagation();
              takeSnapshot();
            }}
          >
            {row.Nummer}
          </Link>
        ),
      },
      { field: 'Themenblock_Name', header: t('fields.Themenblock'), style: { width: '11rem' }, bodyClassName: 'text-sm', priority: 2 },
      { field: 'Fragestellung', header: t('fields.Fragestellung'), style: { minWidth: '18rem' } },
      {
        field: 'ID_Status',
        header: t('fields.Status'),
        style: { width: '9rem' },
        body: (row) => <StatusBadge severity={statusSeverity(row.ID_Status)} label={row.statusText} />,
      },
      // Names only: until the reference list has loaded, nothing rather than bare ids.
      {
        sortKey: 'Schutzziele',
        sortValue: goalNames,
        header: t('fields.Schutzziele'),
        style: { width: '11rem' },
        priority: 3,
        body: (row) => <span className="text-sm">{row.schutzzieleText}</span>,
      },
      {
        field: 'Bearbeitungsdatum',
        header: t('fields.Bearbeitungsdatum'),
        style: { width: '8rem' },
        body: (row) => formatDate(row.Bearbeitungsdatum),
        priority: 2,
      },
    ],
    [t, link, goalNames, takeSnapshot],
  );
}
