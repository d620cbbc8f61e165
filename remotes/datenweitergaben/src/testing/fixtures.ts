import type { DatenweitergabeDetail, DatenweitergabeListItem, DwMappingView, DwReferences } from '@vws/shared/contract/datenweitergaben';

const ref = (ID: number, Name_de: string, Name_en: string) => ({ ID, Name: Name_de, Name_de, Name_en });

export const REFERENCES: DwReferences = {
  vertragsstatus: [ref(0, 'Zu prüfen', 'To be checked'), ref(3, 'Vertrag unterzeichnet', 'Contract signed'), ref(8, 'Vertrag fehlt', 'Contract missing')],
  rechtsgrundlagen: [
    ref(1, 'Auftragsverarbeitung (Art. 28 DSGVO)', 'Processor (Art. 28 GDPR)'),
    ref(3, 'Gemeinsame Verantwortlichkeit (Art. 26 DSGVO)', 'Joint controllers (Art. 26 GDPR)'),
  ],
  rechtsgrundlagenDrittland: [ref(2, 'Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO)', 'Standard contractual clauses (Art. 46(2)(c) GDPR)')],
};

const item = (ID: number, Firma_Empfaenger: string, Gruppe: string, ID_Vertragsstatus: number, outside = false): DatenweitergabeListItem => ({
  ID,
  Version: 1,
  Gruppe,
  Firma_Empfaenger,
  PLZ: '50667',
  Ort: outside ? 'San Francisco' : 'Köln',
  Land: outside ? 'USA' : 'Deutschland',
  Land_Code: outside ? 'US' : 'DE',
  ID_Vertragsstatus,
  ID_Rechtsgrundlage: 1,
  isDatenweitergabe_ausserhalb_EU: outside,
  ID_Rechtsgrundlage_ausserhalb_EU: outside ? 2 : null,
  Vertragsende: null,
  Wiedervorlagedatum: null,
  Bearbeitungsdatum: '2026-01-02T10:00:00.000Z',
});

export const LIST: DatenweitergabeListItem[] = [
  item(1, 'Lohnbüro Schmitt', 'Personal', 3),
  item(2, 'Salesforce, Inc.', 'IT', 8, true),
  item(3, 'Reisswolf', 'Verwaltung', 0),
];

export function detail(id: number): DatenweitergabeDetail {
  const base = LIST.find((l) => l.ID === id) ?? LIST[0]!;
  return {
    datenweitergabe: {
      ...base,
      Strasse_Hausnummer: 'Hauptstraße 12',
      Ansprechpartner_intern: 'Petra Neumann',
      Vertragsgegenstand: 'Lohnabrechnung',
      Notwendige_Massnahmen: '',
      Kundennummer: 'K-1',
      Vertragsnummer: 'AV-1',
      Vertrag_Link: '',
      Protokoll_Link: '',
      Unterzeichnungsdatum: '2024-03-01',
      Letzte_Pruefung: null,
      DTFA_Durchgefuehrt: false,
      DTFA_Datum: null,
      DTFA_Rechtslage_Drittland: '',
      DTFA_Ergaenzende_Massnahmen: '',
      DTFA_Ergebnis: '',
      Erstelldatum: '2026-01-01T10:00:00.000Z',
      Bearbeiter_User_Uid: null,
    },
    pruefpunkte: [{ ID_Rechtsgrundlage: 1, Schluessel: 'a', Erfuellt: true, Bemerkung: '' }],
  };
}

export const MAPPINGS: DwMappingView[] = [
  {
    ID: 5,
    ID_Datenweitergabe: 1,
    ID_Verarbeitung: 11,
    Ebene_Nr_Verarbeitung: 1,
    IsDeleted: false,
    Verarbeitung_Nummer: 'VT-002',
    Verarbeitung_Name: 'Lohn- und Gehaltsabrechnung',
    Firma_Empfaenger: 'Lohnbüro Schmitt',
    Gruppe: 'Personal',
    ID_Vertragsstatus: 3,
  },
];
export const NAMES = [
  { ID: 11, SDM_Ebene_Nr: 1, Nummer: 'VT-002', Name: 'Lohn- und Gehaltsabrechnung' },
  { ID: 12, SDM_Ebene_Nr: 1, Nummer: 'VT-001', Name: 'Personalakte' },
];
