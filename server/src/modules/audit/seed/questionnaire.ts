/**
 * The demo questionnaire: a realistic German GDPR audit. Protection goals by their standard ids
 * (1 Datenminimierung, 2 Transparenz, 3 Nichtverkettung, 4 Intervenierbarkeit, 5 Integrität,
 * 6 Vertraulichkeit, 7 Verfügbarkeit); organisation units by name.
 */
export interface SeedQuestion {
  nummer: string;
  frage: string;
  empfehlung: string;
  ziele: number[];
  einheiten: string[];
}

export interface SeedBlock {
  name: string;
  fragen: SeedQuestion[];
}

const q = (nummer: string, frage: string, empfehlung: string, ziele: number[], einheiten: string[]): SeedQuestion => ({
  nummer,
  frage,
  empfehlung,
  ziele,
  einheiten,
});

export const SEED_BLOCKS: SeedBlock[] = [
  {
    name: 'DSGVO-Artikel / Rechenschaftspflicht',
    fragen: [
      q(
        '1.1',
        'Ist ein Verzeichnis von Verarbeitungstätigkeiten nach Art. 30 DSGVO vorhanden und aktuell?',
        'Verzeichnis jährlich und bei jeder neuen Verarbeitung überprüfen.',
        [2],
        ['Geschäftsführung', 'Datenschutz'],
      ),
      q(
        '1.2',
        'Ist ein Datenschutzbeauftragter benannt und der Aufsichtsbehörde gemeldet (Art. 37 DSGVO)?',
        'Benennung schriftlich dokumentieren und Kontaktdaten veröffentlichen.',
        [2, 4],
        ['Geschäftsführung'],
      ),
      q(
        '1.3',
        'Sind die Rechtsgrundlagen aller Verarbeitungen nach Art. 6 DSGVO dokumentiert?',
        'Rechtsgrundlage je Verarbeitung im VVT ergänzen.',
        [1, 2],
        ['Datenschutz'],
      ),
      q(
        '1.4',
        'Werden Einwilligungen nachweisbar eingeholt und gespeichert (Art. 7 DSGVO)?',
        'Einwilligungen mit Zeitstempel und Text-Version protokollieren.',
        [2, 5],
        ['Marketing', 'IT'],
      ),
      q(
        '1.5',
        'Gibt es eine Datenschutzleitlinie, die von der Geschäftsführung freigegeben wurde?',
        'Leitlinie freigeben und im Intranet veröffentlichen.',
        [2],
        ['Geschäftsführung'],
      ),
      q(
        '1.6',
        'Werden Datenschutz-Folgenabschätzungen für Verarbeitungen mit hohem Risiko durchgeführt (Art. 35 DSGVO)?',
        'Schwellwertanalyse für jede neue Verarbeitung durchführen.',
        [1, 3, 6],
        ['Datenschutz', 'IT'],
      ),
      q(
        '1.7',
        'Sind Datenschutzhinweise nach Art. 13 und 14 DSGVO auf der Website und in Formularen vorhanden?',
        'Hinweise auf Vollständigkeit prüfen und verlinken.',
        [2],
        ['Marketing'],
      ),
    ],
  },
  {
    name: 'Technische und organisatorische Maßnahmen (TOM)',
    fragen: [
      q('2.1', 'Ist ein Berechtigungskonzept nach dem Need-to-know-Prinzip umgesetzt?', 'Rollen und Rechte halbjährlich rezertifizieren.', [1, 6], ['IT']),
      q(
        '2.2',
        'Werden Passwortrichtlinien technisch durchgesetzt und wird Mehr-Faktor-Authentisierung genutzt?',
        'MFA für alle Fernzugriffe und Administratorkonten einführen.',
        [5, 6],
        ['IT'],
      ),
      q('2.3', 'Werden mobile Datenträger und Notebooks vollständig verschlüsselt?', 'Festplattenverschlüsselung zentral erzwingen.', [6], ['IT']),
      q(
        '2.4',
        'Gibt es ein dokumentiertes Backup- und Wiederherstellungskonzept mit regelmäßigen Tests?',
        'Wiederherstellung quartalsweise testen und protokollieren.',
        [7, 5],
        ['IT'],
      ),
      q(
        '2.5',
        'Ist der Zutritt zu Serverräumen und Archiven geregelt und protokolliert?',
        'Zutrittsberechtigungen jährlich prüfen.',
        [6, 7],
        ['Facility Management'],
      ),
      q(
        '2.6',
        'Werden Sicherheitsupdates zeitnah und nachvollziehbar eingespielt?',
        'Patch-Management mit Fristen nach Kritikalität festlegen.',
        [5, 7],
        ['IT'],
      ),
      q(
        '2.7',
        'Werden Zugriffe auf personenbezogene Daten protokolliert und ausgewertet?',
        'Protokollierung für sensible Anwendungen aktivieren.',
        [4, 5],
        ['IT', 'Datenschutz'],
      ),
      q(
        '2.8',
        'Sind Test- und Produktivsysteme getrennt und werden Testdaten anonymisiert?',
        'Nur anonymisierte oder synthetische Testdaten verwenden.',
        [1, 3],
        ['IT'],
      ),
      q('2.9', 'Wird eine Clean-Desk-Policy gelebt und kontrolliert?', 'Regelmäßige Stichproben durchführen.', [6], ['Personal', 'Facility Management']),
    ],
  },
  {
    name: 'Betroffenenrechte',
    fragen: [
      q(
        '3.1',
        'Gibt es einen definierten Prozess zur Beantwortung von Auskunftsersuchen (Art. 15 DSGVO) innerhalb eines Monats?',
        'Prozess mit Vorlagen und Fristenkontrolle dokumentieren.',
        [2, 4],
        ['Datenschutz', 'Kundenservice'],
      ),
      q(
        '3.2',
        'Können personenbezogene Daten auf Verlangen berichtigt werden (Art. 16 DSGVO)?',
        'Zuständigkeiten je System festlegen.',
        [4, 5],
        ['Kundenservice', 'IT'],
      ),
      q(
        '3.3',
        'Ist das Recht auf Löschung technisch in allen relevanten Systemen umsetzbar (Art. 17 DSGVO)?',
        'Löschfunktionen je System testen.',
        [4, 1],
        ['IT'],
      ),
      q(
        '3.4',
        'Kann das Recht auf Datenübertragbarkeit in einem gängigen Format erfüllt werden (Art. 20 DSGVO)?',
        'Exportfunktion (CSV/JSON) bereitstellen.',
        [4],
        ['IT'],
      ),
      q(
        '3.5',
        'Werden Widersprüche gegen Direktwerbung zuverlässig umgesetzt (Art. 21 DSGVO)?',
        'Sperrliste zentral führen und abgleichen.',
        [4, 3],
        ['Marketing'],
      ),
      q('3.6', 'Werden Anfragen von Betroffenen und deren Bearbeitung dokumentiert?', 'Ticketsystem mit Datenschutzkategorie nutzen.', [2], ['Kundenservice']),
    ],
  },
  {
    name: 'Auftragsverarbeiter',
    fragen: [
      q(
        '4.1',
        'Liegen für alle Auftragsverarbeiter Verträge nach Art. 28 DSGVO vor?',
        'Vertragsübersicht mit Ablaufdaten pflegen.',
        [2, 5],
        ['Einkauf', 'Datenschutz'],
      ),
      q(
        '4.2',
        'Werden Auftragsverarbeiter vor Beauftragung hinsichtlich ihrer TOM geprüft?',
        'Checkliste zur Dienstleisterprüfung einsetzen.',
        [6, 5],
        ['Einkauf'],
      ),
      q(
        '4.3',
        'Ist bei Drittlandübermittlungen eine geeignete Garantie vorhanden (Art. 44 ff. DSGVO)?',
        'Standardvertragsklauseln und Transfer Impact Assessment dokumentieren.',
        [3, 6],
        ['Datenschutz', 'Einkauf'],
      ),
      q(
        '4.4',
        'Werden Unterauftragsverarbeiter genehmigt und ist deren Liste aktuell?',
        'Änderungsmitteilungen der Dienstleister überwachen.',
        [2],
        ['Einkauf'],
      ),
      q(
        '4.5',
        'Werden Auftragsverarbeiter regelmäßig kontrolliert (Audits, Zertifikate)?',
        'Jährliche Nachweise (z. B. ISO 27001) anfordern.',
        [5, 7],
        ['Datenschutz'],
      ),
      q(
        '4.6',
        'Ist geregelt, wie Daten nach Vertragsende zurückgegeben oder gelöscht werden?',
        'Löschbestätigung bei Vertragsende einholen.',
        [1, 4],
        ['Einkauf'],
      ),
    ],
  },
  {
    name: 'Datenpannen und Meldepflichten',
    fragen: [
      q(
        '5.1',
        'Gibt es einen Prozess zur Meldung von Datenschutzverletzungen binnen 72 Stunden (Art. 33 DSGVO)?',
        'Meldeprozess mit Eskalationskette und Vorlagen festlegen.',
        [4, 7],
        ['Datenschutz', 'Geschäftsführung'],
      ),
      q('5.2', 'Wissen alle Beschäftigten, wie und wem sie einen Vorfall melden?', 'Meldeweg im Intranet und in Schulungen bekannt machen.', [2], ['Personal']),
      q('5.3', 'Werden Datenschutzverletzungen dokumentiert, auch wenn keine Meldung erfolgt?', 'Vorfallregister führen.', [2, 5], ['Datenschutz']),
      q(
        '5.4',
        'Ist festgelegt, wann Betroffene benachrichtigt werden müssen (Art. 34 DSGVO)?',
        'Kriterien für hohes Risiko in der Richtlinie beschreiben.',
        [2, 4],
        ['Datenschutz'],
      ),
      q('5.5', 'Werden Sicherheitsvorfälle ausgewertet und daraus Maßnahmen abgeleitet?', 'Lessons Learned nach jedem Vorfall durchführen.', [5, 7], ['IT']),
    ],
  },
  {
    name: 'Löschkonzept und Aufbewahrung',
    fragen: [
      q('6.1', 'Gibt es ein Löschkonzept mit Löschfristen je Datenkategorie?', 'Löschkonzept nach DIN 66398 erstellen.', [1, 3], ['Datenschutz', 'IT']),
      q(
        '6.2',
        'Werden Bewerbungsunterlagen spätestens sechs Monate nach Abschluss des Verfahrens gelöscht?',
        'Automatische Löschung im Bewerbermanagement einrichten.',
        [1],
        ['Personal'],
      ),
      q(
        '6.3',
        'Werden gesetzliche Aufbewahrungsfristen (HGB, AO) beachtet und danach gelöscht?',
        'Fristen im Archivsystem hinterlegen.',
        [1, 5],
        ['Buchhaltung'],
      ),
      q(
        '6.4',
        'Werden Papierdokumente datenschutzkonform vernichtet (DIN 66399)?',
        'Zertifizierten Aktenvernichter beauftragen.',
        [6],
        ['Facility Management'],
      ),
      q('6.5', 'Werden Datenträger vor Entsorgung oder Rückgabe sicher gelöscht?', 'Löschprotokolle aufbewahren.', [6, 1], ['IT']),
      q('6.6', 'Werden Protokolldaten nach festgelegter Frist automatisch gelöscht?', 'Aufbewahrung von Logdaten auf 90 Tage begrenzen.', [1, 3], ['IT']),
    ],
  },
  {
    name: 'Beschäftigtendatenschutz',
    fragen: [
      q(
        '7.1',
        'Sind alle Beschäftigten auf die Vertraulichkeit verpflichtet?',
        'Verpflichtungserklärung bei Eintritt unterschreiben lassen.',
        [6],
        ['Personal'],
      ),
      q(
        '7.2',
        'Werden die Beschäftigten regelmäßig im Datenschutz geschult?',
        'Jährliche E-Learning-Schulung mit Nachweis einführen.',
        [2, 6],
        ['Personal', 'Datenschutz'],
      ),
      q(
        '7.3',
        'Ist die private Nutzung von E-Mail und Internet geregelt?',
        'Betriebsvereinbarung oder Nutzungsrichtlinie abschließen.',
        [2, 3],
        ['Personal', 'Geschäftsführung'],
      ),
      q(
        '7.4',
        'Ist der Zugriff auf Personalakten auf berechtigte Personen beschränkt?',
        'Personalakten digital mit Rollenrechten führen.',
        [6, 1],
        ['Personal'],
      ),
      q(
        '7.5',
        'Erfolgt eine Videoüberwachung nur mit Beschilderung und dokumentierter Interessenabwägung?',
        'Hinweisschilder nach Art. 13 DSGVO anbringen.',
        [2, 1],
        ['Facility Management'],
      ),
      q(
        '7.6',
        'Wird die Arbeitszeiterfassung datenschutzkonform und zweckgebunden betrieben?',
        'Zugriffe der Vorgesetzten auf Arbeitszeitdaten beschränken.',
        [3, 1],
        ['Personal', 'IT'],
      ),
    ],
  },
];

export const SEED_EINHEITEN = [
  'Geschäftsführung',
  'Datenschutz',
  'IT',
  'Personal',
  'Marketing',
  'Einkauf',
  'Kundenservice',
  'Buchhaltung',
  'Facility Management',
];

/**
 * A customer-defined protection goal (package 2), beside the seven standard goals. Own goals are
 * shown as entered, in every language: the demo uses a name that reads the same in both.
 */
export const SEED_CUSTOM_SCHUTZZIELE = ['ISO/IEC 27001'];

export const SEED_DOKUMENTE = [
  {
    nummer: '1.1',
    Name: 'Muster VVT der Datenschutzkonferenz',
    Link: 'https://www.datenschutzkonferenz-online.de/media/ah/201802_ah_muster_verantwortliche.pdf',
  },
  { nummer: '4.1', Name: 'Formulierungshilfe AV-Vertrag (GDD)', Link: 'https://www.gdd.de/downloads/praxishilfen/' },
  {
    nummer: '5.1',
    Name: 'Meldeformular der Aufsichtsbehörde',
    Link: 'https://www.bfdi.bund.de/DE/Service/Datenschutzverletzung/datenschutzverletzung_node.html',
  },
  { nummer: '6.1', Name: 'Leitlinie Löschkonzept DIN 66398', Link: 'https://www.din.de/de/mitwirken/normenausschuesse/nia/normen/wdc-beuth:din21:259475340' },
];
