import { z } from 'zod';
import { dbId, multiLineText, queryInt } from './text';

/**
 * The authority-ready register (issue 23): the controller block of the Art. 30(1) record, the
 * completeness and consistency checks, and the DPO's review of a record.
 */

// ---------- controller block (Art. 30(1)(a) GDPR, from the customer's master data) ----------

const person = z.object({ name: z.string(), anschrift: z.string(), email: z.string(), telefon: z.string() });
export const verantwortlicherBlockSchema = z.object({
  /** The controller: the customer's name and address, its management and contact. */
  name: z.string(),
  anschrift: z.string(),
  telefon: z.string(),
  email: z.string(),
  geschaeftsfuehrung: z.string(),
  /** Contact person for data protection at the controller (master data verantwortlicher_*). */
  ansprechpartner: z.string(),
  ansprechpartner_email: z.string(),
  /** Representative in the Union (Art. 27 GDPR): empty when the controller is established in the Union. */
  vertreter: person,
  /** Data protection officer with contact (Art. 37(7) GDPR). */
  dsb: person.extend({ firma: z.string() }),
});
export type VerantwortlicherBlock = z.infer<typeof verantwortlicherBlockSchema>;

// ---------- completeness and consistency ----------

export const FINDING_SEVERITIES = ['missing', 'contradiction', 'hint'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/** The checks (vvt:completeness.<code> names each): Art. 30(1) items missing, contradictions, hints. */
export const FINDING_CODES = [
  'purposeMissing',
  'legalBasisMissing',
  'dataSubjectsMissing',
  'dataCategoriesMissing',
  'recipientsMissing',
  'retentionMissing',
  'tomMissing',
  'jointControllersMissing',
  'recipientsButNoExternalTransfer',
  'thirdCountryRecipientButNotOutsideEu',
  'outsideEuWithoutThirdCountryRecipient',
  'thirdCountryWithoutSafeguard',
  'recipientCountryUnknown',
  'dpfCertificationToCheck',
  'legitimateInterestWithoutAssessment',
  'dpiaNotRequiredWithoutReason',
  'dpiaDecisionMissing',
  'dpiaResultMissing',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

export const findingSchema = z.object({
  code: z.enum(FINDING_CODES),
  severity: z.enum(FINDING_SEVERITIES),
  /** The record's field the finding concerns (a key of the record, or 'empfaenger' for the linked transfers). */
  field: z.string(),
});
export type Finding = z.infer<typeof findingSchema>;

export const verarbeitungCompletenessResponseSchema = z.object({ findings: z.array(findingSchema) });
export type VerarbeitungCompletenessResponse = z.infer<typeof verarbeitungCompletenessResponseSchema>;

/** GET /vvt/register-completeness: level 1 (the processing activities) unless ?SDM_Ebene_Nr says otherwise; 0 = every level (the lists across levels). */
export const registerCompletenessQuerySchema = z.object({ SDM_Ebene_Nr: queryInt(0, 3).default(1) });
export const registerCompletenessRecordSchema = z.object({ ID: z.number().int(), Nummer: z.string(), Name: z.string(), findings: z.array(findingSchema) });
export type RegisterCompletenessRecord = z.infer<typeof registerCompletenessRecordSchema>;
export const completenessTotalsSchema = z.object({
  records: z.number().int(),
  complete: z.number().int(),
  /** Records with at least one finding of that severity. */
  missing: z.number().int(),
  contradiction: z.number().int(),
  hint: z.number().int(),
});
export type CompletenessTotals = z.infer<typeof completenessTotalsSchema>;
export const registerCompletenessResponseSchema = z.object({ records: z.array(registerCompletenessRecordSchema), totals: completenessTotalsSchema });
export type RegisterCompletenessResponse = z.infer<typeof registerCompletenessResponseSchema>;

// ---------- DPO review ----------

export const REVIEW_DECISIONS = ['approved', 'returned'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const REVIEW_STATES = ['none', 'pending', 'approved', 'returned', 'changedSinceApproval'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * The review of a record: its state and the last decision (who, when, comment). pending: flagged
 * ready for review (since `pendingSince`); changedSinceApproval: an Art. 30 field changed after
 * the approval.
 */
export const reviewSchema = z.object({
  state: z.enum(REVIEW_STATES),
  by: z.string().nullable(),
  at: z.string().nullable(),
  comment: z.string(),
  pendingSince: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** PUT /vvtedit/verarbeitung-review: a returned record needs a comment (what to fix). */
export const verarbeitungReviewBodySchema = z
  .object({ IdVerarbeitung: dbId, decision: z.enum(REVIEW_DECISIONS), comment: multiLineText(4000).default('') })
  .refine((b) => b.decision !== 'returned' || b.comment.trim() !== '', { path: ['comment'], message: 'required' });
export type VerarbeitungReviewBody = z.input<typeof verarbeitungReviewBodySchema>;
export const verarbeitungReviewResponseSchema = z.object({ review: reviewSchema });
