import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useAuditTranslation } from '../i18n';

/** Spec §4: an update may answer itemHasBeenChanged; the user is offered to overwrite. */
export function ConflictDialog({ visible, onOverwrite, onReload, onCancel }: { visible: boolean; onOverwrite: () => void; onReload: () => void; onCancel: () => void }) {
  const { t } = useAuditTranslation();
  const footer = (
    <div className="flex justify-content-end gap-2">
      <Button label={t('common.cancel')} text onClick={onCancel} />
      <Button label={t('conflict.reload')} icon="pi pi-refresh" severity="secondary" outlined onClick={onReload} />
      <Button label={t('conflict.overwrite')} icon="pi pi-save" severity="danger" onClick={onOverwrite} autoFocus />
    </div>
  );
  return (
    <Dialog visible={visible} onHide={onCancel} header={t('conflict.header')} footer={footer} style={{ width: '32rem' }} modal>
      <p className="m-0 line-height-3">
        <i className="pi pi-exclamation-triangle text-orange-500 mr-2" />
        {t('conflict.message')}
      </p>
    </Dialog>
  );
}
