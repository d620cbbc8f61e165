import type { Kysely, Migration } from 'kysely';

/**
 * The demo register's contradictions, fixed in existing demo databases (issue 23). The register check
 * found them in the seeded demo: records with linked recipients but "Weitergabe an Externe: nein"
 * (VT-001 and 26 more), US and Australian recipients beside "Weitergabe außerhalb der EU: nein"
 * (VT-007, VT-018, VT-021), "außerhalb der EU" for Microsoft's EU tenant (AP-13, IN-02). The seed
 * now writes the corrected values; this migration corrects databases seeded before.
 *
 * Demo only: a record is touched only where number, name and purpose are the demo's, word for word
 * (a customer's own record never matches all three), and only the two switches change. Frozen here,
 * not read from the seed, so a later change of the seed cannot change what this migration did.
 */
interface DemoFix {
  level: number;
  nummer: string;
  name: string;
  zweck: string;
  fix: { datenweitergabe_extern: boolean; datenweitergabe_ausserhalb_eu?: boolean };
}

export const DEMO_REGISTER_FIXES: readonly DemoFix[] = [
  {
    level: 1,
    nummer: 'VT-001',
    name: 'Personalakte',
    zweck: 'Führung der Personalakten zur Durchführung des Beschäftigungsverhältnisses.',
    fix: { datenweitergabe_extern: true },
  },
  {
    level: 1,
    nummer: 'VT-003',
    name: 'Bewerbermanagement',
    zweck: 'Durchführung von Bewerbungsverfahren und Auswahl von Kandidatinnen und Kandidaten.',
    fix: { datenweitergabe_extern: true },
  },
  {
    level: 1,
    nummer: 'VT-005',
    name: 'Videoüberwachung Eingangsbereich und Lager',
    zweck: 'Schutz vor Einbruch und Diebstahl, Beweissicherung bei Vorfällen.',
    fix: { datenweitergabe_extern: true },
  },
  {
    level: 1,
    nummer: 'VT-007',
    name: 'Kundenbeziehungsmanagement (CRM)',
    zweck: 'Verwaltung von Kundenkontakten, Angeboten und Vertriebschancen.',
    fix: { datenweitergabe_extern: true, datenweitergabe_ausserhalb_eu: true },
  },
  {
    level: 1,
    nummer: 'VT-008',
    name: 'Newsletter-Versand',
    zweck: 'Versand von Produktinformationen per E-Mail an Abonnentinnen und Abonnenten.',
    fix: { datenweitergabe_extern: true },
  },
  {
    level: 1,
    nummer: 'VT-009',
    name: 'Website mit Kontaktformular',
    zweck: 'Bereitstellung der Website und Bearbeitung von Anfragen über das Kontaktformular.',
    fix: { datenweitergabe_extern: true },
  },
  { level: 1, nummer: 'VT-010', name: 'Finanzbuchhaltung', zweck: 'Buchführung, Jahresabschluss und Zahlungsverkehr.', fix: { datenweitergabe_extern: true } },
  {
    level: 1,
    nummer: 'VT-011',
    name: 'Hinweisgebersystem',
    zweck: 'Entgegennahme und Bearbeitung von Hinweisen nach dem Hinweisgeberschutzgesetz.',
    fix: { datenweitergabe_extern: true },
  },
  {
    level: 1,
    nummer: 'VT-012',
    name: 'Reisekostenabrechnung',
    zweck: 'Erstattung von Reisekosten und Spesen der Beschäftigten.',
    fix: { datenweitergabe_extern: true },
  },
  {
    level: 1,
    nummer: 'VT-013',
    name: 'Betriebliches Eingliederungsmanagement',
    zweck: 'Durchführung des BEM nach § 167 Abs. 2 SGB IX.',
    fix: { datenweitergabe_extern: true },
  },
  {
    level: 1,
    nummer: 'VT-018',
    name: 'Kundenservice und Reklamationen',
    zweck: 'Bearbeitung von Serviceanfragen, Reklamationen und Gewährleistungsfällen.',
    fix: { datenweitergabe_extern: true, datenweitergabe_ausserhalb_eu: true },
  },
  {
    level: 1,
    nummer: 'VT-019',
    name: 'Messen und Veranstaltungen',
    zweck: 'Organisation von Messeauftritten und Kundenveranstaltungen, Teilnehmermanagement.',
    fix: { datenweitergabe_extern: true },
  },
  {
    level: 1,
    nummer: 'VT-020',
    name: 'E-Mail und Kollaboration',
    zweck: 'Bereitstellung von E-Mail, Kalender, Chat und Videokonferenzen für die Beschäftigten.',
    fix: { datenweitergabe_extern: true },
  },
  {
    level: 1,
    nummer: 'VT-021',
    name: 'IT-Benutzerverwaltung',
    zweck: 'Anlage, Änderung und Sperrung von Benutzerkonten und Berechtigungen.',
    fix: { datenweitergabe_extern: true, datenweitergabe_ausserhalb_eu: true },
  },
  {
    level: 1,
    nummer: 'VT-024',
    name: 'Betriebsärztliche Vorsorge',
    zweck: 'Organisation der arbeitsmedizinischen Vorsorge nach ArbMedVV.',
    fix: { datenweitergabe_extern: true },
  },
  {
    level: 1,
    nummer: 'VT-026',
    name: 'Schulungen und Weiterbildung',
    zweck: 'Planung und Nachweis von Schulungen, auch der Datenschutzunterweisung.',
    fix: { datenweitergabe_extern: true },
  },
  { level: 2, nummer: 'AP-03', name: 'Personio', zweck: 'Bewerbermanagement, Abwesenheiten und Schulungsverwaltung.', fix: { datenweitergabe_extern: true } },
  { level: 2, nummer: 'AP-05', name: 'Videomanagementsystem', zweck: 'Aufzeichnung und Auswertung der Kamerabilder.', fix: { datenweitergabe_extern: true } },
  {
    level: 2,
    nummer: 'AP-07',
    name: 'Salesforce Sales Cloud',
    zweck: 'CRM für Kontakte, Vertriebschancen und Servicefälle.',
    fix: { datenweitergabe_extern: true },
  },
  { level: 2, nummer: 'AP-08', name: 'CleverReach', zweck: 'Newsletter-Versand mit Double-Opt-in.', fix: { datenweitergabe_extern: true } },
  { level: 2, nummer: 'AP-09', name: 'Website (TYPO3)', zweck: 'Unternehmenswebsite mit Kontaktformular.', fix: { datenweitergabe_extern: true } },
  {
    level: 2,
    nummer: 'AP-11',
    name: 'Hinweisgeberportal (EQS Integrity Line)',
    zweck: 'Anonymes Meldeportal für Hinweise nach HinSchG.',
    fix: { datenweitergabe_extern: true },
  },
  {
    level: 2,
    nummer: 'AP-12',
    name: 'Dokumentenablage (SharePoint)',
    zweck: 'Ablage von Nachweisen, Unterweisungen und Vorgängen der Fachabteilungen.',
    fix: { datenweitergabe_extern: true },
  },
  {
    level: 2,
    nummer: 'AP-13',
    name: 'Microsoft Exchange Online und Teams',
    zweck: 'E-Mail, Kalender, Chat und Videokonferenzen.',
    fix: { datenweitergabe_extern: true, datenweitergabe_ausserhalb_eu: false },
  },
  {
    level: 3,
    nummer: 'IN-02',
    name: 'Microsoft-365-Tenant',
    zweck: 'Cloud-Dienste von Microsoft (Rechenzentren in der EU).',
    fix: { datenweitergabe_extern: true, datenweitergabe_ausserhalb_eu: false },
  },
  {
    level: 3,
    nummer: 'IN-03',
    name: 'Datensicherung (Backup-System)',
    zweck: 'Tägliche Sicherung aller Server, Auslagerung verschlüsselter Bänder.',
    fix: { datenweitergabe_extern: true },
  },
  {
    level: 3,
    nummer: 'IN-07',
    name: 'Webhosting (Managed Server)',
    zweck: 'Hosting der Website bei einem deutschen Anbieter.',
    fix: { datenweitergabe_extern: true },
  },
];

interface Db {
  vvt_verarbeitungen: {
    SDM_Ebene_Nr: number;
    Nummer: string;
    Name: string;
    Zweck: string;
    datenweitergabe_extern: boolean;
    datenweitergabe_ausserhalb_eu: boolean;
  };
}

export const vvtDemoRegister: Migration = {
  async up(db: Kysely<unknown>) {
    const tenant = db as unknown as Kysely<Db>;
    for (const { level, nummer, name, zweck, fix } of DEMO_REGISTER_FIXES) {
      await tenant
        .updateTable('vvt_verarbeitungen')
        .set(fix)
        .where('SDM_Ebene_Nr', '=', level)
        .where('Nummer', '=', nummer)
        .where('Name', '=', name)
        .where('Zweck', '=', zweck)
        .execute();
    }
  },
};
