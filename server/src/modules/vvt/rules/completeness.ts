import { countryByCode } from '@vws/shared/contract/countries';
import { isBlank } from '@vws/shared/contract/text';
import { dsfaKriterienAnzahl, DSFA_SCHWELLE, type Finding, type FindingCode, type FindingSeverity, type VerarbeitungFields } from '@vws/shared/contract/vvt';

/** The record's fields the checks read. */
export type CompletenessRecord = Pick<
  VerarbeitungFields,
  | 'SDM_Ebene_Nr'
  | 'Zweck'
  | 'rechtsgrundlage'
  | 'personengruppen'
  | 'datenkategorien'
  | 'datenweitergabe_extern'
  | 'datenweitergabe_ausserhalb_eu'
  | 'aufbewahrungsfristen'
  | 'datensicherheit_tom'
  | 'joint_control'
  | 'joint_control_partner'
  | 'ist_berechtigtes_interesse'
  | 'bi_ergebnis'
  | 'dsfa_erforderlich'
  | 'dsfa_begruendung_abweichung'
  | 'dsfa_ergebnis'
> &
  Parameters<typeof dsfaKriterienAnzahl>[0];

/** A linked data transfer as far as the checks need it. */
export interface CompletenessRecipient {
  Land_Code: string | null;
  isDatenweitergabe_ausserhalb_EU: boolean;
  ID_Rechtsgrundlage_ausserhalb_EU: number | null;
}

export interface CompletenessInput {
  record: CompletenessRecord;
  recipients: readonly CompletenessRecipient[];
  /** Some cell of the SDM cube names measures (the general TOM description of Art. 30(1)(g)). */
  hasCubeMeasures: boolean;
}

/** rechtsgrundlagenDrittland 1: adequacy decision; 2 to 4 are safeguards or derogations. */
const ADEQUACY_BASIS = 1;
/** "Art. 6 Abs. 1 lit. f", "Art. 6(1)(f)", "6 I f" in the legal basis text. */
const ART_6_1_F = /6\s*(abs\.?\s*1|\(1\)|I)\s*(lit\.?\s*)?\(?f\)?(?![a-z])/i;

/** A recipient in a third country: by the country catalogue (outside EU/EEA), the stored flag only for a country given as text. */
export function isThirdCountryRecipient(r: Pick<CompletenessRecipient, 'Land_Code' | 'isDatenweitergabe_ausserhalb_EU'>): boolean {
  const country = countryByCode(r.Land_Code);
  return country ? !country.eea : r.isDatenweitergabe_ausserhalb_EU;
}

function recipientFindings(record: CompletenessRecord, recipients: readonly CompletenessRecipient[]): [FindingCode, FindingSeverity, string][] {
  const found: [FindingCode, FindingSeverity, string][] = [];
  const third = recipients.filter(isThirdCountryRecipient);
  if (recipients.length > 0 && !record.datenweitergabe_extern) found.push(['recipientsButNoExternalTransfer', 'contradiction', 'datenweitergabe_extern']);
  if (third.length > 0 && !record.datenweitergabe_ausserhalb_eu)
    found.push(['thirdCountryRecipientButNotOutsideEu', 'contradiction', 'datenweitergabe_ausserhalb_eu']);
  const unsafe = third.some((r) => {
    const country = countryByCode(r.Land_Code);
    if (country?.adequacy) return false;
    return r.ID_Rechtsgrundlage_ausserhalb_EU === null || r.ID_Rechtsgrundlage_ausserhalb_EU === ADEQUACY_BASIS;
  });
  if (unsafe) found.push(['thirdCountryWithoutSafeguard', 'contradiction', 'empfaenger']);
  if (recipients.some((r) => r.Land_Code === null)) found.push(['recipientCountryUnknown', 'hint', 'empfaenger']);
  if (third.some((r) => countryByCode(r.Land_Code)?.adequacyScope === 'dpfCertified' && r.ID_Rechtsgrundlage_ausserhalb_EU === ADEQUACY_BASIS))
    found.push(['dpfCertificationToCheck', 'hint', 'empfaenger']);
  if (record.datenweitergabe_ausserhalb_eu && third.length === 0 && recipients.length > 0)
    found.push(['outsideEuWithoutThirdCountryRecipient', 'hint', 'datenweitergabe_ausserhalb_eu']);
  return found;
}

/**
 * What a supervisory authority would miss in a record or find contradictory (issue 23): each item of
 * Art. 30(1) GDPR that is missing (on levels 2 and 3, which are no processing activities of their
 * own, these are hints), contradictions between the record and its linked data transfers, the
 * legitimate-interest assessment and the DPIA screening. Pure: the caller loads the record, its
 * linked transfers and whether its cube names measures.
 */
export function completenessFindings({ record, recipients, hasCubeMeasures }: CompletenessInput): Finding[] {
  const art30: FindingSeverity = record.SDM_Ebene_Nr === 1 ? 'missing' : 'hint';
  const found: [FindingCode, FindingSeverity, string][] = [];
  const missing = (condition: boolean, code: FindingCode, field: string, severity: FindingSeverity = art30) => {
    if (condition) found.push([code, severity, field]);
  };
  missing(isBlank(record.Zweck), 'purposeMissing', 'Zweck');
  missing(isBlank(record.rechtsgrundlage) && !record.ist_berechtigtes_interesse, 'legalBasisMissing', 'rechtsgrundlage');
  missing(record.personengruppen.length === 0, 'dataSubjectsMissing', 'personengruppen');
  missing(record.datenkategorien.length === 0, 'dataCategoriesMissing', 'datenkategorien');
  missing(record.datenweitergabe_extern && recipients.length === 0, 'recipientsMissing', 'empfaenger');
  missing(isBlank(record.aufbewahrungsfristen), 'retentionMissing', 'aufbewahrungsfristen');
  missing(isBlank(record.datensicherheit_tom) && !hasCubeMeasures, 'tomMissing', 'datensicherheit_tom');
  missing(record.joint_control && isBlank(record.joint_control_partner), 'jointControllersMissing', 'joint_control_partner');
  found.push(...recipientFindings(record, recipients));

  const legitimateInterest = record.ist_berechtigtes_interesse || ART_6_1_F.test(record.rechtsgrundlage);
  missing(legitimateInterest && isBlank(record.bi_ergebnis), 'legitimateInterestWithoutAssessment', 'bi_ergebnis', 'missing');
  const criteria = dsfaKriterienAnzahl(record) >= DSFA_SCHWELLE;
  const reasoned = !isBlank(record.dsfa_begruendung_abweichung);
  missing(criteria && record.dsfa_erforderlich === false && !reasoned, 'dpiaNotRequiredWithoutReason', 'dsfa_begruendung_abweichung', 'contradiction');
  missing(criteria && record.dsfa_erforderlich === null, 'dpiaDecisionMissing', 'dsfa_erforderlich', 'missing');
  missing(record.dsfa_erforderlich === true && isBlank(record.dsfa_ergebnis), 'dpiaResultMissing', 'dsfa_ergebnis', 'missing');
  return found.map(([code, severity, field]) => ({ code, severity, field }));
}

/** Records with at least one finding of each severity, and the complete ones (nothing missing, no contradiction; hints allowed). */
export function completenessTotals(findingsPerRecord: readonly (readonly Finding[])[]) {
  const withSeverity = (severity: FindingSeverity) => findingsPerRecord.filter((f) => f.some((x) => x.severity === severity)).length;
  return {
    records: findingsPerRecord.length,
    complete: findingsPerRecord.filter((f) => f.every((x) => x.severity === 'hint')).length,
    missing: withSeverity('missing'),
    contradiction: withSeverity('contradiction'),
    hint: withSeverity('hint'),
  };
}
