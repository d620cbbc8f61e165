import { fristOf, type AnfrageFieldsInput } from '@vws/shared/contract/betroffenenanfragen';
import type { TenantSeedContext } from '../../platform/module';
import type { AnfragenTenantTables } from './tables';

type Demo = Omit<AnfrageFieldsInput, 'Eingang_am' | 'Beantwortet_am' | 'Verarbeitungen'> & {
  /** Days before the seed ran: received, answered (null: not yet). */
  received: number;
  answered?: number;
  /** Link the first n processing records of the register. */
  records?: number;
};

/**
 * Demo requests dated relative to the seed, so a fresh start shows running, overdue, extended and
 * settled ones: twelve, of every right and channel.
 */
const DEMO: Demo[] = [
  {
    Antragsteller: 'Martina Keller',
    Rechte: ['art15'],
    received: 3,
    Kanal: 'email',
    Status: 'eingegangen',
    records: 2,
    Anliegen: 'Auskunft über alle zu meiner Person gespeicherten Daten.',
  },
  {
    Antragsteller: 'Jonas Weber',
    Rechte: ['art17'],
    received: 12,
    Kanal: 'formular',
    Status: 'inBearbeitung',
    Identitaet_geprueft: true,
    Identitaet_Pruefung: 'Abgleich mit der Kundennummer und der hinterlegten E-Mail-Adresse.',
    Anliegen: 'Löschung meines Kundenkontos.',
  },
  {
    Antragsteller: 'Sabine Hoffmann',
    Rechte: ['art15', 'art20'],
    received: 40,
    Kanal: 'brief',
    Status: 'inBearbeitung',
    records: 3,
    Identitaet_geprueft: true,
    Identitaet_Pruefung: 'Kopie des Personalausweises (geschwärzt) per Post.',
    Anliegen: 'Auskunft und Herausgabe meiner Vertragsdaten in maschinenlesbarer Form.',
  },
  { Antragsteller: 'Thomas Becker', Rechte: ['art21'], received: 35, Kanal: 'email', Status: 'eingegangen', Anliegen: 'Widerspruch gegen Werbung per Post.' },
  {
    Antragsteller: 'Leonie Schmitt',
    Rechte: ['art16'],
    received: 50,
    Kanal: 'telefon',
    Status: 'inBearbeitung',
    Verlaengerung_Monate: 1,
    Verlaengerung_Begruendung: 'Die Daten liegen in drei Systemen; die Berichtigung muss mit dem Dienstleister abgestimmt werden.',
    Anliegen: 'Berichtigung der Anschrift und des Namens nach Heirat.',
  },
  {
    Antragsteller: 'Ali Yilmaz',
    Rechte: ['art15'],
    received: 70,
    Kanal: 'email',
    Status: 'inBearbeitung',
    records: 2,
    Verlaengerung_Monate: 2,
    Verlaengerung_Begruendung: 'Umfangreiche Auskunft über zehn Jahre Kundenbeziehung; Schwärzung der Daten Dritter.',
    Anliegen: 'Vollständige Auskunft einschließlich Kopie (Art. 15 Abs. 3).',
  },
  {
    Antragsteller: 'Claudia Neumann',
    Rechte: ['art7_3'],
    received: 20,
    answered: 18,
    Kanal: 'email',
    Status: 'beantwortet',
    Antwort: 'Wir haben Ihre Einwilligung in den Newsletter gelöscht.',
    Anliegen: 'Widerruf der Einwilligung in den Newsletter.',
  },
  {
    Antragsteller: 'Peter Schulz',
    Rechte: ['art15'],
    received: 90,
    answered: 70,
    Kanal: 'brief',
    Status: 'beantwortet',
    records: 1,
    Identitaet_geprueft: true,
    Identitaet_Pruefung: 'Unterschriftenabgleich mit dem Vertrag.',
    Antwort: 'Anbei erhalten Sie die Auskunft über die zu Ihnen gespeicherten Daten.',
  },
  {
    Antragsteller: 'Unbekannt (anonyme E-Mail)',
    Rechte: ['art15', 'art17'],
    received: 25,
    answered: 10,
    Kanal: 'email',
    Status: 'abgelehnt',
    Ablehnung_Begruendung: 'Die zehnte gleichlautende Anfrage innerhalb eines Monats; offenkundig exzessiv (Art. 12 Abs. 5).',
    Anliegen: 'Wiederholte Sammelanfrage.',
  },
  {
    Antragsteller: 'Katharina Wolf',
    Rechte: ['art18'],
    received: 8,
    Kanal: 'persoenlich',
    Status: 'eingegangen',
    Anliegen: 'Einschränkung der Verarbeitung, solange die Richtigkeit der Daten bestritten ist.',
  },
  {
    Antragsteller: 'Michael Braun',
    Rechte: ['art22'],
    received: 45,
    Kanal: 'formular',
    Status: 'inBearbeitung',
    Anliegen: 'Überprüfung der automatisierten Ablehnung meines Kreditantrags durch einen Menschen.',
  },
  {
    Antragsteller: 'Eva Richter',
    Rechte: ['art17'],
    received: 15,
    answered: 14,
    Kanal: 'email',
    Status: 'zurueckgezogen',
    Anliegen: 'Löschung; am Folgetag zurückgenommen.',
  },
];

/** Demo content of a demo customer (never with the production switch). */
export async function seedBetroffenenanfragenTenant({ db }: TenantSeedContext<AnfragenTenantTables>): Promise<void> {
  const day = (daysAgo: number | undefined) => (daysAgo === undefined ? null : new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10));
  const records = (await db.selectFrom('vvt_verarbeitungen').select('ID').orderBy('ID').limit(3).execute()).map((r) => r.ID);
  await db
    .insertInto('betroffenenanfragen_anfragen')
    .values(
      DEMO.map(({ received, answered, records: linked = 0, Rechte, Verlaengerung_Monate = 0, ...rest }) => {
        const Eingang_am = day(received)!;
        return {
          ...rest,
          Kontakt: `${rest.Antragsteller.split(' ')[0]?.toLowerCase()}@example.org`,
          Eingang_am,
          Verlaengerung_Monate,
          Verlaengerung_mitgeteilt_am: Verlaengerung_Monate > 0 ? day(received - 20) : null,
          Frist: fristOf(Eingang_am, Verlaengerung_Monate),
          Beantwortet_am: day(answered),
          Rechte: JSON.stringify(Rechte),
          Verarbeitungen: JSON.stringify(records.slice(0, linked)),
        };
      }),
    )
    .execute();
}
