import type { VorfallFieldsInput } from '@vws/shared/contract/vorfaelle';
import { meldefristOf } from '@vws/shared/contract/vorfaelle';
import type { TenantSeedContext } from '../../platform/module';
import type { VorfaelleTenantTables } from './tables';

const HOUR = 3_600_000;
type Demo = Omit<VorfallFieldsInput, 'Kenntnis_am' | 'Meldung_Behoerde_am' | 'Eingetreten_am' | 'Entdeckt_am' | 'Benachrichtigung_Betroffene_am'> & {
  /** Hours before the seed ran: when it became known, occurred, was discovered, was notified (null: not yet). */
  known: number;
  occurred?: number;
  discovered?: number;
  notified?: number | null;
  informed?: number | null;
  /** Link the first n processing records of the register. */
  records?: number;
};

const KONTAKT = 'Datenschutzbeauftragte Dr. Petra Schulz, dsb@example.com, +49 30 1234567';

/**
 * Demo breaches, dated relative to the seed (so a fresh start always shows a running countdown, an
 * overdue one and settled ones): eight of them, of every risk level and status.
 */
const DEMO: Demo[] = [
  {
    Titel: 'Phishing: Zugangsdaten eines Vertriebspostfachs abgegriffen',
    records: 1,
    known: 20,
    discovered: 22,
    occurred: 30,
    Status: 'inBewertung',
    Verletzungsarten: ['vertraulichkeit'],
    Beschreibung: 'Ein Mitarbeiter hat seine Zugangsdaten auf einer gefälschten Anmeldeseite eingegeben. Das Postfach wurde von außen gelesen.',
    Kategorien_Betroffene: 'Kundinnen und Kunden, Ansprechpartner bei Lieferanten',
    Anzahl_Betroffene: 450,
    Kategorien_Datensaetze: 'Kontaktdaten, Angebote, Rechnungsanschriften',
    Anzahl_Datensaetze: 1200,
    Folgen: 'Gezielte Folge-Phishing-Mails an Kunden sind wahrscheinlich.',
    Massnahmen_ergriffen: 'Passwort zurückgesetzt, Sitzungen beendet, Weiterleitungsregeln entfernt.',
    Massnahmen_vorgeschlagen: 'Zwei-Faktor-Anmeldung für alle Postfächer; Schulung zu Phishing.',
    Risiko: 'risiko',
    Risiko_Begruendung: 'Kontaktdaten ohne besondere Kategorien; Missbrauch für Phishing möglich.',
  },
  {
    Titel: 'Ransomware auf dem Dateiserver der Personalabteilung',
    records: 2,
    known: 90,
    discovered: 91,
    occurred: 96,
    Status: 'inBewertung',
    Verletzungsarten: ['vertraulichkeit', 'verfuegbarkeit'],
    Beschreibung: 'Verschlüsselung der Personalakten; die Angreifer drohen mit Veröffentlichung.',
    Kategorien_Betroffene: 'Beschäftigte, ehemalige Beschäftigte',
    Anzahl_Betroffene: 320,
    Kategorien_Datensaetze: 'Personalakten, Gehaltsdaten, Gesundheitsdaten (Krankmeldungen)',
    Anzahl_Datensaetze: 320,
    Folgen: 'Identitätsdiebstahl, Bloßstellung, finanzielle Nachteile.',
    Massnahmen_ergriffen: 'Server vom Netz getrennt, Wiederherstellung aus der Sicherung, Strafanzeige.',
    Massnahmen_vorgeschlagen: 'Netzsegmentierung, Offline-Sicherungen, Benachrichtigung der Beschäftigten.',
    Risiko: 'hohesRisiko',
    Risiko_Begruendung: 'Besondere Kategorien (Art. 9) und Gehaltsdaten, Veröffentlichung angedroht.',
  },
  {
    Titel: 'Fehlversand einer Gehaltsabrechnung per E-Mail',
    known: 24 * 12,
    discovered: 24 * 12,
    occurred: 24 * 12 + 2,
    Status: 'gemeldet',
    notified: 24 * 12 - 30,
    Verletzungsarten: ['vertraulichkeit'],
    Beschreibung: 'Eine Gehaltsabrechnung wurde an einen falschen Empfänger im Haus gesendet.',
    Kategorien_Betroffene: 'Beschäftigte',
    Anzahl_Betroffene: 1,
    Kategorien_Datensaetze: 'Gehaltsabrechnung',
    Anzahl_Datensaetze: 1,
    Folgen: 'Kenntnis des Gehalts durch einen Kollegen.',
    Massnahmen_ergriffen: 'Empfänger hat die Löschung bestätigt.',
    Risiko: 'risiko',
    Risiko_Begruendung: 'Einzelfall, Empfänger zur Verschwiegenheit verpflichtet.',
    Behoerde: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
    Aktenzeichen_Behoerde: '521.1234/2026',
  },
  {
    Titel: 'Verlorener USB-Stick mit Bewerbungsunterlagen',
    known: 24 * 30,
    discovered: 24 * 30,
    occurred: 24 * 31,
    Status: 'gemeldet',
    notified: 24 * 30 - 96,
    Verletzungsarten: ['vertraulichkeit', 'verfuegbarkeit'],
    Beschreibung: 'Ein unverschlüsselter USB-Stick mit 14 Bewerbungen ging auf einer Messe verloren.',
    Kategorien_Betroffene: 'Bewerberinnen und Bewerber',
    Anzahl_Betroffene: 14,
    Kategorien_Datensaetze: 'Lebensläufe, Zeugnisse',
    Anzahl_Datensaetze: 14,
    Folgen: 'Kenntnisnahme durch Unbefugte.',
    Massnahmen_ergriffen: 'Fundbüro verständigt; Bewerber informiert.',
    Massnahmen_vorgeschlagen: 'Nur noch verschlüsselte Datenträger.',
    Risiko: 'hohesRisiko',
    Risiko_Begruendung: 'Vollständige Bewerbungsunterlagen mit Zeugnissen.',
    Behoerde: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
    Verspaetung_Gruende:
      'Der Verlust wurde erst nach Rückkehr von der Messe dem Datenschutzbeauftragten gemeldet; die Zuordnung der Unterlagen dauerte zwei Tage.',
    informed: 24 * 27,
    Benachrichtigung_Betroffene_Art: 'Einzelne E-Mails mit Telefonnummer für Rückfragen.',
  },
  {
    Titel: 'Ausfall der Kundendatenbank für sechs Stunden',
    known: 24 * 45,
    Status: 'abgeschlossen',
    Verletzungsarten: ['verfuegbarkeit'],
    Beschreibung: 'Hardwaredefekt; keine Daten verloren, Wiederherstellung aus der Replikation.',
    Kategorien_Betroffene: 'Kundinnen und Kunden',
    Anzahl_Betroffene: 8000,
    Folgen: 'Verzögerte Bearbeitung von Aufträgen.',
    Massnahmen_ergriffen: 'Hardware getauscht.',
    Risiko: 'keinRisiko',
    Risiko_Begruendung: 'Kurzzeitige Nichtverfügbarkeit ohne Datenverlust; kein Risiko für die Betroffenen.',
  },
  {
    Titel: 'Offen zugänglicher Cloud-Speicher mit Marketinglisten',
    known: 60,
    discovered: 60,
    Status: 'erfasst',
    Verletzungsarten: ['vertraulichkeit'],
    Beschreibung: 'Ein Speicher-Bucket mit Newsletter-Empfängerlisten war öffentlich lesbar.',
    Kategorien_Betroffene: 'Newsletter-Abonnenten',
    Anzahl_Betroffene: 2300,
    Kategorien_Datensaetze: 'E-Mail-Adressen, Namen',
    Anzahl_Datensaetze: 2300,
  },
  {
    Titel: 'Falsch adressierter Brief an einen Patienten des Betriebsarztes',
    known: 24 * 70,
    Status: 'abgeschlossen',
    notified: 24 * 70 - 40,
    Verletzungsarten: ['vertraulichkeit'],
    Beschreibung: 'Ein Befundbrief wurde an eine falsche Anschrift gesendet.',
    Kategorien_Betroffene: 'Beschäftigte',
    Anzahl_Betroffene: 1,
    Kategorien_Datensaetze: 'Gesundheitsdaten',
    Anzahl_Datensaetze: 1,
    Risiko: 'hohesRisiko',
    Risiko_Begruendung: 'Gesundheitsdaten (Art. 9).',
    Behoerde: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
    informed: 24 * 69,
    Benachrichtigung_Betroffene_Art: 'Persönliches Gespräch und Brief.',
  },
  {
    Titel: 'Unbefugter Zugriff eines Dienstleisters auf das Ticketsystem',
    known: 5,
    discovered: 6,
    Status: 'erfasst',
    Verletzungsarten: ['vertraulichkeit', 'integritaet'],
    Beschreibung: 'Ein Wartungskonto des Dienstleisters war nach Vertragsende noch aktiv und wurde genutzt.',
    Kategorien_Betroffene: 'Kundinnen und Kunden',
    Anzahl_Betroffene: 150,
    Kategorien_Datensaetze: 'Supportanfragen',
  },
];

/** Demo content of a demo customer (never with the production switch). */
export async function seedVorfaelleTenant({ db }: TenantSeedContext<VorfaelleTenantTables>): Promise<void> {
  const now = Date.now();
  const records = (await db.selectFrom('vvt_verarbeitungen').select('ID').orderBy('ID').limit(2).execute()).map((r) => r.ID);
  const ago = (hours: number | null | undefined) => (hours === null || hours === undefined ? null : new Date(now - hours * HOUR).toISOString());
  await db
    .insertInto('vorfaelle_vorfaelle')
    .values(
      DEMO.map(({ known, occurred, discovered, notified, informed, records: linked = 0, Verletzungsarten = [], ...rest }) => {
        const Kenntnis_am = ago(known)!;
        return {
          ...rest,
          Kontakt: KONTAKT,
          Kenntnis_am,
          Meldefrist: meldefristOf(Kenntnis_am),
          Eingetreten_am: ago(occurred),
          Entdeckt_am: ago(discovered),
          Meldung_Behoerde_am: ago(notified),
          Benachrichtigung_Betroffene_am: ago(informed),
          Verletzungsarten: JSON.stringify(Verletzungsarten),
          Verarbeitungen: JSON.stringify(records.slice(0, linked)),
        };
      }),
    )
    .execute();
}
