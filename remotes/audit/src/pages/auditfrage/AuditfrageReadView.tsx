import { StatusBadge } from '@vws/shared/core';
import type { FieldOption } from '@vws/shared/form';
import { isSafeLink } from '@vws/shared/contract/text';
import { statusSeverity } from '../../rules/colors';
import { useAuditTranslation } from '../../i18n';
import { AUDITFRAGE_FIELDS } from './AuditfrageFields';
import type { AuditfrageForm } from './formModel';

interface Props {
  values: AuditfrageForm;
  options: Partial<Record<keyof AuditfrageForm, FieldOption[]>>;
}

/**
 * The question as a reader sees it (issue 12): the values as text, no greyed-out form, no required
 * markers. Same fields, labels and order as the edit form (AUDITFRAGE_FIELDS).
 */
export function AuditfrageReadView({ values, options }: Props) {
  const { t } = useAuditTranslation();
  const labelOf = (key: keyof AuditfrageForm, value: unknown) => options[key]?.find((option) => option.value === value)?.label;

  const render = (key: keyof AuditfrageForm) => {
    const value = values[key];
    if (key === 'ID_Status' && typeof value === 'number') return <StatusBadge severity={statusSeverity(value)} label={labelOf(key, value) ?? String(value)} />;
    if (Array.isArray(value)) return value.length ? value.map((item) => labelOf(key, item) ?? String(item)).join(', ') : '–';
    const text = labelOf(key, value) ?? (value === null || value === undefined || value === '' ? '' : String(value));
    if (!text || (key === 'ID_Themenblock' && !labelOf(key, value))) return '–';
    if (key === 'Ticket_Link' && isSafeLink(text)) {
      return (
        <a href={text} target="_blank" rel="noreferrer noopener">
          {text}
        </a>
      );
    }
    return text;
  };

  return (
    <dl className="grid m-0" data-testid="audit-frage-read-view">
      {AUDITFRAGE_FIELDS.map((field) => (
        <div key={field.key} className={`col-12${field.cols && field.cols < 12 ? ` md:col-${field.cols}` : ''}`}>
          <dt className="font-semibold mb-1">{t(field.label as Parameters<typeof t>[0])}</dt>
          <dd className="m-0 white-space-pre-line" data-testid={`frage-${field.id ?? field.key}-value`}>
            {render(field.key)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
