import type { FilterPart } from '@vws/shared';
import type { auditTexts } from '../../i18n';
import { DEFAULT_STATUS_FILTER, type AuditFilter } from '../../rules/filter';

interface Names {
  themenblockName: Map<number, string>;
  einheitName: Map<number, string>;
  schutzzielName: Map<number, string>;
}

/** The active audit filter as parts of the print frame's statement ("Status: kritisch, fehlt; ..."). */
export function auditFilterParts(filter: AuditFilter, names: Names, t: typeof auditTexts.t): FilterPart[] {
  const byName = (ids: number[], map: Map<number, string>) => ids.map((id) => map.get(id) ?? String(id));
  const statusChanged = filter.status.some((on, id) => on !== DEFAULT_STATUS_FILTER[id]);
  const statusNames = filter.status.flatMap((on, id) => (on ? [t(`status.${id}`)] : []));
  return [
    ...(statusChanged ? [{ label: t('filter.status'), values: statusNames.length ? statusNames : ['–'] }] : []),
    { label: t('filter.text'), text: filter.text },
    { label: t('filter.themenbloecke'), values: byName(filter.themenbloecke, names.themenblockName) },
    { label: t('filter.organisationseinheiten'), values: byName(filter.organisationseinheiten, names.einheitName) },
    { label: t('filter.schutzziele'), values: byName(filter.schutzziele, names.schutzzielName) },
  ];
}
