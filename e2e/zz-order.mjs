import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1280, height: 860 } });
await p.goto('http://127.0.0.1:8090/signin');
await p.evaluate(() => localStorage.setItem('vws.preferences', JSON.stringify({ currentLocale: 'de' })));
await p.goto('http://127.0.0.1:8090/signin');
await p.fill('#email', 'dsb@example.com').catch(async () => p.fill('input[type=email]', 'dsb@example.com'));
await p.fill('input[type=password]', 'Demo-Passwort-1');
await p.keyboard.press('Enter');
await p.waitForURL(/cuid/, { timeout: 15000 });
const cuid = new URL(p.url()).searchParams.get('cuid');
await p.addInitScript(() => {
  const sel = 'main .p-datatable-tbody > tr:not(.p-datatable-emptymessage)';
  new MutationObserver(() => {
    if (window.__first || !document.querySelector(sel)) return;
    window.__first = performance.now();
    window.__firstHtml = document.querySelector(sel).outerHTML.slice(0, 200);
  }).observe(document, { childList: true, subtree: true });
});
for (const route of ['/datenweitergaben', '/vvt-list/1']) {
  await p.goto(`http://127.0.0.1:8090${route}?cuid=${cuid}`);
  await p.waitForTimeout(3000);
  const r = await p.evaluate(() => ({ first: window.__first, html: window.__firstHtml, res: performance.getEntriesByType('resource').filter((e) => /\.js$|\/api\//.test(e.name)).map((e) => [e.name.replace(/^.*\//, '').slice(0, 40), Math.round(e.startTime), Math.round(e.responseEnd)]) }));
  console.log(route, 'first row at', Math.round(r.first), r.html);
  for (const x of r.res) console.log('  ', x.join('  '));
}
await b.close();
