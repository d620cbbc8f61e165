import {
  DW_LIST_SORT_KEYS,
  vertragsstatusGroupOf,
  VERTRAGSSTATUS_GROUPS,
  type DatenweitergabeListItem,
  type DatenweitergabenListQuery,
  type DwListSortKey,
  type VertragsstatusGroup,
} from '@vws/shared/contract/datenweitergaben';
import type { ListState } from '@vws/shared/core';

/** The list filter (spec §5: case-insensitive substring; empty selections mean no restriction). */
export interface DwFilter {
  text: string;
  groups: VertragsstatusGroup[];
  rechtsgrundlagen: number[];
  drittland: 'all' | 'yes' | 'no';
}

export const defaultDwFilter = (): DwFilter => ({ text: '', groups: [], rechtsgrundlagen: [], drittland: 'all' });

export function isDwFilterActive(filter: DwFilter): boolean {
  return filter.text.trim() !== '' || filter.groups.length > 0 || filter.rechtsgrundlagen.length > 0 || filter.drittland !== 'all';
}

/** Text matches group, recipient, place or country; status by summary group; legal basis; third country. */
export function dwFilterPredicate(filter: DwFilter) {
  const text = filter.text.trim().toLowerCase();
  const groups = new Set(filter.groups);
  const bases = new Set(filter.rechtsgrundlagen);
  return (
    item: Pick<
      DatenweitergabeListItem,
      'Gruppe' | 'Firma_Empfaenger' | 'Ort' | 'Land' | 'ID_Vertragsstatus' | 'ID_Rechtsgrundlage' | 'isDatenweitergabe_ausserhalb_EU'
    >,
  ): boolean => {
    if (text && ![item.Gruppe, item.Firma_Empfaenger, item.Ort, item.Land].some((v) => v.toLowerCase().includes(text))) return false;
    if (groups.size > 0) {
      const group = vertragsstatusGroupOf(item.ID_Vertragsstatus);
      if (!group || !groups.has(group)) return false;
    }
    if (bases.size > 0 && !bases.has(item.ID_Rechtsgrundlage ?? 0)) return false;
    if (filter.drittland === 'yes' && !item.isDatenweitergabe_ausserhalb_EU) return false;
    if (filter.drittland === 'no' && item.isDatenweitergabe_ausserhalb_EU) return false;
    return true;
  };
}

/** A stored filter of an older shape is repaired, not trusted. */
export function restoreDwFilter(stored: Partial<DwFilter> | undefined, initial: DwFilter): DwFilter {
  const filter = { ...initial, ...stored };
  if (typeof filter.text !== 'string') filter.text = '';
  if (!Array.isArray(filter.groups)) filter.groups = [];
  filter.groups = filter.groups.filter((g) => (VERTRAGSSTATUS_GROUPS as readonly string[]).includes(g));
  if (!Array.isArray(filter.rechtsgrundlagen)) filter.rechtsgrundlagen = [];
  if (!['all', 'yes', 'no'].includes(filter.drittland)) filter.drittland = 'all';
  return filter;
}

/**
 * The list screen's page as GET /dw/datenweitergaben?rows=… asks for it: the server filters as
 * dwFilterPredicate and sorts as the columns do (issue 28: a page, not 100,000 rows, in the browser).
 */
export function dwListQuery(state: ListState<DwFilter>): DatenweitergabenListQuery {
  const { filter } = state;
  const sortField = DW_LIST_SORT_KEYS.find((key: DwListSortKey) => key === state.sortField);
  return {
    rows: state.rows,
    page: state.page,
    ...(sortField && state.sortOrder !== 0 && { sortField, sortOrder: state.sortOrder === 1 ? '1' : '-1' }),
    ...(filter.text.trim() && { text: filter.text.trim() }),
    ...(filter.groups.length > 0 && { groups: filter.groups.join(',') }),
    ...(filter.rechtsgrundlagen.length > 0 && { rechtsgrundlagen: filter.rechtsgrundlagen.join(',') }),
    ...(filter.drittland !== 'all' && { drittland: filter.drittland }),
  };
}
