import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, USERS } from '../support/portal';

/**
 * A foreign intranet page on another origin (issue 13): it includes the portal's embed.js, signs in
 * through the portal's API (allowed by CORS_ORIGINS) and mounts the audit list in a div of its own,
 * with the remote's own store and router.
 */
const intranetOrigin = process.env.E2E_INTRANET_ORIGIN;

function intranetPage(portal: string): string {
  return `<!doctype html>
<html lang="de">
  <head><meta charset="utf-8"><title>Intranet der Muster GmbH</title><script src="${portal}/embed.js"></script></head>
  <body>
    <header><h1>Intranet der Muster GmbH</h1><p id="intranet-note">Diese Seite gehört nicht zum Portal.</p></header>
    <main><div id="audit-box"></div></main>
  </body>
</html>`;
}

test.describe('embedding a remote in a foreign page', () => {
  test.skip(!intranetOrigin, 'E2E_INTRANET_ORIGIN is set by global-setup only when it starts the portal itself');
  let intranet: Server;

  test.beforeAll(async ({ baseURL }) => {
    const port = Number(new URL(intranetOrigin!).port);
    intranet = createServer((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(intranetPage(baseURL!));
    });
    await new Promise<void>((resolve) => intranet.listen(port, '127.0.0.1', resolve));
  });

  test.afterAll(async () => {
    await new Promise((resolve) => intranet?.close(resolve));
  });

  test('the intranet page signs in through the API and shows the audit list in its div', async ({ page, baseURL }) => {
    const portal = new URL(baseURL!).origin;
    await page.goto(`${intranetOrigin}/`);
    await expect(page.getByRole('heading', { name: 'Intranet der Muster GmbH' })).toBeVisible();

    const customerUid = await page.evaluate(
      async ({ portal, email, password }) => {
        const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
        const signIn = await fetch(`${portal}/api/auth/sign-in`, {
          method: 'POST',
          credentials: 'include',
          headers,
          body: JSON.stringify({ email, password }),
        });
        if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
        const customers = await fetch(`${portal}/api/meta/customers`, { credentials: 'include', headers });
        const body = (await customers.json()) as { customers: { customer_uid: string; name: string }[] };
        return body.customers.find((customer) => customer.name === 'Muster GmbH')!.customer_uid;
      },
      { portal, email: USERS.dsb, password: DEMO_PASSWORD },
    );

    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).origin);
    });
    await page.evaluate(
      async ({ portal, customerUid }) => {
        const embed = (window as unknown as { VwsEmbed: { mount: (element: HTMLElement, options: object) => Promise<unknown> } }).VwsEmbed;
        await embed.mount(document.getElementById('audit-box')!, { remote: 'audit', portalUrl: portal, customerUid, locale: 'de' });
      },
      { portal, customerUid },
    );

    const box = page.locator('#audit-box');
    await expect(box.getByRole('heading', { name: 'Audit-Fragen' })).toBeVisible();
    await expect(box.locator('.audit-list tbody tr').first()).toBeVisible();
    // The page stays the intranet's: its own URL and content, the portal's code from the portal's origin.
    expect(new URL(page.url()).origin).toBe(intranetOrigin);
    await expect(page.locator('#intranet-note')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((origin) => origin === portal)).toBe(true);

    // The embedded list works: a click on a row opens the question inside the div (the remote's own router).
    const firstNumber = box.locator('.audit-list tbody tr').first().locator('a').first();
    const nummer = (await firstNumber.textContent())?.trim() ?? '';
    await firstNumber.click();
    await expect(box.getByRole('heading', { level: 1 })).toContainText(nummer);
    await expect(box.getByRole('heading', { name: 'Audit-Fragen' })).toHaveCount(0);
    await expect(page).toHaveURL(`${intranetOrigin}/`);
  });
});
