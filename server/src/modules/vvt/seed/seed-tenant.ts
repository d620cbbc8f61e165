import type { TenantSeedContext } from '../../../platform/module';
import type { VvtTenantTables } from '../tables';
import { seedCube, seedProzessschritte } from './cube';
import { PROCESSES } from './processes';
import { APPLICATIONS, INFRASTRUCTURE } from './systems';
import { TEMPLATE_LEVELS } from './templates';
import type { SeedRecord } from './types';

/** Beispiel AG keeps a smaller register: a few HR and sales processes on two systems. */
const BEISPIEL_NUMMERN = new Set(['VT-001', 'VT-002', 'VT-007', 'VT-010', 'AP-07', 'AP-10', 'IN-01']);

const LEVELS: [number, SeedRecord[]][] = [
  [1, PROCESSES],
  [2, APPLICATIONS],
  [3, INFRASTRUCTURE],
];

const DAY_MS = 86_400_000;

/**
 * The demo register of a demo customer: Muster GmbH gets 26 processing activities, 14 applications
 * and 7 infrastructure records related across the levels, with SDM cubes, DPIAs, assignments to
 * po@example.com, pending DPO reviews (with since when) and a few decided ones (two approved, one
 * returned with a comment); a clean Art. 30 register with a few deliberate gaps (issue 23: VT-011's
 * DPIA without result, VT-015 without retention period); Beispiel AG a register of seven records; the demo source
 * "Vorlagen" the template catalogue (64 processing activities, 23 applications, 9 infrastructure records).
 */
export async function seedVvtTenant({ db, customerName, users }: TenantSeedContext<VvtTenantTables>): Promise<void> {
  const beispiel = customerName.startsWith('Beispiel');
  // The demo source holds the template catalogue that the import (/vvt-list-import-content) reads.
  const levels = customerName === 'Vorlagen' ? TEMPLATE_LEVELS : LEVELS;
  const editor = users['dsb@example.com'] ?? Object.values(users)[0] ?? null;
  const po = beispiel ? undefined : users['po@example.com'];
  const idOf = new Map<string, number>();
  const kept = (r: SeedRecord) => !beispiel || BEISPIEL_NUMMERN.has(r.nummer);

  let position = 0;
  for (const [level, records] of levels) {
    for (const r of records.filter(kept)) {
      position += 1;
      const { ID } = await db
        .insertInto('vvt_verarbeitungen')
        .values({
          SDM_Ebene_Nr: level,
          ID_Status: r.status,
          Sortierung: position * 10,
          Nummer: r.nummer,
          Name: r.name,
          Gruppe: r.gruppe,
          Zweck: r.zweck,
          Verantwortlich_Name: r.verantwortlich[0],
          Verantwortlich_Abteilung: r.verantwortlich[1],
          rechtsgrundlage: r.rechtsgrundlage ?? '',
          aufbewahrungsfristen: r.frist ?? '',
          datensicherheit_tom: r.tom ?? '',
          schadenspotenzial: r.schaden ?? 0,
          eingriffsintensitaet: r.eingriff ?? 0,
          personengruppen: JSON.stringify(r.personen ?? []),
          datenkategorien: JSON.stringify(r.daten ?? []),
          speicherort: JSON.stringify(r.orte ?? []),
          isBereitZurPruefungDSB: !beispiel && r.bereit === true,
          // Waiting for the DPO for a few days up to a few weeks (the pending list shows since when).
          PruefungDSB_angefordert_am: !beispiel && r.bereit === true ? new Date(Date.now() - (2 + (position % 6) * 4) * DAY_MS) : null,
          Bearbeiter_User_Uid: editor,
          ...r.extra,
        })
        .returning('ID')
        .executeTakeFirstOrThrow();
      idOf.set(r.nummer, ID);
      // Most records carry a filled cube; a few applications are still without one.
      if (level === 1 || position % 3 !== 0) {
        await db
          .insertInto('vvt_sdm_cube')
          .values(seedCube(r.status, position).map((c) => ({ ...c, ID_Verarbeitung: ID })))
          .execute();
      }
      if (level === 1) {
        await db
          .insertInto('vvt_prozessschritte')
          .values(seedProzessschritte(r.name).map((s) => ({ ...s, ID_Verarbeitung: ID })))
          .execute();
      }
      if (po && r.po) await db.insertInto('vvt_zuweisungen').values({ ID_Verarbeitung: ID, user_uid: po }).execute();
      if (!beispiel && editor && r.pruefung) {
        // Decided now, in the seed's transaction: no change recorded after it, so an approval holds.
        const { entscheidung, kommentar = '' } = r.pruefung;
        await db.insertInto('vvt_reviews').values({ ID_Verarbeitung: ID, decision: entscheidung, comment: kommentar, by: editor }).execute();
        if (entscheidung === 'returned')
          await db.updateTable('vvt_verarbeitungen').set({ PruefungDSB_zurueckgegeben_am: new Date() }).where('ID', '=', ID).execute();
      }
    }
  }

  const relations = levels.flatMap(([, records]) =>
    records.filter(kept).flatMap((r) =>
      (r.kinder ?? []).flatMap((child) => {
        const parentId = idOf.get(r.nummer);
        const childId = idOf.get(child);
        return parentId && childId ? [{ ID_Verarbeitung_Parent: parentId, ID_Verarbeitung_Child: childId }] : [];
      }),
    ),
  );
  if (relations.length) await db.insertInto('vvt_relationen').values(relations).execute();
}
