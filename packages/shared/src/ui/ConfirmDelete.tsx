import { ConfirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';

export interface ConfirmDeleteProps {
  visible: boolean;
  /** Name of what is deleted, shown in the question. */
  name?: string;
  /** A question of your own instead of the common one. */
  message?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before deleting; Delete is the danger action, Cancel has the focus. */
export function ConfirmDelete({ visible, name, message, onConfirm, onCancel }: ConfirmDeleteProps) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      visible={visible}
      onHide={onCancel}
      header={t('confirmDelete.header')}
      message={message ?? (name ? t('confirmDelete.message', { name }) : t('confirmDelete.messageUnnamed'))}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t('actions.delete')}
      rejectLabel={t('actions.cancel')}
      acceptClassName="p-button-danger"
      defaultFocus="reject"
      accept={onConfirm}
      reject={onCancel}
    />
  );
}
