import type { ColumnType, Generated, Kysely } from 'kysely';
import type { AnfrageFields } from '@vws/shared/contract/betroffenenanfragen';
import type { TenantContext } from '../../platform/request-context';
import type { VvtRecordTables } from '../vvt/api';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** date: read as text 'YYYY-MM-DD' (selected with to_char), written as that text or null. */
type Day = ColumnType<string | null, string | null | undefined, string | null>;
/** jsonb list: read parsed, written as JSON text. */
type JsonList<T> = ColumnType<T[], string | undefined, string>;

export const DAY_FIELDS = ['Verlaengerung_mitgeteilt_am', 'Beantwortet_am'] as const;
type DayField = (typeof DAY_FIELDS)[number];
type PlainFields = Omit<AnfrageFields, 'ID' | 'Version' | 'Eingang_am' | 'Rechte' | 'Verarbeitungen' | DayField>;

/** betroffenenanfragen_anfragen: one column per contract key (migration betroffenenanfragen_0001), the Frist stored as derived on save. */
export type AnfragenTable = { [K in keyof PlainFields]: Defaulted<PlainFields[K]> } & { [K in DayField]: Day } & {
  ID: Generated<number>;
  Version: Defaulted<number>;
  Eingang_am: ColumnType<string, string, string>;
  Frist: ColumnType<string, string, string>;
  Rechte: JsonList<AnfrageFields['Rechte'][number]>;
  Verarbeitungen: JsonList<number>;
  Erstelldatum: Timestamp;
  Bearbeitungsdatum: Timestamp;
  Bearbeiter_User_Uid: ColumnType<string | null, string | null | undefined, string | null>;
};

export interface AnfragenTables {
  betroffenenanfragen_anfragen: AnfragenTable;
}

/** What the module's queries see: its table and the register's records it links (through vvt/api). */
export type AnfragenTenantTables = AnfragenTables & VvtRecordTables;
export type AnfragenDb = Kysely<AnfragenTenantTables>;
export type AnfragenContext = TenantContext<AnfragenTenantTables>;
