import { test, type Browser, type Page } from '@playwright/test';
import { navigate as go, runAxe } from '../support/axe';
import { cuidOf, signIn, USERS } from '../support/portal';
import { expect, pick, toast } from './vvt-support';

/**
 * Issue 23 on the demo data of Muster GmbH: the external report is the Art. 30(1) register (every
 * level-1 record with its items, the controller and the DPO from the master data); the detail's
 * register check brings the DPO to the field; the review goes back to the assignee with a comment
 * and is approved. VT-013 is changed here, which no other spec uses.
 */
interface Recipient {
  Firma_Empfaenger: string;
  Land_Code: string | null;
  isDatenweitergabe_ausserhalb_EU: boolean;
  ID_Rechtsgrundlage_ausserhalb_EU: number | null;
}
interface ExternalRecord {
  verarbeitung: { ID: number; Nummer: string; Name: string; Zweck: string; personengruppen: string[]; datenkategorien: string[] };
  empfaenger?: Recipient[];
}

const api = async <T>(page: Page, path: string): Promise<T> => {
  const cuid = cuidOf(page);
  const res = await page.request.get(`/api${path}${path.includes('?') ? '&' : '?'}customer_uid=${cuid}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
};
/** The value cell of a row of a report's field table by its label (not the rows of the page's layout table around it). */
const rowValue = (section: ReturnType<Page['locator']>, label: string) =>
  section
    .locator('table.vvt-report-table > tbody > tr')
    .filter({ has: section.page().locator('th', { hasText: label }) })
    .locator('> td');

test('the external report is the Art. 30(1) register: every level-1 record with its items, the controller and the DPO', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, USERS.dsb);
  const cuid = cuidOf(page);
  const { verarbeitungen: list } = await api<{ verarbeitungen: { ID: number; SDM_Ebene_Nr: number; Nummer: string; Name: string }[] }>(
    page,
    '/vvt/verarbeitungen',
  );
  const level1 = list.filter((r) => r.SDM_Ebene_Nr === 1);
  const report = await api<{ verarbeitungen: ExternalRecord[] }>(page, '/vvt/vvt-report?fullReportType=external');
  const master = await api<{ stammdaten?: { name: string; dsb_name: string; dsb_email: string } } & Record<string, unknown>>(page, '/customer/master-data');

  await go(page, `/vvt-full-report?reportType=external&cuid=${cuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verzeichnis von Verarbeitungstätigkeiten nach Art. 30 Abs. 1 DSGVO');
  await expect(page.getByTestId('vvt-report-filter-info')).toContainText('Ebene: Fachebene');
  const controller = page.getByTestId('vvt-controller-block');
  await expect(controller).toContainText('Muster GmbH');
  const dpo = controller.locator('> tbody > tr').filter({ has: page.locator('th', { hasText: 'Datenschutzbeauftragte/r' }) });
  await expect(dpo).toContainText('Dana Schulz');
  await expect(dpo).toContainText('@');
  expect(JSON.stringify(master)).toContain('Dana Schulz');

  const sections = page.locator('section.vvt-report-record');
  await expect(sections).toHaveCount(level1.length);
  expect(report.verarbeitungen.map((r) => r.verarbeitung.ID).sort()).toEqual(level1.map((r) => r.ID).sort());
  for (const record of report.verarbeitungen) {
    const v = record.verarbeitung;
    const section = sections.filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^${v.Nummer} `) }) });
    await expect(section, v.Nummer).toHaveCount(1);
    await expect(rowValue(section, 'Zweck der Verarbeitung'), `${v.Nummer} purpose`).toContainText(v.Zweck.slice(0, 40));
    if (v.personengruppen.length) await expect(rowValue(section, 'Betroffene Personengruppen'), `${v.Nummer} data subjects`).not.toHaveText('–');
    if (v.datenkategorien.length) await expect(rowValue(section, 'Datenkategorien'), `${v.Nummer} data categories`).not.toHaveText('–');
    const recipients = rowValue(section, 'Empfänger (verknüpfte Datenweitergaben)');
    for (const r of record.empfaenger ?? []) {
      await expect(recipients, `${v.Nummer} recipient`).toContainText(r.Firma_Empfaenger);
      if (r.isDatenweitergabe_ausserhalb_EU)
        await expect(recipients, `${v.Nummer} safeguard`).toContainText(
          /außerhalb der EU: (Standardvertragsklauseln|Angemessenheitsbeschluss|Verbindliche|Ausnahme)/,
        );
    }
  }
  // The demo's third-country transfer: the US recipient with its safeguard; no record marked as contradictory.
  const crm = sections.filter({ has: page.getByRole('heading', { level: 2, name: /^VT-007 / }) });
  await expect(rowValue(crm, 'Empfänger (verknüpfte Datenweitergaben)')).toContainText(
    'Salesforce, Inc. (Vereinigte Staaten) – außerhalb der EU: Standardvertragsklauseln',
  );
  // Every record the register check finds contradictory is marked, and only those (other specs may
  // link a third-country recipient to a demo record before this one runs); VT-007's own is resolved.
  const check = await api<{ records: { Nummer: string; findings: { severity: string }[] }[] }>(page, '/vvt/register-completeness');
  const level1Numbers = new Set(level1.map((r) => r.Nummer));
  const contradictory = check.records.filter((r) => level1Numbers.has(r.Nummer) && r.findings.some((f) => f.severity === 'contradiction'));
  await expect(page.getByTestId('vvt-report-contradictions')).toHaveCount(contradictory.length);
  for (const r of contradictory) {
    const marked = sections.filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^${r.Nummer} `) }) });
    await expect(marked.getByTestId('vvt-report-contradictions'), r.Nummer).toHaveCount(1);
  }
  await expect(crm.getByTestId('vvt-report-contradictions')).toHaveCount(0);
  await expect(rowValue(sections.filter({ has: page.getByRole('heading', { level: 2, name: /^VT-019 / }) }), 'Gemeinsam Verantwortliche')).toContainText(
    'Eventagentur Sonnenschein',
  );

  // Filter: every level, then back to the register's default.
  await pick(page, page.locator('#vvt-report-filter-ebene-dropdown'), '', 'Alle Ebenen');
  await expect(sections).toHaveCount(list.length);
  await expect(page).toHaveURL(/ebene=0/);
  // A focused PrimeReact Dropdown names a missing option as aria-activedescendant ("dropdownItem_-1"): leave it first.
  await page.getByRole('heading', { level: 1 }).click();
  expect((await runAxe(page)).failures, 'axe on the external report').toEqual([]);
});

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test('the register check leads the DPO to the field; the review goes back to the assignee with a comment and is approved', async ({ browser }) => {
  test.setTimeout(240_000);
  const dsb = await signedIn(browser, USERS.dsb);
  const cuid = cuidOf(dsb);
  const { verarbeitungen: list } = await api<{ verarbeitungen: { ID: number; Nummer: string; SDM_Ebene_Nr: number }[] }>(dsb, '/vvt/verarbeitungen');
  const idOf = (nummer: string) => list.find((r) => r.SDM_Ebene_Nr === 1 && r.Nummer === nummer)!.ID;

  // The list marks the deliberate gaps; the widget's link filters to them.
  await go(dsb, `/vvt-list/1?befund=missing&cuid=${cuid}`);
  const rows = dsb.locator('.vvt-list tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'VT-011' }).getByTestId('vvt-incomplete')).toContainText('unvollständig');
  await expect(dsb.locator('#vvt-filter-befund')).toBeAttached();

  // VT-011: the DPIA is required and has no result; "go to field" opens the DPIA tab at it.
  await go(dsb, `/vvt-detail/1?IdVerarbeitung=${idOf('VT-011')}&cuid=${cuid}`);
  const check = dsb.getByTestId('vvt-register-check');
  await expect(check.getByRole('heading', { name: 'Was der Aufsichtsbehörde fehlen würde' })).toBeVisible();
  await expect(check.getByTestId('vvt-findings-missing')).toContainText('DSFA erforderlich, aber kein Ergebnis');
  await check.getByRole('button', { name: 'Zum Feld Ergebnis der DSFA' }).click();
  await expect(dsb.getByRole('tab', { name: 'DSFA', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(dsb.locator('#vvt-dsfa_ergebnis')).toBeFocused();
  expect((await runAxe(dsb)).failures, 'axe on the detail with the register check and the review').toEqual([]);

  // VT-013 (assigned to po@): the DPO returns it with a comment.
  const vt013 = `/vvt-detail/1?IdVerarbeitung=${idOf('VT-013')}&cuid=${cuid}`;
  await go(dsb, vt013);
  const review = dsb.getByTestId('vvt-review');
  await review.getByRole('button', { name: 'Zurückgeben' }).click();
  await expect(review.getByRole('alert')).toHaveText('Bitte geben Sie an, was zu ändern ist.');
  await review.getByLabel('Kommentar zur Prüfung').fill('Bitte die Löschfrist der BEM-Akte begründen.');
  await review.getByRole('button', { name: 'Zurückgeben' }).click();
  await expect(toast(dsb, 'Der Eintrag wurde mit Kommentar zurückgegeben.')).toBeVisible();
  await expect(review.getByTestId('vvt-review-state')).toContainText('Vom DSB zurückgegeben am');

  // The assignee sees the comment, revises and submits it again.
  const po = await signedIn(browser, USERS.po);
  await go(po, vt013);
  const poReview = po.getByTestId('vvt-review');
  await expect(poReview.getByTestId('vvt-review-state')).toContainText('Vom DSB zurückgegeben am');
  await expect(poReview.getByTestId('vvt-review-comment-shown')).toContainText('Bitte die Löschfrist der BEM-Akte begründen.');
  await expect(poReview.getByRole('button')).toHaveCount(0);
  await po.getByLabel('Bereit zur Prüfung durch den DSB').click({ force: true });
  await expect(toast(po, 'Der Eintrag wurde zur Prüfung durch den DSB freigegeben.')).toBeVisible();
  await po.context().close();

  // The DPO approves: "Geprüft am … von Dana Schulz", also in the register.
  await go(dsb, `/vvt-list-zur-pruefung-dsb?cuid=${cuid}`);
  // The lists share their filter: the completeness filter chosen above still applies.
  await dsb.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await expect(dsb.getByRole('columnheader', { name: /Zur Prüfung seit/ })).toBeVisible();
  await dsb.locator('.vvt-list tbody tr').filter({ hasText: 'VT-013' }).getByRole('link', { name: 'VT-013' }).click();
  await review.getByRole('button', { name: 'Freigeben' }).click();
  await expect(toast(dsb, 'Der Eintrag wurde vom DSB freigegeben.')).toBeVisible();
  await expect(review.getByTestId('vvt-review-state')).toContainText(/Geprüft am \d\d\.\d\d\.\d{4} von Dana Schulz: freigegeben\./);
  await go(dsb, `/vvt-full-report?reportType=external&cuid=${cuid}`);
  await expect(
    dsb
      .locator('section.vvt-report-record')
      .filter({ has: dsb.getByRole('heading', { level: 2, name: /^VT-013 / }) })
      .getByTestId('vvt-report-reviewed'),
  ).toContainText(/Geprüft am \d\d\.\d\d\.\d{4} von Dana Schulz/);
  await dsb.context().close();
});
