import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { toast } from '@vws/shared/core';
import type { MappingStaging, StagedMapping } from './mappings';
import type { StagedMappings } from './useStagedMappings';

export interface MappingLinkOption {
  value: number;
  label: string;
}

export interface MappingLinksEditorProps<T extends StagedMapping> {
  /** The stored links as loaded (the editor stages changes on a copy of them); not needed with `staged`. */
  stored?: readonly T[];
  staging: MappingStaging<T>;
  keyOf: (row: T) => string | number;
  /** What a row shows (a link to the other record, its name). */
  render: (row: T) => ReactNode;
  /** The accessible name of a row (for the remove button). */
  nameOf: (row: T) => string;
  /** Records that can be linked; those already shown are left out by the editor. */
  options: readonly MappingLinkOption[];
  /** The staged row for a chosen option, without ID and IsDeleted. */
  candidate: (value: number) => Omit<T, 'ID' | 'IsDeleted'> | undefined;
  /** Which option a shown row stands for (so it is not offered twice). */
  optionOf: (row: T) => number;
  /**
   * Sends the rows to save (only new and deleted ones); rejects on failure. With it the editor has
   * a save button of its own; without it the page saves the staged rows with its record (`staged`).
   */
  onSave?: (rows: T[]) => Promise<unknown>;
  /** The rows staged by the page (useStagedMappings), saved with its record; without it the editor stages on its own. */
  staged?: Pick<StagedMappings<T>, 'rows' | 'setRows'>;
  canEdit: boolean;
  onDirtyChange?: (dirty: boolean) => void;
  /** Label of the picker ("Link a processing record"). */
  addLabel: string;
  idPrefix: string;
}

/**
 * The links of one record to others, staged locally (spec §4): adding an existing deleted link
 * clears its flag, otherwise a new one with ID 0; removing marks a stored one deleted; only new or
 * deleted links are sent. A failed save shows the spec §8 text and keeps the staged changes. Either
 * with a save button of its own (onSave) or staged by the page and saved with its record (staged).
 */
export function MappingLinksEditor<T extends StagedMapping>(props: MappingLinksEditorProps<T>) {
  const { stored, staging, keyOf, render, nameOf, options, candidate, optionOf, onSave, canEdit, onDirtyChange, addLabel, idPrefix } = props;
  const { t } = useTranslation('common');
  const [ownRows, setOwnRows] = useState<T[]>([]);
  // Staged on its own: the stored links replace the staged ones whenever they (re)load, e.g. after its save.
  useEffect(() => {
    if (!props.staged) setOwnRows(stored ? [...stored] : []);
  }, [stored, props.staged]);
  const { rows, setRows } = props.staged ?? { rows: ownRows, setRows: setOwnRows };
  const [chosen, setChosen] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = staging.isDirty(rows);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const shown = staging.visible(rows);
  const free = useMemo(() => {
    const taken = new Set(staging.visible(rows).map(optionOf));
    return options.filter((o) => !taken.has(o.value));
  }, [options, rows, staging, optionOf]);

  const add = () => {
    const row = chosen === null ? undefined : candidate(chosen);
    if (row) setRows((current) => staging.add(current, row));
    setChosen(null);
  };
  const save = async () => {
    if (!onSave) return;
    setSaving(true);
    try {
      await onSave(staging.toSend(rows));
      toast.success(t('mappings.saved'));
    } catch {
      toast.error(t('mappings.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-testid={`${idPrefix}-links`}>
      {shown.length === 0 ? (
        <p className="m-0 mb-2 text-color-secondary text-sm">{t('mappings.none')}</p>
      ) : (
        <ul className="list-none p-0 m-0 mb-2 flex flex-column gap-1">
          {shown.map((row) => (
            <li key={keyOf(row)} className="flex align-items-center gap-2 flex-wrap" data-testid={`${idPrefix}-link`}>
              {render(row)}
              {row.ID === 0 && <span className="text-sm text-color-secondary">{t('mappings.unsaved')}</span>}
              {canEdit && (
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  rounded
                  severity="danger"
                  size="small"
                  aria-label={t('mappings.remove', { name: nameOf(row) })}
                  onClick={() => setRows((current) => staging.remove(current, keyOf(row)))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <div className="flex flex-wrap gap-2 align-items-end">
          <div className="flex flex-column gap-1 flex-1" style={{ minWidth: '14rem' }}>
            <label htmlFor={`${idPrefix}-link-add`}>{addLabel}</label>
            <Dropdown
              inputId={`${idPrefix}-link-add`}
              value={chosen}
              options={[...free]}
              onChange={(e) => setChosen(e.value as number)}
              filter
              placeholder={t('mappings.choose')}
              className="w-full"
            />
          </div>
          <Button type="button" label={t('mappings.addButton')} icon="pi pi-plus" outlined onClick={add} disabled={chosen === null} />
          {onSave && <Button type="button" label={t('mappings.save')} icon="pi pi-save" onClick={() => void save()} disabled={!dirty} loading={saving} />}
        </div>
      )}
    </div>
  );
}
