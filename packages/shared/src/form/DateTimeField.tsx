import { TypedCalendarField, type DateFieldProps, type TypedCalendarFormat } from './DateField';
import { parseTypedInstant, showInstant } from './dateText';

const MOMENT_FORMAT: TypedCalendarFormat = {
  parse: parseTypedInstant,
  show: showInstant,
  toDate: (value) => (value ? new Date(value) : null),
  fromDate: (date) => date.toISOString(),
  placeholderKey: 'date.placeholderTime',
  showTime: true,
  stayOpen: true,
};

/**
 * A moment (date and time) as DateField has a day: typed as DD.MM.YYYY HH:MM in the browser's local
 * time and read on blur or Enter; nothing typed is dropped (a text that is no moment stays in the
 * field and goes to the form, whose validation names it). The calendar with its time opens from
 * its button only and hands the focus back to the field when it closes. `value` is an ISO instant.
 */
export function DateTimeField(props: Omit<DateFieldProps, 'name'>) {
  return <TypedCalendarField {...props} format={MOMENT_FORMAT} />;
}
