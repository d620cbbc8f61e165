import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { navigate, settle } from '../support/axe';
import { moduleScreens } from '../support/screens';
import { SCREENSHOT_DIR, USERS, setLanguage, signIn } from '../support/portal';

/**
 * Issue 23.5: every report and print route printed to PDF in de and en, as Chromium prints it
 * (A4 from the page's own @page rules): "Seite 1 von n" / "Page 1 of n" and the customer on every
 * sheet, the document title "<customer> – <report>", no portal chrome, nothing outside the sheet
 * (in the PDF's word boxes and in print media at the sheet's width), and in the record-based
 * reports the record's number at the top of every sheet. One sign-in, one load per report and language,
 * in Beispiel AG (meta@ is its DSB): its register of seven records keeps the full reports short
 * (Muster GmbH's internal report is some 170 sheets), and other specs keep Muster GmbH as seeded.
 */
const CUSTOMER = 'Beispiel AG';
const PDF_DIR = path.resolve(SCREENSHOT_DIR, '../print');
/** The sheet's printable width in CSS px: A4 less the 12 mm margins of pageCss.ts (96 px per inch). */
const PRINTABLE_WIDTH = { portrait: Math.floor(((210 - 24) / 25.4) * 96), landscape: Math.floor(((297 - 24) / 25.4) * 96) };

interface Report {
  name: string;
  path: string;
  /** The records' headings repeat on every sheet. */
  recordBased?: boolean;
}

const PAGE_WORD = { de: ['Seite', 'von'], en: ['Page', 'of'] } as const;

interface PdfPage {
  text: string;
  width: number;
  height: number;
  /** Words whose box leaves the sheet. */
  outside: string[];
}

/** The PDF's sheets as pdftotext reads them: the text (layout kept) and every word's box against the sheet. */
function readPdf(file: string): PdfPage[] {
  const texts = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8', maxBuffer: 1 << 28 }).split('\f');
  const boxes = execFileSync('/usr/bin/pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return [...boxes.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map((match, i) => {
    const width = Number(match[1]);
    const height = Number(match[2]);
    const outside = [...match[3]!.matchAll(/<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">([^<]*)<\/word>/g)]
      .filter(([, x0, y0, x1, y1]) => Number(x0) < 0 || Number(y0) < 0 || Number(x1) > width + 0.5 || Number(y1) > height + 0.5)
      .map((word) => word[5]!);
    return { text: texts[i] ?? '', width, height, outside };
  });
}

/** In print media at the sheet's printable width: chrome still shown, buttons or pagers, and elements that stick out of the sheet or clip their content. */
async function printMediaFaults(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  return page.evaluate(() => {
    const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 3).join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const faults: string[] = [];
    const chrome = '.portal-topbar, .portal-aside, .portal-footer, .skip-link, [data-testid^="language-"], .p-paginator, button, [role="button"]';
    for (const el of document.querySelectorAll(chrome)) if (shown(el)) faults.push(`shown on paper: ${name(el)}`);
    const right = document.documentElement.clientWidth + 1;
    for (const el of document.querySelectorAll('body *')) {
      if (!shown(el) || el.closest('.p-hidden-accessible')) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && (box.right > right || box.left < -1))
        faults.push(`outside the sheet (${Math.round(box.left)}..${Math.round(box.right)} of ${right - 1} px): ${name(el)}`);
      if (el instanceof HTMLCanvasElement) {
        const frame = el.parentElement!.getBoundingClientRect();
        if (box.bottom > frame.bottom + 1 || box.right > frame.right + 1)
          faults.push(
            `a chart larger than its box (${Math.round(box.width)}×${Math.round(box.height)} in ${Math.round(frame.width)}×${Math.round(frame.height)} px)`,
          );
      }
      const style = getComputedStyle(el);
      if (style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        faults.push(`cuts its content (${el.scrollWidth} > ${el.clientWidth} px): ${name(el)}`);
    }
    return faults.slice(0, 10);
  });
}

test('every report prints as an A4 document in de and en', async ({ page }) => {
  test.setTimeout(600_000);
  fs.mkdirSync(PDF_DIR, { recursive: true });
  await signIn(page, USERS.meta);
  const { customers } = (await (await page.request.get('/api/meta/customers')).json()) as { customers: { customer_uid: string; name: string }[] };
  const cuid = customers.find((c) => c.name === CUSTOMER)!.customer_uid;
  const api = async <T>(p: string) => (await (await page.request.get(`/api${p}?customer_uid=${cuid}`)).json()) as T;
  const record = (await api<{ verarbeitungen: { ID: number }[] }>('/vvt/verarbeitungen')).verarbeitungen[0]!;
  const transfer = (await api<{ datenweitergaben_list: { ID: number }[] }>('/dw/datenweitergaben')).datenweitergaben_list[0]!;
  const breach = (await api<{ vorfaelle: { ID: number }[] }>('/vorfall/vorfaelle')).vorfaelle[0]!;
  const request = (await api<{ anfragen: { ID: number; Rechte: string[] }[] }>('/anfrage/anfragen')).anfragen.find((a) => a.Rechte.includes('art15'))!;
  const reports: Report[] = [
    { name: 'audit-summary', path: '/audit-summary-report' },
    { name: 'audit-list', path: '/audit-list-report' },
    { name: 'vvt-summary', path: '/vvt-summary-report' },
    { name: 'vvt-list', path: '/vvt-list-report' },
    { name: 'vvt-retention', path: '/vvt-aufbewahrungsfristen-report' },
    { name: 'vvt-internal', path: '/vvt-full-report?reportType=internal', recordBased: true },
    { name: 'vvt-external', path: '/vvt-full-report?reportType=external', recordBased: true },
    { name: 'vvt-phases', path: '/vvt-full-report?reportType=verarbeitungsphasen', recordBased: true },
    { name: 'vvt-print', path: `/verarbeitung-print?IdVerarbeitung=${record.ID}` },
    { name: 'dw-list', path: '/datenweitergaben-list-report' },
    { name: 'dw-print', path: `/datenweitergabe-print?datenweitergabeId=${transfer.ID}` },
    { name: 'legal-notice', path: '/customer-legalnotice' },
    { name: 'vorfall-print', path: `/vorfall-print?vorfallId=${breach.ID}` },
    { name: 'anfrage-print', path: `/betroffenenanfrage-print?anfrageId=${request.ID}` },
  ];

  // Every report and print route of every module's manifest is printed here.
  const printRoutes = (await moduleScreens(page.request)).map((screen) => screen.path.split('?')[0]!).filter((route) => /report|print|legalnotice/.test(route));
  expect(printRoutes.filter((route) => !reports.some((report) => report.path.startsWith(`${route}?`) || report.path === route))).toEqual([]);

  for (const locale of ['de', 'en'] as const) {
    if (locale === 'en') {
      await navigate(page, `/customer?cuid=${cuid}`);
      await setLanguage(page, 'en');
    }
    const [pageWord, ofWord] = PAGE_WORD[locale];
    let previousHeading = '';
    for (const report of reports) {
      const where = `${report.name} (${locale})`;
      const started = Date.now();
      await navigate(page, `${report.path}${report.path.includes('?') ? '&' : '?'}cuid=${cuid}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(previousHeading);
      await settle(page);
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      previousHeading = heading;
      await expect(page, where).toHaveTitle(`${CUSTOMER} – ${heading}`);
      if (report.recordBased) await expect(page.locator('.vvt-report-record').first()).toBeVisible();
      const numbers = report.recordBased
        ? await page.locator('.vvt-report-record h2').evaluateAll((hs) => hs.map((h) => h.textContent!.trim().split(' ')[0]!))
        : [];
      const css = await page.locator('style[data-vws-print-page]').textContent();
      const orientation = css?.includes('landscape') ? 'landscape' : 'portrait';

      expect(await printMediaFaults(page, PRINTABLE_WIDTH[orientation]), where).toEqual([]);
      // Printed as a user prints the screen (Ctrl+P): from the screen's layout, which only beforeprint and the print rules change.
      // (media: null ends the emulation; 'screen' would hold for the PDF as well)
      await page.emulateMedia({ media: null });
      await page.setViewportSize({ width: 1280, height: 860 });
      const file = path.join(PDF_DIR, `${locale}-${report.name}.pdf`);
      await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });

      const sheets = readPdf(file).filter((sheet) => sheet.text.trim() !== '');
      const total = sheets.length;
      console.log(`print ${where}: ${total} sheets, ${orientation}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
      expect(total, where).toBeGreaterThan(0);
      expect(sheets[0]!.width > sheets[0]!.height, `${where}: ${orientation}`).toBe(orientation === 'landscape');
      sheets.forEach((sheet, i) => {
        const at = `${where}, sheet ${i + 1} of ${total}`;
        expect(sheet.text, at).toContain(`${pageWord} ${i + 1} ${ofWord} ${total}`);
        expect(sheet.text, at).toContain(CUSTOMER);
        expect(sheet.text, at).not.toContain('VWS Datenschutzportal');
        expect(sheet.outside, at).toEqual([]);
        if (report.recordBased && i > 0) {
          // The running header, then the record's heading repeated from its table head.
          const firstLine = sheet.text
            .split('\n')
            .filter((line) => line.trim() !== '')[1]!
            .trim();
          expect(numbers, `${at} begins with "${firstLine}"`).toContain(firstLine.split(/\s+/)[0]);
        }
      });
    }
  }
});
