import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { errorBody, errorMessageText, toast, useHasPermission } from '@vws/shared/core';
import { VVT_STATUS_IDS, type VerarbeitungListItem } from '@vws/shared/contract/vvt';
import { useVvtAssignableUsersQuery, useVvtBulkMutation } from '../../api';
import type { RefLabel } from '../../components/useReferences';
import { useVvtTranslation } from '../../i18n';
import { DuplicateAction } from '../../components/DuplicateAction';

export interface BulkBarProps {
  selected: readonly VerarbeitungListItem[];
  refLabel: RefLabel;
  onDone: () => void;
  onDuplicated: (copy: { ID: number; SDM_Ebene_Nr: number }) => void;
}

/**
 * Status, group and assignees of the selected rows at once (PUT /vvtedit/verarbeitungen-bulk, one
 * transaction); a field left empty stays. A stale row refuses the whole batch and is named.
 */
export function BulkBar({ selected, refLabel, onDone, onDuplicated }: BulkBarProps) {
  const { t } = useVvtTranslation();
  const mayStatus = useHasPermission('VWS_VVTProzesse_WriteProtectedFields');
  const mayAssign = useHasPermission('VWS_VVTProzesse_UserAssignments_Edit');
  const mayAdd = useHasPermission('VWS_VVTProzesse_Add');
  const users = useVvtAssignableUsersQuery(undefined, { skip: !mayAssign });
  const [bulk, { isLoading }] = useVvtBulkMutation();
  const [status, setStatus] = useState<number | null>(null);
  const [gruppe, setGruppe] = useState('');
  const [assignees, setAssignees] = useState<string[] | null>(null);
  const nothing = status === null && gruppe.trim() === '' && assignees === null;
  const apply = async () => {
    try {
      const changes = {
        ...(status !== null && { ID_Status: status }),
        ...(gruppe.trim() && { Gruppe: gruppe.trim() }),
        ...(assignees && { zugewieseneBenutzer: assignees }),
      };
      await bulk({ rows: selected.map(({ ID, Version }) => ({ ID, Version })), changes }).unwrap();
      toast.success(t('bulk.saved', { count: selected.length }));
      setStatus(null);
      setGruppe('');
      setAssignees(null);
      onDone();
    } catch (error) {
      const body = errorBody(error) as { conflicts?: unknown; message?: string } | undefined;
      toast.error(body?.conflicts && body.message ? body.message : errorMessageText(error, 'save'));
    }
  };
  const statusOptions = VVT_STATUS_IDS.map((id) => ({ value: id, label: refLabel('verarbeitungen_status', id) }));
  const userOptions = (users.data ?? []).map((u) => ({ value: u.user_uid, label: `${u.firstname} ${u.lastname}`.trim() }));
  return (
    <section className="flex flex-wrap align-items-end gap-2 p-2 mb-2 surface-card border-round" aria-label={t('bulk.heading')} data-testid="vvt-bulk-bar">
      <p className="m-0 font-semibold align-self-center" role="status">
        {t('bulk.selected', { count: selected.length })}
      </p>
      {mayStatus && (
        <div className="flex flex-column gap-1">
          <label htmlFor="vvt-bulk-status">{t('fields.ID_Status')}</label>
          <Dropdown
            inputId="vvt-bulk-status"
            value={status}
            options={statusOptions}
            onChange={(e) => setStatus(e.value as number)}
            placeholder={t('bulk.unchanged')}
            showClear
          />
        </div>
      )}
      <div className="flex flex-column gap-1">
        <label htmlFor="vvt-bulk-gruppe">{t('fields.Gruppe')}</label>
        <InputText id="vvt-bulk-gruppe" value={gruppe} onChange={(e) => setGruppe(e.target.value)} placeholder={t('bulk.unchanged')} maxLength={200} />
      </div>
      {mayAssign && (
        <div className="flex flex-column gap-1">
          <label htmlFor="vvt-bulk-assignees">{t('assign.label')}</label>
          <MultiSelect
            inputId="vvt-bulk-assignees"
            value={assignees ?? []}
            options={userOptions}
            onChange={(e) => setAssignees(e.value as string[])}
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
        loading={isLoading}
        data-testid="vvt-bulk-apply"
      />
      {mayAdd && selected.length === 1 && (
        <DuplicateAction id={selected[0]!.ID} onCreated={(ID) => onDuplicated({ ID, SDM_Ebene_Nr: selected[0]!.SDM_Ebene_Nr })} />
      )}
      <Button type="button" label={t('bulk.clear')} icon="pi pi-times" text onClick={onDone} />
    </section>
  );
}
