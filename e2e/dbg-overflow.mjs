import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8099';
const route = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
await p.goto(base + '/signin');
await p.fill('#signin-email', process.argv[3] ?? 'dsb@example.com'); await p.fill('#signin-password', 'Demo-Passwort-1');
await p.keyboard.press('Enter');
await p.waitForURL(/customer/);
const cuid = new URL(p.url()).searchParams.get('cuid');
await p.goto(base + route.replace('{cuid}', cuid));
await p.waitForTimeout(6000); if (process.argv[4]) await p.evaluate((s) => document.querySelector(s)?.scrollIntoView(), process.argv[4]);
console.log(await p.evaluate(() => {
  const w = document.documentElement.clientWidth;
  const out = [`scrollWidth ${document.documentElement.scrollWidth} client ${w}`];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right > w + 1 && r.width > 0) {
      const parentOver = el.parentElement && el.parentElement.getBoundingClientRect().right > w + 1;
      if (!parentOver || out.length < 6) out.push(`${el.tagName}.${[...el.classList].join('.')} right=${Math.round(r.right)} w=${Math.round(r.width)} text=${(el.textContent||'').slice(0,60)}`);
    }
    if (out.length > 25) break;
  }
  return out.join('\n');
}));
await p.screenshot({ path: '/tmp/dbg-overflow.png' });
await b.close();
