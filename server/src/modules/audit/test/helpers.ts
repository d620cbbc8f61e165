// The customer-bound clients are shared by every module's tests (server/test/clients.ts).
export { BEISPIEL, clientFor, MUSTER, withCustomer, type CustomerClient } from '../../../../test/clients';

/** Question numbers are unique per customer: each new test question gets the next one (9.1, 9.2, ...). */
let questionNumber = 0;

export function validQuestion(overrides: Record<string, unknown> = {}) {
  return {
    ID: 0,
    ID_Paket: 1,
    Nummer: `9.${++questionNumber}`,
    Version: 1,
    Sortierung: 900,
    ID_Themenblock: 1,
    Fragestellung: 'Wird die Datenschutzschulung jährlich wiederholt?',
    Bemerkung: '',
    Empfehlung: 'Schulungsplan anlegen.',
    Ticket_Link: '',
    ID_Status: 3,
    ...overrides,
  };
}

export function addBody(overrides: Record<string, unknown> = {}, relations: Record<string, unknown> = {}) {
  return {
    auditfrage: validQuestion(overrides),
    schutzzieleZuFrage: [{ ID_Schutzziel: 2 }, { ID_Schutzziel: 6 }],
    organisationseinheitenZuFrage: [{ ID_Organisationseinheit: 1 }],
    dokumenteZuFrage: [],
    ...relations,
  };
}
