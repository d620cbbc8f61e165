import { DW_PATHS } from '@vws/shared/contract/datenweitergaben';
import { createTestApp, type TestApp } from '../../test/app';
import { clientFor, MUSTER } from '../../test/clients';

/**
 * The field messages of a 400 in the caller's language (Accept-Language; de by default): zod's
 * checks, the contracts' keys and the rules' keys become texts of the text files, the key stays in
 * `code`. The same call in German and in English answers the same paths and codes.
 */
let t: TestApp;
let muster: string;
beforeAll(async () => {
  t = await createTestApp();
  muster = await t.customerUid(MUSTER);
});
afterAll(() => t.close());

type Field = { path: string; code: string; message: string };
const byPath = (fields: Field[]) => Object.fromEntries(fields.map((f) => [f.path, { code: f.code, message: f.message }]));

async function inBoth(call: (headers: Record<string, string>) => Promise<{ statusCode: number; json(): { fields: Field[] } }>) {
  const de = await call({ 'accept-language': 'de-DE,de;q=0.9' });
  const en = await call({ 'accept-language': 'en-GB,en;q=0.9' });
  expect([de.statusCode, en.statusCode]).toEqual([400, 400]);
  return { de: byPath(de.json().fields), en: byPath(en.json().fields) };
}

it('master data: a blank name, a bad e-mail, a too long postcode and an unsafe link (contract keys)', async () => {
  const dsb = await t.as('dsb@example.com');
  const current = (await dsb.get(`/api/customer/master-data?customer_uid=${muster}`)).json().masterData;
  const body = { masterDataModel: { ...current, name: '  ', dsb_email: 'kein-mail', plz: '1'.repeat(21), website: 'javascript:alert(1)' } };
  const { de, en } = await inBoth((headers) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/customer/master-data-edit?customer_uid=${muster}`,
      payload: body,
      headers: { ...dsb.session.headers, ...headers },
    }),
  );
  expect(de).toEqual({
    'masterDataModel.name': { code: 'required', message: 'Pflichtfeld' },
    'masterDataModel.dsb_email': { code: 'invalidEmail', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    'masterDataModel.plz': { code: 'maxLength', message: 'Der Text ist zu lang.' },
    'masterDataModel.website': { code: 'invalidUrl', message: 'Bitte geben Sie einen gültigen Link ein (z. B. https://example.com).' },
  });
  expect(en).toEqual({
    'masterDataModel.name': { code: 'required', message: 'Required' },
    'masterDataModel.dsb_email': { code: 'invalidEmail', message: 'Please enter a valid e-mail address.' },
    'masterDataModel.plz': { code: 'maxLength', message: 'The text is too long.' },
    'masterDataModel.website': { code: 'invalidUrl', message: 'Please enter a valid link (e.g. https://example.com).' },
  });
});

it("links of a data transfer: a rule's keys (kit validationError) and zod's own checks", async () => {
  const dsb = await clientFor(t, 'dsb@example.com');
  const url = `/api${DW_PATHS.mappingsEdit}?customer_uid=${dsb.customerUid}`;
  const send = (mappings: unknown[]) => (headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url, payload: { mappings }, headers: { ...dsb.user.session.headers, ...headers } });
  const row = (transfer: number) => ({ ID: 0, ID_Datenweitergabe: transfer, ID_Verarbeitung: 1, Ebene_Nr_Verarbeitung: 1, IsDeleted: false });
  const rule = await inBoth(send([row(1), row(2)]));
  expect(rule.de).toEqual({ 'mappings.1': { code: 'notOfThisRecord', message: 'Diese Verknüpfung gehört zu einem anderen Eintrag.' } });
  expect(rule.en).toEqual({ 'mappings.1': { code: 'notOfThisRecord', message: 'This link belongs to another record.' } });
  const zod = await inBoth(send([{ ...row(1), ID_Datenweitergabe: 'eins', IsDeleted: undefined }]));
  expect(zod.de['mappings.0.ID_Datenweitergabe']).toEqual({ code: 'invalidType', message: 'Ungültiger Wert: erwartet wird eine Zahl.' });
  expect(zod.en['mappings.0.ID_Datenweitergabe']).toEqual({ code: 'invalidType', message: 'Invalid value: a number expected.' });
});

it('a missing customer_uid (the access check) and a missing body field', async () => {
  const dsb = await t.as('dsb@example.com');
  const missing = await inBoth((headers) => t.app.inject({ method: 'GET', url: '/api/customer/master-data', headers: { ...dsb.session.headers, ...headers } }));
  expect(missing.de).toEqual({ customer_uid: { code: 'required', message: 'Pflichtfeld' } });
  expect(missing.en).toEqual({ customer_uid: { code: 'required', message: 'Required' } });
  const noName = await inBoth((headers) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/customer/master-data-edit?customer_uid=${muster}`,
      payload: { masterDataModel: {} },
      headers: { ...dsb.session.headers, ...headers },
    }),
  );
  expect(noName.de['masterDataModel.name']).toEqual({ code: 'required', message: 'Pflichtfeld' });
  expect(noName.en['masterDataModel.name']).toEqual({ code: 'required', message: 'Required' });
});
