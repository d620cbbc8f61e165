import { Button } from 'primereact/button';
import { toast, toastSaveFailed } from '@vws/shared/core';
import { useDatenweitergabenDuplicateMutation } from '../../api';
import { useDatenweitergabenTranslation } from '../../i18n';

/** Copies the stored transfer ("Kopie von …", contract status 0, with its checkpoints) and opens the copy. */
export function DuplicateAction({ id, onCreated }: { id: number; onCreated: (newId: number) => void }) {
  const { t } = useDatenweitergabenTranslation();
  const [duplicate, { isLoading }] = useDatenweitergabenDuplicateMutation();
  const run = async () => {
    try {
      const copy = await duplicate(id).unwrap();
      toast.success(t('duplicate.done', { name: copy.Firma_Empfaenger }));
      onCreated(copy.newDatenweitergabeId);
    } catch (error) {
      toastSaveFailed(error);
    }
  };
  return (
    <Button type="button" label={t('duplicate.action')} icon="pi pi-copy" outlined loading={isLoading} onClick={() => void run()} data-testid="dw-duplicate" />
  );
}
