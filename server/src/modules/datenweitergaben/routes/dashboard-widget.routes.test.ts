import type { DashboardWidgetContent } from '@vws/shared/contract/dashboard-widget';
import { DW_PATHS, VERTRAGSSTATUS_GROUPS, type DwSummaryRow } from '@vws/shared/contract/datenweitergaben';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addTransfer, api, type CustomerClient, roleClients } from '../test/helpers';
import { WIDGET_DUE_SHOWN } from './dashboard-widget.routes';

jest.setTimeout(60_000);

let t: TestApp;
let dsb: CustomerClient;
let leser: CustomerClient;
let mitglied: CustomerClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ dsb, leser, mitglied } = await roleClients(t));
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /dw/dashboard-widget', () => {
  it('lists the first contracts due with their status in both languages, counts the rest, and charts the status groups', async () => {
    const due = await addTransfer(dsb, { Gruppe: 'Widget', Firma_Empfaenger: 'Fällig GmbH', ID_Vertragsstatus: 8, Wiedervorlagedatum: inDays(-400) });
    const res = await leser.get(api(DW_PATHS.dashboardWidget));
    expect(res.statusCode).toBe(200);
    const content = res.json() as DashboardWidgetContent;
    const wiedervorlage = (await leser.get(api(DW_PATHS.wiedervorlage))).json() as { wiedervorlage: { ID: number }[]; anzahl: number };

    const items = content.blocks.find((b) => b.type === 'items');
    expect(items?.type === 'items' && items.items.map((i) => i.link.query?.datenweitergabeId)).toEqual(
      wiedervorlage.wiedervorlage.slice(0, WIDGET_DUE_SHOWN).map((w) => w.ID),
    );
    const first = items?.type === 'items' ? items.items[0] : undefined;
    expect(first).toEqual({
      link: { route: '/datenweitergabe', query: { datenweitergabeId: due }, label: { verbatim: 'Fällig GmbH' } },
      detail: { key: 'widget.due', params: { date: { day: inDays(-400) } } },
      badge: { label: { de: expect.any(String), en: expect.any(String) }, severity: 'danger' },
      overdue: true,
    });
    if (wiedervorlage.anzahl > WIDGET_DUE_SHOWN)
      expect(content.blocks).toContainEqual({ type: 'text', text: { key: 'widget.more', params: { count: wiedervorlage.anzahl } } });

    const totals = (await leser.get(api(DW_PATHS.summaryTotals))).json().totals as DwSummaryRow[];
    const chart = content.blocks.find((b) => b.type === 'chart');
    const expected = VERTRAGSSTATUS_GROUPS.map((g) => [g, totals.reduce((s, r) => s + r[g], 0)] as const).filter(([, n]) => n > 0);
    expect(chart?.type === 'chart' && chart.groups[0]?.segments.map((s) => [s.key, s.value])).toEqual(expected);
    expect(content.action).toEqual({ route: '/datenweitergaben', label: { key: 'widget.all' } });
  });

  it('lists and counts overdue contracts first, flagged, before those merely due soon', async () => {
    await addTransfer(dsb, { Gruppe: 'Widget', Firma_Empfaenger: 'Bald GmbH', ID_Vertragsstatus: 8, Wiedervorlagedatum: inDays(10) });
    const late = await addTransfer(dsb, { Gruppe: 'Widget', Firma_Empfaenger: 'Spät GmbH', ID_Vertragsstatus: 8, Wiedervorlagedatum: inDays(-20) });
    const content = (await leser.get(api(DW_PATHS.dashboardWidget))).json() as DashboardWidgetContent;
    const block = content.blocks.find((b) => b.type === 'items');
    if (block?.type !== 'items') throw new Error('no items');
    const wiedervorlage = (await leser.get(api(DW_PATHS.wiedervorlage))).json() as { wiedervorlage: { Faellig: string }[] };
    const today = inDays(0);
    expect(block.overdueCount).toBe(wiedervorlage.wiedervorlage.filter((w) => w.Faellig < today).length);
    expect(block.overdueCount).toBeGreaterThanOrEqual(2);
    const flags = block.items.map((i) => i.overdue);
    expect(flags.indexOf(false) === -1 || flags.slice(flags.indexOf(false)).every((f) => f === false)).toBe(true);
    expect(block.items.find((i) => i.link.query?.datenweitergabeId === late)?.overdue).toBe(true);
  });

  it('is refused without VWS_Datenweitergaben_View', async () => {
    expect((await mitglied.get(api(DW_PATHS.dashboardWidget))).statusCode).toBe(403);
  });
});
