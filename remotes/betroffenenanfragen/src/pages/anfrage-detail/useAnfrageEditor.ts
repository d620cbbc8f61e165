import { formatDate, useHasPermission } from '@vws/shared/core';
import { useRecordEditor } from '@vws/shared/edit';
import { ANFRAGEN_ROUTES, type AnfrageDetail } from '@vws/shared/contract/betroffenenanfragen';
import {
  useBetroffenenanfragenAddMutation,
  useBetroffenenanfragenDeleteMutation,
  useBetroffenenanfragenDetailQuery,
  useBetroffenenanfragenUpdateMutation,
} from '../../api';
import { useModuleLink } from '../../components/useModuleLink';
import { useBetroffenenanfragenTranslation } from '../../i18n';
import { emptyForm, toForm, toSaveBody, anfrageFormResolver, type AnfrageForm } from './formModel';

/** One request in the shared record editor: add, versioned update (a 409 offers overwrite), delete, and the page's texts. */
export function useAnfrageEditor(id: number | null) {
  const { t } = useBetroffenenanfragenTranslation();
  const link = useModuleLink();
  const canEdit = useHasPermission('VWS_Betroffenenanfragen_Edit');
  const detail = useBetroffenenanfragenDetailQuery(id ?? 0, { skip: id === null });
  const [add] = useBetroffenenanfragenAddMutation();
  const [update] = useBetroffenenanfragenUpdateMutation();
  const [remove] = useBetroffenenanfragenDeleteMutation();
  const stored = id === null ? undefined : detail.currentData?.anfrage;

  const editor = useRecordEditor<AnfrageForm, AnfrageDetail>({
    id,
    query: detail,
    versionOf: (record) => record.anfrage.Version,
    toForm,
    emptyForm,
    resolver: anfrageFormResolver,
    create: async (values) => (await add(toSaveBody(values)).unwrap()).newAnfrageId,
    update: async (values, record, forceUpdate) => {
      const { anfrage } = toSaveBody(values);
      return (await update({ anfrage: { ...anfrage, ID: record.anfrage.ID, Version: record.anfrage.Version }, forceUpdate }).unwrap()).Version;
    },
    remove: (recordId) => remove(recordId).unwrap(),
    routes: { detail: (newId) => link(ANFRAGEN_ROUTES.detail, { anfrageId: newId }), list: () => link(ANFRAGEN_ROUTES.list) },
    readOnly: !canEdit,
    texts: {
      created: t('detail.created'),
      saved: t('detail.saved'),
      deleted: t('detail.deleted'),
      invalid: t('detail.invalid'),
      conflictMessage: t('conflict.message'),
      conflictHeader: t('conflict.header'),
      deleteName: stored?.Antragsteller ?? '',
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
