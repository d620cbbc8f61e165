import { StatusBadge } from '@vws/shared/core';
import { type FieldDescriptor, type FieldOption, DescribedFields } from '@vws/shared/form';
import type { Control } from 'react-hook-form';
import { statusSeverity } from '../../rules/colors';
import type { AuditfrageForm } from './formModel';

const statusItem = (option: FieldOption) => <StatusBadge severity={statusSeverity(Number(option.value))} label={option.label} />;

/** The question's own fields (ids as before: e2e and deep links use them) and its protection goals and organisation units, as data for the form kit. */
export const AUDITFRAGE_FIELDS: FieldDescriptor<keyof AuditfrageForm>[] = [
  { key: 'Nummer', id: 'nummer', label: 'fields.Nummer', widget: 'text', required: true, cols: 3 },
  {
    key: 'ID_Themenblock',
    id: 'themenblock',
    label: 'fields.Themenblock',
    widget: 'select',
    required: true,
    cols: 6,
    emptyValue: 0,
    filter: true,
    placeholder: 'detail.noThemenblock',
  },
  { key: 'ID_Status', id: 'status', label: 'fields.Status', widget: 'select', cols: 3, optionTemplate: statusItem, hint: 'detail.help.Status' },
  { key: 'Fragestellung', id: 'fragestellung', label: 'fields.Fragestellung', widget: 'textarea', required: true, rows: 3 },
  { key: 'Empfehlung', id: 'empfehlung', label: 'fields.Empfehlung', widget: 'textarea', rows: 4, cols: 6, hint: 'detail.help.Empfehlung' },
  { key: 'Bemerkung', id: 'bemerkung', label: 'fields.Bemerkung', widget: 'textarea', rows: 4, cols: 6 },
  { key: 'schutzziele', id: 'schutzziele', label: 'fields.Schutzziele', widget: 'multiselect', cols: 6, hint: 'detail.help.Schutzziele' },
  { key: 'einheiten', id: 'einheiten', label: 'fields.Organisationseinheiten', widget: 'multiselect', cols: 6, filter: true },
  { key: 'Ticket_Link', id: 'ticket', label: 'fields.Ticket_Link', widget: 'url', cols: 9, hint: 'detail.help.Ticket_Link' },
  { key: 'Sortierung', id: 'sortierung', label: 'fields.Sortierung', widget: 'number', cols: 3 },
];

interface Props {
  control: Control<AuditfrageForm>;
  readOnly: boolean;
  /** A new question always starts unprocessed (spec §9); the status is chosen after creation. */
  statusLocked?: boolean;
  themenblockOptions: FieldOption[];
  schutzzielOptions: FieldOption[];
  einheitOptions: FieldOption[];
  statusOptions: FieldOption[];
}

export function AuditfrageFields({ control, readOnly, statusLocked = false, themenblockOptions, schutzzielOptions, einheitOptions, statusOptions }: Props) {
  return (
    <DescribedFields
      fields={AUDITFRAGE_FIELDS}
      control={control}
      ns="audit"
      idPrefix="frage"
      readOnly={readOnly}
      disabled={{ ID_Status: statusLocked }}
      options={{ ID_Themenblock: themenblockOptions, ID_Status: statusOptions, schutzziele: schutzzielOptions, einheiten: einheitOptions }}
    />
  );
}
