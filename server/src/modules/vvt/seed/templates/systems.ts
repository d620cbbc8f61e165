import type { SeedRecord } from '../types';
import { TOM } from './helpers';

const IT = ['IT-Leitung', 'IT'] as [string, string];
const app = (nummer: string, name: string, gruppe: string, zweck: string, orte: string[], kinder: string[], more: Partial<SeedRecord> = {}): SeedRecord => ({
  nummer,
  name,
  gruppe,
  zweck,
  verantwortlich: IT,
  status: 1,
  rechtsgrundlage: 'Wie die zugeordneten Verarbeitungstätigkeiten',
  frist: 'Nach den Fristen der zugeordneten Verarbeitungstätigkeiten',
  tom: TOM.app,
  personen: [],
  daten: [],
  orte,
  schaden: 2,
  eingriff: 1,
  kinder,
  ...more,
});
const infra = (nummer: string, name: string, zweck: string, kinder: string[] = [], more: Partial<SeedRecord> = {}): SeedRecord => ({
  nummer,
  name,
  gruppe: 'Infrastruktur',
  zweck,
  verantwortlich: IT,
  status: 1,
  rechtsgrundlage: 'Art. 32 DSGVO (Sicherheit der Verarbeitung)',
  frist: 'Systemprotokolle 90 Tage',
  tom: TOM.infra,
  personen: ['employees'],
  daten: ['itUsage'],
  orte: ['localSystem'],
  schaden: 2,
  eingriff: 1,
  kinder,
  ...more,
});
const AVV = { avv: true };

/** Template applications (level 2): typical software of a mid-sized company, with the infrastructure below. */
export const TEMPLATE_APPLICATIONS: SeedRecord[] = [
  app('VA-01', 'Personalmanagementsystem', 'Personal', 'Digitale Personalakte, Abwesenheiten und Mitarbeiterstammdaten.', ['cloudStorage'], ['VI-05'], {
    extra: AVV,
  }),
  app('VA-02', 'Entgeltabrechnungssoftware', 'Personal', 'Lohn- und Gehaltsabrechnung mit Meldeverfahren (SV, ELStAM, eAU).', ['erp'], ['VI-02', 'VI-03'], {
    schaden: 3,
    extra: { bcm_relevant: true, bcm_kritikalitaet: 3, bcm_prioritaet_wiederanlauf: 3, bcm_max_ausfallzeit_stunden: 72 },
  }),
  app('VA-03', 'Dokumentenmanagement Personal', 'Personal', 'Revisionssichere Ablage eingescannter Personalunterlagen.', ['fileServer'], ['VI-02', 'VI-03']),
  app('VA-04', 'Bewerbermanagementsystem', 'Personal', 'Stellenausschreibung, Bewerbungseingang und Auswahlprozess.', ['cloudStorage'], ['VI-05'], {
    extra: AVV,
  }),
  app('VA-05', 'Zeiterfassungssystem', 'Personal', 'Zeiterfassung an Terminals, im Browser und in der App.', ['localSystem'], ['VI-02', 'VI-04']),
  app('VA-06', 'ERP-System', 'Finanzen', 'Warenwirtschaft, Einkauf, Vertrieb und Finanzbuchhaltung.', ['erp'], ['VI-01', 'VI-02', 'VI-03'], {
    schaden: 3,
    extra: {
      bcm_relevant: true,
      bcm_kritikalitaet: 4,
      bcm_prioritaet_wiederanlauf: 4,
      bcm_max_ausfallzeit_stunden: 24,
      bcm_auswirkung: 'Keine Aufträge, Lieferungen und Rechnungen; Produktionsstillstand nach einem Tag.',
    },
  }),
  app(
    'VA-07',
    'Datenaustausch mit der Steuerberatung',
    'Finanzen',
    'Übermittlung von Buchhaltungs- und Lohndaten an die Steuerberatung.',
    ['cloudStorage'],
    ['VI-05'],
    { extra: { ...AVV, datenweitergabe_extern: true } },
  ),
  app(
    'VA-08',
    'Dokumentenmanagementsystem',
    'Verwaltung',
    'Ablage von Verträgen, Korrespondenz und Nachweisen mit Aufbewahrungsfristen.',
    ['fileServer'],
    ['VI-02', 'VI-03'],
  ),
  app('VA-09', 'CRM-System', 'Vertrieb', 'Kontakte, Besuchsberichte, Angebote und Vertriebschancen.', ['crm'], ['VI-05'], { extra: AVV }),
  app('VA-10', 'Ticketsystem', 'Kundenservice', 'Service- und Supportanfragen von Kunden und Beschäftigten.', ['cloudStorage'], ['VI-05'], { extra: AVV }),
  app('VA-11', 'Website und Onlineshop', 'Marketing', 'Content-Management, Kontaktformular und Shop.', ['cloudStorage'], ['VI-08'], { extra: AVV }),
  app('VA-12', 'E-Mail-Marketing-Plattform', 'Marketing', 'Newsletter-Versand mit Double-Opt-in und Abmeldeverwaltung.', ['cloudStorage'], ['VI-08'], {
    extra: AVV,
  }),
  app('VA-13', 'Lernmanagementsystem', 'Personal', 'E-Learning und Nachweis von Pflichtschulungen.', ['cloudStorage'], ['VI-05'], { extra: AVV }),
  app('VA-14', 'Reisekosten-App', 'Finanzen', 'Erfassung von Belegen und Reisekostenabrechnung.', ['cloudStorage'], ['VI-05'], { extra: AVV }),
  app(
    'VA-15',
    'Verzeichnisdienst und Identitätsmanagement',
    'IT',
    'Benutzerkonten, Gruppen, Single Sign-on und Mehr-Faktor-Anmeldung.',
    ['localSystem'],
    ['VI-01', 'VI-02'],
    { schaden: 3, extra: { bcm_relevant: true, bcm_kritikalitaet: 4, bcm_prioritaet_wiederanlauf: 4, bcm_max_ausfallzeit_stunden: 8 } },
  ),
  app('VA-16', 'Office- und Kollaborationsplattform', 'IT', 'E-Mail, Kalender, Chat, Videokonferenzen und Dateiablage.', ['cloudStorage'], ['VI-05', 'VI-06'], {
    extra: { ...AVV, datenweitergabe_ausserhalb_eu: true },
  }),
  app('VA-17', 'SIEM und Protokollserver', 'IT', 'Zentrale Sammlung und Auswertung von Sicherheitsprotokollen.', ['localSystem'], ['VI-02', 'VI-04']),
  app('VA-18', 'Datensicherungssoftware', 'IT', 'Sicherung und Wiederherstellung von Servern und Cloud-Diensten.', ['localSystem'], ['VI-07']),
  app('VA-19', 'Mobile-Device-Management', 'IT', 'Verwaltung, Absicherung und Fernlöschung mobiler Endgeräte.', ['cloudStorage'], ['VI-05', 'VI-06'], {
    extra: AVV,
  }),
  app('VA-20', 'Videomanagementsystem', 'Facility Management', 'Aufzeichnung und Auswertung der Videokameras.', ['localSystem'], ['VI-04'], { schaden: 3 }),
  app(
    'VA-21',
    'Zutrittskontroll- und Ausweissystem',
    'Facility Management',
    'Transponder, Zutrittsberechtigungen, Besucherausweise und Kantinenabrechnung.',
    ['localSystem'],
    ['VI-02', 'VI-04'],
  ),
  app(
    'VA-22',
    'Fuhrparkverwaltung',
    'Facility Management',
    'Fahrzeuge, Schadensmeldungen und elektronische Führerscheinkontrolle.',
    ['cloudStorage'],
    ['VI-05'],
    { extra: AVV },
  ),
  app('VA-23', 'Hinweisgeberportal', 'Compliance', 'Vertrauliches und anonymes Meldeportal eines Dienstleisters.', ['cloudStorage'], ['VI-08'], {
    schaden: 3,
    extra: AVV,
  }),
];

/** Template infrastructure (level 3). */
export const TEMPLATE_INFRASTRUCTURE: SeedRecord[] = [
  infra('VI-01', 'Serverraum am Unternehmensstandort', 'Klimatisierter Serverraum mit USV und Brandmeldeanlage.', [], {
    extra: { bcm_relevant: true, bcm_kritikalitaet: 4, bcm_prioritaet_wiederanlauf: 4, bcm_max_ausfallzeit_stunden: 4 },
  }),
  infra('VI-02', 'Virtualisierungsplattform', 'Hypervisor-Cluster für die Server der Anwendungen.', ['VI-01']),
  infra('VI-03', 'Datenbank- und Dateiserver', 'Datenbanken der Anwendungen und zentrale Dateiablage.', ['VI-01', 'VI-07']),
  infra('VI-04', 'Unternehmensnetzwerk mit Firewall und VPN', 'Netzsegmente, Firewall, VPN-Zugang für mobiles Arbeiten.', ['VI-01']),
  infra('VI-05', 'Cloud-Rechenzentren der SaaS-Anbieter (EU)', 'Rechenzentren der Software-as-a-Service-Anbieter in der EU.', [], {
    orte: ['cloudStorage'],
    extra: AVV,
  }),
  infra('VI-06', 'Arbeitsplatzrechner und Notebooks', 'Verwaltete Clients mit Festplattenverschlüsselung und Virenschutz.'),
  infra('VI-07', 'Backup-Speicher mit Auslagerung', 'Unveränderbarer Sicherungsspeicher und Auslagerung an einen zweiten Standort.', [], {
    extra: { bcm_relevant: true, bcm_kritikalitaet: 4, bcm_prioritaet_wiederanlauf: 3, bcm_max_ausfallzeit_stunden: 48 },
  }),
  infra('VI-08', 'Webhosting in der EU', 'Hosting von Website, Shop und Portalen bei einem EU-Anbieter.', [], { orte: ['cloudStorage'], extra: AVV }),
  infra('VI-09', 'Drucker und Multifunktionsgeräte', 'Netzwerkdrucker mit Scan-to-Mail und sicherem Druck per Ausweis.', ['VI-04']),
];
