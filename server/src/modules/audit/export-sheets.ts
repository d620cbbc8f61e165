import { STANDARD_SCHUTZZIELPAKET } from '@vws/shared/contract/audit';
import { type Bilingual, type ExportContext, type ExportSheet, keysetPages } from '../../platform/module-hooks';
import type { AuditTables } from './tables';

/**
 * The audit's sheets of the customer data export (GET /customer/data-export): the questions with
 * their references and documents as names, and the reference lists. Read page by page (keyset on
 * ID) so that 10,000 questions never sit in memory at once.
 */

type Ctx = ExportContext<AuditTables>;
const PAGE = 1000;

const STATUS: Record<number, Bilingual> = {
  0: { de: 'ohne Status', en: 'no status' },
  1: { de: 'kritisch', en: 'critical' },
  2: { de: 'fehlt', en: 'missing' },
  3: { de: 'erfüllt', en: 'fulfilled' },
  4: { de: 'nicht zutreffend', en: 'not applicable' },
  5: { de: 'prüfen', en: 'to be checked' },
  6: { de: 'unbearbeitet', en: 'unprocessed' },
};

/** The seven standard protection goals (package 1) are translated; a customer's own keep their name. */
const STANDARD_GOALS: Record<number, Bilingual> = {
  1: { de: 'Datenminimierung', en: 'Data minimisation' },
  2: { de: 'Transparenz', en: 'Transparency' },
  3: { de: 'Nichtverkettung', en: 'Unlinkability' },
  4: { de: 'Intervenierbarkeit', en: 'Intervenability' },
  5: { de: 'Integrität', en: 'Integrity' },
  6: { de: 'Vertraulichkeit', en: 'Confidentiality' },
  7: { de: 'Verfügbarkeit', en: 'Availability' },
};

async function goalNames({ db, language }: Ctx): Promise<Map<number, string>> {
  const goals = await db.selectFrom('audit_schutzziele').select(['ID', 'Name', 'ID_Schutzzielpaket']).execute();
  return new Map(goals.map((g) => [g.ID, (g.ID_Schutzzielpaket === STANDARD_SCHUTZZIELPAKET && STANDARD_GOALS[g.ID]?.[language]) || g.Name]));
}

function groupNames(rows: { ID_Frage: number; Name: string }[]): Map<number, string> {
  const map = new Map<number, string[]>();
  for (const r of rows) map.set(r.ID_Frage, [...(map.get(r.ID_Frage) ?? []), r.Name]);
  return new Map([...map].map(([id, names]) => [id, names.join(', ')]));
}

const h = (de: string, en: string) => ({ de, en });

export const auditQuestionsSheet: ExportSheet<AuditTables> = {
  name: h('Audit-Fragen', 'Audit questions'),
  columns: [
    { key: 'Nummer', header: h('Nummer', 'Number'), width: 10 },
    { key: 'Themenblock', header: h('Themenblock', 'Topic block'), width: 28 },
    { key: 'Fragestellung', header: h('Fragestellung', 'Question'), width: 60 },
    { key: 'Status', header: h('Status', 'Status'), width: 16 },
    { key: 'Schutzziele', header: h('Schutzziele', 'Protection goals'), width: 32 },
    { key: 'Organisationseinheiten', header: h('Organisationseinheiten', 'Organisation units'), width: 32 },
    { key: 'Dokumente', header: h('Dokumente', 'Documents'), width: 32 },
    { key: 'Bemerkung', header: h('Bemerkung', 'Remark'), width: 40 },
    { key: 'Empfehlung', header: h('Empfehlung', 'Recommendation'), width: 40 },
    { key: 'Ticket_Link', header: h('Ticket-Link', 'Ticket link'), width: 30 },
    { key: 'Bearbeitungsdatum', header: h('Bearbeitet am', 'Last edited') },
    { key: 'Bearbeiter', header: h('Bearbeitet von', 'Edited by') },
  ],
  async *rows(ctx) {
    const { db, language, userName } = ctx;
    const goals = await goalNames(ctx);
    const blocks = new Map((await db.selectFrom('audit_themenbloecke').select(['ID', 'Name']).execute()).map((b) => [b.ID, b.Name]));
    for await (const page of keysetPages((after) =>
      db
        .selectFrom('audit_fragen')
        .select(['ID', 'Nummer', 'ID_Themenblock', 'Fragestellung', 'ID_Status', 'Bemerkung', 'Empfehlung', 'Ticket_Link', 'Bearbeitungsdatum', 'Bearbeiter_User_Uid'])
        .where('ID', '>', after)
        .orderBy('ID')
        .limit(PAGE)
        .execute(),
    )) {
      const ids = page.map((f) => f.ID);
      const goalRows = await db.selectFrom('audit_fragen_schutzziele').select(['ID_Frage', 'ID_Schutzziel']).where('ID_Frage', 'in', ids).orderBy('ID_Schutzziel').execute();
      const units = groupNames(
        await db
          .selectFrom('audit_fragen_organisationseinheiten as fo')
          .innerJoin('audit_organisationseinheiten as o', 'o.ID', 'fo.ID_Organisationseinheit')
          .select(['fo.ID_Frage', 'o.Name'])
          .where('fo.ID_Frage', 'in', ids)
          .orderBy('o.Name')
          .execute(),
      );
      const documents = groupNames(await db.selectFrom('audit_dokumente').select(['ID_Frage', 'Name']).where('ID_Frage', 'in', ids).orderBy('ID').execute());
      const goalsOf = groupNames(goalRows.map((g) => ({ ID_Frage: g.ID_Frage, Name: goals.get(g.ID_Schutzziel) ?? '' })));
      for (const f of page) {
        yield {
          Nummer: f.Nummer,
          Themenblock: blocks.get(f.ID_Themenblock) ?? '',
          Fragestellung: f.Fragestellung,
          Status: STATUS[f.ID_Status]?.[language] ?? String(f.ID_Status),
          Schutzziele: goalsOf.get(f.ID) ?? '',
          Organisationseinheiten: units.get(f.ID) ?? '',
          Dokumente: documents.get(f.ID) ?? '',
          Bemerkung: f.Bemerkung,
          Empfehlung: f.Empfehlung,
          Ticket_Link: f.Ticket_Link,
          Bearbeitungsdatum: f.Bearbeitungsdatum,
          Bearbeiter: userName(f.Bearbeiter_User_Uid),
        };
      }
    }
  },
};

/** The reference lists: topic blocks, protection goals and organisation units. */
export const auditReferencesSheet: ExportSheet<AuditTables> = {
  name: h('Audit-Referenzen', 'Audit references'),
  columns: [
    { key: 'kind', header: h('Liste', 'List'), width: 24 },
    { key: 'name', header: h('Name', 'Name'), width: 40 },
  ],
  async *rows(ctx) {
    const { db, language } = ctx;
    for (const b of await db.selectFrom('audit_themenbloecke').select('Name').orderBy('ID').execute()) yield { kind: h('Themenblock', 'Topic block')[language], name: b.Name };
    for (const name of (await goalNames(ctx)).values()) yield { kind: h('Schutzziel', 'Protection goal')[language], name };
    for (const o of await db.selectFrom('audit_organisationseinheiten').select('Name').orderBy('ID').execute()) yield { kind: h('Organisationseinheit', 'Organisation unit')[language], name: o.Name };
  },
};

export const auditExportSheets = [auditQuestionsSheet, auditReferencesSheet];
