import type { DueItemDeclaration } from '../../platform/jobs/due-items';

/** An open request is due by its Frist (one month from receipt plus any extension, stored by the server), a week ahead. */
export const dueItems: DueItemDeclaration[] = [
  {
    kind: 'betroffenenanfragen.frist',
    label: 'betroffenenanfragen:aufgaben.frist',
    table: 'betroffenenanfragen_anfragen',
    dateColumn: 'Frist',
    titleColumn: 'Antragsteller',
    where: (query) => query.where('Status', 'in', ['eingegangen', 'inBearbeitung']),
    leadDays: 7,
    who: { permission: 'VWS_Betroffenenanfragen_Edit' },
    link: { route: '/betroffenenanfrage', idParam: 'anfrageId' },
  },
];
