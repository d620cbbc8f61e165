import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

export interface ConflictDialogProps {
  visible: boolean;
  onOverwrite: () => void;
  onCancel: () => void;
  /** Discard the own changes and load the stored version; without it the button is not offered. */
  onReload?: () => void;
  /** A text naming the record ("Die Frage wurde ..."); the catalogue text of itemHasBeenChanged otherwise. */
  message?: string;
  header?: string;
}

/** Spec §4: an update may answer itemHasBeenChanged; the user is offered to overwrite. */
export function ConflictDialog({ visible, onOverwrite, onReload, onCancel, message, header }: ConflictDialogProps) {
  const { t } = useTranslation('common');
  const footer = (
    <div className="flex justify-content-end gap-2">
      <Button type="button" label={t('actions.cancel')} text onClick={onCancel} />
      {onReload && <Button type="button" label={t('conflict.reload')} icon="pi pi-refresh" severity="secondary" outlined onClick={onReload} />}
      <Button type="button" label={t('actions.overwrite')} icon="pi pi-save" severity="danger" onClick={onOverwrite} autoFocus />
    </div>
  );
  return (
    <Dialog visible={visible} onHide={onCancel} header={header ?? t('errors.itemHasBeenChangedTitle')} footer={footer} style={{ width: '32rem' }} modal>
      <p className="m-0 line-height-3">
        <i className="pi pi-exclamation-triangle text-orange-500 mr-2" aria-hidden />
        {message ?? t('errors.itemHasBeenChanged')}
      </p>
    </Dialog>
  );
}
