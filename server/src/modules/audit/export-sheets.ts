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
    column('ID', 'server:export.columns.id', 8),
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
    column('ID_Paket', 'server:export.columns.package', 10),
    column('Sortierung', 'audit:fields.Sortierung', 10),
    column('Version', 'audit:fields.Version', 8),
    column('Erstelldatum', 'audit:fields.Erstelldatum'),
    column('Bearbeitungsdatum', 'audit:fields.Bearbeitungsdatum'),
    column('Bearbeiter', 'server:export.columns.editedBy'),
  ],
  covers: {
    audit_fragen: [
      'ID',
      'Nummer',
      'ID_Themenblock',
      'Fragestellung',
      'ID_Status',
      'Bemerkung',
      'Empfehlung',
      'Ticket_Link',
      'ID_Paket',
      'Sortierung',
      'Version',
      'Erstelldatum',
      'Bearbeitungsdatum',
      'Bearbeiter_User_Uid',
    ],
    audit_fragen_schutzziele: ['ID_Frage', 'ID_Schutzziel'],
    audit_fragen_organisationseinheiten: ['ID_Frage', 'ID_Organisationseinheit'],
  },
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
          'ID_Paket',
          'Sortierung',
          'Version',
          'Erstelldatum',
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
          ID: f.ID,
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
          ID_Paket: f.ID_Paket,
          Sortierung: f.Sortierung,
          Version: f.Version,
          Erstelldatum: f.Erstelldatum,
          Bearbeitungsdatum: f.Bearbeitungsdatum,
          Bearbeiter: userName(f.Bearbeiter_User_Uid),
        };
      }
    }
  },
};

/** The reference lists: topic blocks, protection goals (with their package) and organisation units. */
export const auditReferencesSheet: ExportSheet<AuditTables> = {
  name: sheetText('server:export.sheets.auditReferences'),
  columns: [
    column('kind', 'server:export.columns.list', 24),
    column('ID', 'server:export.columns.id', 8),
    column('name', 'audit:references.name', 40),
    column('package', 'server:export.columns.package', 10),
    column('Bearbeitungsdatum', 'server:export.columns.editedOn'),
    column('Bearbeiter', 'server:export.columns.editedBy'),
  ],
  covers: {
    audit_themenbloecke: ['ID', 'Name', 'Bearbeitungsdatum', 'Bearbeiter_User_Uid'],
    audit_schutzziele: ['ID', 'Name', 'ID_Schutzzielpaket', 'Bearbeitungsdatum', 'Bearbeiter_User_Uid'],
    audit_organisationseinheiten: ['ID', 'Name', 'Bearbeitungsdatum', 'Bearbeiter_User_Uid'],
  },
  async *rows(ctx) {
    const { db, language, userName } = ctx;
    const edited = (r: { Bearbeitungsdatum: Date | string | null; Bearbeiter_User_Uid: string | null }) => ({
      Bearbeitungsdatum: r.Bearbeitungsdatum === null ? null : new Date(r.Bearbeitungsdatum),
      Bearbeiter: userName(r.Bearbeiter_User_Uid),
    });
    for (const b of await db.selectFrom('audit_themenbloecke').selectAll().orderBy('ID').execute())
      yield { kind: text(language, 'audit:fields.Themenblock'), ID: b.ID, name: b.Name, package: null, ...edited(b) };
    const goals = await goalNames(ctx);
    for (const g of await db.selectFrom('audit_schutzziele').selectAll().orderBy('ID').execute())
      yield { kind: text(language, 'audit:summary.schutzziel'), ID: g.ID, name: goals.get(g.ID) ?? g.Name, package: g.ID_Schutzzielpaket, ...edited(g) };
    for (const o of await db.selectFrom('audit_organisationseinheiten').selectAll().orderBy('ID').execute())
      yield { kind: text(language, 'server:export.entities.organisationUnit'), ID: o.ID, name: o.Name, package: null, ...edited(o) };
  },
};

/** The documents of the questions: what they are and where (the file's content stays in the portal). */
export const auditDocumentsSheet: ExportSheet<AuditTables> = {
  name: sheetText('server:export.sheets.auditDocuments'),
  columns: [
    column('ID', 'server:export.columns.id', 8),
    column('Frage', 'audit:fields.Nummer', 10),
    column('Name', 'audit:references.name', 32),
    column('Link', 'server:export.columns.link', 36),
    column('Dateiname', 'server:export.columns.fileName', 28),
    column('Mimetype', 'server:export.columns.mimeType', 20),
    column('Groesse', 'server:export.columns.fileSize', 12),
    column('Bearbeitungsdatum', 'server:export.columns.editedOn'),
    column('Bearbeiter', 'server:export.columns.editedBy'),
  ],
  covers: { audit_dokumente: ['ID', 'ID_Frage', 'Name', 'Link', 'Dateiname', 'Mimetype', 'Groesse', 'Bearbeitungsdatum', 'Bearbeiter_User_Uid'] },
  async *rows({ db, userName }) {
    for await (const page of keysetPages((after) =>
      db
        .selectFrom('audit_dokumente as d')
        .innerJoin('audit_fragen as f', 'f.ID', 'd.ID_Frage')
        .select(['d.ID', 'f.Nummer', 'd.Name', 'd.Link', 'd.Dateiname', 'd.Mimetype', 'd.Groesse', 'd.Bearbeitungsdatum', 'd.Bearbeiter_User_Uid'])
        .where('d.ID', '>', after)
        .orderBy('d.ID')
        .limit(PAGE)
        .execute(),
    )) {
      for (const d of page) {
        yield {
          ID: d.ID,
          Frage: d.Nummer,
          Name: d.Name,
          Link: d.Link,
          Dateiname: d.Dateiname,
          Mimetype: d.Mimetype,
          Groesse: d.Groesse === null ? null : Number(d.Groesse),
          Bearbeitungsdatum: d.Bearbeitungsdatum === null ? null : new Date(d.Bearbeitungsdatum),
          Bearbeiter: userName(d.Bearbeiter_User_Uid),
        };
      }
    }
  },
};

export const auditExportSheets = [auditQuestionsSheet, auditReferencesSheet, auditDocumentsSheet];
