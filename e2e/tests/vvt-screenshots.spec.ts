import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { USERS, cuidOf, screenshot, setLanguage, signIn } from '../support/portal';

// Independent tests (one per language): they may run in both workers at once.
test.describe.configure({ mode: 'parallel' });

const expect = baseExpect.configure({ timeout: 30_000 });

/** Every VVT screen in German and English, for a human to look at (e2e/output/screenshots/), each checked with axe-core. */

/**
 * axe-core on the module's part of the page (the shell's top bar and sidebar are the shell's).
 * Left out, and reported as defects of the shared form kit / PrimeReact rather than of this module:
 * - the hidden <select> every PrimeReact Dropdown renders for form submission (tabindex -1, visually
 *   hidden; the visible combobox carries the label),
 * - disabled controls (.p-disabled: WCAG 1.4.3 exempts inactive components from contrast),
 * - rules nested-interactive (InputSwitch: a role=checkbox div around its focusable input) and
 *   aria-command-name (the Dropdown's decorative trigger has role=button without a name),
 * - contrast findings of the theme's primary blue #3b82f6 (3.67:1 on white, every button, link and
 *   tab of the portal) and its error red #e24c4c (the form kit's field errors): the shell's theme,
 *   not this module; the module's own colours are checked.
 */
async function axeCheck(page: Page, name: string, scope = 'main'): Promise<void> {
  const result = await new AxeBuilder({ page })
    .include(scope)
    .exclude('.p-dropdown-hidden-select')
    .exclude('.p-disabled')
    .disableRules(['nested-interactive', 'aria-command-name'])
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const THEME_COLOURS = ['#3b82f6', '#e24c4c'];
  const severe = result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !(v.id === 'color-contrast' && THEME_COLOURS.some((colour) => (n.failureSummary ?? '').includes(colour)))) }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).slice(0, 5).join(', ')}`);
  expect(severe, `axe on ${name}`).toEqual([]);
}

for (const locale of ['de', 'en'] as const) {
  test(`vvt screens in ${locale}`, async ({ page }) => {
    test.setTimeout(480_000);
    const de = locale === 'de';
    const shot = async (name: string, scope?: string) => {
      await axeCheck(page, name, scope);
      await screenshot(page, `${locale}-vvt-${name}`);
    };
    const listReady = async () => expect(page.locator('.vvt-list tbody tr').first()).toBeVisible();

    await page.goto('/signin');
    await setLanguage(page, locale);
    await signIn(page, USERS.dsb);
    const cuid = cuidOf(page);

    await page.goto(`/customer?cuid=${cuid}`);
    await expect(page.getByTestId('vvt-widget-chart').locator('canvas')).toBeVisible();
    await shot('dashboard-widget', '[data-testid=vvt-dashboard-widget]');

    for (const level of [1, 2, 3]) {
      await page.goto(`/vvt-list/${level}?cuid=${cuid}`);
      await listReady();
      await shot(`list-${level}`);
    }
    await page.goto(`/vvt-list-zur-pruefung-dsb?cuid=${cuid}`);
    await listReady();
    await shot('list-pending-review');

    await page.goto(`/vvt-list/1?cuid=${cuid}`);
    await listReady();
    await page.locator('.vvt-list tbody tr').first().getByRole('link').click();
    await expect(page.getByTestId('vvt-position')).toBeVisible();
    await expect(page.locator('#vvt-Nummer')).not.toHaveValue('');
    const tabs: [string, string, string][] = [
      ['collect', de ? 'Daten erheben' : 'Collect data', 'vvt-step-1'],
      ['relations', de ? 'Beziehungen' : 'Relations', 'vvt-relations'],
      ['report', de ? 'Bericht' : 'Report', 'vvt-cube-grid'],
      ['dpia', de ? 'DSFA' : 'DPIA', 'vvt-dpia'],
      ['bcm', 'BCM', 'vvt-bcm'],
    ];
    for (const [id, label, testId] of tabs) {
      await page.getByRole('tab', { name: label, exact: true }).click();
      await expect(page.getByTestId(testId)).toBeVisible();
      await shot(`detail-${id}`);
    }
    await page.locator('#vvt-bemerkungen').fill(de ? 'Ungespeicherte Änderung' : 'Unsaved change');
    await page.getByTestId('sidebar').getByRole('link').first().click();
    await expect(page.locator('.p-confirm-dialog')).toBeVisible();
    await screenshot(page, `${locale}-vvt-detail-unsaved-changes`);
    await page.locator('.p-confirm-dialog-reject').click();

    await page.getByRole('tab', { name: de ? 'Bericht' : 'Report', exact: true }).click();
    await page.getByRole('link', { name: de ? 'Drucken' : 'Print', exact: true }).click();
    await page.locator('.p-confirm-dialog-accept').click();
    await expect(page.getByTestId('vvt-print-fields')).toBeVisible();
    await shot('print', 'body');
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, `${locale}-vvt-print-paper`);
    await page.emulateMedia({ media: 'screen' });

    await page.goto(`/vvt-detail/2?cuid=${cuid}`);
    await expect(page.locator('#vvt-Nummer')).toHaveValue('');
    await page.locator('form.vvt-detail button[type=submit]').click();
    await expect(page.locator('small.p-error')).toHaveCount(2);
    await shot('new-invalid');

    for (const width of [1024, 390]) {
      await page.setViewportSize({ width, height: 860 });
      await page.goto(`/vvt-list/1?cuid=${cuid}`);
      await listReady();
      await shot(`list-${width}px`);
      await page.locator('.vvt-list tbody tr').first().getByRole('link').click();
      await expect(page.locator('#vvt-Nummer')).not.toHaveValue('');
      await shot(`detail-${width}px`);
    }
  });
}

test('vvt "assigned to me" for the PO', async ({ page }) => {
  await signIn(page, USERS.po);
  await page.goto(`/vvt-list-zugeordnet-po?cuid=${cuidOf(page)}`);
  await expect(page.locator('.vvt-list tbody tr').first()).toBeVisible();
  await axeCheck(page, 'assigned');
  await screenshot(page, 'de-vvt-list-assigned');
});
