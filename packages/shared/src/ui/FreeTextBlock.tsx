import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@vws/shared/core';

/** Spec §5/§9: at most 2000 characters, 10 rows. */
export const FREE_TEXT_MAX_LENGTH = 2000;
export const FREE_TEXT_ROWS = 10;

export interface FreeTextBlockProps {
  value: string;
  /** Saves the text; resolve when stored, reject to keep the change and show the save error. */
  onSave: (text: string) => Promise<unknown>;
  disabled?: boolean;
  /** Heading above the field; the common "Free text" when absent. */
  label?: string;
  className?: string;
}

/**
 * The editable free-text block of the reports: a 10-row field with a character counter whose Save
 * button is enabled only after a change and shows the saving state.
 */
export function FreeTextBlock({ value, onSave, disabled = false, label, className }: FreeTextBlockProps) {
  const { t } = useTranslation('common');
  const fieldId = useId();
  const [saved, setSaved] = useState(value);
  const [text, setText] = useState(value);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);

  // A new value from the server replaces the text unless the user is in the middle of an edit
  // (adjusting state while rendering, as React recommends for derived state).
  const [receivedValue, setReceivedValue] = useState(value);
  if (value !== receivedValue) {
    setReceivedValue(value);
    if (text === saved) setText(value);
    setSaved(value);
  }

  const changed = text !== saved;

  async function save() {
    setSaving(true);
    setFailed(null);
    try {
      await onSave(text);
      setSaved(text);
    } catch (error) {
      setFailed({ error });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={['vws-free-text', className].filter(Boolean).join(' ')}>
      <label htmlFor={fieldId} className="block font-semibold mb-2">
        {label ?? t('freeText.label')}
      </label>
      <InputTextarea
        id={fieldId}
        value={text}
        rows={FREE_TEXT_ROWS}
        maxLength={FREE_TEXT_MAX_LENGTH}
        disabled={disabled || saving}
        onChange={(event) => setText(event.target.value.slice(0, FREE_TEXT_MAX_LENGTH))}
        className="w-full"
        autoResize={false}
      />
      <div className="flex align-items-center justify-content-between mt-2 gap-2">
        <small aria-live="polite">{t('freeText.counter', { count: text.length, max: FREE_TEXT_MAX_LENGTH })}</small>
        {!disabled && (
          <Button
            type="button"
            label={saving ? t('actions.saving') : t('actions.save')}
            icon="pi pi-save"
            loading={saving}
            disabled={!changed || saving}
            onClick={() => void save()}
          />
        )}
      </div>
      {failed && <ErrorMessage error={failed.error} action="save" className="mt-2" />}
    </div>
  );
}
