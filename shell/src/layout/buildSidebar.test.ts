import type { SidebarSection } from '@vws/shared/core';
import { hasPermission, type Permission } from '@vws/shared/permissions';
import type { RemoteDescriptor } from '../federation/remoteCatalog';
import { buildSidebar } from './buildSidebar';

const remote = (name: string, sidebar: SidebarSection[]): RemoteDescriptor => ({
  name,
  manifestUrl: `/remotes/${name}/mf-manifest.json`,
  data: { name, namespace: name, routes: [], sidebar },
});

const remotes: RemoteDescriptor[] = [
  remote('vvt', [
    {
      id: 'vvt',
      labelKey: 'vvt:section',
      permission: 'VWS_VVT_Module_Access',
      order: 30,
      items: [
        { id: 'list', path: '/vvt-list/1', labelKey: 'vvt:list', permission: 'VWS_VVTProzesse_View' },
        { id: 'import', path: '/vvt-list-import-content', labelKey: 'vvt:import', permission: 'META_VWS_Import_Content', metaAdmin: true },
      ],
    },
  ]),
  remote('customer', [
    {
      id: 'customer',
      labelKey: 'customer:section',
      permission: 'VWS_Select',
      order: 10,
      items: [{ id: 'dash', path: '/customer', labelKey: 'customer:dash', permission: 'VWS_Select' }],
    },
  ]),
  remote('audit', [
    {
      id: 'audit',
      labelKey: 'audit:section',
      permission: 'VWS_Audit_Module_Access',
      order: 20,
      items: [{ id: 'audit', path: '/audit', labelKey: 'audit:list' }],
    },
  ]),
  { name: 'broken', manifestUrl: '/remotes/broken/mf-manifest.json', error: 'HTTP 500' },
];

const grants =
  (customer: string[], profile: string[] = []) =>
  (p: Permission | readonly Permission[] | undefined) =>
    p === undefined || hasPermission({ customer, profile }, p);

describe('buildSidebar', () => {
  it('orders sections by order and hides sections without their module permission', () => {
    const { sections } = buildSidebar(remotes, grants(['VWS_Select', 'VWS_VVT_Module_Access', 'VWS_VVTProzesse_View']), false);
    expect(sections.map((s) => s.section.id)).toEqual(['customer', 'vvt']);
  });

  it('shows meta-admin items only with the setting on and the permission granted', () => {
    const grant = grants(['VWS_VVT_Module_Access', 'VWS_VVTProzesse_View'], ['META_VWS_Import_Content']);
    expect(buildSidebar(remotes, grant, false).sections[0].items.map((i) => i.id)).toEqual(['list']);
    expect(buildSidebar(remotes, grant, true).sections[0].items.map((i) => i.id)).toEqual(['list', 'import']);
    const withoutPermission = grants(['VWS_VVT_Module_Access', 'VWS_VVTProzesse_View']);
    expect(buildSidebar(remotes, withoutPermission, true).sections[0].items.map((i) => i.id)).toEqual(['list']);
  });

  it('hides a section whose items are all forbidden', () => {
    const { sections } = buildSidebar(remotes, grants(['VWS_VVT_Module_Access']), true);
    expect(sections).toEqual([]);
  });

  it('reports remotes whose manifest failed', () => {
    expect(buildSidebar(remotes, grants([]), false).failedRemotes.map((r) => r.name)).toEqual(['broken']);
  });
});
