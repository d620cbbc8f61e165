import { ROUTES, formatDate, toast, useCustomerRoute } from '@vws/shared/core';
import { useRecordEditor } from '@vws/shared/edit';
import type { VerarbeitungDetail } from '@vws/shared/contract/vvt';
import { useVvtAddMutation, useVvtDeleteMutation, useVvtDetailQuery, useVvtUpdateMutation } from '../../api';
import { useVvtTranslation } from '../../i18n';
import { emptyForm, toForm, toSaveBody, vvtFormResolver, type VvtForm } from './formModel';
import { useVvtAccess } from './useVvtAccess';
import { useVvtStagedParts } from './useVvtStagedParts';

type Updated = { version: number; kept: string[] };

/**
 * One record of any level in the shared record editor: add for a new one, update with the Version
 * it was read at otherwise (a 409 offers overwrite with forceUpdate, spec §4), delete, and a warning
 * when the server kept write-protected fields.
 */
export function useVvtEditor(id: number | null, ebeneParam: number) {
  const { t } = useVvtTranslation();
  const link = useCustomerRoute();
  const detail = useVvtDetailQuery(id ?? 0, { skip: id === null });
  const stored = id === null ? undefined : detail.currentData;
  const v = stored?.verarbeitung;
  const ebene = v?.SDM_Ebene_Nr ?? ebeneParam;
  const access = useVvtAccess(id === null, stored?.zugewieseneBenutzer);
  const staged = useVvtStagedParts(id, access.canEditRelations);
  const [add] = useVvtAddMutation();
  const [update] = useVvtUpdateMutation();
  const [remove] = useVvtDeleteMutation();
  const detailLink = (target: number, level: number) => link(ROUTES.vvt.detail, { ebenenr: level }, { IdVerarbeitung: target });

  const editor = useRecordEditor<VvtForm, VerarbeitungDetail, number, number, Updated>({
    id,
    query: detail,
    versionOf: (record) => record.verarbeitung.Version,
    toForm,
    emptyForm: () => emptyForm(ebeneParam),
    newFormKey: ebeneParam,
    resolver: vvtFormResolver,
    create: async (values) => (await add(toSaveBody(values, null)).unwrap()).newVerarbeitungId,
    update: async (values, record, forceUpdate) => {
      const body = toSaveBody(values, toForm(record));
      const { ID, Version } = record.verarbeitung;
      const result = await update({ ...body, verarbeitung: { ...body.verarbeitung, ID, Version }, forceUpdate }).unwrap();
      return { version: result.Version, kept: result.keptWriteProtectedFields };
    },
    remove: (recordId) => remove(recordId).unwrap(),
    routes: { detail: (newId, values) => detailLink(newId, values.SDM_Ebene_Nr), list: () => link(ROUTES.vvt.list, { ebenenr: ebene }) },
    onSaved: (result) => {
      if (result.kind !== 'updated' || result.result.kept.length === 0) return;
      toast.warn(t('detail.keptFields', { fields: result.result.kept.map((key) => t(`fields.${key}`, { defaultValue: key })).join(', ') }));
    },
    readOnly: !access.canEdit,
    staged: staged.parts,
    texts: {
      created: t('detail.created'),
      saved: t('detail.saved'),
      deleted: t('detail.deleted'),
      invalid: t('detail.invalid'),
      conflictMessage: t('conflict.message'),
      conflictHeader: t('conflict.header'),
      deleteName: v ? `${v.Nummer} ${v.Name}` : '',
    },
  });
  const frameTexts = {
    back: t('detail.back'),
    notFound: t('detail.notFound'),
    readOnly: t('detail.readOnly'),
    save: t('detail.save'),
    delete: t('detail.delete'),
    lastEdited: v && t('detail.lastEdited', { date: formatDate(v.Bearbeitungsdatum), version: v.Version }),
  };
  return { editor, access, ebene, frameTexts, detailLink, staged };
}
