import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { FilterSection } from '@vws/shared/list';
import { useVvtReferences } from '../../components/useReferences';
import { useVvtTranslation } from '../../i18n';
import { isImportFilterActive, type ImportFilter } from './importRules';

/** The import's filter: level, group, number or name. */
export function ImportFilterPanel({ filter, onChange }: { filter: ImportFilter; onChange: (change: Partial<ImportFilter>) => void }) {
  const { t } = useVvtTranslation();
  const refs = useVvtReferences();
  const levelOptions = [0, 1, 2, 3].map((value) => ({ value, label: value === 0 ? t('listReport.allLevels') : refs.label('vvt_ebenen', value) }));
  return (
    <FilterSection label={t('filter.title')} active={isImportFilterActive(filter)}>
      <div className="grid formgrid p-fluid">
        <div className="field col-12 md:col-4">
          <label htmlFor="vvt-import-ebene">{t('fields.SDM_Ebene_Nr')}</label>
          <Dropdown inputId="vvt-import-ebene" value={filter.ebene} options={levelOptions} onChange={(e) => onChange({ ebene: Number(e.value) })} />
        </div>
        <div className="field col-12 md:col-4">
          <label htmlFor="vvt-import-gruppe">{t('filter.gruppe')}</label>
          <InputText id="vvt-import-gruppe" value={filter.gruppe} onChange={(e) => onChange({ gruppe: e.target.value })} />
        </div>
        <div className="field col-12 md:col-4">
          <label htmlFor="vvt-import-text">{t('filter.text')}</label>
          <InputText id="vvt-import-text" value={filter.text} onChange={(e) => onChange({ text: e.target.value })} />
        </div>
      </div>
    </FilterSection>
  );
}
