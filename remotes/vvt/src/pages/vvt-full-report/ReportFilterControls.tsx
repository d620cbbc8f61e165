import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { VVT_STATUS_IDS } from '@vws/shared/contract/vvt';
import { useVvtGruppenQuery } from '../../api';
import type { RefLabel } from '../../components/useReferences';
import type { ReportFilter } from '../../rules/reportFilter';
import { useVvtTranslation } from '../../i18n';

/** The control's value for "every group" (a group cannot be named so: names are trimmed and this one has a control character). */
const ALL_GROUPS = '\u0000all';
const NO_GROUPS: string[] = [];

export interface ReportFilterControlsProps {
  filter: ReportFilter;
  onChange: (filter: ReportFilter) => void;
  /** The report's own default (the Art. 30(1) register: level 1, every group and status). */
  defaults: ReportFilter;
  refLabel: RefLabel;
}

/** Level, group and status of a full report (issue 23: the register for the authority is level 1 by default). */
export function ReportFilterControls({ filter, onChange, defaults, refLabel }: ReportFilterControlsProps) {
  const { t } = useVvtTranslation();
  const groups = useVvtGruppenQuery().data ?? NO_GROUPS;
  const levelOptions = [0, 1, 2, 3].map((value) => ({ value, label: value === 0 ? t('filter.allLevels') : refLabel('vvt_ebenen', value) }));
  // PrimeReact shows an empty value ('') as no choice at all: "every group" gets a value of its own in the control.
  const groupOptions = [{ value: ALL_GROUPS, label: t('fullReport.allGroups') }, ...groups.map((g) => ({ value: g, label: g }))];
  // A group given in the address but no longer in the register stays choosable (and shown).
  if (filter.gruppe && !groups.includes(filter.gruppe)) groupOptions.push({ value: filter.gruppe, label: filter.gruppe });
  const statusOptions = VVT_STATUS_IDS.map((id) => ({ value: id, label: refLabel('verarbeitungen_status', id) }));
  const changed = filter.ebene !== defaults.ebene || filter.gruppe !== defaults.gruppe || filter.status.length > 0;
  return (
    <section className="grid formgrid p-fluid" aria-label={t('filter.title')} data-testid="vvt-report-filter">
      <div className="field col-12 md:col-4">
        <label htmlFor="vvt-report-filter-ebene">{t('filter.ebene')}</label>
        <Dropdown
          id="vvt-report-filter-ebene-dropdown"
          inputId="vvt-report-filter-ebene"
          value={filter.ebene}
          options={levelOptions}
          onChange={(e) => onChange({ ...filter, ebene: Number(e.value) })}
        />
      </div>
      <div className="field col-12 md:col-4">
        <label htmlFor="vvt-report-filter-gruppe">{t('filter.gruppe')}</label>
        <Dropdown
          id="vvt-report-filter-gruppe-dropdown"
          inputId="vvt-report-filter-gruppe"
          value={filter.gruppe || ALL_GROUPS}
          options={groupOptions}
          filter={groups.length > 8}
          onChange={(e) => onChange({ ...filter, gruppe: e.value === ALL_GROUPS ? '' : String(e.value ?? '') })}
        />
      </div>
      <div className="field col-12 md:col-4">
        <label htmlFor="vvt-report-filter-status">{t('filter.status')}</label>
        <MultiSelect
          id="vvt-report-filter-status-multiselect"
          inputId="vvt-report-filter-status"
          value={filter.status}
          options={statusOptions}
          placeholder={t('fullReport.allStatuses')}
          display="chip"
          onChange={(e) => onChange({ ...filter, status: [...(e.value as number[])].sort() })}
        />
      </div>
      {changed && (
        <div className="col-12 flex justify-content-end">
          <Button type="button" label={t('filter.reset')} icon="pi pi-filter-slash" text size="small" className="w-auto" onClick={() => onChange(defaults)} />
        </div>
      )}
    </section>
  );
}
