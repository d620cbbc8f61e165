import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { errorBody, errorMessageText, toast } from '@vws/shared/core';

/** What a bulk edit changes; a field left out stays as each row has it. */
export interface BulkChanges {
  status?: number;
  group?: string;
  assignees?: string[];
}

interface Option<V> {
  value: V;
  label: string;
}

export interface BulkEditBarProps {
  /** Prefix of the controls' ids ('dw' → dw-bulk-status). */
  idPrefix: string;
  selectedCount: number;
  /** The status select; left out where the user may not set it. */
  status?: { label: string; options: readonly Option<number>[] };
  groupLabel: string;
  /** The assignees select; left out where the records have none or the user may not assign. */
  assignees?: { label: string; options: readonly Option<string>[] };
  /** Sends the changes for the selected rows; rejects like `unwrap()`. */
  send: (changes: BulkChanges) => Promise<unknown>;
  /** A refused field's message (a 400's field code), if the module has one. */
  fieldMessage?: (code: string) => string | undefined;
  /** After a successful change, and for "clear selection". */
  onDone: () => void;
  /** Beside the apply button, e.g. duplicating the one selected row. */
  extra?: ReactNode;
}

/** The message of a refused batch: the stale rows a 409 names, a refused field, else the catalogue's text. */
function refusal(error: unknown, fieldMessage?: (code: string) => string | undefined): string {
  const body = errorBody(error) as { conflicts?: unknown; message?: string; fields?: { message: string }[] } | undefined;
  if (body?.conflicts && body.message) return body.message;
  const field = body?.fields?.[0]?.message;
  return (field && fieldMessage?.(field)) || errorMessageText(error, 'save');
}

/**
 * Status, group and assignees of the selected list rows at once (issue 24 "fewer clicks"): one
 * call, one transaction on the server; a field left empty stays. A stale row refuses the whole
 * batch and the message names it.
 */
export function BulkEditBar({ idPrefix, selectedCount, status, groupLabel, assignees, send, fieldMessage, onDone, extra }: BulkEditBarProps) {
  const { t } = useTranslation('common');
  const [statusValue, setStatus] = useState<number | null>(null);
  const [group, setGroup] = useState('');
  const [assigned, setAssigned] = useState<string[] | null>(null);
  const [sending, setSending] = useState(false);
  const nothing = statusValue === null && group.trim() === '' && assigned === null;

  const apply = async () => {
    setSending(true);
    try {
      await send({
        ...(statusValue !== null && { status: statusValue }),
        ...(group.trim() && { group: group.trim() }),
        ...(assigned && { assignees: assigned }),
      });
      toast.success(t('bulk.saved', { count: selectedCount }));
      setStatus(null);
      setGroup('');
      setAssigned(null);
      onDone();
    } catch (error) {
      toast.error(refusal(error, fieldMessage));
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      className="flex flex-wrap align-items-end gap-2 p-2 mb-2 surface-card border-round"
      aria-label={t('bulk.heading')}
      data-testid={`${idPrefix}-bulk-bar`}
    >
      <p className="m-0 font-semibold align-self-center" role="status">
        {t('bulk.selected', { count: selectedCount })}
      </p>
      {status && (
        <div className="flex flex-column gap-1">
          <label htmlFor={`${idPrefix}-bulk-status`}>{status.label}</label>
          <Dropdown
            inputId={`${idPrefix}-bulk-status`}
            value={statusValue}
            options={[...status.options]}
            onChange={(e) => setStatus(e.value as number)}
            placeholder={t('bulk.unchanged')}
            showClear
          />
        </div>
      )}
      <div className="flex flex-column gap-1">
        <label htmlFor={`${idPrefix}-bulk-group`}>{groupLabel}</label>
        <InputText id={`${idPrefix}-bulk-group`} value={group} onChange={(e) => setGroup(e.target.value)} placeholder={t('bulk.unchanged')} maxLength={200} />
      </div>
      {assignees && (
        <div className="flex flex-column gap-1">
          <label htmlFor={`${idPrefix}-bulk-assignees`}>{assignees.label}</label>
          <MultiSelect
            inputId={`${idPrefix}-bulk-assignees`}
            value={assigned ?? []}
            options={[...assignees.options]}
            onChange={(e) => setAssigned(e.value as string[])}
            placeholder={t('bulk.unchanged')}
            display="chip"
          />
        </div>
      )}
      <Button
        type="button"
        label={t('bulk.apply')}
        icon="pi pi-check"
        onClick={() => void apply()}
        disabled={nothing}
        loading={sending}
        data-testid={`${idPrefix}-bulk-apply`}
      />
      {extra}
      <Button type="button" label={t('bulk.clear')} icon="pi pi-times" text onClick={onDone} />
    </section>
  );
}
