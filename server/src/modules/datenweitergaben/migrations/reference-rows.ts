/**
 * The three reference lists of spec §3 "Data transfer" (vertragsstatus, rechtsgrundlagen,
 * rechtsgrundlagenDrittland) with German and English names, as datenweitergaben_0001_init stores
 * them. Frozen with that migration: a later change of a name is a new migration.
 */
export interface ReferenceRow {
  ID: number;
  Name_de: string;
  Name_en: string;
}

/** Contract status 0 to 9 (spec §4 groups: verify 0, 5; critical 8; open 1, 2; fulfilled 3, 6; terminated 4, 9; not required 7). */
export const VERTRAGSSTATUS_ROWS: ReferenceRow[] = [
  { ID: 0, Name_de: 'Zu prüfen', Name_en: 'To be checked' },
  { ID: 1, Name_de: 'Vertrag angefragt', Name_en: 'Contract requested' },
  { ID: 2, Name_de: 'Vertrag in Verhandlung', Name_en: 'Contract under negotiation' },
  { ID: 3, Name_de: 'Vertrag unterzeichnet', Name_en: 'Contract signed' },
  { ID: 4, Name_de: 'Vertrag gekündigt', Name_en: 'Contract terminated' },
  { ID: 5, Name_de: 'Überprüfung fällig', Name_en: 'Review due' },
  { ID: 6, Name_de: 'Vertrag geprüft und in Ordnung', Name_en: 'Contract reviewed and in order' },
  { ID: 7, Name_de: 'Kein Vertrag erforderlich', Name_en: 'No contract required' },
  { ID: 8, Name_de: 'Vertrag fehlt', Name_en: 'Contract missing' },
  { ID: 9, Name_de: 'Vertrag ausgelaufen', Name_en: 'Contract expired' },
];

/** Legal bases; ids 1 and 3 are Art. 28 and Art. 26 (spec §9, locale keys art28 and art26). */
export const RECHTSGRUNDLAGEN_ROWS: ReferenceRow[] = [
  { ID: 1, Name_de: 'Auftragsverarbeitung (Art. 28 DSGVO)', Name_en: 'Processor (Art. 28 GDPR)' },
  { ID: 2, Name_de: 'Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO)', Name_en: 'Performance of a contract (Art. 6(1)(b) GDPR)' },
  { ID: 3, Name_de: 'Gemeinsame Verantwortlichkeit (Art. 26 DSGVO)', Name_en: 'Joint controllers (Art. 26 GDPR)' },
  { ID: 4, Name_de: 'Rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO)', Name_en: 'Legal obligation (Art. 6(1)(c) GDPR)' },
  { ID: 5, Name_de: 'Berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO)', Name_en: 'Legitimate interest (Art. 6(1)(f) GDPR)' },
  { ID: 6, Name_de: 'Einwilligung (Art. 6 Abs. 1 lit. a DSGVO)', Name_en: 'Consent (Art. 6(1)(a) GDPR)' },
];

/** Legal bases of a transfer to a third country (Chapter V GDPR). */
export const RECHTSGRUNDLAGEN_DRITTLAND_ROWS: ReferenceRow[] = [
  { ID: 1, Name_de: 'Angemessenheitsbeschluss (Art. 45 DSGVO)', Name_en: 'Adequacy decision (Art. 45 GDPR)' },
  { ID: 2, Name_de: 'Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO)', Name_en: 'Standard contractual clauses (Art. 46(2)(c) GDPR)' },
  { ID: 3, Name_de: 'Verbindliche interne Datenschutzvorschriften (Art. 47 DSGVO)', Name_en: 'Binding corporate rules (Art. 47 GDPR)' },
  { ID: 4, Name_de: 'Ausnahmen für bestimmte Fälle (Art. 49 DSGVO)', Name_en: 'Derogations for specific situations (Art. 49 GDPR)' },
];
