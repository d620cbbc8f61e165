import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showDay } from './dateText';
import type { FieldDescriptor, FieldOption } from './types';

/** The value as a reader sees it; null when there is nothing to show. */
export function readText(d: FieldDescriptor, value: unknown, options: FieldOption[], yesNo: (yes: boolean) => string): ReactNode {
  if (value === null || value === undefined || value === '' || value === d.emptyValue) return null;
  const labelOf = (v: unknown) => {
    const option = options.find((o) => o.value === v);
    return option ? (d.optionTemplate ? d.optionTemplate(option) : option.label) : String(v);
  };
  switch (d.widget) {
    case 'switch':
      return yesNo(value === true);
    case 'date':
      return showDay(String(value));
    case 'select':
      return labelOf(value);
    case 'multiselect': {
      const values = Array.isArray(value) ? value : [];
      if (values.length === 0) return null;
      return (
        <ul className="m-0 pl-3">
          {values.map((v) => (
            <li key={String(v)}>{labelOf(v)}</li>
          ))}
        </ul>
      );
    }
    case 'url':
      return (
        <a href={String(value)} target="_blank" rel="noreferrer">
          {String(value)}
        </a>
      );
    default:
      return <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{String(value)}</span>;
  }
}

export interface FieldReadViewProps {
  descriptor: FieldDescriptor;
  id: string;
  label: string;
  value: unknown;
  options: FieldOption[];
}

/**
 * A field for a user who may only read (issue 24): the label and the value as text, no greyed-out
 * input; a field without a value is left out.
 */
export function FieldReadView({ descriptor: d, id, label, value, options }: FieldReadViewProps) {
  const { t } = useTranslation('common');
  const text = readText(d, value, options, (yes) => t(yes ? 'actions.yes' : 'actions.no'));
  if (text === null) return null;
  return (
    <dl className={`field col-12${d.cols && d.cols < 12 ? ` md:col-${d.cols}` : ''}`} data-read-view>
      <dt className="text-sm text-color-secondary mb-1">{label}</dt>
      <dd id={id} className="m-0 text-color">
        {text}
      </dd>
    </dl>
  );
}
