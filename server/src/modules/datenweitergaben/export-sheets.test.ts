import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../../test/app';

jest.setTimeout(60_000);

let t: TestApp;
let muster: string;
beforeAll(async () => {
  t = await createTestApp();
  muster = await t.customerUid('Muster GmbH');
});
afterAll(() => t.close());

async function sheets(language: 'de' | 'en') {
  const dsb = await t.as('dsb@example.com');
  const res = await dsb.get(`/api/customer/data-export?customer_uid=${muster}&language=${language}`);
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook;
}
const rowsOf = (ws: ExcelJS.Worksheet) => ws.getSheetValues().slice(1).filter(Boolean) as unknown[][];

it('exports the transfers with their checkpoints and the links to processing records, headers and names in English', async () => {
  const workbook = await sheets('en');
  const [header, ...transfers] = rowsOf(workbook.getWorksheet('Data transfers')!);
  // The transfer's field labels of the screens (datenweitergaben:fields.*), the checkpoints the export's own.
  expect(header).toEqual(
    expect.arrayContaining([
      'Recipient (company)',
      'Contract status',
      'Legal basis',
      'Checkpoints met',
      'Checkpoints open',
      'Legal basis for the third country',
    ]),
  );
  expect(transfers.length).toBeGreaterThanOrEqual(20);
  const column = (name: string) => (header as unknown[]).indexOf(name);
  const salesforce = transfers.find((r) => r[column('Recipient (company)')] === 'Salesforce, Inc.')!;
  expect(salesforce[column('Contract status')]).toBe('Review due');
  expect(salesforce[column('Legal basis')]).toBe('Processor (Art. 28 GDPR)');
  expect(salesforce[column('Checkpoints met')]).toContain('Art. 28(3)(a)');
  expect(salesforce[column('Checkpoints open')]).toContain('Art. 28(3)(e)');
  expect(salesforce[column('Legal basis for the third country')]).toBe('Standard contractual clauses (Art. 46(2)(c) GDPR)');
  const [linkHeader, ...links] = rowsOf(workbook.getWorksheet('Transfers to processing')!);
  expect(linkHeader).toEqual(expect.arrayContaining(['Recipient (company)', 'Processing number']));
  expect(links.some((r) => r.includes('Salesforce, Inc.') && r.includes('VT-007'))).toBe(true);
});

it('names sheets and values in German by default', async () => {
  const workbook = await sheets('de');
  const [header, ...transfers] = rowsOf(workbook.getWorksheet('Datenweitergaben')!);
  const reisswolf = transfers.find((r) => r.includes('Reisswolf Akten- und Datenvernichtung GmbH'))!;
  expect(reisswolf[(header as unknown[]).indexOf('Vertragsstatus')]).toBe('Vertrag fehlt');
  expect(workbook.getWorksheet('Datenweitergaben-Verarbeitungen')).toBeDefined();
});
