import { useHasPermission } from '@vws/shared/core';
import { BulkEditBar } from '@vws/shared/list';
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
 * transaction); a field left empty stays. A stale row refuses the whole batch and is named. The
 * status needs the DPO's right, the assignees the assignment right; one row can be duplicated.
 */
export function BulkBar({ selected, refLabel, onDone, onDuplicated }: BulkBarProps) {
  const { t, i18n } = useVvtTranslation();
  const mayStatus = useHasPermission('VWS_VVTProzesse_WriteProtectedFields');
  const mayAssign = useHasPermission('VWS_VVTProzesse_UserAssignments_Edit');
  const mayAdd = useHasPermission('VWS_VVTProzesse_Add');
  const users = useVvtAssignableUsersQuery(undefined, { skip: !mayAssign });
  const [bulk] = useVvtBulkMutation();
  const only = selected.length === 1 ? selected[0] : undefined;
  return (
    <BulkEditBar
      idPrefix="vvt"
      selectedCount={selected.length}
      status={
        mayStatus
          ? { label: t('fields.ID_Status'), options: VVT_STATUS_IDS.map((id) => ({ value: id, label: refLabel('verarbeitungen_status', id) })) }
          : undefined
      }
      groupLabel={t('fields.Gruppe')}
      assignees={
        mayAssign
          ? { label: t('assign.label'), options: (users.data ?? []).map((u) => ({ value: u.user_uid, label: `${u.firstname} ${u.lastname}`.trim() })) }
          : undefined
      }
      send={(changes) =>
        bulk({
          rows: selected.map(({ ID, Version }) => ({ ID, Version })),
          changes: { ID_Status: changes.status, Gruppe: changes.group, zugewieseneBenutzer: changes.assignees },
        }).unwrap()
      }
      fieldMessage={(code) => (i18n.exists(`vvt:validation.${code}`) ? (t as (key: string) => string)(`validation.${code}`) : undefined)}
      onDone={onDone}
      extra={mayAdd && only && <DuplicateAction id={only.ID} onCreated={(ID) => onDuplicated({ ID, SDM_Ebene_Nr: only.SDM_Ebene_Nr })} />}
    />
  );
}
