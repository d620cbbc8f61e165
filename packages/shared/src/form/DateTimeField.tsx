import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { InputText } from 'primereact/inputtext';
import { OverlayPanel } from 'primereact/overlaypanel';
import { parseTypedInstant, showInstant } from './dateText';

export interface DateTimeFieldProps {
  id: string;
  /** An ISO instant, '' for none; a typed text that is no moment stays as typed (the form's validation names it). */
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
}

/**
 * A moment (date and time) as DateField has a day: typed as DD.MM.YYYY HH:MM in the browser's local
 * time and read on blur or Enter; nothing typed is dropped (a text that is no moment stays in the
 * field and goes to the form, whose validation names it). The calendar with its time opens from
 * its button only and hands the focus back to the field when it closes.
 */
export function DateTimeField({ id, value, onChange, onBlur, disabled, invalid, describedBy, required }: DateTimeFieldProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(() => showInstant(value));
  const editing = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<OverlayPanel>(null);
  useEffect(() => {
    if (!editing.current) setText(showInstant(value));
  }, [value]);

  const commit = () => {
    editing.current = false;
    const instant = parseTypedInstant(text);
    const next = instant ?? text.trim();
    if (next !== (value ?? '')) onChange(next);
    if (instant) setText(showInstant(instant));
  };
  const choose = (date: Date | null | undefined) => {
    const instant = date ? date.toISOString() : '';
    setText(showInstant(instant));
    onChange(instant);
  };
  const focusCalendar = () => {
    const root = document.getElementById(`${id}-calendar`);
    const target = root?.querySelector<HTMLElement>('.p-datepicker-calendar [tabindex="0"]') ?? root?.querySelector<HTMLElement>('button');
    target?.focus();
  };
  const returnFocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('.p-overlaypanel')) input.current?.focus();
  };
  const shown = parseTypedInstant(text);

  return (
    <div className="p-inputgroup">
      <InputText
        id={id}
        ref={input}
        value={text}
        autoComplete="off"
        placeholder={t('date.placeholderTime')}
        onChange={(e) => {
          editing.current = true;
          setText(e.target.value);
        }}
        onBlur={() => {
          commit();
          onBlur?.();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
        disabled={disabled}
        className={invalid ? 'p-invalid' : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      />
      <Button
        type="button"
        icon="pi pi-calendar"
        aria-label={t('date.open')}
        aria-haspopup="dialog"
        aria-controls={`${id}-calendar`}
        disabled={disabled}
        onClick={(e) => panel.current?.toggle(e)}
      />
      <OverlayPanel ref={panel} id={`${id}-calendar`} role="dialog" aria-label={t('date.open')} onShow={focusCalendar} onHide={returnFocus}>
        <Calendar inline showTime hourFormat="24" value={shown ? new Date(shown) : null} onChange={(e) => choose(e.value as Date | null)} />
      </OverlayPanel>
    </div>
  );
}
