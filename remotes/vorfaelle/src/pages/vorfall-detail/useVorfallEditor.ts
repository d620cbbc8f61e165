import { formatDate, useHasPermission } from '@vws/shared/core';
import { useRecordEditor } from '@vws/shared/edit';
import { VORFAELLE_ROUTES, type VorfallDetail } from '@vws/shared/contract/vorfaelle';
import { useVorfaelleAddMutation, useVorfaelleDeleteMutation, useVorfaelleDetailQuery, useVorfaelleUpdateMutation } from '../../api';
import { useModuleLink } from '../../components/useModuleLink';
import { useVorfaelleTranslation } from '../../i18n';
import { emptyForm, toForm, toSaveBody, vorfallFormResolver, type VorfallForm } from './formModel';

/** One breach in the shared record editor: add, versioned update (a 409 offers overwrite), delete, and the page's texts. */
export function useVorfallEditor(id: number | null) {
  const { t } = useVorfaelleTranslation();
  const link = useModuleLink();
  const canEdit = useHasPermission('VWS_Vorfaelle_Edit');
  const detail = useVorfaelleDetailQuery(id ?? 0, { skip: id === null });
  const [add] = useVorfaelleAddMutation();
  const [update] = useVorfaelleUpdateMutation();
  const [remove] = useVorfaelleDeleteMutation();
  const stored = id === null ? undefined : detail.currentData?.vorfall;

  const editor = useRecordEditor<VorfallForm, VorfallDetail>({
    id,
    query: detail,
    versionOf: (record) => record.vorfall.Version,
    toForm,
    emptyForm,
    resolver: vorfallFormResolver,
    create: async (values) => (await add(toSaveBody(values)).unwrap()).newVorfallId,
    update: async (values, record, forceUpdate) => {
      const { vorfall } = toSaveBody(values);
      return (await update({ vorfall: { ...vorfall, ID: record.vorfall.ID, Version: record.vorfall.Version }, forceUpdate }).unwrap()).Version;
    },
    remove: (recordId) => remove(recordId).unwrap(),
    routes: { detail: (newId) => link(VORFAELLE_ROUTES.detail, { vorfallId: newId }), list: () => link(VORFAELLE_ROUTES.list) },
    readOnly: !canEdit,
    texts: {
      created: t('detail.created'),
      saved: t('detail.saved'),
      deleted: t('detail.deleted'),
      invalid: t('detail.invalid'),
      conflictMessage: t('conflict.message'),
      conflictHeader: t('conflict.header'),
      deleteName: stored?.Titel ?? '',
    },
  });
  const frameTexts = {
    back: t('detail.back'),
    notFound: t('detail.notFound'),
    notFoundTitle: t('list.title'),
    readOnly: t('detail.readOnly'),
    save: t('detail.save'),
    delete: t('detail.delete'),
    lastEdited: stored && t('detail.lastEdited', { date: formatDate(stored.Bearbeitungsdatum), version: stored.Version }),
  };
  return { editor, frameTexts };
}
