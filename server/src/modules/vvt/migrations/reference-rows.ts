/**
 * The nine VVT reference lists of spec §3 "VVT references" with German and English names, as the
 * migration vvt_0001_init stores them (IDs as in packages/shared/src/contract/vvt-constants.ts).
 * Frozen with that migration: a later change of a name is a new migration.
 */
import type { VvtReferenceKey } from '@vws/shared/contract/vvt';

export interface ReferenceRow {
  ID: number;
  Name_de: string;
  Name_en: string;
}

/** The table of a reference list: `vvt_<key>` (keys that already start with vvt_ keep their name). */
export function referenceTableOf(key: VvtReferenceKey): `vvt_${string}` {
  return key.startsWith('vvt_') ? (key as `vvt_${string}`) : `vvt_${key}`;
}

export const REFERENCE_ROWS: Record<VvtReferenceKey, ReferenceRow[]> = {
  vvt_ebenen: [
    { ID: 1, Name_de: 'Fachebene', Name_en: 'Business level' },
    { ID: 2, Name_de: 'Applikationsebene', Name_en: 'Application level' },
    { ID: 3, Name_de: 'Infrastrukturebene', Name_en: 'Infrastructure level' },
  ],
  verarbeitungen_status: [
    { ID: 0, Name_de: 'In Bearbeitung', Name_en: 'In progress' },
    { ID: 1, Name_de: 'In Ordnung', Name_en: 'OK' },
    { ID: 2, Name_de: 'Optimierungsbedarf', Name_en: 'Needs optimisation' },
    { ID: 3, Name_de: 'Kritisch', Name_en: 'Critical' },
    { ID: 4, Name_de: 'Prüfen', Name_en: 'Verify' },
    { ID: 5, Name_de: 'Inaktiv', Name_en: 'Inactive' },
  ],
  sdm_cube_status: [
    { ID: 0, Name_de: 'Offen', Name_en: 'Open' },
    { ID: 1, Name_de: 'Umgesetzt', Name_en: 'Implemented' },
    { ID: 2, Name_de: 'Teilweise umgesetzt', Name_en: 'Partly implemented' },
    { ID: 3, Name_de: 'Nicht umgesetzt', Name_en: 'Not implemented' },
    { ID: 4, Name_de: 'Prüfen', Name_en: 'Verify' },
    { ID: 5, Name_de: 'Nicht zutreffend', Name_en: 'Not applicable' },
  ],
  sdm_cube_risikostufen: [
    { ID: 0, Name_de: 'Nicht bewertet', Name_en: 'Not assessed' },
    { ID: 1, Name_de: 'Gering', Name_en: 'Low' },
    { ID: 2, Name_de: 'Mittel', Name_en: 'Medium' },
    { ID: 3, Name_de: 'Hoch', Name_en: 'High' },
  ],
  vvt_schadenspotenzial: [
    { ID: 1, Name_de: 'Gering', Name_en: 'Low' },
    { ID: 2, Name_de: 'Mittel', Name_en: 'Medium' },
    { ID: 3, Name_de: 'Hoch', Name_en: 'High' },
  ],
  sdm_cube_schutzziele: [
    { ID: 1, Name_de: 'Datenminimierung', Name_en: 'Data minimisation' },
    { ID: 2, Name_de: 'Transparenz', Name_en: 'Transparency' },
    { ID: 3, Name_de: 'Nichtverkettung', Name_en: 'Unlinkability' },
    { ID: 4, Name_de: 'Intervenierbarkeit', Name_en: 'Intervenability' },
    { ID: 5, Name_de: 'Integrität', Name_en: 'Integrity' },
    { ID: 6, Name_de: 'Vertraulichkeit', Name_en: 'Confidentiality' },
    { ID: 7, Name_de: 'Verfügbarkeit', Name_en: 'Availability' },
  ],
  sdm_cube_prozessschritte: [
    { ID: 1, Name_de: 'Erhebung', Name_en: 'Collection' },
    { ID: 2, Name_de: 'Speicherung', Name_en: 'Holding' },
    { ID: 3, Name_de: 'Verwendung', Name_en: 'Use' },
    { ID: 4, Name_de: 'Löschung', Name_en: 'Removal' },
  ],
  vvt_bcm_kritikalitaeten: [
    { ID: 1, Name_de: 'Unkritisch', Name_en: 'Non-critical' },
    { ID: 2, Name_de: 'Wichtig', Name_en: 'Important' },
    { ID: 3, Name_de: 'Kritisch', Name_en: 'Critical' },
    { ID: 4, Name_de: 'Existenzbedrohend', Name_en: 'Existential threat' },
  ],
  vvt_bcm_prioritaeten_wiederanlauf: [
    { ID: 1, Name_de: 'Niedrig', Name_en: 'Low' },
    { ID: 2, Name_de: 'Mittel', Name_en: 'Medium' },
    { ID: 3, Name_de: 'Hoch', Name_en: 'High' },
    { ID: 4, Name_de: 'Sehr hoch', Name_en: 'Very high' },
  ],
};
