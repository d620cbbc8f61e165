import type { SeedRecord } from '../types';

/**
 * The template catalogue of the demo source "Vorlagen" (issue 9): what a German company
 * typically records, written as a DPO's starting point. Owners are roles, not people: the
 * importing customer fills in its own. Numbers: V-<area>-<nn> for processing activities,
 * VA-<nn> for applications, VI-<nn> for infrastructure.
 */
export const TOM = {
  personal:
    'Zugriff nur für die Personalabteilung (Rollenkonzept), verschlossene Aufbewahrung von Papierakten, verschlüsselte Übertragung, Protokollierung der Zugriffe, Löschkonzept mit jährlicher Löschroutine.',
  finanzen: 'Rollen- und Berechtigungskonzept im ERP, Vier-Augen-Prinzip bei Zahlungen, revisionssichere Archivierung (GoBD), verschlüsselte Datensicherung.',
  vertrieb: 'Berechtigungen nach Vertriebsgebiet, Mehr-Faktor-Anmeldung, Protokollierung von Exporten, Sperrvermerke für Widersprüche, Löschkonzept.',
  marketing: 'Einwilligungsnachweis mit Zeitstempel (Double-Opt-in), Abmeldelink, Auftragsverarbeitungsvertrag mit dem Dienstleister, Datenhaltung in der EU.',
  it: 'Mehr-Faktor-Anmeldung für Administratoren, Protokollierung mit Zugriffsbeschränkung, Härtung nach BSI IT-Grundschutz, Patchmanagement, verschlüsselte Datensicherung.',
  facility: 'Zutritt nur für Berechtigte, Besucherregelung, Protokolle mit kurzer Speicherdauer, Auswertung nur anlassbezogen im Vier-Augen-Prinzip.',
  leitung: 'Vertraulichkeitsverpflichtung, Zugriff nur für Geschäftsführung und benannte Stellen, verschlüsselte Ablage, Protokollierung.',
  app: 'Single Sign-on mit Mehr-Faktor-Anmeldung, rollenbasierte Berechtigungen, Änderungsprotokoll, jährliche Rezertifizierung der Berechtigungen, Verschlüsselung bei Übertragung und Speicherung.',
  infra:
    'Redundante Stromversorgung, Brandmelde- und Löschtechnik, Zutritt nur für Berechtigte, Monitoring, verschlüsselte Datensicherung mit Auslagerung an einen zweiten Standort.',
} as const;

export const OWNER = {
  personal: ['Leitung Personal', 'Personal'],
  finanzen: ['Leitung Finanzen', 'Finanzen und Controlling'],
  vertrieb: ['Leitung Vertrieb', 'Vertrieb'],
  marketing: ['Leitung Marketing', 'Marketing'],
  it: ['IT-Leitung', 'IT'],
  facility: ['Leitung Facility Management', 'Facility Management'],
  leitung: ['Geschäftsführung', 'Geschäftsführung'],
  compliance: ['Compliance-Beauftragte(r)', 'Recht und Compliance'],
} as const satisfies Record<string, readonly [string, string]>;

type Area = keyof typeof OWNER;

/** One template in a line: number, name, area, purpose, legal basis, retention, people, data, places, children, more. */
export function tpl(
  nummer: string,
  name: string,
  area: Area,
  gruppe: string,
  zweck: string,
  rechtsgrundlage: string,
  frist: string,
  personen: string[],
  daten: string[],
  orte: string[],
  kinder: string[] = [],
  more: Partial<SeedRecord> = {},
): SeedRecord {
  const tomKey = (area === 'compliance' ? 'leitung' : area) as keyof typeof TOM;
  return {
    nummer,
    name,
    gruppe,
    zweck,
    verantwortlich: [...OWNER[area]] as [string, string],
    status: 1,
    rechtsgrundlage,
    frist,
    tom: TOM[tomKey],
    personen,
    daten,
    orte,
    schaden: 1,
    eingriff: 1,
    kinder,
    ...more,
  };
}
