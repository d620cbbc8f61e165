import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { InputText } from 'primereact/inputtext';
import { OverlayPanel } from 'primereact/overlaypanel';
import { dateToDay, dayToDate, parseTypedDay, showDay } from './dateText';

export interface DateFieldProps {
  id: string;
  /** YYYY-MM-DD, '' for none; a typed text that is no day stays as typed (the form's validation names it). */
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  name?: string;
}

/**
 * One date field for the whole portal (issue 24): typed as DD.MM.YYYY and read on blur or Enter, so
 * focusing it never opens anything; the calendar opens only from its button and hands the focus
 * back to the field when a day is chosen or Escape closes it.
 */
export function DateField({ id, value, onChange, onBlur, disabled, invalid, describedBy, required, name }: DateFieldProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(() => showDay(value));
  const editing = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<OverlayPanel>(null);
  useEffect(() => {
    if (!editing.current) setText(showDay(value));
  }, [value]);

  const commit = () => {
    editing.current = false;
    const day = parseTypedDay(text);
    const next = day ?? text.trim();
    if (next !== (value ?? '')) onChange(next);
    if (day) setText(showDay(day));
  };
  const choose = (date: Date | null | undefined) => {
    const day = date ? dateToDay(date) : '';
    setText(showDay(day));
    onChange(day);
    panel.current?.hide();
    input.current?.focus();
  };
  const focusCalendar = () => {
    const root = document.getElementById(`${id}-calendar`);
    const target = root?.querySelector<HTMLElement>('.p-datepicker-calendar [tabindex="0"]') ?? root?.querySelector<HTMLElement>('button');
    target?.focus();
  };

  // Closed by Escape or an outside click: the focus comes back only if it was in the calendar.
  const returnFocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('.p-overlaypanel')) input.current?.focus();
  };

  return (
    <div className="p-inputgroup">
      <InputText
        id={id}
        name={name}
        ref={input}
        value={text}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('date.placeholder')}
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
        <Calendar inline value={dayToDate(parseTypedDay(text))} onChange={(e) => choose(e.value as Date | null)} />
      </OverlayPanel>
    </div>
  );
}
