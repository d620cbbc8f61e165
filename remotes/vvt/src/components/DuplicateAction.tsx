import { Button } from 'primereact/button';
import { toast, toastSaveFailed } from '@vws/shared/core';
import { useVvtDuplicateMutation } from '../api';
import { useVvtTranslation } from '../i18n';

/**
 * Copies the stored record (POST /vvtedit/verarbeitung-duplicate: "Kopie von …", a free Nummer)
 * and opens the copy; the page's leave guard asks first about unsaved edits of this one.
 */
export function DuplicateAction({ id, onCreated }: { id: number; onCreated: (newId: number) => void }) {
  const { t } = useVvtTranslation();
  const [duplicate, { isLoading }] = useVvtDuplicateMutation();
  const run = async () => {
    try {
      const copy = await duplicate(id).unwrap();
      toast.success(t('duplicate.done', { nummer: copy.Nummer }));
      onCreated(copy.newVerarbeitungId);
    } catch (error) {
      toastSaveFailed(error);
    }
  };
  return (
    <Button
      type="button"
      label={t('duplicate.action')}
      icon="pi pi-copy"
      outlined
      size="small"
      loading={isLoading}
      onClick={() => void run()}
      data-testid="vvt-duplicate"
    />
  );
}
