import {
  VVT_REFERENCE_KEYS,
  type RegisterCompletenessResponse,
  type Review,
  type Verarbeitung,
  type VerarbeitungDetail,
  type VerarbeitungListItem,
  type VerarbeitungRelations,
  type VvtReferences,
} from '@vws/shared/contract/vvt';
import { emptyForm, pickFields } from '../pages/vvt-detail/formModel';

const listItem = (over: Partial<VerarbeitungListItem>): VerarbeitungListItem => ({
  ID: 1,
  SDM_Ebene_Nr: 1,
  ID_Status: 1,
  Gruppe: 'Personal',
  Nummer: 'P-01',
  Name: 'Personalakte',
  Zweck: 'Führung der Personalakten',
  Verantwortlich_Name: 'Petra Ober',
  Verantwortlich_Abteilung: 'Personalabteilung',
  Sortierung: 10,
  Version: 3,
  Bearbeitungsdatum: '2026-03-01T10:00:00.000Z',
  isBereitZurPruefungDSB: false,
  PruefungDSB_angefordert_am: null,
  isAssignedToCurrentUser: false,
  ...over,
});

export const LIST: VerarbeitungListItem[] = [
  listItem({ ID: 1 }),
  listItem({ ID: 2, Nummer: 'P-02', Name: 'Lohnabrechnung', ID_Status: 3, isAssignedToCurrentUser: true }),
  listItem({
    ID: 3,
    Nummer: 'V-01',
    Gruppe: 'Vertrieb',
    Name: 'Newsletter',
    ID_Status: 5,
    Verantwortlich_Name: 'Max Becker',
    Verantwortlich_Abteilung: 'Marketing',
  }),
  listItem({
    ID: 4,
    Nummer: 'V-02',
    Gruppe: 'Vertrieb',
    Name: 'CRM',
    ID_Status: 0,
    isBereitZurPruefungDSB: true,
    PruefungDSB_angefordert_am: '2026-02-20T09:00:00.000Z',
    Verantwortlich_Name: 'Max Becker',
    Verantwortlich_Abteilung: 'Vertrieb',
  }),
  listItem({ ID: 20, SDM_Ebene_Nr: 2, Nummer: 'A-01', Gruppe: 'IT', Name: 'SAP HCM', ID_Status: 5 }),
  listItem({ ID: 30, SDM_Ebene_Nr: 3, Nummer: 'I-01', Gruppe: 'IT', Name: 'Rechenzentrum Frankfurt', ID_Status: 0 }),
];

const names = (de: string[], en: string[], start = 0) => de.map((Name, i) => ({ ID: i + start, Name, Name_de: Name, Name_en: en[i] }));
export const REFERENCES: VvtReferences = {
  ...(Object.fromEntries(VVT_REFERENCE_KEYS.map((key) => [key, []])) as unknown as VvtReferences),
  vvt_ebenen: names(['Fachebene', 'Applikationsebene', 'Infrastrukturebene'], ['Business level', 'Application level', 'Infrastructure level'], 1),
  verarbeitungen_status: names(
    ['in Bearbeitung', 'in Ordnung', 'optimierungsbedürftig', 'kritisch', 'prüfen', 'inaktiv'],
    ['in progress', 'ok', 'needs optimisation', 'critical', 'verify', 'inactive'],
  ),
};

export function verarbeitung(id: number, over: Partial<Verarbeitung> = {}): Verarbeitung {
  const item = LIST.find((i) => i.ID === id) ?? LIST[0];
  return {
    ...pickFields({ ...emptyForm(item.SDM_Ebene_Nr), ...item }),
    isBereitZurPruefungDSB: item.isBereitZurPruefungDSB,
    Erstelldatum: '2026-01-01T10:00:00.000Z',
    Bearbeitungsdatum: item.Bearbeitungsdatum,
    Bearbeiter_User_Uid: null,
    ...over,
  };
}

/** A record never flagged for nor decided in the DPO's review. */
export const NO_REVIEW: Review = { state: 'none', by: null, at: null, comment: '', pendingSince: null };

export function detail(id: number, over: Partial<Verarbeitung> = {}): VerarbeitungDetail {
  return { verarbeitung: verarbeitung(id, over), sdmCube: [], prozessschritte: [], zugewieseneBenutzer: [], oeffentlicheStelle: false, review: NO_REVIEW };
}

export const RELATIONS: VerarbeitungRelations = {
  parents: [],
  children: [
    { ID: 7, ID_Verarbeitung_Parent: 1, ID_Verarbeitung_Child: 20, Ebene_Nr_Child: 2, Ebene_Nr_Parent: 1, IsDeleted: false, Nummer: 'A-01', Name: 'SAP HCM' },
  ],
  indirect: [
    { ID_Verarbeitung: 30, SDM_Ebene_Nr: 3, Nummer: 'I-01', Name: 'Rechenzentrum Frankfurt', Via_ID_Verarbeitung: 20, Via_Nummer: 'A-01', Via_Name: 'SAP HCM' },
  ],
};

/** The register check of the fixtures: P-02 misses items, V-02 has a contradiction, P-01 only a hint. */
export function registerCompleteness(ebene: number): RegisterCompletenessResponse {
  const findings: Record<number, RegisterCompletenessResponse['records'][number]['findings']> = {
    1: [{ code: 'recipientCountryUnknown', severity: 'hint', field: 'empfaenger' }],
    2: [
      { code: 'purposeMissing', severity: 'missing', field: 'Zweck' },
      { code: 'retentionMissing', severity: 'missing', field: 'aufbewahrungsfristen' },
    ],
    4: [
      { code: 'recipientsButNoExternalTransfer', severity: 'contradiction', field: 'datenweitergabe_extern' },
      { code: 'retentionMissing', severity: 'missing', field: 'aufbewahrungsfristen' },
    ],
  };
  const records = LIST.filter((i) => ebene === 0 || i.SDM_Ebene_Nr === ebene).map(({ ID, Nummer, Name }) => ({
    ID,
    Nummer,
    Name,
    findings: findings[ID] ?? [],
  }));
  const count = (severity: string) => records.filter((r) => r.findings.some((f) => f.severity === severity)).length;
  return {
    records,
    totals: {
      records: records.length,
      complete: records.filter((r) => r.findings.every((f) => f.severity === 'hint')).length,
      missing: count('missing'),
      contradiction: count('contradiction'),
      hint: count('hint'),
    },
  };
}
