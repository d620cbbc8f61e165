import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { MultiSelect } from 'primereact/multiselect';
import { toast, toastSaveFailed } from '@vws/shared/core';
import type { ZugewiesenerBenutzer } from '@vws/shared/contract/vvt';
import { useVvtAssignableUsersQuery, useVvtBereitZurPruefungMutation, useVvtZuweisungenMutation } from '../../api';
import { useVvtTranslation } from '../../i18n';

const fullName = (u: ZugewiesenerBenutzer) => `${u.firstname} ${u.lastname}`.trim();

export interface RecordPanelProps {
  id: number;
  /** The record's Version as loaded: the assignments are saved with it (a stale one is a conflict). */
  version: number;
  assignees: ZugewiesenerBenutzer[];
  bereit: boolean;
  canAssign: boolean;
  canFlag: boolean;
}

/** The record's assignees (assignable users only, spec §7) and the ready-for-DPO-review switch (an immediate call, spec §4). */
export function RecordPanel({ id, version, assignees, bereit, canAssign, canFlag }: RecordPanelProps) {
  const { t } = useVvtTranslation();
  const users = useVvtAssignableUsersQuery(undefined, { skip: !canAssign });
  const [assign, { isLoading: assigning }] = useVvtZuweisungenMutation();
  const [flag, { isLoading: flagging }] = useVvtBereitZurPruefungMutation();
  const stored = assignees.map((a) => a.user_uid);
  const [chosen, setChosen] = useState<string[]>(stored);
  const storedKey = stored.join(',');
  useEffect(() => setChosen(storedKey ? storedKey.split(',') : []), [storedKey]);
  const changed = chosen.join(',') !== storedKey;
  const options = [...(users.data ?? []), ...assignees.filter((a) => !(users.data ?? []).some((u) => u.user_uid === a.user_uid))].map((u) => ({
    value: u.user_uid,
    label: fullName(u),
  }));

  const saveAssignees = async () => {
    try {
      await assign({ IdVerarbeitung: id, Version: version, userUids: chosen }).unwrap();
      toast.success(t('assign.saved'));
    } catch (error) {
      toastSaveFailed(error);
    }
  };
  const setFlag = async (value: boolean) => {
    try {
      await flag({ IdVerarbeitung: id, value }).unwrap();
      toast.success(t(value ? 'review.flagged' : 'review.unflagged'));
    } catch (error) {
      toastSaveFailed(error);
    }
  };

  return (
    <section className="surface-card border-round p-3 mb-3 grid formgrid p-fluid" aria-labelledby="vvt-panel-heading" data-testid="vvt-record-panel">
      <h2 id="vvt-panel-heading" className="col-12 mt-0 text-lg">
        {t('assign.heading')}
      </h2>
      <div className="field col-12 md:col-8">
        <label htmlFor="vvt-assignees">{t('assign.label')}</label>
        {canAssign ? (
          <div className="flex gap-2 flex-wrap md:flex-nowrap">
            <MultiSelect
              inputId="vvt-assignees"
              value={chosen}
              options={options}
              onChange={(e) => setChosen(e.value as string[])}
              display="chip"
              filter
              placeholder={t('assign.none')}
              className="flex-1"
            />
            <Button
              type="button"
              label={t('assign.save')}
              icon="pi pi-check"
              onClick={() => void saveAssignees()}
              disabled={!changed}
              loading={assigning}
              className="w-auto"
            />
          </div>
        ) : (
          <p id="vvt-assignees" className="m-0">
            {assignees.length ? assignees.map(fullName).join(', ') : t('assign.none')}
          </p>
        )}
      </div>
      <div className="field col-12 md:col-4">
        <label htmlFor="vvt-bereit">{t('review.label')}</label>
        <div className="flex align-items-center gap-2">
          <InputSwitch inputId="vvt-bereit" checked={bereit} onChange={(e) => void setFlag(e.value === true)} disabled={!canFlag || flagging} />
          <span>{bereit ? t('review.yes') : t('review.no')}</span>
        </div>
      </div>
    </section>
  );
}
