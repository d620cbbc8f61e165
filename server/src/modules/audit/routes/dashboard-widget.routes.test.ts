import { AUDIT_PATHS } from '@vws/shared/contract/audit';
import type { DashboardWidgetContent, WidgetBlock } from '@vws/shared/contract/dashboard-widget';
import { createTestApp, type TestApp } from '../../../../test/app';
import { addBody, clientFor, type CustomerClient } from '../test/helpers';

let t: TestApp;
let dsb: CustomerClient;
const api = (path: string) => `/api${path}`;

beforeAll(async () => {
  t = await createTestApp();
  dsb = await clientFor(t, 'dsb@example.com');
}, 60_000);
afterAll(() => t.close(), 60_000);

const widget = async () => {
  const res = await dsb.get(api(AUDIT_PATHS.dashboardWidget));
  expect(res.statusCode).toBe(200);
  return res.json() as DashboardWidgetContent;
};
const chartOf = (content: DashboardWidgetContent) => content.blocks.find((b): b is Extract<WidgetBlock, { type: 'chart' }> => b.type === 'chart');

describe('GET /audit/dashboard-widget', () => {
  it('answers the questions per status as the status totals count them, with the way to the list', async () => {
    const totals = (await dsb.get(api(AUDIT_PATHS.statusTotals))).json().totals as { ID_Status: number; Anzahl: number }[];
    const content = await widget();
    const sum = totals.reduce((s, row) => s + row.Anzahl, 0);
    expect(content.blocks[0]).toEqual({ type: 'text', text: { key: 'widget.total', params: { count: sum } } });
    const segments = chartOf(content)?.groups[0]?.segments ?? [];
    expect(segments.map((s) => [s.key, s.value])).toEqual(totals.filter((row) => row.ID_Status > 0).map((row) => [row.ID_Status, row.Anzahl]));
    expect(segments.find((s) => s.key === 1)).toMatchObject({ label: { key: 'status.1' }, severity: 'danger' });
    expect(content.action).toEqual({ route: '/audit', label: { key: 'widget.open' } });
  });

  it('counts a new question at once', async () => {
    const unprocessed = async () => chartOf(await widget())?.groups[0]?.segments.find((s) => s.key === 6)?.value ?? 0;
    const before = await unprocessed();
    expect((await dsb.post(api(AUDIT_PATHS.frageAdd), addBody({ Fragestellung: 'Im Widget gezählt?' }))).statusCode).toBe(200);
    expect(await unprocessed()).toBe(before + 1);
  });
});
