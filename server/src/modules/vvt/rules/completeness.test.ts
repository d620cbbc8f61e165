import { verarbeitungFieldsSchema } from '@vws/shared/contract/vvt';
import { completenessFindings, completenessTotals, type CompletenessRecipient } from './completeness';

/** A level-1 record that satisfies every check. */
const complete = (over: Record<string, unknown> = {}) =>
  verarbeitungFieldsSchema.parse({
    SDM_Ebene_Nr: 1,
    Nummer: 'VT-1',
    Name: 'Lohnabrechnung',
    Zweck: 'Abrechnung der Gehälter',
    rechtsgrundlage: 'Art. 6 Abs. 1 lit. b DSGVO',
    personengruppen: ['employees'],
    datenkategorien: ['name', 'bankDetails'],
    aufbewahrungsfristen: '10 Jahre',
    datensicherheit_tom: 'Rollenkonzept',
    ...over,
  });
const recipient = (over: Partial<CompletenessRecipient> = {}): CompletenessRecipient => ({
  Land_Code: 'DE',
  isDatenweitergabe_ausserhalb_EU: false,
  ID_Rechtsgrundlage_ausserhalb_EU: null,
  ...over,
});
const codes = (over: Record<string, unknown> = {}, recipients: CompletenessRecipient[] = [], hasCubeMeasures = false) =>
  completenessFindings({ record: complete(over), recipients, hasCubeMeasures }).map((f) => `${f.code}:${f.severity}:${f.field}`);

describe('completenessFindings', () => {
  it('finds nothing in a complete record', () => {
    expect(codes()).toEqual([]);
    expect(codes({ datenweitergabe_extern: true }, [recipient()])).toEqual([]);
  });

  it.each([
    ['purposeMissing', { Zweck: ' ' }, 'Zweck'],
    ['legalBasisMissing', { rechtsgrundlage: '' }, 'rechtsgrundlage'],
    ['dataSubjectsMissing', { personengruppen: [] }, 'personengruppen'],
    ['dataCategoriesMissing', { datenkategorien: [] }, 'datenkategorien'],
    ['recipientsMissing', { datenweitergabe_extern: true }, 'empfaenger'],
    ['retentionMissing', { aufbewahrungsfristen: '' }, 'aufbewahrungsfristen'],
    ['tomMissing', { datensicherheit_tom: '' }, 'datensicherheit_tom'],
    ['jointControllersMissing', { joint_control: true }, 'joint_control_partner'],
  ])('reports the Art. 30(1) item %s as missing on level 1 and as a hint on level 2', (code, over, field) => {
    expect(codes(over)).toEqual([`${code}:missing:${field}`]);
    expect(codes({ ...over, SDM_Ebene_Nr: 2 })).toEqual([`${code}:hint:${field}`]);
  });

  it('takes the cube measures as TOM description', () => {
    expect(codes({ datensicherheit_tom: '' }, [], true)).toEqual([]);
  });

  it('finds linked recipients while "Weitergabe an Externe" says no', () => {
    expect(codes({}, [recipient()])).toEqual(['recipientsButNoExternalTransfer:contradiction:datenweitergabe_extern']);
  });

  it('finds a recipient in a third country while "outside EU" says no (VT-007: Salesforce, USA)', () => {
    expect(
      codes({ datenweitergabe_extern: true }, [recipient({ Land_Code: 'US', isDatenweitergabe_ausserhalb_EU: true, ID_Rechtsgrundlage_ausserhalb_EU: 2 })]),
    ).toEqual(['thirdCountryRecipientButNotOutsideEu:contradiction:datenweitergabe_ausserhalb_eu']);
  });

  it('goes by the country, not by a stale flag: Ireland is no third country', () => {
    expect(codes({ datenweitergabe_extern: true }, [recipient({ Land_Code: 'IE', isDatenweitergabe_ausserhalb_EU: true })])).toEqual([]);
  });

  it('finds a third country without adequacy decision and without safeguard', () => {
    const ok = { datenweitergabe_extern: true, datenweitergabe_ausserhalb_eu: true };
    expect(codes(ok, [recipient({ Land_Code: 'AU', isDatenweitergabe_ausserhalb_EU: true })])).toEqual([
      'thirdCountryWithoutSafeguard:contradiction:empfaenger',
    ]);
    expect(codes(ok, [recipient({ Land_Code: 'AU', isDatenweitergabe_ausserhalb_EU: true, ID_Rechtsgrundlage_ausserhalb_EU: 1 })])).toEqual([
      'thirdCountryWithoutSafeguard:contradiction:empfaenger',
    ]);
    expect(codes(ok, [recipient({ Land_Code: 'AU', isDatenweitergabe_ausserhalb_EU: true, ID_Rechtsgrundlage_ausserhalb_EU: 2 })])).toEqual([]);
    expect(codes(ok, [recipient({ Land_Code: 'CH', isDatenweitergabe_ausserhalb_EU: true })])).toEqual([]);
  });

  it('hints at an unknown country, at DPF certification to check, and at "outside EU" without a third-country recipient', () => {
    const ok = { datenweitergabe_extern: true, datenweitergabe_ausserhalb_eu: true };
    expect(codes(ok, [recipient({ Land_Code: null, isDatenweitergabe_ausserhalb_EU: true, ID_Rechtsgrundlage_ausserhalb_EU: 2 })])).toEqual([
      'recipientCountryUnknown:hint:empfaenger',
    ]);
    expect(codes(ok, [recipient({ Land_Code: 'US', isDatenweitergabe_ausserhalb_EU: true, ID_Rechtsgrundlage_ausserhalb_EU: 1 })])).toEqual([
      'dpfCertificationToCheck:hint:empfaenger',
    ]);
    expect(codes(ok, [recipient()])).toEqual(['outsideEuWithoutThirdCountryRecipient:hint:datenweitergabe_ausserhalb_eu']);
  });

  it('finds Art. 6(1)(f) without the legitimate-interest assessment, by switch or by the legal basis text', () => {
    expect(codes({ ist_berechtigtes_interesse: true })).toEqual(['legitimateInterestWithoutAssessment:missing:bi_ergebnis']);
    expect(codes({ rechtsgrundlage: 'Art. 6 Abs. 1 lit. f DSGVO' })).toEqual(['legitimateInterestWithoutAssessment:missing:bi_ergebnis']);
    expect(codes({ rechtsgrundlage: 'Art. 6(1)(f) GDPR' })).toEqual(['legitimateInterestWithoutAssessment:missing:bi_ergebnis']);
    expect(codes({ ist_berechtigtes_interesse: true, bi_ergebnis: 'Interessen überwiegen' })).toEqual([]);
  });

  it('checks the DPIA screening: two criteria and "not required" without reason, undecided, required without result', () => {
    const two = { dsfa_k_bewertung: true, dsfa_k_sensible_daten: true };
    expect(codes({ ...two, dsfa_erforderlich: false })).toEqual(['dpiaNotRequiredWithoutReason:contradiction:dsfa_begruendung_abweichung']);
    expect(codes({ ...two, dsfa_erforderlich: false, dsfa_begruendung_abweichung: 'Pseudonymisiert' })).toEqual([]);
    expect(codes({ ...two })).toEqual(['dpiaDecisionMissing:missing:dsfa_erforderlich']);
    expect(codes({ dsfa_erforderlich: true })).toEqual(['dpiaResultMissing:missing:dsfa_ergebnis']);
    expect(codes({ dsfa_erforderlich: true, dsfa_ergebnis: 'Restrisiko tragbar' })).toEqual([]);
  });
});

describe('completenessTotals', () => {
  it('counts records per severity; complete means nothing missing and no contradiction', () => {
    const m = { code: 'purposeMissing', severity: 'missing', field: 'Zweck' } as const;
    const c = { code: 'recipientsButNoExternalTransfer', severity: 'contradiction', field: 'datenweitergabe_extern' } as const;
    const h = { code: 'recipientCountryUnknown', severity: 'hint', field: 'empfaenger' } as const;
    expect(completenessTotals([[], [h], [m, c], [m]])).toEqual({ records: 4, complete: 2, missing: 2, contradiction: 1, hint: 1 });
  });

  it("catches the demo's VT-007 as seeded before issue 23: a US recipient (SCC) beside 'extern: no' and 'outside the EU: no'", () => {
    const salesforce = recipient({ Land_Code: 'US', isDatenweitergabe_ausserhalb_EU: true, ID_Rechtsgrundlage_ausserhalb_EU: 2 });
    expect(codes({ datenweitergabe_extern: false, datenweitergabe_ausserhalb_eu: false }, [salesforce])).toEqual([
      'recipientsButNoExternalTransfer:contradiction:datenweitergabe_extern',
      'thirdCountryRecipientButNotOutsideEu:contradiction:datenweitergabe_ausserhalb_eu',
    ]);
    // As corrected: both switches on, the safeguard named.
    expect(codes({ datenweitergabe_extern: true, datenweitergabe_ausserhalb_eu: true }, [salesforce])).toEqual([]);
    // Microsoft's EU tenant marked outside the EU (AP-13 before): a hint, not a contradiction.
    expect(codes({ datenweitergabe_extern: true, datenweitergabe_ausserhalb_eu: true }, [recipient({ Land_Code: 'IE' })])).toEqual([
      'outsideEuWithoutThirdCountryRecipient:hint:datenweitergabe_ausserhalb_eu',
    ]);
  });
});
