import { expect as baseExpect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { USERS, cuidOf, signIn } from '../support/portal';
import { pick, toast } from './vvt-support';

const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The data-transfer flow of issue 10: a DSB creates a transfer to a US processor, picks Art. 28
 * and ticks checkpoints, switches to Art. 26 and is warned, links two processing records, sees the
 * link from the record's side, opens the list report with the summary, saves its free text and
 * prints it to PDF; a reader cannot edit.
 */
const RECIPIENT = `Acme Cloud Inc. ${Date.now() % 100000}`;

async function openTransfer(page: Page, cuid: string) {
  await page.goto(`/datenweitergaben?cuid=${cuid}`);
  await page.getByLabel('Gruppe, Empfänger, Ort oder Land').fill(RECIPIENT);
  await expect(page.locator('[data-testid=dw-list-page] tbody tr')).toHaveCount(1);
  await page.getByRole('link', { name: RECIPIENT }).click();
  await expect(page.getByRole('heading', { level: 1, name: RECIPIENT })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('a DSB documents a transfer to a US processor, links it to the register and prints the list report', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, USERS.dsb);
  const cuid = cuidOf(page);
  await page.goto(`/datenweitergaben?cuid=${cuid}`);
  await page.getByRole('button', { name: 'Neue Datenweitergabe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neue Datenweitergabe' })).toBeVisible();

  await page.locator('#dw-Firma_Empfaenger').fill(RECIPIENT);
  await page.locator('#dw-Gruppe').fill('IT');
  await page.locator('#dw-Ort').fill('Seattle');
  await page.locator('#dw-Land').fill('USA');
  await page.locator('#dw-Vertragsgegenstand').fill('Cloud-Hosting der Kundendatenbank.');
  await page.locator('#dw-Vertrag_Link').fill('https://acme.example.com/dpa.pdf');
  await page.locator('label[for=dw-isDatenweitergabe_ausserhalb_EU]').click();
  await pick(page, page.locator('#dw-ID_Rechtsgrundlage_ausserhalb_EU-dropdown'), '', /Standardvertragsklauseln/);

  const legal = page.getByTestId('dw-legal');
  await pick(page, legal.locator('.p-dropdown'), '', /Auftragsverarbeitung/);
  await legal.locator('label[for=dw-check-a]').click();
  await legal.locator('label[for=dw-check-c]').click();
  await expect(legal).toContainText('2 von 9 erfüllt');
  await pick(page, legal.locator('.p-dropdown'), '', /Gemeinsame Verantwortlichkeit/);
  await expect(page.getByText('Die ungespeicherten Änderungen an den Prüfpunkten der bisherigen Rechtsgrundlage werden verworfen.')).toBeVisible();
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(legal).toContainText('2 von 9 erfüllt');

  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Die Datenweitergabe wurde angelegt.')).toBeVisible();
  await expect(page).toHaveURL(/datenweitergabeId=\d+/);
  await expect(page.locator('#dw-check-a')).toBeChecked();

  const links = page.getByTestId('dw-links');
  for (const name of [/VT-002 Lohn- und Gehaltsabrechnung/, /AP-07 Salesforce/]) {
    await pick(page, links.locator('.p-dropdown'), name.source.slice(0, 5), name);
    await links.getByRole('button', { name: 'Hinzufügen' }).click();
  }
  await expect(links.getByTestId('dw-link')).toHaveCount(2);
  await links.getByRole('button', { name: 'Verknüpfungen speichern' }).click();
  await expect(toast(page, 'Die Verknüpfungen wurden gespeichert.')).toBeVisible();

  // The link seen from the processing record.
  await links.getByRole('link', { name: /VT-002/ }).click();
  await expect(page.locator('#vvt-Nummer')).toHaveValue('VT-002');
  await page.getByRole('tab', { name: 'Beziehungen' }).click();
  await expect(page.getByTestId('vvt-linked-transfers').getByRole('link', { name: new RegExp(RECIPIENT) })).toBeVisible();

  await page.goto(`/datenweitergaben-list-report?cuid=${cuid}`);
  await expect(page.getByTestId('dw-summary-table')).toBeVisible();
  await expect(page.getByTestId('dw-summary-total')).toContainText('Kritisch');
  await page.getByLabel('Anmerkungen zum Bericht').fill('Alle Drittlandübermittlungen sind bis Quartalsende zu prüfen.');
  await page.locator('.vws-free-text').getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Die Anmerkungen wurden gespeichert.')).toBeVisible();
  await page.getByLabel('Gruppe, Empfänger, Ort oder Land').fill('USA');
  await expect(page.getByTestId('dw-filter-badges')).toContainText("'USA'");
  await expect(page.getByTestId('dw-report-row').filter({ hasText: RECIPIENT })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
  await expect(page.getByLabel('Anmerkungen zum Bericht')).toBeHidden();
  const pdf = await page.pdf({ path: path.resolve(__dirname, '../output/datenweitergaben-list-report.pdf'), format: 'A4' });
  expect(pdf.length).toBeGreaterThan(10_000);
  await page.emulateMedia({ media: 'screen' });
  await page.getByTestId('dw-report-row').filter({ hasText: RECIPIENT }).click();
  await expect(page.getByRole('heading', { level: 1, name: RECIPIENT })).toBeVisible();
});

test('a reader sees the transfer but cannot edit it', async ({ page }) => {
  await signIn(page, USERS.leser);
  const cuid = cuidOf(page);
  await expect(page.getByRole('link', { name: 'Datenweitergaben' }).first()).toBeVisible();
  await openTransfer(page, cuid);
  await expect(page.getByText('Sie können diese Datenweitergabe nur lesen.')).toBeVisible();
  // A read view: the value as text, no greyed-out input.
  await expect(page.locator('dd#dw-Firma_Empfaenger')).toHaveText(/\S/);
  await expect(page.locator('input#dw-Firma_Empfaenger')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
  await expect(page.getByTestId('dw-links').getByRole('button', { name: 'Verknüpfungen speichern' })).toHaveCount(0);
  await page.goto(`/datenweitergaben?cuid=${cuid}`);
  await expect(page.locator('[data-testid=dw-list-page] tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neue Datenweitergabe' })).toHaveCount(0);
});
