import type { DueItemDeclaration } from '../../platform/jobs/due-items';

/**
 * The notification to the supervisory authority is due by the Meldefrist (Kenntnis_am + 72 hours,
 * stored by the server), from the day the breach became known, while it is required (not "no risk")
 * and not made, and the breach is open.
 */
export const dueItems: DueItemDeclaration[] = [
  {
    kind: 'vorfaelle.meldefrist',
    label: 'vorfaelle:aufgaben.meldefrist',
    table: 'vorfaelle_vorfaelle',
    dateColumn: 'Meldefrist',
    titleColumn: 'Titel',
    where: (query) =>
      query
        .where('Meldung_Behoerde_am', 'is', null)
        .where('Status', '<>', 'abgeschlossen')
        .where((eb) => eb.or([eb('Risiko', 'is', null), eb('Risiko', '<>', 'keinRisiko')])),
    leadDays: 3,
    who: { permission: 'VWS_Vorfaelle_Edit' },
    link: { route: '/vorfall', idParam: 'vorfallId' },
  },
];
