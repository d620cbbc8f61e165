import { memo, useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { FilterDropdown, FilterSection, type SelectOption } from '@vws/shared/list';
import { VVT_STATUS_IDS } from '@vws/shared/contract/vvt';
import { BEFUND_FILTERS, type BefundFilter } from '../../rules/completeness';
import { isVvtFilterActive, offersLevelFilter, VVT_LEVEL_FILTER_VALUES, type VvtFilter, type VvtListView } from '../../rules/filter';
import type { RefLabel } from '../../components/useReferences';
import { useVvtTranslation } from '../../i18n';

export interface FilterPanelProps {
  filter: VvtFilter;
  view: VvtListView;
  onChange: (change: Partial<VvtFilter>) => void;
  onReset: () => void;
  refLabel: RefLabel;
}

type TextKey = 'gruppe' | 'text' | 'verantwortlich';
const TEXT_KEYS: readonly TextKey[] = ['gruppe', 'text', 'verantwortlich'];
const DEBOUNCE_MS = 150;
const ALL = 'all';

/** A text filter that updates the list shortly after typing stops. */
function TextFilter({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onChange(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <div className="field col-12 md:col-4">
      <label htmlFor={id}>{label}</label>
      <InputText id={id} value={text} onChange={(e) => setText(e.target.value)} />
    </div>
  );
}

/**
 * The VVT filter of spec §5: three texts, the level on the lists across levels (all or one),
 * status (level 1 only), pending review, assigned to me; and the completeness of issue 23.
 * Memoised: the list page renders again at each step of its queries; the filter only when its props change.
 */
export const FilterPanel = memo(function FilterPanel({ filter, view, onChange, onReset, refLabel }: FilterPanelProps) {
  const { t } = useVvtTranslation();
  const showLevel = offersLevelFilter(view);
  // The status applies to level 1 entries only: not offered where only other levels are shown.
  const level = view.kind === 'level' ? view.ebene : showLevel ? filter.ebene : 0;
  const showStatus = level === 0 || level === 1;
  const levelOptions = VVT_LEVEL_FILTER_VALUES.map((value) => ({ value, label: value === 0 ? t('filter.allLevels') : refLabel('vvt_ebenen', value) }));
  // PrimeReact shows an empty value ('') as no choice at all: "all" gets a value of its own in the control.
  const befundOptions = BEFUND_FILTERS.map((value): SelectOption<BefundFilter | typeof ALL> =>
    value === '' ? { value: ALL, label: t('filter.befundAll') } : { value, label: t(`filter.befund_${value}`) },
  );
  const toggleStatus = (id: number, on: boolean) => onChange({ status: filter.status.map((v, i) => (i === id ? on : v)) });
  return (
    <FilterSection label={t('filter.title')} active={isVvtFilterActive(filter, view)}>
      <div className="grid formgrid p-fluid">
        {TEXT_KEYS.map((key) => (
          <TextFilter key={key} id={`vvt-filter-${key}`} label={t(`filter.${key}`)} value={filter[key]} onChange={(value) => onChange({ [key]: value })} />
        ))}
        {showLevel && (
          <div className="field col-12 md:col-4">
            <label htmlFor="vvt-filter-ebene">{t('filter.ebene')}</label>
            <FilterDropdown inputId="vvt-filter-ebene" value={filter.ebene} options={levelOptions} onChange={(value) => onChange({ ebene: Number(value) })} />
          </div>
        )}
        <div className="field col-12 md:col-4">
          <label htmlFor="vvt-filter-befund">{t('filter.befund')}</label>
          <FilterDropdown<BefundFilter | typeof ALL>
            inputId="vvt-filter-befund"
            value={filter.befund || ALL}
            options={befundOptions}
            onChange={(value) => onChange({ befund: value === ALL ? '' : value })}
          />
        </div>
      </div>
      {showStatus && (
        <fieldset className="flex flex-wrap align-items-center gap-3 border-none p-0 m-0 mb-2">
          <legend className="font-medium mb-2">{t('filter.status')}</legend>
          {VVT_STATUS_IDS.map((id) => (
            <div key={id} className="flex align-items-center gap-1">
              <Checkbox inputId={`vvt-filter-status-${id}`} checked={filter.status[id] === true} onChange={(e) => toggleStatus(id, e.checked === true)} />
              <label htmlFor={`vvt-filter-status-${id}`}>{refLabel('verarbeitungen_status', id)}</label>
            </div>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap align-items-center gap-3">
        {view.kind !== 'pendingReview' && (
          <div className="flex align-items-center gap-1">
            <Checkbox inputId="vvt-filter-pruefung" checked={filter.nurZurPruefungDSB} onChange={(e) => onChange({ nurZurPruefungDSB: e.checked === true })} />
            <label htmlFor="vvt-filter-pruefung">{t('filter.nurZurPruefungDSB')}</label>
          </div>
        )}
        {view.kind !== 'assigned' && (
          <div className="flex align-items-center gap-1">
            <Checkbox inputId="vvt-filter-zugeordnet" checked={filter.nurZugeordnet} onChange={(e) => onChange({ nurZugeordnet: e.checked === true })} />
            <label htmlFor="vvt-filter-zugeordnet">{t('filter.nurZugeordnet')}</label>
          </div>
        )}
        {isVvtFilterActive(filter, view) && (
          <Button type="button" label={t('filter.reset')} icon="pi pi-filter-slash" text size="small" onClick={onReset} className="ml-auto" />
        )}
      </div>
      {showStatus && <small className="text-color-secondary block mt-2">{t('filter.statusHint')}</small>}
    </FilterSection>
  );
});
