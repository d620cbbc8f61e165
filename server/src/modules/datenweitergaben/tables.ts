import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DatenweitergabeFields } from '@vws/shared/contract/datenweitergaben';
import type { CoreTables } from '../../platform/kit/freitext';
import type { TenantContext } from '../../platform/request-context';
import type { VvtVerarbeitungenTable, VvtZuweisungenTable } from '../vvt/api';

/** timestamptz: read as Date, written as Date, ISO text or sql`now()`; defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** date: read as text 'YYYY-MM-DD' (selected with to_char), written as that text or null. */
type Day = ColumnType<string | null, string | null | undefined, string | null>;

type DayField = 'Vertragsende' | 'Unterzeichnungsdatum' | 'Wiedervorlagedatum' | 'Letzte_Pruefung' | 'DTFA_Datum';
export const DAY_FIELDS: readonly DayField[] = ['Vertragsende', 'Unterzeichnungsdatum', 'Wiedervorlagedatum', 'Letzte_Pruefung', 'DTFA_Datum'];
type PlainFields = Omit<DatenweitergabeFields, 'ID' | 'Version' | 'Firma_Empfaenger' | DayField>;

/** datenweitergaben_datenweitergaben: one column per contract key (migration datenweitergaben_0001). */
export type DwDatenweitergabenTable = { [K in keyof PlainFields]: Defaulted<PlainFields[K]> } & { [K in DayField]: Day } & {
  ID: Generated<number>;
  Version: Defaulted<number>;
  Firma_Empfaenger: string;
  Erstelldatum: Timestamp;
  Bearbeitungsdatum: Timestamp;
  Bearbeiter_User_Uid: ColumnType<string | null, string | null | undefined, string | null>;
};

/** A checkpoint of a legal basis, unique per transfer, basis and key. */
export interface DwPruefpunkteTable {
  ID: Generated<number>;
  ID_Datenweitergabe: number;
  ID_Rechtsgrundlage: number;
  Schluessel: string;
  Erfuellt: Defaulted<boolean>;
  Bemerkung: Defaulted<string>;
}

/** A link transfer -> processing record (unique pair). */
export interface DwVerarbeitungenTable {
  ID: Generated<number>;
  ID_Datenweitergabe: number;
  ID_Verarbeitung: number;
}

export interface DwReferenceTable {
  ID: number;
  Name_de: string;
  Name_en: string;
}

export interface DwTables {
  datenweitergaben_datenweitergaben: DwDatenweitergabenTable;
  datenweitergaben_pruefpunkte: DwPruefpunkteTable;
  datenweitergaben_verarbeitungen: DwVerarbeitungenTable;
  datenweitergaben_vertragsstatus: DwReferenceTable;
  datenweitergaben_rechtsgrundlagen: DwReferenceTable;
  datenweitergaben_rechtsgrundlagen_drittland: DwReferenceTable;
}

/** The VVT tables the links read (record number, name and level; the VVT's visibility rules). */
export interface DwVvtTables {
  vvt_verarbeitungen: VvtVerarbeitungenTable;
  vvt_zuweisungen: VvtZuweisungenTable;
}

/** What data-transfer queries see: own tables, the core free text and the VVT records they link. */
export type DwTenantTables = DwTables & CoreTables & DwVvtTables;
export type DwDb = Kysely<DwTenantTables>;
export type DwContext = TenantContext<DwTenantTables>;
