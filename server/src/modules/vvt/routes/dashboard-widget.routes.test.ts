import type { DashboardWidgetContent, WidgetBlock, WidgetLink } from '@vws/shared/contract/dashboard-widget';
import { VVT_PATHS } from '@vws/shared/contract/vvt';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addRecord, api, assign, roleClients, type RoleClients } from '../test/helpers';

jest.setTimeout(60_000);

let t: TestApp;
let c: RoleClients;

beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
});
afterAll(() => t.close());

const widget = async (client: RoleClients[keyof RoleClients]) => {
  const res = await client.get(api(VVT_PATHS.dashboardWidget));
  expect(res.statusCode).toBe(200);
  return res.json() as DashboardWidgetContent;
};
const linksOf = (content: DashboardWidgetContent): WidgetLink[] => content.blocks.flatMap((b: WidgetBlock) => (b.type === 'links' ? b.links : []));

describe('GET /vvt/dashboard-widget', () => {
  it('answers the visible records per level with the level names in both languages, as the summary counts them', async () => {
    const summary = (await c.dsb.get(api(VVT_PATHS.summaryReport), { totals_only: 'true' })).json() as {
      totals: { SDM_Ebene_Nr: number; Anzahl: number }[];
      zurPruefungDSB: number;
    };
    const content = await widget(c.dsb);
    const chart = content.blocks.find((b) => b.type === 'chart');
    expect(chart?.type === 'chart' && chart.groups.map((g) => g.label)).toEqual([
      { de: 'Fachebene', en: 'Business level' },
      { de: 'Applikationsebene', en: 'Application level' },
      { de: 'Infrastrukturebene', en: 'Infrastructure level' },
    ]);
    const levelLinks = linksOf(content).filter((l) => l.route === '/vvt-list/:ebenenr' && !l.query);
    expect(levelLinks.map((l) => [l.params?.ebenenr, 'key' in l.label ? l.label.params?.count : null])).toEqual(
      [1, 2, 3].map((ebene) => [ebene, summary.totals.filter((r) => r.SDM_Ebene_Nr === ebene).reduce((s, r) => s + r.Anzahl, 0)]),
    );
    expect(linksOf(content).find((l) => l.route === '/vvt-list-zur-pruefung-dsb')?.label).toEqual({
      key: 'widget.pendingReview',
      params: { count: summary.zurPruefungDSB },
    });
  });

  it('counts the processing activities with missing items and with contradictions as the register check does, each a link to the filtered list', async () => {
    const { totals } = (await c.dsb.get(api(VVT_PATHS.registerCompleteness))).json() as { totals: Record<string, number> };
    const befund = linksOf(await widget(c.dsb)).filter((l) => l.query?.befund !== undefined);
    expect(befund.map((l) => [l.route, l.params, l.query, l.label])).toEqual(
      (['missing', 'contradiction'] as const).map((kind) => [
        '/vvt-list/:ebenenr',
        { ebenenr: 1 },
        { befund: kind },
        { key: `widget.${kind}`, params: { count: totals[kind] } },
      ]),
    );
    // A new record without purpose and retention is one more with missing items.
    await addRecord(c.dsb, { Nummer: 'W-MISSING', Zweck: '' });
    const after = linksOf(await widget(c.dsb)).find((l) => l.query?.befund === 'missing')?.label;
    expect(after && 'key' in after ? after.params?.count : null).toBe(totals.missing! + 1);
  });

  it('offers each caller only the links their permissions open, counting their own assignments', async () => {
    const id = await addRecord(c.dsb, { SDM_Ebene_Nr: 2, Nummer: 'W-1' });
    await assign(c.dsb, id, [c.po.user.session.usermodel.user_uid]);
    const poLinks = linksOf(await widget(c.po)).map((l) => l.route);
    expect(poLinks).toContain('/vvt-list-zugeordnet-po');
    expect(poLinks).not.toContain('/vvt-list-zur-pruefung-dsb');
    const assigned = linksOf(await widget(c.po)).find((l) => l.route === '/vvt-list-zugeordnet-po')?.label;
    expect(assigned && 'key' in assigned ? assigned.params?.count : 0).toBeGreaterThanOrEqual(1);
    expect(linksOf(await widget(c.leser)).map((l) => l.route)).not.toContain('/vvt-list-zugeordnet-po');
  });
});
