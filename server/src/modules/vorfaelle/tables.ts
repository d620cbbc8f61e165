import type { ColumnType, Generated, Kysely } from 'kysely';
import type { VorfallFields } from '@vws/shared/contract/vorfaelle';
import type { TenantContext } from '../../platform/request-context';
import type { VvtRecordTables } from '../vvt/api';

/** timestamptz: read as Date, written as Date or ISO text. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** jsonb list: read parsed, written as JSON text. */
type JsonList<T> = ColumnType<T[], string | undefined, string>;

export const INSTANT_FIELDS = ['Eingetreten_am', 'Entdeckt_am', 'Meldung_Behoerde_am', 'Benachrichtigung_Betroffene_am'] as const;
type InstantField = (typeof INSTANT_FIELDS)[number];
type PlainFields = Omit<VorfallFields, 'ID' | 'Version' | 'Kenntnis_am' | 'Verletzungsarten' | 'Verarbeitungen' | InstantField>;

/** vorfaelle_vorfaelle: one column per contract key (migration vorfaelle_0001), the Meldefrist stored as derived on save. */
export type VorfaelleTable = { [K in keyof PlainFields]: Defaulted<PlainFields[K]> } & { [K in InstantField]: NullableTimestamp } & {
  ID: Generated<number>;
  Version: Defaulted<number>;
  Kenntnis_am: Timestamp;
  Meldefrist: Timestamp;
  Verletzungsarten: JsonList<VorfallFields['Verletzungsarten'][number]>;
  Verarbeitungen: JsonList<number>;
  Erstelldatum: Timestamp;
  Bearbeitungsdatum: Timestamp;
  Bearbeiter_User_Uid: ColumnType<string | null, string | null | undefined, string | null>;
};

export interface VorfaelleTables {
  vorfaelle_vorfaelle: VorfaelleTable;
}

/** What the module's queries see: its table and the register's records it links (through vvt/api). */
export type VorfaelleTenantTables = VorfaelleTables & VvtRecordTables;
export type VorfaelleDb = Kysely<VorfaelleTenantTables>;
export type VorfaelleContext = TenantContext<VorfaelleTenantTables>;
