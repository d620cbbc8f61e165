import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportSheet } from '../module-hooks';
import { StreamClosedError } from './stream-drain';
import { writeWorkbook } from './workbook';

/** A client that takes chunks (after `delayMs` each, as a slow line), collected for reading back; records its buffer's peak. */
function client(delayMs = 0) {
  const chunks: Buffer[] = [];
  let peak = 0;
  const out = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      peak = Math.max(peak, out.writableLength);
      if (delayMs) setTimeout(done, delayMs);
      else done();
    },
  });
  return { out, body: () => Buffer.concat(chunks), peak: () => peak };
}

const base = { customer: { customer_uid: 'c', name: 'Muster GmbH' }, language: 'en', userName: () => '' } as never;
const noDb = ((_sheet: unknown, fn: (db: never) => Promise<unknown>) => fn({} as never)) as never;

async function written(sheets: ExportSheet[], delayMs = 0) {
  const target = client(delayMs);
  const reports = await writeWorkbook(target.out, sheets, base, noDb);
  expect(target.out.writableEnded).toBe(true);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(target.body() as unknown as ArrayBuffer);
  return { book, reports, peak: target.peak() };
}

it('writes every cell type as Excel reads it back: text (with XML characters), numbers, booleans, dates, empty cells', async () => {
  const when = new Date('2026-03-01T10:30:00Z');
  const { book, reports } = await written([
    {
      name: { de: 'Einträge', en: 'Records' },
      columns: [
        { key: 'text', header: { de: 'Text', en: 'Text' }, width: 40 },
        { key: 'number', header: { de: 'Zahl', en: 'Number' } },
        { key: 'flag', header: { de: 'Ja/Nein', en: 'Yes/no' } },
        { key: 'date', header: { de: 'Datum', en: 'Date' } },
        { key: 'empty', header: { de: 'Leer', en: 'Empty' } },
      ],
      async *rows() {
        yield { text: 'A & B <c> "d" ä\u0007', number: 42.5, flag: true, date: when, empty: null };
        yield { text: 'zwei\nZeilen', number: -1, flag: false, date: null, empty: null };
      },
    },
    { name: { de: 'Leer', en: 'Nothing' }, columns: [{ key: 'x', header: { de: 'X', en: 'X' } }], async *rows() {} },
  ]);
  expect(reports.map((r) => [r.name, r.rows])).toEqual([
    ['Records', 2],
    ['Nothing', 0],
  ]);
  const sheet = book.getWorksheet('Records')!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Text', 'Number', 'Yes/no', 'Date', 'Empty']);
  expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.getColumn(1).width).toBe(40);
  expect(sheet.getColumn(2).width).toBe(20);
  expect(sheet.getRow(2).values).toEqual([undefined, 'A & B <c> "d" ä', 42.5, true, when]);
  expect(sheet.getRow(3).values).toEqual([undefined, 'zwei\nZeilen', -1, false]);
  expect(book.getWorksheet('Nothing')!.rowCount).toBe(1);
});

it("continues a sheet longer than Excel opens in '<name> (2)', with the header again, and counts all its rows", async () => {
  const target = client();
  const reports = await writeWorkbook(
    target.out,
    [
      {
        name: { de: 'Änderungsverlauf', en: 'Change history' },
        columns: [{ key: 'n', header: { de: 'Nr.', en: 'No.' } }],
        async *rows() {
          for (let n = 1; n <= 7; n++) yield { n };
        },
      },
    ],
    base,
    noDb,
    4, // rows per sheet, the header included
  );
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(target.body() as unknown as ArrayBuffer);
  expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Change history', 'Change history (2)', 'Change history (3)']);
  const values = book.worksheets.map((sheet) =>
    sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[])[1]),
  );
  expect(values).toEqual([
    ['No.', 1, 2, 3],
    ['No.', 4, 5, 6],
    ['No.', 7],
  ]);
  expect(reports).toEqual([expect.objectContaining({ name: 'Change history', rows: 7 })]);
});

const ROWS = 40_000;
/** Text that deflate cannot shrink much, made once. */
const POOL = Array.from(
  { length: 997 },
  (_, i) =>
    `${Math.sin(i + 1)
      .toString(36)
      .slice(2)}${Math.cos(i * 7 + 1)
      .toString(36)
      .slice(2)}`,
);

it('keeps what waits for a slow client bounded, whatever the sheet size, and writes every row', async () => {
  let produced = 0;
  const sheets: ExportSheet[] = ['Eins', 'Zwei'].map((name) => ({
    name: { de: name, en: name },
    columns: [
      { key: 'id', header: { de: 'ID', en: 'ID' } },
      { key: 'text', header: { de: 'Text', en: 'Text' } },
    ],
    async *rows() {
      for (let i = 1; i <= ROWS; i++) {
        produced += 1;
        yield { id: i, text: POOL[i % POOL.length]! };
      }
    },
  }));
  const { book, reports, peak } = await written(sheets, 1);
  expect(produced).toBe(2 * ROWS);
  expect(reports.map((r) => r.rows)).toEqual([ROWS, ROWS]);
  for (const name of ['Eins', 'Zwei']) expect(book.getWorksheet(name)?.rowCount).toBe(ROWS + 1);
  // The writer waits for the client: its buffer holds about a deflated batch, never the sheet (about 1.5 MB).
  expect(peak).toBeLessThan(512 * 1024);
}, 120_000);

it('stops with StreamClosedError when the reader goes away mid-sheet, instead of waiting for ever', async () => {
  const out = new Writable({ highWaterMark: 16 * 1024, write: () => undefined }); // takes one chunk, then never again
  let produced = 0;
  const sheet: ExportSheet = {
    name: { de: 'Eins', en: 'Eins' },
    columns: [{ key: 'text', header: { de: 'Text', en: 'Text' } }],
    async *rows() {
      for (let i = 1; i <= ROWS; i++) {
        produced += 1;
        if (produced === 2_000) setTimeout(() => out.destroy(), 20);
        yield { text: POOL[i % POOL.length]! };
      }
    },
  };
  await expect(writeWorkbook(out, [sheet], base, noDb)).rejects.toBeInstanceOf(StreamClosedError);
  expect(produced).toBeLessThan(ROWS);
});
