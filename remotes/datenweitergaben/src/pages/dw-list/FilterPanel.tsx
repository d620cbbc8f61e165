import { memo, useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { FilterDropdown, FilterMultiSelect, FilterSection } from '@vws/shared/list';
import { VERTRAGSSTATUS_GROUPS } from '@vws/shared/contract/datenweitergaben';
import { isDwFilterActive, type DwFilter } from '../../rules/filter';
import type { Option } from '../../components/useReferences';
import { useDatenweitergabenTranslation } from '../../i18n';

const DEBOUNCE_MS = 150;

export interface FilterPanelProps {
  filter: DwFilter;
  onChange: (change: Partial<DwFilter>) => void;
  onReset: () => void;
  rechtsgrundlagen: Option[];
}

/**
 * The list filter: text, contract-status groups (spec §4), legal basis and third country.
 * Memoised: the list page renders again at each step of its queries; the filter only when its props change.
 */
export const FilterPanel = memo(function FilterPanel({ filter, onChange, onReset, rechtsgrundlagen }: FilterPanelProps) {
  const { t } = useDatenweitergabenTranslation();
  const [text, setText] = useState(filter.text);
  useEffect(() => setText(filter.text), [filter.text]);
  useEffect(() => {
    if (text === filter.text) return undefined;
    const timer = setTimeout(() => onChange({ text }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filter.text, onChange]);
  const groups = VERTRAGSSTATUS_GROUPS.map((g) => ({ value: g, label: t(`groups.${g}`) }));
  const drittland = (['all', 'yes', 'no'] as const).map((v) => ({
    value: v,
    label: t(v === 'all' ? 'filter.drittlandAll' : v === 'yes' ? 'filter.drittlandYes' : 'filter.drittlandNo'),
  }));

  return (
    <FilterSection label={t('filter.title')} active={isDwFilterActive(filter)}>
      <div className="grid formgrid p-fluid">
        <div className="field col-12 md:col-6 lg:col-3">
          <label htmlFor="dw-filter-text">{t('filter.text')}</label>
          <InputText id="dw-filter-text" value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="field col-12 md:col-6 lg:col-3">
          <label htmlFor="dw-filter-groups">{t('filter.groups')}</label>
          <FilterMultiSelect
            inputId="dw-filter-groups"
            value={filter.groups}
            options={groups}
            onChange={(value) => onChange({ groups: value })}
            placeholder={t('filter.all')}
          />
        </div>
        <div className="field col-12 md:col-6 lg:col-3">
          <label htmlFor="dw-filter-rechtsgrundlage">{t('filter.rechtsgrundlage')}</label>
          <FilterMultiSelect
            inputId="dw-filter-rechtsgrundlage"
            value={filter.rechtsgrundlagen}
            options={rechtsgrundlagen}
            onChange={(value) => onChange({ rechtsgrundlagen: value })}
            placeholder={t('filter.all')}
          />
        </div>
        <div className="field col-12 md:col-6 lg:col-3">
          <label htmlFor="dw-filter-drittland">{t('filter.drittland')}</label>
          <FilterDropdown inputId="dw-filter-drittland" value={filter.drittland} options={drittland} onChange={(value) => onChange({ drittland: value })} />
        </div>
      </div>
      {isDwFilterActive(filter) && <Button type="button" label={t('filter.reset')} icon="pi pi-filter-slash" text size="small" onClick={onReset} />}
    </FilterSection>
  );
});
