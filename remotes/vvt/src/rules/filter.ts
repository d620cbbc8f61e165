import { VVT_DEFAULT_STATUS_FILTER, VVT_LIST_SORT_KEYS, VVT_STATUS_IDS, type VvtListSortKey } from '@vws/shared/contract/vvt-constants';
import type { VerarbeitungenListQuery, VerarbeitungListItem } from '@vws/shared/contract/vvt';
import type { ListState } from '@vws/shared/core';
import { matchesBefund, type BefundFilter, type BefundSummary } from './completeness';

/**
 * The VVT filter of spec §5. status is the checkbox array indexed by status id 0..5 and applies
 * only to level 1 entries; ebene 0 means every level. The texts are case-insensitive substrings.
 */
export interface VvtFilter {
  gruppe: string;
  /** Number or name. */
  text: string;
  /** Process owner: name or department. */
  verantwortlich: string;
  ebene: number;
  status: boolean[];
  nurZurPruefungDSB: boolean;
  nurZugeordnet: boolean;
  /** Completeness (issue 23): '' all, or only records with missing items and/or contradictions. */
  befund: BefundFilter;
}

export const DEFAULT_STATUS_FILTER: readonly boolean[] = VVT_STATUS_IDS.map((id) => VVT_DEFAULT_STATUS_FILTER.includes(id));

export function defaultVvtFilter(): VvtFilter {
  return { gruppe: '', text: '', verantwortlich: '', ebene: 0, status: [...DEFAULT_STATUS_FILTER], nurZurPruefungDSB: false, nurZugeordnet: false, befund: '' };
}

type Filterable = Pick<
  VerarbeitungListItem,
  | 'SDM_Ebene_Nr'
  | 'ID_Status'
  | 'Gruppe'
  | 'Nummer'
  | 'Name'
  | 'Verantwortlich_Name'
  | 'Verantwortlich_Abteilung'
  | 'isBereitZurPruefungDSB'
  | 'isAssignedToCurrentUser'
> & {
  /** The record's findings of the register check; absent while not checked. */
  befund?: BefundSummary;
};

/** A list item with its completeness summary (what the list's marker and filter read). */
export type VvtListRow = VerarbeitungListItem & { befund?: BefundSummary };

const norm = (value: string) => value.trim().toLocaleLowerCase('de');
const contains = (value: string, needle: string) => needle === '' || value.toLocaleLowerCase('de').includes(needle);

/** A predicate for the filter; the needles are lower-cased once per filter, not per row. */
export function vvtFilterPredicate(filter: VvtFilter): (item: Filterable) => boolean {
  const gruppe = norm(filter.gruppe);
  const text = norm(filter.text);
  const owner = norm(filter.verantwortlich);
  return (item) =>
    (filter.ebene === 0 || item.SDM_Ebene_Nr === filter.ebene) &&
    (item.SDM_Ebene_Nr !== 1 || filter.status[item.ID_Status] === true) &&
    contains(item.Gruppe, gruppe) &&
    (text === '' || contains(item.Nummer, text) || contains(item.Name, text)) &&
    (owner === '' || contains(item.Verantwortlich_Name, owner) || contains(item.Verantwortlich_Abteilung, owner)) &&
    (!filter.nurZurPruefungDSB || item.isBereitZurPruefungDSB) &&
    (!filter.nurZugeordnet || item.isAssignedToCurrentUser) &&
    matchesBefund(filter.befund, item.befund);
}

export function applyVvtFilter<T extends Filterable>(items: readonly T[], filter: VvtFilter): T[] {
  return items.filter(vvtFilterPredicate(filter));
}

/** The fixed view of a page: a level list, the pending-review list or the assigned-to-me list. */
export type VvtListView = { kind: 'level'; ebene: 1 | 2 | 3 } | { kind: 'pendingReview' } | { kind: 'assigned' } | { kind: 'report' };

/** The levels a level filter offers: 0 (every level), then 1, 2 and 3. */
export const VVT_LEVEL_FILTER_VALUES = [0, 1, 2, 3] as const;

/**
 * Whether the page's filter panel offers the level (spec §5: it applies when not 0): the lists
 * across levels do; a level list's route fixes it, and the list report has its own control.
 */
export function offersLevelFilter(view: VvtListView): boolean {
  return view.kind === 'pendingReview' || view.kind === 'assigned';
}

/** Whether the user changed the filter from its default (the list then offers a reset). The level counts where the panel offers it. */
export function isVvtFilterActive(filter: VvtFilter, view?: VvtListView): boolean {
  return (
    filter.gruppe.trim() !== '' ||
    filter.text.trim() !== '' ||
    filter.verantwortlich.trim() !== '' ||
    filter.status.some((on, id) => on !== DEFAULT_STATUS_FILTER[id]) ||
    filter.nurZurPruefungDSB ||
    filter.nurZugeordnet ||
    filter.befund !== '' ||
    (view !== undefined && offersLevelFilter(view) && filter.ebene !== 0)
  );
}

/** The stored filter as a page applies it: a level list fixes the level, the lists across levels their own flag. */
export function effectiveFilter(filter: VvtFilter, view: VvtListView): VvtFilter {
  switch (view.kind) {
    case 'level':
      return { ...filter, ebene: view.ebene };
    case 'pendingReview':
      return { ...filter, nurZurPruefungDSB: true };
    case 'assigned':
      return { ...filter, nurZugeordnet: true };
    case 'report':
      // The list report applies the stored filter as it is, its level included.
      return filter;
  }
}

/** A stored level that is not one of the filter's values means every level. */
export function restoreLevel(value: unknown): number {
  return (VVT_LEVEL_FILTER_VALUES as readonly unknown[]).includes(value) ? (value as number) : 0;
}

/**
 * The list screen's page as GET /vvt/verarbeitungen?rows=… asks for it: the server filters as
 * vvtFilterPredicate (the view's effective filter) and sorts as the columns do (issue 28: a page,
 * not 100,000 records, in the browser). A level list names its level, which bounds the total.
 */
export function vvtListQuery(state: ListState<VvtFilter>, view: VvtListView): VerarbeitungenListQuery {
  const filter = effectiveFilter(state.filter, view);
  const sortField = VVT_LIST_SORT_KEYS.find((key: VvtListSortKey) => key === state.sortField);
  const status = VVT_STATUS_IDS.filter((id) => filter.status[id] === true);
  return {
    rows: state.rows,
    page: state.page,
    ...(sortField && state.sortOrder !== 0 && { sortField, sortOrder: state.sortOrder === 1 ? '1' : '-1' }),
    ...(view.kind === 'level' && { register: view.ebene }),
    ...(offersLevelFilter(view) && filter.ebene !== 0 && { ebene: filter.ebene }),
    ...(status.length < VVT_STATUS_IDS.length && { status: status.join(',') }),
    ...(filter.gruppe.trim() && { gruppe: filter.gruppe.trim() }),
    ...(filter.text.trim() && { text: filter.text.trim() }),
    ...(filter.verantwortlich.trim() && { verantwortlich: filter.verantwortlich.trim() }),
    ...(filter.nurZurPruefungDSB && { nurZurPruefungDSB: '1' }),
    ...(filter.nurZugeordnet && { nurZugeordnet: '1' }),
    ...(filter.befund !== '' && { befund: filter.befund }),
  };
}
