import { vertragsstatusGroupOf, VERTRAGSSTATUS_GROUPS, type DatenweitergabeListItem, type VertragsstatusGroup } from '@vws/shared/contract/datenweitergaben';

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
