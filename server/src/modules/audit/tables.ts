import type { TenantContext } from '../../platform/request-context';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { CoreTables } from '../../platform/kit/freitext';

/** timestamptz: read as Date, written as Date, ISO text or sql`now()`; defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Written by the editor stamp, defaulted to '' for seeded rows. */
type Editor = ColumnType<string, string | undefined, string>;

export interface AuditStatusTable {
  ID: number;
  Name: string;
}

/** Topic blocks and organisation units: an editable reference list (ID, Name). */
export interface AuditReferenceTable {
  ID: Generated<number>;
  Name: string;
  Bearbeitungsdatum: Timestamp;
  Bearbeiter_User_Uid: Editor;
}

export interface AuditSchutzzieleTable extends AuditReferenceTable {
  ID_Schutzzielpaket: ColumnType<number, number | undefined, number>;
}

export interface AuditFragenTable {
  ID: Generated<number>;
  ID_Paket: ColumnType<number, number | undefined, number>;
  Nummer: string;
  Version: ColumnType<number, number | undefined, number>;
  Erstelldatum: Timestamp;
  Bearbeitungsdatum: Timestamp;
  Bearbeiter_User_Uid: Editor;
  Sortierung: ColumnType<number, number | undefined, number>;
  ID_Themenblock: number;
  Fragestellung: string;
  Bemerkung: ColumnType<string, string | undefined, string>;
  Empfehlung: ColumnType<string, string | undefined, string>;
  Ticket_Link: ColumnType<string, string | undefined, string>;
  ID_Status: ColumnType<number, number | undefined, number>;
}

export interface AuditFragenSchutzzieleTable {
  ID_Frage: number;
  ID_Schutzziel: number;
}

export interface AuditFragenOrganisationseinheitenTable {
  ID_Frage: number;
  ID_Organisationseinheit: number;
}

export interface AuditDokumenteTable {
  ID: Generated<number>;
  ID_Frage: number;
  Name: string;
  Link: ColumnType<string, string | undefined, string>;
  Dateiname: ColumnType<string, string | undefined, string>;
  Mimetype: ColumnType<string, string | undefined, string>;
  Groesse: ColumnType<number, number | undefined, number>;
  Inhalt: Buffer | null;
  Bearbeitungsdatum: Timestamp;
  Bearbeiter_User_Uid: Editor;
}

export interface AuditListVersionTable {
  id: number;
  version: ColumnType<string, number | undefined, number>;
}

/** The audit module's tenant tables (migrations audit_0001, audit_0002). */
export interface AuditTables {
  audit_status: AuditStatusTable;
  audit_themenbloecke: AuditReferenceTable;
  audit_schutzziele: AuditSchutzzieleTable;
  audit_organisationseinheiten: AuditReferenceTable;
  audit_fragen: AuditFragenTable;
  audit_fragen_schutzziele: AuditFragenSchutzzieleTable;
  audit_fragen_organisationseinheiten: AuditFragenOrganisationseinheitenTable;
  audit_dokumente: AuditDokumenteTable;
  audit_list_version: AuditListVersionTable;
}

/** What audit's queries see: its own tables and the core tables it reads (the report free text). */
export type AuditTenantTables = AuditTables & CoreTables;
export type AuditDb = Kysely<AuditTenantTables>;

/** What an audit route's `request.withTenant` hands its callback. */
export type AuditContext = TenantContext<AuditTenantTables>;
