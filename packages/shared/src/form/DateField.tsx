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

/** How a typed calendar field reads and shows its value: a day (DateField) or a moment (DateTimeField). */
export interface TypedCalendarFormat {
  /** The typed text as the value; '' for an empty field; null when it is none. */
  parse: (text: string) => string | null;
  show: (value: string | null | undefined) => string;
  toDate: (value: string | null) => Date | null;
  fromDate: (date: Date) => string;
  placeholderKey: 'date.placeholder' | 'date.placeholderTime';
  /** The calendar shows the time as well (a moment). */
  showTime?: boolean;
  /** The calendar stays open after a choice (a moment: the time is set after the day). */
  stayOpen?: boolean;
}

const DAY_FORMAT: TypedCalendarFormat = {
  parse: parseTypedDay,
  show: showDay,
  toDate: dayToDate,
  fromDate: dateToDay,
  placeholderKey: 'date.placeholder',
};

/**
 * One date field for the whole portal (issue 24): typed as DD.MM.YYYY and read on blur or Enter, so
 * focusing it never opens anything; the calendar opens only from its button and hands the focus
 * back to the field when a day is chosen or Escape closes it.
 */
export function DateField(props: DateFieldProps) {
  return <TypedCalendarField {...props} format={DAY_FORMAT} />;
}

/**
 * The typed field with its calendar button behind DateField and DateTimeField: a text that is no
 * value stays as typed and goes to the form, whose validation names it.
 */
export function TypedCalendarField({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
  describedBy,
  required,
  name,
  format,
}: DateFieldProps & { format: TypedCalendarFormat }) {
  const { t } = useTranslation('common');
  const { parse, show } = format;
  const [text, setText] = useState(() => show(value));
  const editing = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<OverlayPanel>(null);
  useEffect(() => {
    if (!editing.current) setText(show(value));
  }, [value, show]);

  const commit = () => {
    editing.current = false;
    const parsed = parse(text);
    const next = parsed ?? text.trim();
    if (next !== (value ?? '')) onChange(next);
    if (parsed) setText(show(parsed));
  };
  const choose = (date: Date | null | undefined) => {
    const next = date ? format.fromDate(date) : '';
    setText(show(next));
    onChange(next);
    if (format.stayOpen) return;
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
        inputMode={format.showTime ? undefined : 'numeric'}
        autoComplete="off"
        placeholder={t(format.placeholderKey)}
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
        <Calendar inline showTime={format.showTime} hourFormat="24" value={format.toDate(parse(text))} onChange={(e) => choose(e.value as Date | null)} />
      </OverlayPanel>
    </div>
  );
}
