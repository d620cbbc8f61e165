import type { FilterPart } from '@vws/shared/print';
import type { vvtTexts } from '../i18n';
import { DEFAULT_STATUS_FILTER, type VvtFilter } from '../rules/filter';
import type { RefLabel } from './useReferences';

/** The active VVT filter, stated exactly for a report ("Ebene: Fachebene; Status (5 von 6): ...; Nummer oder Name: 'x'"). */
export function vvtFilterParts(filter: VvtFilter, refLabel: RefLabel, t: typeof vvtTexts.t): FilterPart[] {
  const statusNames = filter.status.flatMap((on, id) => (on ? [refLabel('verarbeitungen_status', id)] : []));
  const statusChanged = filter.status.some((on, id) => on !== DEFAULT_STATUS_FILTER[id]) || statusNames.length < filter.status.length;
  return [
    ...(filter.ebene ? [{ label: t('fields.SDM_Ebene_Nr'), values: [refLabel('vvt_ebenen', filter.ebene)] }] : []),
    ...(statusChanged
      ? [
          {
            label: `${t('filter.status')} (${t('report.statusShown', { shown: statusNames.length, total: filter.status.length })})`,
            values: statusNames.length ? statusNames : ['–'],
          },
        ]
      : []),
    { label: t('filter.gruppe'), text: filter.gruppe },
    { label: t('filter.text'), text: filter.text },
    { label: t('filter.verantwortlich'), text: filter.verantwortlich },
    ...(filter.nurZurPruefungDSB ? [{ label: t('filter.nurZurPruefungDSB'), values: [t('print.yes')] }] : []),
    ...(filter.nurZugeordnet ? [{ label: t('filter.nurZugeordnet'), values: [t('print.yes')] }] : []),
    ...(filter.befund ? [{ label: t('filter.befund'), values: [t(`filter.befund_${filter.befund}`)] }] : []),
  ];
}
