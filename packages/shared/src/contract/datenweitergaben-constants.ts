/**
 * Paths and constants of the data-transfer calls (spec §3, §4, §7, §9; issue 10). The spec's calls
 * keep their paths and keys; the save and mapping calls follow the same style (/dwedit/...).
 */
export const DW_PATHS = {
  list: '/dw/datenweitergaben',
  basicFields: '/dw/datenweitergaben-list-basic-fields',
  references: '/dw/references',
  summaryTotals: '/dw/datenweitergaben-summary-report-totals',
  listReport: '/dw/datenweitergaben-list-report',
  freitext: '/dw/datenweitergaben-report-update-freitext',
  wiedervorlage: '/dw/datenweitergaben-wiedervorlage',
  /** The dashboard widget's content (contract/dashboard-widget). */
  dashboardWidget: '/dw/dashboard-widget',
  detail: '/dw/datenweitergabe-detail',
  add: '/dwedit/datenweitergabe-add',
  update: '/dwedit/datenweitergabe-update',
  delete: '/dwedit/datenweitergabe-delete',
  duplicate: '/dwedit/datenweitergabe-duplicate',
  bulk: '/dwedit/datenweitergaben-bulk',
  mappings: '/dw/datenweitergabe-verarbeitungen',
  mappingsEdit: '/dwedit/datenweitergabe-verarbeitungen',
  /** The same links seen from a processing record (VVT detail). */
  vvtMappings: '/vvt/verarbeitung-datenweitergaben',
  vvtMappingsEdit: '/vvtedit/verarbeitung-datenweitergaben',
} as const;

export const DW_FREITEXT_KEY = 'Datenweitergaben_Freitext';

/** Contract status ids 0 to 9 (spec §4). A new transfer starts at 0 ("to be checked"). */
export const VERTRAGSSTATUS_IDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type VertragsstatusId = (typeof VERTRAGSSTATUS_IDS)[number];
export const NEW_DATENWEITERGABE_STATUS = 0;
export const NEW_DATENWEITERGABE_VERSION = 1;

/** The six summary groups of spec §4 in the order of the summary table. */
export const VERTRAGSSTATUS_GROUPS = ['verify', 'critical', 'open', 'fulfilled', 'terminated', 'notRequired'] as const;
export type VertragsstatusGroup = (typeof VERTRAGSSTATUS_GROUPS)[number];
/** verify = 0 and 5; critical = 8; open = 1 and 2; fulfilled = 3 and 6; terminated = 4 and 9; not required = 7. */
export const VERTRAGSSTATUS_GROUP_IDS: Record<VertragsstatusGroup, readonly VertragsstatusId[]> = {
  verify: [0, 5],
  critical: [8],
  open: [1, 2],
  fulfilled: [3, 6],
  terminated: [4, 9],
  notRequired: [7],
};

export function vertragsstatusGroupOf(id: number): VertragsstatusGroup | undefined {
  return VERTRAGSSTATUS_GROUPS.find((group) => VERTRAGSSTATUS_GROUP_IDS[group].includes(id as VertragsstatusId));
}

/**
 * Legal bases (reference rechtsgrundlagen). Spec §9: ids 1 and 3 map to the locale keys art28 and
 * art26; the others have keys of their own. Each basis has its own checkpoints.
 */
export const RECHTSGRUNDLAGE_KEYS = {
  1: 'art28',
  2: 'art6b',
  3: 'art26',
  4: 'art6c',
  5: 'art6f',
  6: 'art6a',
} as const;
export type RechtsgrundlageId = keyof typeof RECHTSGRUNDLAGE_KEYS;
export type RechtsgrundlageKey = (typeof RECHTSGRUNDLAGE_KEYS)[RechtsgrundlageId];
export const RECHTSGRUNDLAGE_IDS = [1, 2, 3, 4, 5, 6] as const satisfies readonly RechtsgrundlageId[];

/** The checkpoints of each legal basis: Art. 28(3) a to h and 28(4) for a processor, Art. 26 for joint controllers, ... */
export const PRUEFPUNKTE: Record<RechtsgrundlageKey, readonly string[]> = {
  art28: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'abs4'],
  art26: ['vereinbarung', 'pflichtenVerteilung', 'anlaufstelle', 'wesentlichesBereitgestellt', 'betroffenenrechte'],
  art6b: ['erforderlichkeit', 'zweckbindung', 'information'],
  art6c: ['rechtsnorm', 'umfang', 'information'],
  art6f: ['interesse', 'abwaegung', 'widerspruch'],
  art6a: ['einwilligung', 'informiert', 'widerruf'],
};

export function pruefpunkteOf(idRechtsgrundlage: number | null | undefined): readonly string[] {
  const key = RECHTSGRUNDLAGE_KEYS[idRechtsgrundlage as RechtsgrundlageId];
  return key ? PRUEFPUNKTE[key] : [];
}

/** Legal bases of a transfer outside the EU (rechtsgrundlagenDrittland): Art. 45, 46(2)(c), 47, 49. */
export const RECHTSGRUNDLAGE_DRITTLAND_IDS = [1, 2, 3, 4] as const;

/** The resubmission widget: resubmission date or contract end within this many days, or past. */
export const WIEDERVORLAGE_TAGE = 30;
/** Most entries the resubmission widget lists. */
export const WIEDERVORLAGE_MAX = 50;

/** The fields of a transfer-to-record link that a save sends; the rows on screen also carry the other side's texts. */
export function linkFieldsOf({
  ID,
  ID_Datenweitergabe,
  ID_Verarbeitung,
  Ebene_Nr_Verarbeitung,
  IsDeleted,
}: {
  ID: number;
  ID_Datenweitergabe: number;
  ID_Verarbeitung: number;
  Ebene_Nr_Verarbeitung: number;
  IsDeleted: boolean;
}) {
  return { ID, ID_Datenweitergabe, ID_Verarbeitung, Ebene_Nr_Verarbeitung, IsDeleted };
}

/** The columns the list sorts by on the server (the list screen's sort keys; GET /dw/datenweitergaben?sortField=). */
export const DW_LIST_SORT_KEYS = ['Gruppe', 'Firma_Empfaenger', 'OrtLand', 'ID_Vertragsstatus', 'Rechtsgrundlage', 'Drittland', 'Wiedervorlagedatum'] as const;
export type DwListSortKey = (typeof DW_LIST_SORT_KEYS)[number];
/** The largest page the list answers (the screen offers 10, 25, 50 and 100 rows). */
export const DW_LIST_MAX_ROWS = 100;
