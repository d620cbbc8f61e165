import { expect, test, type Page } from '@playwright/test';
import { USERS, cuidOf, signIn } from '../support/portal';
import { runAxe } from '../support/axe';

/** Issue 13: the change history panel after two users edited the same audit question. */

const toast = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });

async function editBemerkung(page: Page, text: string): Promise<void> {
  await page.locator('#frage-bemerkung').fill(text);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Die Frage wurde gespeichert.')).toBeVisible();
}

test('the history panel shows both users, newest first, with old and new values', async ({ page, browser, baseURL }) => {
  const other = await browser.newContext({ baseURL, locale: 'de-DE' });
  const bearbeiter = await other.newPage();
  try {
    await Promise.all([signIn(page, USERS.dsb), signIn(bearbeiter, USERS.bearbeiter)]);
    await page.goto(`/audit?cuid=${cuidOf(page)}`);
    await page.locator('.audit-list tbody tr').nth(1).click();
    await expect(page).toHaveURL(/\/auditfrage\?.*id=\d+/);
    const url = page.url();
    await expect(page.locator('#frage-nummer')).not.toHaveValue('');
    const original = await page.locator('#frage-bemerkung').inputValue();
    await editBemerkung(page, 'Bemerkung der DSB');

    await bearbeiter.goto(url);
    await expect(bearbeiter.locator('#frage-bemerkung')).toHaveValue('Bemerkung der DSB');

    // Opened with the keyboard before the save: the save reloads it.
    const toggle = bearbeiter.getByRole('button', { name: 'Änderungsverlauf' });
    await toggle.focus();
    await bearbeiter.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const entries = bearbeiter.locator('.vws-history-entry');
    await expect(entries.first()).toContainText('Dana Schulz');

    await editBemerkung(bearbeiter, 'Bemerkung der Bearbeiterin');
    await expect(entries.first()).toContainText('Birgit Albers');
    await expect(entries.first()).toContainText('Geändert');
    await expect(entries.first().getByRole('row', { name: /^Bemerkung/ })).toHaveText(/Bemerkung der DSB\s*Bemerkung der Bearbeiterin/);
    await expect(entries.nth(1)).toContainText('Dana Schulz');
    await expect(entries.nth(1).getByRole('row', { name: /^Bemerkung/ })).toHaveText(new RegExp(`${escape(original || '—')}\\s*Bemerkung der DSB`));

    const { failures } = await runAxe(bearbeiter, '.vws-history');
    expect(failures).toEqual([]);

    // 390 px: the panel wraps instead of scrolling the page sideways.
    await bearbeiter.setViewportSize({ width: 390, height: 800 });
    const overflow = await bearbeiter
      .locator('.vws-history')
      .evaluate((panel) =>
        Math.max(
          panel.getBoundingClientRect().right - window.innerWidth,
          ...[...panel.querySelectorAll('table')].map((t) => t.scrollWidth - t.parentElement!.clientWidth),
        ),
      );
    expect(overflow).toBeLessThanOrEqual(1);
  } finally {
    await other.close();
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
