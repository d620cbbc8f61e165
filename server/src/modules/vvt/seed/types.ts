import type { VerarbeitungFieldsInput } from '@vws/shared/contract/vvt';

/** One demo record in a compact form; seed-tenant.ts turns it into a stored record. */
export interface SeedRecord {
  nummer: string;
  name: string;
  gruppe: string;
  zweck: string;
  /** Process owner and department. */
  verantwortlich: [string, string];
  status: number;
  rechtsgrundlage?: string;
  frist?: string;
  tom?: string;
  personen?: string[];
  daten?: string[];
  orte?: string[];
  /** Damage potential and interference intensity, 1 low … 3 high. */
  schaden?: number;
  eingriff?: number;
  /** Nummern of the records below this one (applications of a process, infrastructure of an application). */
  kinder?: string[];
  /** Assigned to po@example.com. */
  po?: boolean;
  /** Flagged ready for the DPO review. */
  bereit?: boolean;
  /** The DPO's decision (vvt_reviews): approved, or returned with what to change (issue 23). */
  pruefung?: { entscheidung: 'approved' | 'returned'; kommentar?: string };
  /** Further fields (DPIA, legitimate interest, BCM, transfer switches). */
  extra?: Partial<Omit<VerarbeitungFieldsInput, 'ID' | 'Version' | 'SDM_Ebene_Nr' | 'Nummer' | 'Name' | 'speicherort' | 'personengruppen' | 'datenkategorien'>>;
}
