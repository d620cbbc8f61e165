import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Dropdown } from 'primereact/dropdown';
import { NumberInput } from '@vws/shared/form';
import { formatDowntime } from '@vws/shared/contract/vvt';
import { DOWNTIME_UNITS, fromHours, toHours, type DowntimeUnit } from '../../rules/hours';
import type { VvtForm } from './formModel';
import { useVvtTranslation } from '../../i18n';

/**
 * BCM maximum downtime: entered in weeks, days or hours, stored in hours (HOURS_PER). The unit
 * starts as the stored value's natural one (the page remounts this per loaded version).
 */
export function DowntimeField({ control, disabled }: { control: Control<VvtForm>; disabled: boolean }) {
  const { t, i18n } = useVvtTranslation();
  const { field } = useController({ name: 'bcm_max_ausfallzeit_stunden', control });
  const [unit, setUnit] = useState<DowntimeUnit>(() => fromHours(field.value).unit);
  const perUnit = toHours(1, unit) ?? 1;
  const value = field.value === null ? null : field.value / perUnit;
  return (
    <div className="field col-12 md:col-6">
      <label htmlFor="vvt-bcm-ausfallzeit">{t('fields.bcm_max_ausfallzeit')}</label>
      <div className="p-inputgroup">
        <NumberInput
          inputId="vvt-bcm-ausfallzeit"
          value={value}
          onValueChange={(e) => field.onChange(toHours(e.value ?? null, unit))}
          onBlur={field.onBlur}
          min={0}
          maxFractionDigits={2}
          disabled={disabled}
          aria-describedby="vvt-bcm-ausfallzeit-hint"
        />
        <Dropdown
          value={unit}
          options={DOWNTIME_UNITS.map((u) => ({ value: u, label: t(`downtime.${u}`) }))}
          onChange={(e) => {
            const next = e.value as DowntimeUnit;
            setUnit(next);
            if (value !== null) field.onChange(toHours(value, next));
          }}
          disabled={disabled}
          aria-label={t('downtime.unit')}
        />
      </div>
      <small id="vvt-bcm-ausfallzeit-hint" className="text-color-secondary block" data-testid="vvt-bcm-ausfallzeit-hint">
        {field.value === null
          ? t('downtime.empty')
          : t('downtime.hint', { hours: field.value, shown: formatDowntime(field.value, i18n.language.startsWith('en') ? 'en' : 'de') })}
      </small>
    </div>
  );
}
