import type { AuditfrageListItem } from '@vws/shared/contract/audit';

/**
 * The audit filter of spec §5. status is the 7-entry checkbox array indexed by status id (0..6);
 * the other lists are combinations of ids where empty means no restriction. An item passes a
 * combination when it carries at least one of the selected ids; it must pass every filter.
 */
export interface AuditFilter {
  text: string;
  status: boolean[];
  themenbloecke: number[];
  organisationseinheiten: number[];
  schutzziele: number[];
}

/** Statuses 1, 2, 3, 5 and 6 on; 0 and 4 off. */
export const DEFAULT_STATUS_FILTER: readonly boolean[] = [false, true, true, true, false, true, true];

export function defaultAuditFilter(): AuditFilter {
  return { text: '', status: [...DEFAULT_STATUS_FILTER], themenbloecke: [], organisationseinheiten: [], schutzziele: [] };
}

type Filterable = Pick<AuditfrageListItem, 'Nummer' | 'Fragestellung' | 'ID_Status' | 'ID_Themenblock' | 'SchutzzieleIDs' | 'OrganisationseinheitenIDs'>;

const anyOf = (selected: number[], values: number[]) => selected.length === 0 || values.some((v) => selected.includes(v));

/** Returns a predicate; the lower-cased needle is computed once per filter, not per row. */
export function auditFilterPredicate(filter: AuditFilter): (item: Filterable) => boolean {
  const needle = filter.text.trim().toLocaleLowerCase('de');
  return (item) =>
    filter.status[item.ID_Status] === true &&
    (needle === '' || item.Fragestellung.toLocaleLowerCase('de').includes(needle) || item.Nummer.toLocaleLowerCase('de').includes(needle)) &&
    anyOf(filter.themenbloecke, [item.ID_Themenblock]) &&
    anyOf(filter.organisationseinheiten, item.OrganisationseinheitenIDs) &&
    anyOf(filter.schutzziele, item.SchutzzieleIDs);
}

export function applyAuditFilter<T extends Filterable>(items: readonly T[], filter: AuditFilter): T[] {
  return items.filter(auditFilterPredicate(filter));
}

/** Whether the filter differs from the default (the list shows a reset button then). */
export function isFilterActive(filter: AuditFilter): boolean {
  return (
    filter.text.trim() !== '' ||
    filter.status.some((on, id) => on !== DEFAULT_STATUS_FILTER[id]) ||
    filter.themenbloecke.length > 0 ||
    filter.organisationseinheiten.length > 0 ||
    filter.schutzziele.length > 0
  );
}
