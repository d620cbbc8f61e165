import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { ExportContext, ExportSheet } from '../../../platform/module-hooks';

/** Runs fn with the database a sheet reads: a tenant transaction, or the meta database. */
export type SheetDb = <T>(sheet: ExportSheet, fn: (db: Kysely<object>) => Promise<T>) => Promise<T>;

/** Rows between checks of the output's backpressure. */
const DRAIN_EVERY = 200;

/**
 * Lets the zip compress and the socket send what was written so far: an in-process database
 * (PGlite) answers without ever leaving the microtask queue, so without a turn of the event loop
 * the whole workbook would pile up in the zip's input. Then waits while the client is slower
 * than the export (out's buffer is full).
 */
async function breathe(out: Writable): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (out.writableNeedDrain) await once(out, 'drain');
}

export interface SheetReport {
  name: string;
  rows: number;
  /** Time the sheet took, for the log line of an export (where a slow export spends its time). */
  ms: number;
}

/**
 * Streams the sheets as an .xlsx into out: the streaming WorkbookWriter commits every row at once
 * (no shared strings), every few hundred rows the event loop turns so the zip and the socket keep
 * up, and the writer waits whenever out's buffer is full: memory stays bounded by a page of a
 * sheet's rows plus the zip's window, whatever the size.
 */
export async function writeWorkbook(
  out: Writable,
  sheets: readonly ExportSheet[],
  base: Omit<ExportContext, 'db'>,
  dbFor: SheetDb,
): Promise<SheetReport[]> {
  const ctx = base;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'VWS Datenschutzportal';
  workbook.created = new Date();
  const reports: SheetReport[] = [];
  for (const sheet of sheets) {
    const name = sheet.name[ctx.language].slice(0, 31);
    const worksheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((c) => ({ key: c.key, header: c.header[ctx.language], width: c.width ?? 20 }));
    worksheet.getRow(1).font = { bold: true };
    worksheet.getRow(1).commit();
    const started = Date.now();
    const rows = await dbFor(sheet, async (db) => {
      let n = 0;
      for await (const row of sheet.rows({ ...base, db })) {
        worksheet.addRow(row).commit();
        n += 1;
        if (n % DRAIN_EVERY === 0) await breathe(out);
      }
      return n;
    });
    worksheet.commit();
    reports.push({ name, rows, ms: Date.now() - started });
  }
  await workbook.commit();
  return reports;
}
