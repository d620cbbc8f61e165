import { nextSortierung as nextAfterLast } from '@vws/shared/contract/ordering';
import { useEffect, useState } from 'react';
import { ROUTES, formatDate, useCustomerRoute, useHasPermission } from '@vws/shared/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRecordEditor } from '@vws/shared/edit';
import type { Dokument } from '@vws/shared/contract/audit';
import { dokumentErrors } from '@vws/shared/contract/audit';
import { useAuditFrageAddMutation, useAuditFrageDeleteMutation, useAuditFragenQuery, useAuditFrageUpdateMutation } from '../../api';
import { useAuditTranslation } from '../../i18n';
import { documentsDirty, documentsSaved } from './documents';
import { useStoredFrage, type StoredFrage } from './useStoredFrage';
import { auditfrageFormSchema, emptyForm, NEW_QUESTION_BASE, toForm, toSaveBody, type AuditfrageForm } from './formModel';

const resolver = zodResolver(auditfrageFormSchema);

/**
 * One question in the shared record editor: add (placed last) or update with the Version it was read
 * at (a 409 offers overwrite with forceUpdate), delete; the documents are staged beside the form and
 * sent with it.
 */
export function useAuditfrageEditor(id: number | null) {
  const { t } = useAuditTranslation();
  const link = useCustomerRoute();
  const readOnly = !useHasPermission('VWS_AuditFragen_Edit');
  const query = useStoredFrage(id);
  // A new question goes to the end of the list.
  const list = useAuditFragenQuery(undefined, { skip: id !== null });
  const nextSortierung = nextAfterLast(Math.max(0, ...(list.data?.auditfragen.map((f) => f.Sortierung) ?? [])));
  const [add] = useAuditFrageAddMutation();
  const [update] = useAuditFrageUpdateMutation();
  const [remove] = useAuditFrageDeleteMutation();
  const [docs, setDocs] = useState<Dokument[]>([]);
  const [docErrorsShown, setDocErrorsShown] = useState(false);
  const frage = id === null ? undefined : query.currentData?.frage;

  const editor = useRecordEditor<AuditfrageForm, StoredFrage>({
    id,
    query,
    versionOf: (record) => `${record.frage.Version}:${record.stamp}`,
    toForm: (record) => toForm(record.frage, record.relations),
    emptyForm: () => emptyForm(nextSortierung),
    resolver,
    create: async (values) => (await add(toSaveBody(values, docs, NEW_QUESTION_BASE)).unwrap()).newAuditfrageId,
    update: async (values, { frage: stored }, forceUpdate) => {
      const base = { ID: stored.ID, Version: stored.Version, ID_Paket: stored.ID_Paket };
      return (await update({ ...toSaveBody(values, docs, base), forceUpdate }).unwrap()).Version;
    },
    remove: (frageId) => remove(frageId).unwrap(),
    routes: { detail: (newId) => link(ROUTES.audit.detail, null, { id: newId }), list: () => link(ROUTES.audit.list) },
    onLoaded: (record) => {
      setDocs(record?.relations.dokumenteZuFrage ?? []);
      setDocErrorsShown(false);
    },
    beforeSave: () => {
      const invalid = docs.filter((d) => !d.IsDeleted).some((d, i) => d.IsModified && dokumentErrors(d, i).length > 0);
      if (invalid) setDocErrorsShown(true);
      return !invalid;
    },
    onSaved: (result) => setDocs(result.kind === 'created' ? [] : documentsSaved),
    onInvalid: () => setDocErrorsShown(true),
    readOnly,
    extraDirty: documentsDirty(docs),
    texts: {
      created: t('detail.created'),
      saved: t('detail.saved'),
      deleted: t('detail.deleted'),
      invalid: t('errors.saveFailed'),
      conflictMessage: t('conflict.message'),
      conflictHeader: t('conflict.header'),
      deleteQuestion: t('detail.deleteConfirm', { nummer: frage?.Nummer ?? '' }),
    },
  });

  // The list may arrive after the form was reset: place the question last unless the user chose.
  const { form } = editor;
  useEffect(() => {
    if (id === null && list.data && !form.getFieldState('Sortierung').isDirty) form.resetField('Sortierung', { defaultValue: nextSortierung });
  }, [id, list.data, nextSortierung, form]);

  const frameTexts = {
    back: t('detail.back'),
    notFound: t('detail.notFound'),
    readOnly: t('detail.readOnly'),
    save: t('detail.save'),
    delete: t('detail.delete'),
    lastEdited: frage && t('detail.lastEdited', { date: formatDate(frage.Bearbeitungsdatum), version: frage.Version }),
  };
  return { editor, frage, docs, setDocs, docErrorsShown, frameTexts };
}
