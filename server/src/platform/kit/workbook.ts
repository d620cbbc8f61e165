import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { ExportContext, ExportSheet } from '../module-hooks';
import { drained, StreamClosedError } from './stream-drain';

/**
 * Excel workbooks of the portal (GET /customer/data-export, the VVT's register export): streamed
 * sheets of ExportSheet (module-hooks.ts) and the download's file name.
 */

/**
 * `<prefix>_<customer>_<YYYY-MM-DD>.xlsx` (default prefix VWS_Data_Export), with an ASCII fallback
 * and the UTF-8 name for Content-Disposition (RFC 6266).
 */
export function exportFileName(customerName: string, date: Date, prefix = 'VWS_Data_Export'): { ascii: string; utf8: string } {
  const day = date.toISOString().slice(0, 10);
  const utf8 = `${prefix}_${customerName.replace(/[\\/:*?"<>|\r\n]+/g, '_').trim()}_${day}.xlsx`;
  const ascii = utf8
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\;]/g, '_');
  return { ascii, utf8 };
}

/** Runs fn with the database a sheet reads: a tenant transaction, or the meta database. */
export type SheetDb = <T>(sheet: ExportSheet, fn: (db: Kysely<object>) => Promise<T>) => Promise<T>;

/** Rows between checks of the output's backpressure. */
const DRAIN_EVERY = 200;
/** XML of a sheet that may wait for the zip before the rows stop (a few pages of rows). */
export const SHEET_QUEUE_LIMIT = 2 * 1024 * 1024;

/**
 * Where a sheet's XML waits for the zip. ExcelJS writes a sheet into its own buffer stream, which
 * archiver pipes into a PassThrough when the sheet is added; the zip reads that only when it
 * deflates this entry, and ExcelJS ignores the PassThrough's backpressure. Without a look at it the
 * XML of a 10,000-record register piled up there: the process grew by 560 MB while its JavaScript
 * heap grew by 44 MB. (ExcelJS 4.4 internals: worksheet.stream.pipes.)
 */
export function sheetQueue(worksheet: unknown): SheetQueue | undefined {
  const pipes = (worksheet as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const queue = pipes?.[0] as Partial<SheetQueue> | undefined;
  // archiver's PassThrough is readable-stream 2 (no readableLength getters): its states say it.
  return typeof queue?._readableState?.length === 'number' && typeof queue._writableState?.length === 'number' ? (queue as SheetQueue) : undefined;
}

export interface SheetQueue {
  _readableState: { length: number };
  _writableState: { length: number };
}

/** Bytes of a sheet's XML not yet taken by the zip. */
export function queuedBytes(queue: SheetQueue | undefined): number {
  return queue ? queue._readableState.length + queue._writableState.length : 0;
}

/**
 * Lets the zip compress and the socket send what was written so far: an in-process database
 * (PGlite) answers without ever leaving the microtask queue, so without a turn of the event loop
 * the whole workbook would pile up in the zip's input. Then waits while the zip is behind (the
 * sheet's queue is full: deflating is slower than reading rows) or the client is slower than the
 * export (out's buffer is full).
 */
export async function breathe(out: Writable, queue: SheetQueue | undefined): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  while (queuedBytes(queue) > SHEET_QUEUE_LIMIT && !out.destroyed) await new Promise((resolve) => setTimeout(resolve, 5));
  if (out.destroyed) throw new StreamClosedError();
  if (out.writableNeedDrain) await drained(out);
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
 * up, and the writer waits whenever the zip is behind or out's buffer is full: memory stays bounded
 * by SHEET_QUEUE_LIMIT plus a page of a sheet's rows and the zip's window, whatever the size.
 */
export async function writeWorkbook(out: Writable, sheets: readonly ExportSheet[], base: Omit<ExportContext, 'db'>, dbFor: SheetDb): Promise<SheetReport[]> {
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
    const queue = sheetQueue(worksheet);
    const started = Date.now();
    const rows = await dbFor(sheet, async (db) => {
      let n = 0;
      for await (const row of sheet.rows({ ...base, db })) {
        worksheet.addRow(row).commit();
        n += 1;
        if (n % DRAIN_EVERY === 0) await breathe(out, queue);
      }
      return n;
    });
    worksheet.commit();
    reports.push({ name, rows, ms: Date.now() - started });
  }
  await workbook.commit();
  return reports;
}
