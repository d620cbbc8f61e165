import { SDM_PROZESSSCHRITTE, SDM_SCHUTZZIELE } from '@vws/shared/contract/vvt';

/** Demo SDM cube content: what a DPO writes per protection goal, phrased per process step. */
const STEP_PHRASE: Record<number, string> = {
  1: 'Bei der Erhebung',
  2: 'Bei der Speicherung',
  3: 'Bei der Verwendung',
  4: 'Bei der Löschung',
};

const GOALS: Record<number, { antwort: string; massnahmen: string; risiko: string }> = {
  1: {
    antwort: 'werden nur die für den Zweck erforderlichen Daten verarbeitet.',
    massnahmen: 'Pflichtfelder auf das Notwendige beschränkt, Freitextfelder geprüft.',
    risiko: 'Erhebung nicht erforderlicher Daten über Freitextfelder.',
  },
  2: {
    antwort: 'sind die Betroffenen über Zweck, Empfänger und Fristen informiert.',
    massnahmen: 'Datenschutzhinweise nach Art. 13 DSGVO, Verfahrensdokumentation im VVT.',
    risiko: 'Unvollständige Information bei Änderungen des Verfahrens.',
  },
  3: {
    antwort: 'bleiben die Daten auf den festgelegten Zweck beschränkt.',
    massnahmen: 'Getrennte Mandanten und Rollen, keine Zusammenführung mit anderen Datenbeständen.',
    risiko: 'Zweckfremde Auswertung durch übergreifende Berichte.',
  },
  4: {
    antwort: 'können Betroffenenrechte (Auskunft, Berichtigung, Löschung) umgesetzt werden.',
    massnahmen: 'Prozess für Betroffenenanfragen, Exportfunktion, Sperrvermerk.',
    risiko: 'Fristüberschreitung bei der Beantwortung von Anfragen.',
  },
  5: {
    antwort: 'ist sichergestellt, dass Daten nicht unbemerkt verändert werden.',
    massnahmen: 'Änderungsprotokoll, Plausibilitätsprüfungen, Vier-Augen-Prinzip bei Stammdaten.',
    risiko: 'Fehlerhafte Daten durch manuelle Übertragung.',
  },
  6: {
    antwort: 'haben nur Berechtigte Zugriff auf die Daten.',
    massnahmen: 'Rollen- und Berechtigungskonzept, Verschlüsselung, Mehr-Faktor-Anmeldung.',
    risiko: 'Zu weit gefasste Berechtigungen nach Abteilungswechseln.',
  },
  7: {
    antwort: 'stehen die Daten bei Bedarf zur Verfügung.',
    massnahmen: 'Tägliche Datensicherung, Wiederherstellungstest halbjährlich, Notfallhandbuch.',
    risiko: 'Längerer Ausfall bei Störung des Rechenzentrums.',
  },
};

export interface SeedCell {
  ID_SDM_Cube_Prozessschritt: number;
  ID_SDM_Cube_Schutzziel: number;
  ID_SDM_Cube_Status: number;
  ID_SDM_Cube_Risikostufe: number;
  Antwort: string;
  Risikobeschreibung: string;
  Massnahmen: string;
  Bemerkungen_Nachweise: string;
}

/**
 * The 28 cells of a record in a state that fits its status: an OK record has most cells
 * implemented, a critical one several not implemented with high risk; a new one (status 0) only
 * the collection phase.
 */
export function seedCube(recordStatus: number, salt: number): SeedCell[] {
  return SDM_PROZESSSCHRITTE.flatMap((step) =>
    SDM_SCHUTZZIELE.flatMap((goal) => {
      if (recordStatus === 0 && step > 1) return [];
      const turn = (salt + step * 7 + goal * 3) % 10;
      const status = cellStatus(recordStatus, turn);
      const text = GOALS[goal]!;
      return [
        {
          ID_SDM_Cube_Prozessschritt: step,
          ID_SDM_Cube_Schutzziel: goal,
          ID_SDM_Cube_Status: status,
          ID_SDM_Cube_Risikostufe: status === 5 ? 0 : status === 3 ? 3 : status === 2 || status === 4 ? 2 : 1,
          Antwort: `${STEP_PHRASE[step]} ${text.antwort}`,
          Risikobeschreibung: status === 1 || status === 5 ? '' : text.risiko,
          Massnahmen: status === 5 ? '' : text.massnahmen,
          Bemerkungen_Nachweise: turn === 0 ? 'Nachweis: Berechtigungsmatrix im Dokumentenmanagement, Stand letztes Quartal.' : '',
        },
      ];
    }),
  );
}

function cellStatus(recordStatus: number, turn: number): number {
  if (recordStatus === 0) return turn < 3 ? 1 : 0;
  if (recordStatus === 3) return turn < 3 ? 3 : turn < 6 ? 2 : 1;
  if (recordStatus === 2) return turn < 3 ? 2 : turn < 4 ? 4 : 1;
  if (recordStatus === 4) return turn < 4 ? 4 : 1;
  return turn === 9 ? 5 : 1;
}

/** The four process-step descriptions of a record. */
export function seedProzessschritte(name: string): { ID_SDM_Cube_Prozessschritt: number; Beschreibung: string }[] {
  return [
    { ID_SDM_Cube_Prozessschritt: 1, Beschreibung: `Die Daten für „${name}“ werden direkt bei den Betroffenen oder über die Fachabteilung erhoben.` },
    { ID_SDM_Cube_Prozessschritt: 2, Beschreibung: 'Speicherung in den unten verknüpften Anwendungen, Zugriff nach Berechtigungskonzept.' },
    { ID_SDM_Cube_Prozessschritt: 3, Beschreibung: 'Verwendung ausschließlich durch die zuständige Fachabteilung für den dokumentierten Zweck.' },
    { ID_SDM_Cube_Prozessschritt: 4, Beschreibung: 'Löschung nach Ablauf der Aufbewahrungsfrist über den jährlichen Löschlauf, Protokoll im Löschkonzept.' },
  ];
}
