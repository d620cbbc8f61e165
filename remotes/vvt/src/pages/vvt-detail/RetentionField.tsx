import { useController, type Control } from 'react-hook-form';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { HelpTip } from '@vws/shared/form';
import { AUFBEWAHRUNGSFRIST_VORSCHLAEGE } from '@vws/shared/contract/vvt';
import type { VvtForm } from './formModel';
import { useVvtTranslation } from '../../i18n';

/** The retention periods with the non-binding suggestions of spec §1: choosing one adds its text as a line. */
export function RetentionField({ control, disabled }: { control: Control<VvtForm>; disabled: boolean }) {
  const { t } = useVvtTranslation();
  const { field } = useController({ name: 'aufbewahrungsfristen', control });
  const suggestions = AUFBEWAHRUNGSFRIST_VORSCHLAEGE.map((s) => {
    const period = t(`retention.period.${'years' in s ? `y${s.years}` : `m${s.months}`}`);
    return { value: s.key, label: `${t(`retention.${s.key}`)}: ${period}` };
  });
  const insert = (key: string) => {
    const text = suggestions.find((s) => s.value === key)?.label;
    if (!text) return;
    const current = field.value.trimEnd();
    field.onChange(current ? `${current}\n${text}` : text);
  };
  return (
    <div className="field col-12">
      <div className="flex align-items-center gap-1">
        <label htmlFor="vvt-aufbewahrungsfristen">{t('fields.aufbewahrungsfristen')}</label>
        <HelpTip topic="retentionPeriods" />
      </div>
      <InputTextarea
        id="vvt-aufbewahrungsfristen"
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        rows={3}
        autoResize
        disabled={disabled}
        aria-describedby="vvt-aufbewahrungsfristen-hint"
      />
      {!disabled && (
        <Dropdown
          inputId="vvt-aufbewahrung-vorschlag"
          options={suggestions}
          value={null}
          onChange={(e) => insert(e.value as string)}
          placeholder={t('retention.insert')}
          aria-label={t('retention.insert')}
          className="mt-2 w-full md:w-auto"
        />
      )}
      <small id="vvt-aufbewahrungsfristen-hint" className="text-color-secondary block">
        {t('retention.hint')}
      </small>
    </div>
  );
}
