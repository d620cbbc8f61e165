import '../../../packages/shared/src/api/testing/fetchPolyfill';
import { i18n } from '@vws/shared/core';
import customerModule from './module';
import manifest from './manifest';

describe('customer module', () => {
  it('declares the routes of spec §2 with their permissions', () => {
    expect(manifest.routes.map((r) => [r.path, r.permission])).toEqual([
      ['/customer', 'VWS_Select'],
      ['/customer-master-data', 'VWS_MasterData_Edit'],
      ['/customer-legalnotice', 'VWS_Select'],
      ['/customer-userlist', 'VWS_User_ManageRoles'],
      ['/customer-dataexport', 'VWS_Data_Export'],
    ]);
    expect(manifest.sidebar).toEqual([expect.objectContaining({ id: 'customer', order: 10, permission: 'VWS_Select' })]);
  });

  it("leaves the legal notice to the shell's one imprint link of the sidebar (spec §2 Layout)", () => {
    expect(manifest.sidebar.flatMap((section) => section.items.map((item) => item.path))).not.toContain('/customer-legalnotice');
  });

  it('has a page for every route of its manifest', () => {
    expect(customerModule.routes.map((r) => r.path)).toEqual(manifest.routes.map((r) => r.path));
    for (const route of customerModule.routes) expect(route.Component).toBeTruthy();
  });

  it('registers its texts in de and en on init', async () => {
    await customerModule.init?.();
    expect(i18n.getFixedT('en', 'customer')('masterData.title')).toBe('Master data');
    expect(i18n.getFixedT('de', 'customer')('masterData.title')).toBe('Stammdaten');
  });
});
