import { VVT_PATHS, VVT_REPORT_PATHS } from '@vws/shared/contract/vvt';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addRecord, api, detailOf, listIds, roleClients, validRecord, type RoleClients } from '../test/helpers';

jest.setTimeout(60_000);

/** Issue 9's rules on save: the DPIA's two of nine, the BCM hours, the authority and legitimate interest. */
let t: TestApp;
let c: RoleClients;
beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
});
afterAll(() => t.close());

const twoCriteria = { dsfa_k_ueberwachung: true, dsfa_k_sensible_daten: true, dsfa_k_ueberwachung_notiz: 'Kameras im Eingangsbereich' };

describe('DPIA screening: two of nine criteria', () => {
  it('refuses a DPIA required with fewer than two criteria and no reason (400, nothing stored)', async () => {
    const before = await listIds(c.dsb);
    const res = await c.dsb.post(api(VVT_PATHS.add), { verarbeitung: validRecord({ Nummer: 'D-1', dsfa_erforderlich: true, dsfa_k_umfang: true }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'verarbeitung.dsfa_begruendung_abweichung', code: 'dsfaReasonRequired', message: expect.any(String) }]);
    expect(await listIds(c.dsb)).toEqual(before);
  });

  it('accepts it with the DPO reason, and with two criteria without one; the summary counts both', async () => {
    const totals = async () =>
      (await c.dsb.get(api(VVT_PATHS.summaryReport), { totals_only: 'true' })).json() as { dsfaErforderlich: number; dsfaVorgeschlagen: number };
    const before = await totals();
    await addRecord(c.dsb, {
      Nummer: 'D-2',
      dsfa_erforderlich: true,
      dsfa_k_umfang: true,
      dsfa_begruendung_abweichung: 'Neues Verfahren mit Gesundheitsdaten.',
    });
    const id = await addRecord(c.dsb, { Nummer: 'D-3', dsfa_erforderlich: true, ...twoCriteria });
    const detail = await detailOf(c.dsb, id);
    expect(detail.verarbeitung).toMatchObject({ ...twoCriteria, dsfa_k_umfang: false });
    const after = await totals();
    expect(after.dsfaErforderlich).toBe(before.dsfaErforderlich + 2);
    expect(after.dsfaVorgeschlagen).toBe(before.dsfaVorgeschlagen + 1);
  });

  it('applies the rule on update too', async () => {
    const id = await addRecord(c.dsb, { Nummer: 'D-4', ...twoCriteria });
    const { verarbeitung } = await detailOf(c.dsb, id);
    const res = await c.dsb.put(api(VVT_PATHS.update), { verarbeitung: { ...verarbeitung, dsfa_erforderlich: true, dsfa_k_sensible_daten: false } });
    expect(res.statusCode).toBe(400);
    expect((await detailOf(c.dsb, id)).verarbeitung.dsfa_erforderlich).toBeNull();
  });
});

describe("DPIA decision as the DPO's field (issue 23)", () => {
  it('refuses "not required" with two or more criteria and no reason (400, nothing stored); accepts it with a reason', async () => {
    const before = await listIds(c.dsb);
    const res = await c.dsb.post(api(VVT_PATHS.add), { verarbeitung: validRecord({ Nummer: 'D-5', dsfa_erforderlich: false, ...twoCriteria }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { path: 'verarbeitung.dsfa_begruendung_abweichung', code: 'dsfaNotRequiredReasonRequired', message: expect.stringContaining('Begründen') },
    ]);
    expect(await listIds(c.dsb)).toEqual(before);
    const id = await addRecord(c.dsb, { Nummer: 'D-5', dsfa_erforderlich: false, ...twoCriteria, dsfa_begruendung_abweichung: 'Nur Pseudonyme' });
    expect((await detailOf(c.dsb, id)).verarbeitung.dsfa_erforderlich).toBe(false);
  });

  it('keeps the stored decision when an editor without the DPO right changes it, and starts their new records undecided', async () => {
    const id = await addRecord(c.dsb, { Nummer: 'D-6', dsfa_erforderlich: true, ...twoCriteria });
    const { verarbeitung } = await detailOf(c.dsb, id);
    const res = await c.bearbeiter.put(api(VVT_PATHS.update), { verarbeitung: { ...verarbeitung, dsfa_erforderlich: null } });
    expect(res.statusCode).toBe(200);
    expect(res.json().keptWriteProtectedFields).toEqual(['dsfa_erforderlich']);
    expect((await detailOf(c.dsb, id)).verarbeitung.dsfa_erforderlich).toBe(true);
    const own = await addRecord(c.bearbeiter, { Nummer: 'D-7', dsfa_erforderlich: true, ...twoCriteria });
    expect((await detailOf(c.dsb, own)).verarbeitung.dsfa_erforderlich).toBeNull();
  });
});

describe('BCM maximum downtime', () => {
  it('stores hours (2 weeks = 336) and the reports and export state the largest whole unit', async () => {
    const id = await addRecord(c.dsb, { Nummer: 'B-1', bcm_relevant: true, bcm_kritikalitaet: 3, bcm_max_ausfallzeit_stunden: 336 });
    expect((await detailOf(c.dsb, id)).verarbeitung.bcm_max_ausfallzeit_stunden).toBe(336);
    const report = (await c.dsb.get(api(VVT_REPORT_PATHS.fullReport), { fullReportType: 'internal' })).json();
    const record = report.verarbeitungen.find((r: { verarbeitung: { ID: number } }) => r.verarbeitung.ID === id);
    expect(record.verarbeitung.bcm_max_ausfallzeit_stunden).toBe(336);
    const refused = await c.dsb.post(api(VVT_PATHS.add), { verarbeitung: validRecord({ Nummer: 'B-2', bcm_max_ausfallzeit_stunden: 1.5 }) });
    expect(refused.statusCode).toBe(400);
  });
});

describe('legitimate interest and public authorities', () => {
  it('refuses switching it on for an authority with the message, keeps an already stored one, and says so in the detail', async () => {
    const kept = await addRecord(c.dsb, { Nummer: 'L-1', ist_berechtigtes_interesse: true });
    const masterUrl = `/api/customer/master-data?customer_uid=${c.dsb.customerUid}`;
    const current = (await c.dsb.user.get(masterUrl)).json().masterData;
    const edit = await c.dsb.user.put(`/api/customer/master-data-edit?customer_uid=${c.dsb.customerUid}`, {
      masterDataModel: { ...current, oeffentliche_stelle: true },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().masterData.oeffentliche_stelle).toBe(true);

    const before = await listIds(c.dsb);
    const res = await c.dsb.post(api(VVT_PATHS.add), { verarbeitung: validRecord({ Nummer: 'L-2', ist_berechtigtes_interesse: true }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'legitimateInterestNotForAuthorities', fields: [{ path: 'verarbeitung.ist_berechtigtes_interesse' }] });
    expect(res.json().message).toContain('Art. 6 Abs. 1 lit. f DSGVO gilt nicht');
    expect(await listIds(c.dsb)).toEqual(before);

    const other = await addRecord(c.dsb, { Nummer: 'L-3' });
    const detail = await detailOf(c.dsb, other);
    expect((detail as unknown as { oeffentlicheStelle: boolean }).oeffentlicheStelle).toBe(true);
    const switchOn = await c.dsb.put(api(VVT_PATHS.update), { verarbeitung: { ...detail.verarbeitung, ist_berechtigtes_interesse: true } });
    expect(switchOn.statusCode).toBe(400);

    const stored = await detailOf(c.dsb, kept);
    const save = await c.dsb.put(api(VVT_PATHS.update), { verarbeitung: { ...stored.verarbeitung, Zweck: 'Geändert' } });
    expect(save.statusCode).toBe(200);
  });
});
