import type { AuditfrageListItem } from '@vws/shared/contract/audit';

export const THEMENBLOECKE = [
  { ID: 1, Name: 'DSGVO-Artikel / Rechenschaftspflicht' },
  { ID: 2, Name: 'Technische und organisatorische Maßnahmen (TOM)' },
];
export const SCHUTZZIELE = [
  ...['Datenminimierung', 'Transparenz', 'Nichtverkettung', 'Intervenierbarkeit', 'Integrität', 'Vertraulichkeit', 'Verfügbarkeit'].map((Name, i) => ({
    ID: i + 1,
    Name,
    ID_Schutzzielpaket: 1,
  })),
  { ID: 8, Name: 'Revisionssicherheit', ID_Schutzzielpaket: 2 },
];
export const EINHEITEN = [
  { ID: 1, Name: 'Geschäftsführung' },
  { ID: 2, Name: 'IT' },
];

const item = (
  ID: number,
  Nummer: string,
  Fragestellung: string,
  ID_Status: number,
  ID_Themenblock: number,
  SchutzzieleIDs: number[] = [],
  OrganisationseinheitenIDs: number[] = [],
): AuditfrageListItem => ({
  ID,
  ID_Paket: 1,
  Nummer,
  Version: 1,
  Sortierung: ID * 10,
  ID_Themenblock,
  Themenblock_Nummer: ID_Themenblock,
  Themenblock_Name: THEMENBLOECKE[ID_Themenblock - 1].Name,
  Fragestellung,
  Empfehlung: '',
  ID_Status,
  Bearbeitungsdatum: '2026-03-14T09:30:00.000Z',
  SchutzzieleIDs,
  OrganisationseinheitenIDs,
});

export const FRAGEN: AuditfrageListItem[] = [
  item(1, '1.1', 'Ist ein Verzeichnis von Verarbeitungstätigkeiten vorhanden?', 3, 1, [2], [1]),
  item(2, '1.2', 'Ist ein Datenschutzbeauftragter benannt?', 1, 1, [2, 4], [1]),
  item(3, '2.1', 'Ist ein Berechtigungskonzept umgesetzt?', 2, 2, [1, 6], [2]),
  item(4, '2.2', 'Werden Backups getestet?', 4, 2, [7], [2]),
  item(5, '2.3', 'Werden Notebooks verschlüsselt?', 6, 2, [6], [2]),
];

export const TEXT_MODEL = { key: 'Audit_Freitext', text: 'Stand des Audits.', isModified: false, Bearbeitungsdatum: null, Bearbeiter_User_Uid: null };

export function frageDetail(id: number, version = 1) {
  const f = FRAGEN.find((x) => x.ID === id)!;
  return {
    ...f,
    Version: version,
    Erstelldatum: '2026-01-02T08:00:00.000Z',
    Bearbeiter_User_Uid: 'u-dana',
    Bemerkung: '',
    Ticket_Link: '',
  };
}

export function relations(id: number) {
  const f = FRAGEN.find((x) => x.ID === id)!;
  return {
    schutzzieleZuFrage: f.SchutzzieleIDs.map((ID_Schutzziel) => ({ ID_Schutzziel })),
    organisationseinheitenZuFrage: f.OrganisationseinheitenIDs.map((ID_Organisationseinheit) => ({ ID_Organisationseinheit })),
    dokumenteZuFrage: [
      {
        ID: 11,
        Name: 'Leitlinie',
        Link: 'https://intranet.example/leitlinie',
        Dateiname: '',
        Mimetype: '',
        Groesse: 0,
        hasFile: false,
        IsModified: false,
        IsDeleted: false,
      },
    ],
  };
}
