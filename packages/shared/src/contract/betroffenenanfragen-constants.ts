/**
 * Paths and fixed values of the data-subject request calls (issue 27: Art. 12 to 22 GDPR). Pure data
 * and pure functions (no imports): the remote's manifest reads the path table at build time.
 */
export const ANFRAGEN_PATHS = {
  list: '/anfrage/anfragen',
  detail: '/anfrage/anfrage-detail',
  add: '/anfrageedit/anfrage-add',
  update: '/anfrageedit/anfrage-update',
  delete: '/anfrageedit/anfrage-delete',
  /** The dashboard widget's content (contract/dashboard-widget). */
  dashboardWidget: '/anfrage/dashboard-widget',
} as const;

/** The routes of the remote (its own table: a shell built before this module knows none of them). */
export const ANFRAGEN_ROUTES = {
  list: '/betroffenenanfragen',
  detail: '/betroffenenanfrage',
  print: '/betroffenenanfrage-print',
} as const;

/** The rights a data subject may exercise: Art. 15 to 18, 20 to 22, and the withdrawal of consent (Art. 7(3)). */
export const BETROFFENENRECHTE = ['art15', 'art16', 'art17', 'art18', 'art20', 'art21', 'art22', 'art7_3'] as const;
export type Betroffenenrecht = (typeof BETROFFENENRECHTE)[number];

export const ANFRAGE_KANAELE = ['email', 'brief', 'telefon', 'formular', 'persoenlich', 'sonstiges'] as const;
export const ANFRAGE_STATUS = ['eingegangen', 'inBearbeitung', 'beantwortet', 'abgelehnt', 'zurueckgezogen'] as const;
export type AnfrageStatus = (typeof ANFRAGE_STATUS)[number];
/** A request in these states is settled: its Frist no longer runs. */
export const ERLEDIGT_STATUS: readonly AnfrageStatus[] = ['beantwortet', 'abgelehnt', 'zurueckgezogen'];

/** Art. 12(3): one month, extendable by two further months. */
export const FRIST_MONATE = 1;
export const MAX_VERLAENGERUNG_MONATE = 2;

/**
 * The day `months` months after `day` (YYYY-MM-DD), counted as Regulation (EEC, Euratom) No 1182/71
 * Art. 3(2)(c) counts a period in months: it ends on the day of the last month with the same number as
 * the day it runs from, or on the last day of that month when it has no such day (2026-01-31 + 1 →
 * 2026-02-28). The weekend and holiday rule of Art. 3(4) is not applied (module README).
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const lastOfTarget = new Date(Date.UTC(y, m - 1 + months + 1, 0));
  const target = new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastOfTarget.getUTCDate())));
  return target.toISOString().slice(0, 10);
}

/** Frist = receipt + one month + the extension (up to two months), all counted from the day of receipt. */
export function fristOf(eingangAm: string, verlaengerungMonate: number): string {
  return addMonths(eingangAm, FRIST_MONATE + verlaengerungMonate);
}
