import type { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import { SHEET_MAX_ROWS, XlsxWriter } from './xlsx-stream';
import type { ExportContext, ExportSheet } from '../module-hooks';

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

/**
 * Deflate level of the export's zip, by measurement: 207 MB of sheet XML like the export's (German
 * words, numbers, inline strings) deflated at level 1 in 3.0–4.4 s to 31.2 MB, at zlib's default 6
 * in 5.8–8.0 s to 24.8 MB, at 3 in 5.9 s to 28.7 MB (2 cores under load, 2026-11-26). Deflating is
 * the part of the export that grows with the data; a quarter more bytes on the line costs less than
 * twice the compression. EXPORT_ZIP_LEVEL (0–9) overrides it for the data-export benchmark.
 */
export const EXPORT_ZIP_LEVEL = 1;

function zipLevel(): number {
  const level = Number(process.env.EXPORT_ZIP_LEVEL ?? EXPORT_ZIP_LEVEL);
  return Number.isInteger(level) && level >= 0 && level <= 9 ? level : EXPORT_ZIP_LEVEL;
}

export interface SheetReport {
  name: string;
  rows: number;
  /** Time the sheet took, for the log line of an export (where a slow export spends its time). */
  ms: number;
}

/**
 * Streams the sheets as an .xlsx into out (xlsx-stream.ts): each row becomes XML text at once,
 * batches of it are deflated into the zip, and the writer waits whenever the deflater or out's
 * buffer is full: memory stays bounded by a batch of rows, the deflater's window and out's buffer,
 * whatever the size, and a slow client slows the export down instead of filling the memory.
 */
export async function writeWorkbook(
  out: Writable,
  sheets: readonly ExportSheet[],
  base: Omit<ExportContext, 'db'>,
  dbFor: SheetDb,
  maxRowsPerSheet = SHEET_MAX_ROWS,
): Promise<SheetReport[]> {
  const workbook = new XlsxWriter(out, { level: zipLevel(), creator: 'VWS Datenschutzportal' });
  const reports: SheetReport[] = [];
  for (const sheet of sheets) {
    const name = sheet.name[base.language].slice(0, 31);
    const headers = sheet.columns.map((c) => ({ header: c.header[base.language], width: c.width ?? 20 }));
    // A sheet longer than Excel opens goes on in "<name> (2)", "(3)"…: nothing is cut off when the file is opened.
    const partName = (part: number) => (part === 1 ? name : `${name.slice(0, 31 - ` (${part})`.length)} (${part})`);
    let part = 1;
    let writer = await workbook.addSheet(partName(part), headers);
    const keys = sheet.columns.map((c) => c.key);
    const started = Date.now();
    const rows = await dbFor(sheet, async (db) => {
      let n = 0;
      for await (const row of sheet.rows({ ...base, db })) {
        if (writer.rows >= maxRowsPerSheet) {
          await writer.end();
          part += 1;
          writer = await workbook.addSheet(partName(part), headers);
        }
        await writer.addRow(keys.map((key) => row[key]));
        n += 1;
      }
      return n;
    });
    await writer.end();
    reports.push({ name, rows, ms: Date.now() - started });
  }
  await workbook.finish();
  return reports;
}
