import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportSheet } from '../module-hooks';
import { SHEET_QUEUE_LIMIT, breathe, queuedBytes, sheetQueue, writeWorkbook, type SheetQueue } from './workbook';

/** A client that takes every chunk at once (as a download on a fast line), collected for reading back. */
function fastClient() {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { out, body: () => Buffer.concat(chunks) };
}

const ROWS = 40_000;
const SHEETS = ['Eins', 'Zwei'];
/** Text that deflate cannot shrink much (so the zip, not the rows, is the slow part), made once. */
const POOL = Array.from(
  { length: 997 },
  (_, i) =>
    `${Math.sin(i + 1)
      .toString(36)
      .slice(2)}${Math.cos(i * 7 + 1)
      .toString(36)
      .slice(2)}`,
);
const noise = (i: number) => POOL[i % POOL.length]!;

it('keeps the XML waiting for the zip bounded, whatever the sheet size, and writes every row', async () => {
  let peak = 0;
  const spy = jest.spyOn(ExcelJS.stream.xlsx.WorkbookWriter.prototype, 'addWorksheet');
  // Every row reaches the file and no sheet's queue passes the limit. (The pile-up itself needs a
  // customer's size: 560 MB for 10,000 records, see the data-export benchmark; the rule that
  // prevents it is the next test.)
  const sheets: ExportSheet[] = SHEETS.map((name, index) => ({
    name: { de: name, en: name },
    columns: [
      { key: 'id', header: { de: 'ID', en: 'ID' } },
      { key: 'text', header: { de: 'Text', en: 'Text' } },
    ],
    async *rows() {
      const queue = sheetQueue(spy.mock.results[index]?.value);
      expect(queue).toBeDefined();
      for (let i = 1; i <= ROWS; i++) {
        peak = Math.max(peak, queuedBytes(queue));
        yield { id: i, text: noise(i) };
      }
    },
  }));
  const client = fastClient();
  const reports = await writeWorkbook(
    client.out,
    sheets,
    { customer: { customer_uid: 'c', name: 'Muster GmbH' }, language: 'en', userName: () => '' } as never,
    (_s, fn) => fn({} as never),
  );
  await new Promise((resolve) => client.out.end(resolve));

  expect(reports.map((r) => [r.name, r.rows])).toEqual(SHEETS.map((name) => [name, ROWS]));
  expect(peak).toBeLessThan(SHEET_QUEUE_LIMIT + 512 * 1024);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(client.body() as unknown as ArrayBuffer);
  for (const name of SHEETS) expect(book.getWorksheet(name)?.rowCount).toBe(ROWS + 1);
  spy.mockRestore();
}, 120_000);

it('waits while a sheet has more XML waiting for the zip than the limit, and goes on once the zip took it', async () => {
  const queue: SheetQueue = { _readableState: { length: SHEET_QUEUE_LIMIT * 3 }, _writableState: { length: 0 } };
  let resumed = false;
  const waiting = breathe(fastClient().out, queue).then(() => (resumed = true));
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(resumed).toBe(false);
  queue._readableState.length = 64 * 1024;
  await waiting;
  expect(resumed).toBe(true);
});
