/** How a printed report lays out its sheets: A4, upright or (for wide tables) on its side. */
export type PageOrientation = 'portrait' | 'landscape';

export interface PageSetup {
  orientation: PageOrientation;
  /** The running header: customer, report title, date. */
  customer: string;
  title: string;
  date: string;
  /** The page number as the language words it, with the placeholders {{page}} and {{pages}} ("Seite {{page}} von {{pages}}"). */
  pageNumber: string;
}

/** A CSS string literal of any text: quotes, backslashes, line breaks and markup characters escaped, so user text cannot leave it. */
export function cssString(text: string): string {
  const escaped = text.replace(/[\\"<>\n\r\f]/g, (ch) => `\\${ch.charCodeAt(0).toString(16)} `);
  return `"${escaped}"`;
}

/** "Seite {{page}} von {{pages}}" → "Seite " counter(page) " von " counter(pages): the page counters of CSS paged media. */
export function pageNumberContent(template: string): string {
  return template
    .split(/(\{\{pages?\}\})/)
    .filter((part) => part !== '')
    .map((part) => (part === '{{page}}' ? 'counter(page)' : part === '{{pages}}' ? 'counter(pages)' : cssString(part)))
    .join(' ');
}

const BOX = 'font-family: Arial, Helvetica, sans-serif; font-size: 8.5pt; color: #475569;';

/**
 * The @page rules of a report: A4, margins, the running header (customer – title left, date right)
 * and the page number at the foot, in the page margin boxes that Chromium prints on every sheet.
 */
export function pageCss({ orientation, customer, title, date, pageNumber }: PageSetup): string {
  const heading = [customer, title].filter(Boolean).join(' – ');
  return `@page {
  size: A4 ${orientation};
  margin: 18mm 12mm 15mm 12mm;
  @top-left { content: ${cssString(heading)}; ${BOX} vertical-align: bottom; padding-bottom: 3mm; }
  @top-right { content: ${cssString(date)}; ${BOX} vertical-align: bottom; padding-bottom: 3mm; white-space: nowrap; }
  @bottom-right { content: ${pageNumberContent(pageNumber)}; ${BOX} vertical-align: top; padding-top: 3mm; white-space: nowrap; }
}`;
}
