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

/** Whether the filter narrows the list (blank texts do not: filterImportList trims them). */
export function isImportFilterActive(filter: ImportFilter): boolean {
  return filter.ebene !== 0 || filter.gruppe.trim() !== '' || filter.text.trim() !== '';
}

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

/**
 * The outcome of an import as spec §8 names it, for the templates that truly failed; those the
 * customer has already (same Nummer at the level) are said as "already present", not as failed.
 */
export interface ImportOutcome {
  /** 'present': nothing imported because the customer has every chosen template already. */
  kind: 'success' | 'partial' | 'failure' | 'present';
  failed: number[];
  present: number[];
}

export function importOutcome(result: VvtImportResponse): ImportOutcome {
  const present = result.alreadyPresentVerarbeitungenIds;
  const failed = result.failedVerarbeitungenIds.filter((id) => !present.includes(id));
  const imported = result.importedVerarbeitungenIds.length > 0;
  const kind = failed.length > 0 ? (imported ? 'partial' : 'failure') : imported ? 'success' : 'present';
  return { kind, failed, present };
}

/** The row marks: imported ones green, failed ones red (spec §8), those already in the customer say so. */
export type RowMark = 'imported' | 'failed' | 'present';
export function rowMarks(result: VvtImportResponse): Map<number, RowMark> {
  const present = new Set(result.alreadyPresentVerarbeitungenIds);
  return new Map<number, RowMark>([
    ...result.importedVerarbeitungenIds.map((id) => [id, 'imported'] as const),
    ...result.failedVerarbeitungenIds.map((id) => [id, present.has(id) ? 'present' : 'failed'] as const),
  ]);
}
