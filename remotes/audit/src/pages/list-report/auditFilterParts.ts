import type { FilterPart } from '@vws/shared/print';
import type { auditTexts } from '../../i18n';
import type { AuditFilter } from '../../rules/filter';

interface Names {
  themenblockName: Map<number, string>;
  einheitName: Map<number, string>;
  schutzzielName: Map<number, string>;
}

/** The active audit filter as parts of the print frame's statement ("Status (5 von 7): kritisch, fehlt, ...; ..."). */
export function auditFilterParts(filter: AuditFilter, names: Names, t: typeof auditTexts.t): FilterPart[] {
  const byName = (ids: number[], map: Map<number, string>) => ids.map((id) => map.get(id) ?? String(id));
  // The default already hides statuses: the report says so whenever not every status is shown.
  const statusNames = filter.status.flatMap((on, id) => (on ? [t(`status.${id}`)] : []));
  const statusLabel = `${t('filter.status')} (${t('filter.statusShown', { shown: statusNames.length, total: filter.status.length })})`;
  return [
    ...(statusNames.length < filter.status.length ? [{ label: statusLabel, values: statusNames.length ? statusNames : ['–'] }] : []),
    { label: t('filter.text'), text: filter.text },
    { label: t('filter.themenbloecke'), values: byName(filter.themenbloecke, names.themenblockName) },
    { label: t('filter.organisationseinheiten'), values: byName(filter.organisationseinheiten, names.einheitName) },
    { label: t('filter.schutzziele'), values: byName(filter.schutzziele, names.schutzzielName) },
  ];
}
