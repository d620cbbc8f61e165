import { expect, test, type Page } from '@playwright/test';
import { USERS, cuidOf, signIn } from '../support/portal';

/**
 * The keyboard walk (issue 24): on each detail page a DPO tabs from the heading to the save bar.
 * Every stop must stay inside the record's form (no loop back to the top bar), be in view and not
 * hidden under the sticky save bar, have a name, and look different while it has the focus; every
 * text field must take what is typed.
 */
interface Stop {
  label: string;
  inForm: boolean;
  inSaveBar: boolean;
  named: boolean;
  inView: boolean;
  covered: boolean;
  /** Whether the previous stop changed its look when the focus left it (null on the first). */
  previousShowedFocus: boolean | null;
  /** A plain text field (not a date, number or choice field, which have their own tests): the walk types into it. */
  textField: boolean;
  typeable: boolean;
}

const DETAIL_PAGES = [
  { name: 'audit question', list: '/audit', rows: '.audit-list tbody tr', form: 'main form' },
  { name: 'VVT record', list: '/vvt-list/1', rows: '[data-testid=vvt-list-page] tbody tr', form: '[data-testid=vvt-detail-page]' },
  { name: 'data transfer', list: '/datenweitergaben', rows: '[data-testid=dw-list-page] tbody tr', form: 'main form' },
  { name: 'data breach', list: '/vorfaelle', rows: '[data-testid=vorfaelle-list-page] tbody tr', form: '[data-testid=vorfall-detail-page]' },
  { name: 'data-subject request', list: '/betroffenenanfragen', rows: '[data-testid=anfragen-list-page] tbody tr', form: '[data-testid=anfrage-detail-page]' },
];

/** Reads the focused element after a Tab, and whether the element before it showed its focus. */
function readStop(formSelector: string): Stop {
  const w = window as unknown as { __kbPrev?: { els: Element[]; looks: string[] } };
  const el = document.activeElement as HTMLElement;
  const look = (e: Element) => {
    const s = getComputedStyle(e);
    return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderColor, s.backgroundColor, s.textDecorationLine].join('|');
  };
  // PrimeReact draws the ring of a checkbox, switch or dropdown on the element around its input.
  const around = [el, el.parentElement, ...Array.from(el.parentElement?.children ?? [])].filter((e): e is Element => !!e);
  const previousShowedFocus = w.__kbPrev ? w.__kbPrev.els.some((e, i) => look(e) !== w.__kbPrev!.looks[i]) : null;
  w.__kbPrev = { els: around, looks: around.map(look) };

  let shown: Element = el;
  while (shown.parentElement && shown.getBoundingClientRect().width < 4) shown = shown.parentElement;
  const box = shown.getBoundingClientRect();
  const inView = box.top >= 0 && box.bottom <= window.innerHeight + 1 && box.left >= 0 && box.right <= window.innerWidth + 1;
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 8));
  const covered = !!hit && !shown.contains(hit) && !hit.contains(shown) && !!hit.closest('[data-save-bar], .portal-topbar') && !el.closest('[data-save-bar]');
  const labelled = (el.id && document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent?.trim()) || '';
  const byIds = (el.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();
  const name =
    el.getAttribute('aria-label') ||
    byIds ||
    labelled ||
    el.getAttribute('title') ||
    (el.textContent ?? '').trim() ||
    el.closest('label')?.textContent?.trim() ||
    '';
  const textField =
    ((el instanceof HTMLInputElement && ['text', 'search', 'email', 'url', 'tel'].includes(el.type)) || el instanceof HTMLTextAreaElement) &&
    !(el as HTMLInputElement).readOnly &&
    !el.closest('.p-hidden-accessible, .p-calendar, .p-inputnumber, .p-dropdown');
  return {
    label: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name.slice(0, 40)}" at ${Math.round(box.top)}..${Math.round(box.bottom)} of ${window.innerHeight}`,
    inForm: !!el.closest(formSelector),
    inSaveBar: !!el.closest('[data-save-bar]'),
    named: name.length > 0,
    inView,
    covered,
    previousShowedFocus,
    textField,
    typeable: true,
  };
}

async function walkToSaveBar(page: Page, formSelector: string): Promise<Stop[]> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  await page.locator('main h1').focus();
  const stops: Stop[] = [];
  let typed = 0;
  for (let step = 0; step < 250; step++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(readStop, formSelector);
    if (stop.textField) {
      await page.keyboard.press('Control+End');
      await page.keyboard.type('q');
      stop.typeable = await page.evaluate(() => (document.activeElement as HTMLInputElement).value.endsWith('q'));
      // The first text field keeps its change, so that the form stays changed and Save enabled.
      if (typed++ > 0) await page.keyboard.press('Backspace');
    }
    if (stops.length > 0) stops[stops.length - 1].previousShowedFocus = stop.previousShowedFocus;
    stops.push({ ...stop, previousShowedFocus: null });
    if (stop.inSaveBar || !stop.inForm) break;
  }
  // The last stop's focus look: leave it and compare.
  await page.keyboard.press('Shift+Tab');
  const back = await page.evaluate(readStop, formSelector);
  stops[stops.length - 1].previousShowedFocus = back.previousShowedFocus;
  return stops;
}

for (const detail of DETAIL_PAGES) {
  test(`keyboard walk through the ${detail.name}: every stop named, in view, showing its focus, up to the save bar`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, USERS.dsb);
    await page.goto(`${detail.list}?cuid=${cuidOf(page)}`);
    await page.locator(`${detail.rows} a`).first().click();
    await expect(page.locator('main h1')).not.toBeEmpty();
    await expect(page.locator('[data-save-bar]')).toBeVisible();

    const stops = await walkToSaveBar(page, detail.form);
    const describe = (filter: (stop: Stop) => boolean) => stops.filter(filter).map((stop) => stop.label);
    expect(stops.at(-1)?.inSaveBar, `the walk reached the save bar (last: ${stops.at(-1)?.label})`).toBe(true);
    expect(
      describe((s) => !s.inForm),
      'left the form',
    ).toEqual([]);
    expect(
      describe((s) => !s.named),
      'without a name',
    ).toEqual([]);
    expect(
      describe((s) => !s.inView),
      'out of view',
    ).toEqual([]);
    expect(
      describe((s) => s.covered),
      'under the top bar or the save bar',
    ).toEqual([]);
    expect(
      describe((s) => s.previousShowedFocus === false),
      'no visible focus',
    ).toEqual([]);
    expect(
      describe((s) => !s.typeable),
      'text field not typeable',
    ).toEqual([]);
    expect(stops.length).toBeGreaterThan(5);
  });
}
