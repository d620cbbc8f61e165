import { sql } from 'kysely';
import type { FieldError } from '@vws/shared/contract/common';
import { isBlank } from '@vws/shared/contract/text';
import { dsfaEmpfehlung, dsfaKriterienAnzahl, type VerarbeitungFields } from '@vws/shared/contract/vvt';
import { HttpError } from '../../../platform/request-context';
import type { VvtDb } from '../tables';

/**
 * The assessment rules of issue 9 that the server enforces on every save:
 * - DPIA (two of nine): a decision against the screening (required with fewer than two WP248 criteria, or not
 *   required with two or more) needs the DPO's reason.
 * - Legitimate interest: a public authority (customer master data) may not switch it on.
 */

/** 400 field errors of the DPIA screening. */
export function dsfaErrors(fields: VerarbeitungFields): FieldError[] {
  const empfehlung = dsfaEmpfehlung(dsfaKriterienAnzahl(fields));
  if (!isBlank(fields.dsfa_begruendung_abweichung)) return [];
  // Against the screening either way: required with fewer than two criteria, or not required with two or more (issue 23).
  if (fields.dsfa_erforderlich === true && empfehlung === 'notRequired')
    return [{ path: 'verarbeitung.dsfa_begruendung_abweichung', message: 'dsfaReasonRequired' }];
  if (fields.dsfa_erforderlich === false && empfehlung === 'required')
    return [{ path: 'verarbeitung.dsfa_begruendung_abweichung', message: 'dsfaNotRequiredReasonRequired' }];
  return [];
}

/** The customer's master data say it is a public authority (customer module, customer_stammdaten). */
export async function isPublicAuthority(db: VvtDb): Promise<boolean> {
  const { rows } = await sql<{ oeffentliche_stelle: boolean }>`select oeffentliche_stelle from customer_stammdaten limit 1`.execute(db);
  return rows[0]?.oeffentliche_stelle === true;
}

export const legitimateInterestRefused = () =>
  new HttpError(400, 'legitimateInterestNotForAuthorities', 'legitimateInterestNotForAuthorities', {
    fields: [{ path: 'verarbeitung.ist_berechtigtes_interesse', message: 'legitimateInterestNotForAuthorities' }],
  });

/**
 * Switching ist_berechtigtes_interesse on is refused for an authority. A record that already had it
 * (stored before the customer became an authority) may keep it until someone switches it off, so
 * that its other fields can still be saved.
 */
export async function assertLegitimateInterestAllowed(db: VvtDb, fields: VerarbeitungFields, storedId?: number): Promise<void> {
  if (!fields.ist_berechtigtes_interesse) return;
  if (storedId !== undefined) {
    const stored = await db.selectFrom('vvt_verarbeitungen').select('ist_berechtigtes_interesse').where('ID', '=', storedId).executeTakeFirst();
    if (stored?.ist_berechtigtes_interesse) return;
  }
  if (await isPublicAuthority(db)) throw legitimateInterestRefused();
}
