import { memo, useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { FilterMultiSelect, FilterSection } from '@vws/shared/list';
import { isFilterActive, type AuditFilter } from '../../rules/filter';
import type { Option } from '../../components/useReferenceNames';
import { useAuditTranslation } from '../../i18n';

export interface FilterPanelProps {
  filter: AuditFilter;
  onChange: (change: Partial<AuditFilter>) => void;
  onReset: () => void;
  themenblockOptions: Option[];
  einheitOptions: Option[];
  schutzzielOptions: Option[];
}

const TEXT_DEBOUNCE_MS = 150;

/**
 * The audit filter of spec §5: text, 7 status checkboxes, and three combinations.
 * Memoised: the list page renders again at each step of its queries; the filter only when its props change.
 */
export const FilterPanel = memo(function FilterPanel({ filter, onChange, onReset, themenblockOptions, einheitOptions, schutzzielOptions }: FilterPanelProps) {
  const { t } = useAuditTranslation();
  const [text, setText] = useState(filter.text);

  useEffect(() => setText(filter.text), [filter.text]);
  useEffect(() => {
    if (text === filter.text) return undefined;
    const timer = setTimeout(() => onChange({ text }), TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filter.text, onChange]);

  const combinations: { key: 'themenbloecke' | 'organisationseinheiten' | 'schutzziele'; inputId: string; options: Option[]; searchable: boolean }[] = [
    { key: 'themenbloecke', inputId: 'audit-filter-themenbloecke', options: themenblockOptions, searchable: true },
    { key: 'organisationseinheiten', inputId: 'audit-filter-einheiten', options: einheitOptions, searchable: true },
    { key: 'schutzziele', inputId: 'audit-filter-schutzziele', options: schutzzielOptions, searchable: false },
  ];
  const toggleStatus = (id: number, on: boolean) => onChange({ status: filter.status.map((v, i) => (i === id ? on : v)) });

  return (
    <FilterSection label={t('filter.title')} active={isFilterActive(filter)}>
      <div className="grid formgrid p-fluid">
        <div className="field col-12 md:col-6 xl:col-3">
          <label htmlFor="audit-filter-text">{t('filter.text')}</label>
          <IconField iconPosition="left">
            <InputIcon className="pi pi-search" />
            <InputText id="audit-filter-text" value={text} onChange={(e) => setText(e.target.value)} />
          </IconField>
        </div>
        {combinations.map(({ key, inputId, options, searchable }) => (
          <div key={key} className="field col-12 md:col-6 xl:col-3">
            <label htmlFor={inputId}>{t(`filter.${key}`)}</label>
            <FilterMultiSelect
              inputId={inputId}
              value={filter[key]}
              options={options}
              onChange={(value) => onChange({ [key]: value })}
              placeholder={t('filter.all')}
              searchable={searchable}
              maxSelectedLabels={2}
            />
          </div>
        ))}
      </div>
      <fieldset className="flex flex-wrap align-items-center gap-3 border-none p-0 m-0">
        <legend className="font-medium mb-2">{t('filter.status')}</legend>
        {filter.status.map((on, id) => (
          <div key={id} className="flex align-items-center gap-1">
            <Checkbox inputId={`audit-filter-status-${id}`} checked={on} onChange={(e) => toggleStatus(id, e.checked === true)} />
            <label htmlFor={`audit-filter-status-${id}`}>{t(`status.${id}`)}</label>
          </div>
        ))}
        {isFilterActive(filter) && (
          <Button type="button" label={t('filter.reset')} icon="pi pi-filter-slash" text size="small" onClick={onReset} className="ml-auto" />
        )}
      </fieldset>
      <small className="text-color-secondary block mt-2">{t('filter.help')}</small>
    </FilterSection>
  );
});
