import { STANDARD_SCHUTZZIELPAKET } from '@vws/shared/contract/audit';
import { column, sheetText } from '../../platform/kit/export-sheet';
import { type ExportContext, type ExportLanguage, type ExportSheet, keysetPages } from '../../platform/module-hooks';
import { hasText, text } from '../../platform/texts';
import type { AuditTables } from './tables';

/**
 * The audit's sheets of the customer data export (GET /customer/data-export): the questions with
 * their references and documents as names, and the reference lists. Read page by page (keyset on
 * ID) so that 10,000 questions never sit in memory at once.
 */

type Ctx = ExportContext<AuditTables>;
const PAGE = 1000;

/** Status names as the question list shows them (`audit:status.<id>`). */
const statusName = (id: number, language: ExportLanguage) => (hasText(`audit:status.${id}`) ? text(language, `audit:status.${id}`) : String(id));

/** The seven standard protection goals (package 1) are translated (`audit:schutzziel.<id>`); a customer's own keep their name. */
const standardGoal = (id: number, language: ExportLanguage) => (hasText(`audit:schutzziel.${id}`) ? text(language, `audit:schutzziel.${id}`) : null);

async function goalNames({ db, language }: Ctx): Promise<Map<number, string>> {
  const goals = await db.selectFrom('audit_schutzziele').select(['ID', 'Name', 'ID_Schutzzielpaket']).execute();
  return new Map(goals.map((g) => [g.ID, (g.ID_Schutzzielpaket === STANDARD_SCHUTZZIELPAKET && standardGoal(g.ID, language)) || g.Name]));
}

function groupNames(rows: { ID_Frage: number; Name: string }[]): Map<number, string> {
  const map = new Map<number, string[]>();
  for (const r of rows) map.set(r.ID_Frage, [...(map.get(r.ID_Frage) ?? []), r.Name]);
  return new Map([...map].map(([id, names]) => [id, names.join(', ')]));
}

export const auditQuestionsSheet: ExportSheet<AuditTables> = {
  name: sheetText('audit:list.title'),
  columns: [
    column('Nummer', 'audit:fields.Nummer', 10),
    column('Themenblock', 'audit:fields.Themenblock', 28),
    column('Fragestellung', 'audit:fields.Fragestellung', 60),
    column('Status', 'audit:fields.Status', 16),
    column('Schutzziele', 'audit:fields.Schutzziele', 32),
    column('Organisationseinheiten', 'audit:fields.Organisationseinheiten', 32),
    column('Dokumente', 'audit:fields.Dokumente', 32),
    column('Bemerkung', 'audit:fields.Bemerkung', 40),
    column('Empfehlung', 'audit:fields.Empfehlung', 40),
    column('Ticket_Link', 'audit:fields.Ticket_Link', 30),
    column('Bearbeitungsdatum', 'audit:fields.Bearbeitungsdatum'),
    column('Bearbeiter', 'server:export.columns.editedBy'),
  ],
  async *rows(ctx) {
    const { db, language, userName } = ctx;
    const goals = await goalNames(ctx);
    const blocks = new Map((await db.selectFrom('audit_themenbloecke').select(['ID', 'Name']).execute()).map((b) => [b.ID, b.Name]));
    for await (const page of keysetPages((after) =>
      db
        .selectFrom('audit_fragen')
        .select([
          'ID',
          'Nummer',
          'ID_Themenblock',
          'Fragestellung',
          'ID_Status',
          'Bemerkung',
          'Empfehlung',
          'Ticket_Link',
          'Bearbeitungsdatum',
          'Bearbeiter_User_Uid',
        ])
        .where('ID', '>', after)
        .orderBy('ID')
        .limit(PAGE)
        .execute(),
    )) {
      const ids = page.map((f) => f.ID);
      const goalRows = await db
        .selectFrom('audit_fragen_schutzziele')
        .select(['ID_Frage', 'ID_Schutzziel'])
        .where('ID_Frage', 'in', ids)
        .orderBy('ID_Schutzziel')
        .execute();
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
          Status: statusName(f.ID_Status, language),
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
  name: sheetText('server:export.sheets.auditReferences'),
  columns: [column('kind', 'server:export.columns.list', 24), column('name', 'audit:references.name', 40)],
  async *rows(ctx) {
    const { db, language } = ctx;
    for (const b of await db.selectFrom('audit_themenbloecke').select('Name').orderBy('ID').execute())
      yield { kind: text(language, 'audit:fields.Themenblock'), name: b.Name };
    for (const name of (await goalNames(ctx)).values()) yield { kind: text(language, 'audit:summary.schutzziel'), name };
    for (const o of await db.selectFrom('audit_organisationseinheiten').select('Name').orderBy('ID').execute())
      yield { kind: text(language, 'server:export.entities.organisationUnit'), name: o.Name };
  },
};

export const auditExportSheets = [auditQuestionsSheet, auditReferencesSheet];
