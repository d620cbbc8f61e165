import { sql } from 'kysely';
import type { AuditDb } from '../tables';
import type { Auditfrage, AuditfrageRelations } from '@vws/shared/contract/audit';

const iso = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function loadAuditfrage(db: AuditDb, id: number): Promise<Auditfrage | undefined> {
  return (await db
    .selectFrom('audit_fragen as f')
    .innerJoin('audit_themenbloecke as t', 't.ID', 'f.ID_Themenblock')
    .select([
      'f.ID',
      'f.ID_Paket',
      'f.Nummer',
      'f.Version',
      iso('f.Erstelldatum').as('Erstelldatum'),
      iso('f.Bearbeitungsdatum').as('Bearbeitungsdatum'),
      'f.Bearbeiter_User_Uid',
      'f.Sortierung',
      'f.ID_Themenblock',
      't.ID as Themenblock_Nummer',
      't.Name as Themenblock_Name',
      'f.Fragestellung',
      'f.Bemerkung',
      'f.Empfehlung',
      'f.Ticket_Link',
      'f.ID_Status',
    ])
    .where('f.ID', '=', id)
    .executeTakeFirst()) as Auditfrage | undefined;
}

export async function loadRelations(db: AuditDb, id: number): Promise<AuditfrageRelations> {
  const [goals, units, docs] = await Promise.all([
    db.selectFrom('audit_fragen_schutzziele').select('ID_Schutzziel').where('ID_Frage', '=', id).orderBy('ID_Schutzziel').execute(),
    db
      .selectFrom('audit_fragen_organisationseinheiten')
      .select('ID_Organisationseinheit')
      .where('ID_Frage', '=', id)
      .orderBy('ID_Organisationseinheit')
      .execute(),
    db
      .selectFrom('audit_dokumente')
      .select(['ID', 'Name', 'Link', 'Dateiname', 'Mimetype', 'Groesse', sql<boolean>`"Inhalt" is not null`.as('hasFile')])
      .where('ID_Frage', '=', id)
      .orderBy('ID')
      .execute(),
  ]);
  return {
    schutzzieleZuFrage: goals as AuditfrageRelations['schutzzieleZuFrage'],
    organisationseinheitenZuFrage: units as AuditfrageRelations['organisationseinheitenZuFrage'],
    dokumenteZuFrage: docs.map((d) => ({ ...d, IsModified: false, IsDeleted: false })) as AuditfrageRelations['dokumenteZuFrage'],
  };
}

export async function loadDokument(db: AuditDb, id: number) {
  return db.selectFrom('audit_dokumente').select(['ID', 'Name', 'Dateiname', 'Mimetype', 'Inhalt']).where('ID', '=', id).executeTakeFirst() as Promise<
    { ID: number; Name: string; Dateiname: string; Mimetype: string; Inhalt: Uint8Array | null } | undefined
  >;
}
