import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { useHelpTexts } from '@vws/shared/core';
import type { ReferenceListKey } from '../../api';
import { goalHelpKey } from '../../components/goalHelp';
import { schutzzielLabel } from '../../components/useReferenceNames';
import { useAuditTranslation } from '../../i18n';
import type { StagedRow } from './staging';

interface Props {
  row: StagedRow;
  listKey: ReferenceListKey;
  canEdit: boolean;
  /** A protection goal of the standard package: fixed, with its help text. */
  standard: boolean;
  /** The name is shown as missing. */
  invalid: boolean;
  /** Questions that use the entry (it cannot be deleted then). */
  usedBy: number;
  onRename: (name: string) => void;
  onToggleDelete: () => void;
}

/** One entry of a reference list: its name (or the fixed standard goal), package, state, usage, delete/undo. */
export function ReferenceRow({ row, listKey, canEdit, standard, invalid, usedBy, onRename, onToggleDelete }: Props) {
  const { t } = useAuditTranslation();
  const helpReady = useHelpTexts();
  const help = helpReady ? goalHelpKey(row.ID) : undefined;
  return (
    <li className="flex align-items-center gap-2 p-2 border-bottom-1 surface-border" data-testid="audit-reference-row">
      {standard ? (
        <div className="flex-1 p-2">
          <i className="pi pi-lock mr-2 text-color-secondary" role="img" title={t('references.standard')} aria-label={t('references.standard')} />
          {schutzzielLabel(t, row)}
          {help && <small className="block text-color-secondary mt-1 ml-4">{t(help)}</small>}
        </div>
      ) : (
        <div className="flex-1">
          <InputText
            value={row.Name}
            onChange={(e) => onRename(e.target.value)}
            disabled={!canEdit || row.isDeleted}
            placeholder={row.ID <= 0 ? t('references.newEntry') : undefined}
            aria-label={t('references.name')}
            className={`w-full ${invalid ? 'p-invalid' : ''}`}
            style={row.isDeleted ? { textDecoration: 'line-through' } : undefined}
          />
          {invalid && <small className="p-error">{t('references.nameRequired')}</small>}
        </div>
      )}
      {listKey === 'schutzziele' && row.ID_Schutzzielpaket !== undefined && (
        <Tag value={`${t('references.package')} ${row.ID_Schutzzielpaket}`} severity={standard ? 'info' : 'secondary'} />
      )}
      {row.isDeleted && <Tag value={t('references.markedDeleted')} severity="danger" />}
      {usedBy > 0 && (
        <small className="text-color-secondary" data-testid="audit-reference-usage">
          {t('references.usedBy', { count: usedBy })}
        </small>
      )}
      {canEdit && !standard && (
        <Button
          type="button"
          icon={row.isDeleted ? 'pi pi-undo' : 'pi pi-trash'}
          severity={row.isDeleted ? 'secondary' : 'danger'}
          text
          disabled={!row.isDeleted && usedBy > 0}
          aria-label={row.isDeleted ? t('references.undelete') : t('references.delete')}
          tooltip={row.isDeleted ? t('references.undelete') : t('references.delete')}
          title={usedBy > 0 && !row.isDeleted ? t('references.inUseNoDelete', { count: usedBy }) : undefined}
          onClick={onToggleDelete}
        />
      )}
    </li>
  );
}
