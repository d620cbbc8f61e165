import { FREITEXT_MAX_LENGTH } from '@vws/shared/contract/common';
import { serverModules } from '../../modules';
import type { ServerModule } from '../module';
import { createTestApp, type TestApp } from '../../../test/app';
import { freitextEndpoint } from '@vws/shared/contract/kit-endpoints';
import { freitextRoutes } from './freitext';

jest.setTimeout(30_000);

/** A VVT-like route on a probe path (VVT mounts the real one): the factory is not tied to audit. */
const vvtProbe: ServerModule = {
  name: 'kit_freitext_probe',
  tenantMigrations: {},
  routes: freitextRoutes({ key: 'Vvt_Freitext', endpoint: freitextEndpoint('/kit-freitext-probe/update-freitext', 'VWS_VVT_Report_Edit', 'probe') }),
};

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ modules: [...serverModules, vvtProbe] });
  url = `/api/kit-freitext-probe/update-freitext?customer_uid=${await t.customerUid('Muster GmbH')}`;
});
afterAll(() => t.close());

it('stores the text under its key with editor and date and answers the textModel', async () => {
  const dsb = await t.as('dsb@example.com');
  const res = await dsb.put(url, { text: 'Stand der VVT' });
  expect(res.statusCode).toBe(200);
  const { textModel } = res.json();
  expect(textModel).toEqual({
    key: 'Vvt_Freitext',
    text: 'Stand der VVT',
    isModified: false,
    Bearbeiter_User_Uid: dsb.session.usermodel.user_uid,
    Bearbeitungsdatum: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  // Audit's text under its own key is untouched.
  const report = await dsb.get(url.replace('/kit-freitext-probe/update-freitext', '/audit/auditfragen-list-report'));
  expect(report.json().textModel).toMatchObject({ key: 'Audit_Freitext', text: expect.stringContaining('Stand des Datenschutz-Audits') });
});

it('refuses a text over the limit with 400 and a caller without the permission with 403', async () => {
  const dsb = await t.as('dsb@example.com');
  expect((await dsb.put(url, { text: 'x'.repeat(FREITEXT_MAX_LENGTH + 1) })).statusCode).toBe(400);
  expect((await (await t.as('leser@example.com')).put(url, { text: 'Leser schreibt' })).statusCode).toBe(403);
});
