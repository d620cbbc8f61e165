import type { ColumnType, Generated, Kysely } from 'kysely';
import type { VerarbeitungFields } from '@vws/shared/contract/vvt';
import type { CoreTables } from '../../platform/kit/freitext';
import type { TenantContext } from '../../platform/request-context';

/** timestamptz: read as Date, written as Date, ISO text or sql`now()`; defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** jsonb array of keys or own texts: read parsed, written as JSON text. */
type Selection = ColumnType<string[], string | undefined, string>;

export const SELECTION_FIELDS = ['speicherort', 'personengruppen', 'datenkategorien'] as const;
type SelectionField = (typeof SELECTION_FIELDS)[number];
type PlainFields = Omit<VerarbeitungFields, 'ID' | 'Version' | 'SDM_Ebene_Nr' | 'Nummer' | 'Name' | SelectionField>;

/** vvt_verarbeitungen: records of all three levels, one column per contract key (migration vvt_0001). */
export type VvtVerarbeitungenTable = { [K in keyof PlainFields]: Defaulted<PlainFields[K]> } & {
  [K in SelectionField]: Selection;
} & {
  ID: Generated<number>;
  Version: Defaulted<number>;
  SDM_Ebene_Nr: number;
  Nummer: string;
  Name: string;
  isBereitZurPruefungDSB: Defaulted<boolean>;
  /** Since when the record waits for the DPO's review / since when it is returned (migration vvt_0005). */
  PruefungDSB_angefordert_am: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  PruefungDSB_zurueckgegeben_am: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  Erstelldatum: Timestamp;
  Bearbeitungsdatum: Timestamp;
  Bearbeiter_User_Uid: ColumnType<string | null, string | null | undefined, string | null>;
};

/** One SDM cube cell: process step x protection goal of a record (unique per record, step, goal). */
export interface VvtSdmCubeTable {
  ID: Generated<number>;
  ID_Verarbeitung: number;
  ID_SDM_Cube_Prozessschritt: number;
  ID_SDM_Cube_Schutzziel: number;
  ID_SDM_Cube_Status: Defaulted<number>;
  ID_SDM_Cube_Risikostufe: Defaulted<number>;
  Antwort: Defaulted<string>;
  Risikobeschreibung: Defaulted<string>;
  Massnahmen: Defaulted<string>;
  Bemerkungen_Nachweise: Defaulted<string>;
}

/** The description of one process step of a record (unique per record and step). */
export interface VvtProzessschritteTable {
  ID: Generated<number>;
  ID_Verarbeitung: number;
  ID_SDM_Cube_Prozessschritt: number;
  Beschreibung: Defaulted<string>;
}

/** parent -> child between records (unique pair, never self; both sides cascade on delete). */
export interface VvtRelationenTable {
  ID: Generated<number>;
  ID_Verarbeitung_Parent: number;
  ID_Verarbeitung_Child: number;
}

export interface VvtZuweisungenTable {
  ID_Verarbeitung: number;
  user_uid: string;
}

/** One decision of the DPO's review of a record (migration vvt_0005): who, when, approved or returned, comment. */
export interface VvtReviewsTable {
  ID: Generated<number>;
  ID_Verarbeitung: number;
  decision: 'approved' | 'returned';
  comment: Defaulted<string>;
  by: string;
  at: Timestamp;
}

/** The nine reference lists of spec §3 (migrations/reference-rows.ts). */
export interface VvtReferenceTable {
  ID: number;
  Name_de: string;
  Name_en: string;
}

export interface VvtTables {
  vvt_verarbeitungen: VvtVerarbeitungenTable;
  vvt_sdm_cube: VvtSdmCubeTable;
  vvt_prozessschritte: VvtProzessschritteTable;
  vvt_relationen: VvtRelationenTable;
  vvt_zuweisungen: VvtZuweisungenTable;
  vvt_reviews: VvtReviewsTable;
  vvt_ebenen: VvtReferenceTable;
  vvt_verarbeitungen_status: VvtReferenceTable;
  vvt_sdm_cube_status: VvtReferenceTable;
  vvt_sdm_cube_risikostufen: VvtReferenceTable;
  vvt_schadenspotenzial: VvtReferenceTable;
  vvt_sdm_cube_schutzziele: VvtReferenceTable;
  vvt_sdm_cube_prozessschritte: VvtReferenceTable;
  vvt_bcm_kritikalitaeten: VvtReferenceTable;
  vvt_bcm_prioritaeten_wiederanlauf: VvtReferenceTable;
}

/** What VVT queries see: its own tables and the core tables it reads (the report free text). */
export type VvtTenantTables = VvtTables & CoreTables;
export type VvtDb = Kysely<VvtTenantTables>;
export type VvtReferenceTableName = keyof VvtTables &
  `vvt_${string}` &
  {
    [K in keyof VvtTables]: VvtTables[K] extends VvtReferenceTable ? K : never;
  }[keyof VvtTables];

/** What a VVT route's `request.withTenant` hands its callback. */
export type VvtContext = TenantContext<VvtTenantTables>;
