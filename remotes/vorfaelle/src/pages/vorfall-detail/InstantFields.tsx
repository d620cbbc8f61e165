import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '@vws/shared/form';
import { useVorfaelleTranslation } from '../../i18n';
import type { VorfallForm } from './formModel';

type InstantKey = 'Eingetreten_am' | 'Entdeckt_am' | 'Kenntnis_am' | 'Meldung_Behoerde_am' | 'Benachrichtigung_Betroffene_am';

function InstantField({ name, control, readOnly, required }: { name: InstantKey; control: Control<VorfallForm>; readOnly: boolean; required?: boolean }) {
  const { t } = useVorfaelleTranslation();
  const { t: any } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  const message = fieldState.error?.message;
  const id = `vorfall-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="col-12 md:col-4 flex flex-column gap-1">
      <label htmlFor={id} className="font-medium">
        {t(`fields.${name}`)}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {/* Typed as DD.MM.YYYY HH:MM; a text that is no moment stays in the field and is named below. */}
      <DateTimeField
        id={id}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={readOnly}
        invalid={!!fieldState.error}
        describedBy={fieldState.error ? errorId : undefined}
        required={required}
      />
      {fieldState.error && (
        <small id={errorId} className="p-error">
          {message && any(`validation.${message}`, { ns: ['vorfaelle', 'common'], defaultValue: message })}
        </small>
      )}
    </div>
  );
}

/** Instants with date and time in the browser's local time (sent and stored in UTC); typed, or chosen in the calendar its button opens. */
export function InstantFields({
  names,
  control,
  readOnly,
  required = [],
}: {
  names: readonly InstantKey[];
  control: Control<VorfallForm>;
  readOnly: boolean;
  required?: readonly InstantKey[];
}) {
  return (
    <div className="grid">
      {names.map((name) => (
        <InstantField key={name} name={name} control={control} readOnly={readOnly} required={required.includes(name)} />
      ))}
    </div>
  );
}
