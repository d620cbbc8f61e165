import type { VvtImportListItem, VvtImportResponse } from '@vws/shared/contract/vvt';

/** Import table: 20 rows a page, at most 10 page links (spec §9). */
export const IMPORT_PAGE_SIZE = 20;
export const IMPORT_PAGE_LINKS = 10;

export interface ImportFilter {
  ebene: number;
  gruppe: string;
  text: string;
}

export const EMPTY_IMPORT_FILTER: ImportFilter = { ebene: 0, gruppe: '', text: '' };

/** Level (0 = all), group and number or name: case-insensitive substrings (spec §5). */
export function filterImportList(items: readonly VvtImportListItem[], filter: ImportFilter): VvtImportListItem[] {
  const gruppe = filter.gruppe.trim().toLocaleLowerCase('de');
  const text = filter.text.trim().toLocaleLowerCase('de');
  return items.filter(
    (item) =>
      (filter.ebene === 0 || item.SDM_Ebene_Nr === filter.ebene) &&
      (gruppe === '' || item.Gruppe.toLocaleLowerCase('de').includes(gruppe)) &&
      (text === '' || item.Nummer.toLocaleLowerCase('de').includes(text) || item.Name.toLocaleLowerCase('de').includes(text)),
  );
}

/** The outcome of an import as spec §8 names it. */
export type ImportOutcome = { kind: 'success' } | { kind: 'partial'; failed: number[] } | { kind: 'failure' };

export function importOutcome(result: VvtImportResponse): ImportOutcome {
  if (result.failedVerarbeitungenIds.length === 0) return { kind: 'success' };
  if (result.importedVerarbeitungenIds.length === 0) return { kind: 'failure' };
  return { kind: 'partial', failed: result.failedVerarbeitungenIds };
}

/** The row marks after an import: imported ones green, failed ones red (spec §8). */
export type RowMark = 'imported' | 'failed';
export function rowMarks(result: VvtImportResponse): Map<number, RowMark> {
  return new Map<number, RowMark>([
    ...result.importedVerarbeitungenIds.map((id) => [id, 'imported'] as const),
    ...result.failedVerarbeitungenIds.map((id) => [id, 'failed'] as const),
  ]);
}
