import { useMemo, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { HelpTip, type HelpTopic } from '@vws/shared/form';
import { isBlank } from '@vws/shared/contract/text';
import type { VvtForm } from './formModel';
import { useVvtTranslation } from '../../i18n';

export type SelectionKey = 'personengruppen' | 'datenkategorien' | 'speicherort';

export interface SelectionFieldProps {
  name: SelectionKey;
  control: Control<VvtForm>;
  /** The spec's list (contract keys), translated by `selection.<name>.<key>`. */
  keys: readonly string[];
  help: HelpTopic;
  disabled: boolean;
}

/**
 * A multi-select of the spec's list (stored by key, shown translated) plus entries of the user's
 * own (stored as their text, spec §3 "Selectable lists").
 */
export function SelectionField({ name, control, keys, help, disabled }: SelectionFieldProps) {
  const { t } = useVvtTranslation();
  const { field } = useController({ name, control });
  const value = field.value;
  const [own, setOwn] = useState('');
  const options = useMemo(() => {
    const listed = keys.map((key) => ({ value: key, label: t(`selection.${name}.${key}`, { defaultValue: key }) }));
    const extra = value.filter((entry) => !keys.includes(entry)).map((entry) => ({ value: entry, label: entry }));
    return [...listed, ...extra];
  }, [keys, name, t, value]);
  const id = `vvt-${name}`;
  const addOwn = () => {
    const text = own.trim();
    if (!isBlank(text) && !value.includes(text)) field.onChange([...value, text]);
    setOwn('');
  };
  return (
    <div className="field col-12 md:col-4">
      <div className="flex align-items-center gap-1">
        <label htmlFor={id}>{t(`fields.${name}`)}</label>
        <HelpTip topic={help} />
      </div>
      <MultiSelect
        inputId={id}
        value={value}
        options={options}
        onChange={(e) => field.onChange(e.value as string[])}
        onBlur={field.onBlur}
        display="chip"
        filter
        disabled={disabled}
        placeholder={t('detail.selectionPlaceholder')}
        className="w-full"
      />
      {!disabled && (
        <div className="p-inputgroup mt-2">
          <InputText
            id={`${id}-own`}
            value={own}
            onChange={(e) => setOwn(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addOwn();
              }
            }}
            placeholder={t('detail.ownEntry')}
            aria-label={t('detail.ownEntryFor', { field: t(`fields.${name}`) })}
            maxLength={200}
          />
          <Button type="button" icon="pi pi-plus" aria-label={t('detail.addOwnEntry')} onClick={addOwn} disabled={isBlank(own)} />
        </div>
      )}
    </div>
  );
}
