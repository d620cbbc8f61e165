import { BulkEditBar } from '@vws/shared/list';
import type { DatenweitergabeListItem } from '@vws/shared/contract/datenweitergaben';
import { useDatenweitergabenBulkMutation } from '../../api';
import type { useDwReferences } from '../../components/useReferences';
import { useDatenweitergabenTranslation } from '../../i18n';
import { DuplicateAction } from '../dw-detail/DuplicateAction';

export interface BulkBarProps {
  selected: readonly Pick<DatenweitergabeListItem, 'ID' | 'Version'>[];
  refs: ReturnType<typeof useDwReferences>;
  onDone: () => void;
  onDuplicated: (newId: number) => void;
}

/**
 * Contract status and group of the selected transfers at once (PUT /dwedit/datenweitergaben-bulk,
 * one transaction; transfers have no assignees); a stale row refuses the batch and is named, as is
 * a recipient that would then be twice in its group. With one row selected it can be duplicated.
 * Shown to editors only (VWS_Datenweitergaben_Edit).
 */
export function BulkBar({ selected, refs, onDone, onDuplicated }: BulkBarProps) {
  const { t, i18n } = useDatenweitergabenTranslation();
  const [bulk] = useDatenweitergabenBulkMutation();
  const only = selected.length === 1 ? selected[0] : undefined;
  return (
    <BulkEditBar
      idPrefix="dw"
      selectedCount={selected.length}
      status={{ label: t('fields.ID_Vertragsstatus'), options: refs.options('vertragsstatus') }}
      groupLabel={t('fields.Gruppe')}
      send={(changes) =>
        bulk({
          rows: selected.map(({ ID, Version }) => ({ ID, Version })),
          changes: { ID_Vertragsstatus: changes.status, Gruppe: changes.group },
        }).unwrap()
      }
      fieldMessage={(code) => (i18n.exists(`datenweitergaben:validation.${code}`) ? t(`validation.${code}`) : undefined)}
      onDone={onDone}
      extra={only && <DuplicateAction id={only.ID} onCreated={onDuplicated} />}
    />
  );
}
