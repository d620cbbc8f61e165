import type { Writable } from 'node:stream';
import { ZipStream, type EntrySink } from './zip-stream';

/**
 * A streaming .xlsx writer for the exports (workbook.ts): each sheet's XML is made row by row as
 * text and deflated into a zip written straight to `out`, so memory holds one batch of rows and the
 * deflater's window whatever the size. It writes what the exports need (inline strings, numbers,
 * booleans, dates, a bold frozen header, column widths) at a few microseconds a row: ExcelJS's
 * streaming writer spent most of a 10,000-record export building its cell objects. When the reader
 * goes away (out closed) every wait rejects with StreamClosedError, so the export stops and frees its
 * database connection.
 */

export type XlsxCell = string | number | boolean | Date | null | undefined;

export interface XlsxColumn {
  header: string;
  width: number;
}

/** Row XML gathered before it goes to the deflater (fewer, larger writes). */
const BATCH_BYTES = 64 * 1024;
/** Excel holds at most 32,767 characters in a cell. */
const CELL_MAX = 32_767;
/** Excel opens at most 1,048,576 rows of a sheet (the header included); writeWorkbook continues in a further sheet. */
export const SHEET_MAX_ROWS = 1_048_576;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Cell styles (styles.xml cellXfs): 0 plain, 1 the header's bold, 2 a date (built-in format 14, as ExcelJS wrote dates). */
const STYLE_HEADER = 1;
const STYLE_DATE = 2;
const STYLES_XML = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

// XML 1.0 forbids most control characters; a cell keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

// Most cells need no escaping: one test instead of two replacements (the exports' hot path).
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text.replace(INVALID_XML, '').replace(/[&<>"]/g, (char) => ESCAPES[char]!);
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A moment as Excel's serial day number (days since 1899-12-30, in UTC as ExcelJS wrote them). */
export function excelSerial(date: Date): number {
  return date.getTime() / 86_400_000 + 25_569;
}

function cellXml(ref: string, value: XlsxCell, style = 0): string {
  if (value === null || value === undefined) return '';
  const s = style ? ` s="${style}"` : '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : `<c r="${ref}" s="${style || STYLE_DATE}"><v>${excelSerial(value)}</v></c>`;
  }
  const text = value.length > CELL_MAX ? value.slice(0, CELL_MAX) : value;
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

/** One sheet being written: rows go out in batches of BATCH_BYTES of XML. */
export class XlsxSheetWriter {
  private batch: string[] = [];
  private batchBytes = 0;
  private rowNumber = 0;
  private readonly refs: string[];

  constructor(
    private readonly sink: EntrySink,
    columns: number,
  ) {
    this.refs = Array.from({ length: columns }, (_, index) => columnLetter(index));
  }

  /** Adds a row; resolves at once unless a batch went out and the client is behind. */
  async addRow(cells: readonly XlsxCell[], style = 0): Promise<void> {
    this.rowNumber += 1;
    const r = this.rowNumber;
    let xml = `<row r="${r}">`;
    for (let index = 0; index < cells.length; index++) xml += cellXml(`${this.refs[index] ?? columnLetter(index)}${r}`, cells[index], style);
    xml += '</row>';
    this.batch.push(xml);
    this.batchBytes += xml.length;
    if (this.batchBytes >= BATCH_BYTES) await this.flush();
  }

  private async flush(): Promise<void> {
    if (!this.batch.length) return;
    const text = this.batch.join('');
    this.batch = [];
    this.batchBytes = 0;
    await this.sink.write(text);
  }

  /** Rows written so far (the header included). */
  get rows(): number {
    return this.rowNumber;
  }

  async end(): Promise<void> {
    await this.flush();
    await this.sink.write('</sheetData></worksheet>');
    await this.sink.end();
  }
}

/** A workbook streamed into `out`: addSheet() one after another (each ended before the next), then finish(). */
export class XlsxWriter {
  private readonly zip: ZipStream;
  private readonly sheets: string[] = [];

  constructor(out: Writable, options: { level: number; creator?: string }) {
    this.zip = new ZipStream(out, options.level);
    this.creator = options.creator ?? '';
  }

  private readonly creator: string;

  /** A sheet with a bold header row frozen at the top and the columns' widths. */
  async addSheet(name: string, columns: readonly XlsxColumn[]): Promise<XlsxSheetWriter> {
    this.sheets.push(name);
    const sink = await this.zip.open(`xl/worksheets/sheet${this.sheets.length}.xml`);
    const cols = columns.map((column, index) => `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`).join('');
    await sink.write(
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`,
    );
    const sheet = new XlsxSheetWriter(sink, columns.length);
    await sheet.addRow(
      columns.map((column) => column.header),
      STYLE_HEADER,
    );
    return sheet;
  }

  /** The workbook's parts around the sheets and the zip's directory; ends out. */
  async finish(): Promise<void> {
    const sheets = this.sheets.map((name, index) => ({ name, id: index + 1 }));
    await this.zip.file('xl/styles.xml', STYLES_XML);
    await this.zip.file(
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets>${sheets
        .map((sheet) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${sheet.id}" r:id="rId${sheet.id}"/>`)
        .join('')}</sheets></workbook>`,
    );
    await this.zip.file(
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">${sheets
        .map((sheet) => `<Relationship Id="rId${sheet.id}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${sheet.id}.xml"/>`)
        .join('')}<Relationship Id="rId${sheets.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    );
    await this.zip.file(
      'docProps/core.xml',
      `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>${escapeXml(this.creator)}</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}</dcterms:created></cp:coreProperties>`,
    );
    await this.zip.file(
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
    );
    await this.zip.file(
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets
        .map(
          (sheet) =>
            `<Override PartName="/xl/worksheets/sheet${sheet.id}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join(
          '',
        )}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
    );
    await this.zip.close();
  }
}
