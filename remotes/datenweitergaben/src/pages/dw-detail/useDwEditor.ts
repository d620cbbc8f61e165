import { ROUTES, formatDate, useCustomerRoute, useHasPermission } from '@vws/shared/core';
import { useRecordEditor } from '@vws/shared/edit';
import type { DatenweitergabeDetail } from '@vws/shared/contract/datenweitergaben';
import {
  useDatenweitergabenAddMutation,
  useDatenweitergabenDeleteMutation,
  useDatenweitergabenDetailQuery,
  useDatenweitergabenUpdateMutation,
} from '../../api';
import { useDatenweitergabenTranslation } from '../../i18n';
import { dwFormResolver, emptyForm, toForm, toSaveBody, type DwForm } from './formModel';
import { useDwLinks } from './useDwLinks';

/**
 * One transfer in the shared record editor: add for a new one, update with the Version it was read
 * at otherwise (a 409 offers overwrite with forceUpdate), delete, and the page's texts and routes.
 * Its links to processing records are staged in the page and saved with it (one Save per page).
 */
export function useDwEditor(id: number | null) {
  const { t } = useDatenweitergabenTranslation();
  const link = useCustomerRoute();
  const canEdit = useHasPermission('VWS_Datenweitergaben_Edit');
  const detail = useDatenweitergabenDetailQuery(id ?? 0, { skip: id === null });
  const [add] = useDatenweitergabenAddMutation();
  const [update] = useDatenweitergabenUpdateMutation();
  const [remove] = useDatenweitergabenDeleteMutation();
  const stored = id === null ? undefined : detail.currentData?.datenweitergabe;
  const links = useDwLinks(id, canEdit);

  const editor = useRecordEditor<DwForm, DatenweitergabeDetail>({
    id,
    query: detail,
    versionOf: (record) => record.datenweitergabe.Version,
    toForm,
    emptyForm,
    resolver: dwFormResolver,
    create: async (values) => (await add(toSaveBody(values)).unwrap()).newDatenweitergabeId,
    update: async (values, record, forceUpdate) => {
      const body = toSaveBody(values);
      const { ID, Version } = record.datenweitergabe;
      return (await update({ ...body, datenweitergabe: { ...body.datenweitergabe, ID, Version }, forceUpdate }).unwrap()).Version;
    },
    remove: (recordId) => remove(recordId).unwrap(),
    routes: {
      detail: (newId) => link(ROUTES.datenweitergaben.detail, null, { datenweitergabeId: newId }),
      list: () => link(ROUTES.datenweitergaben.list),
    },
    readOnly: !canEdit,
    staged: [links.part],
    texts: {
      created: t('detail.created'),
      saved: t('detail.saved'),
      deleted: t('detail.deleted'),
      invalid: t('detail.invalid'),
      conflictMessage: t('conflict.message'),
      conflictHeader: t('conflict.header'),
      deleteName: stored?.Firma_Empfaenger ?? '',
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
  return { editor, frameTexts, canEdit, links };
}
