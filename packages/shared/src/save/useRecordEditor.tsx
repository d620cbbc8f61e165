import { useCallback, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast, toastSaveFailed } from '@vws/shared/core';
// eslint-disable-next-line no-restricted-imports -- ConfirmDelete belongs to this kit's entry (edit), not to core
import { ConfirmDelete } from '../ui/ConfirmDelete';
import { applyFieldErrors, defaultFieldOf, useFocusAfterSave } from './editorHelpers';
import { useLeaveGuard } from './LeaveGuard';
import type { RecordEditor, RecordEditorOptions, RecordSaveResult, StagedPart } from './recordEditorTypes';
import { useRecordLoad } from './useRecordLoad';
import { useVersionedSave, type SaveOutcome } from './useVersionedSave';

/**
 * Saves the changed parts one after another; a failure is toasted, the part keeps its changes and
 * the rest go on. Answers whether every part was saved.
 */
async function saveStagedParts<K, C>(parts: readonly StagedPart<K, C>[] | undefined, id: K | C): Promise<boolean> {
  let complete = true;
  for (const part of parts ?? []) {
    if (!part.dirty) continue;
    try {
      await part.save(id);
    } catch {
      complete = false;
      toast.error(part.failed);
    }
  }
  return complete;
}

/**
 * One record's editor (issue 22): load state, the form, the versioned save with conflict dialog,
 * create (opening the new record), delete with confirmation, the leave guard, the focus after a
 * save and the field errors of a 400. The page passes its query, its send functions, texts and routes.
 */
export function useRecordEditor<F extends FieldValues, D = never, K extends string | number = number, C = K, U = unknown>(
  options: RecordEditorOptions<F, D, K, C, U>,
): RecordEditor<F, D> {
  const { id, query, emptyForm, texts, readOnly = false, routes } = options;
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const [defaultValues] = useState(emptyForm);
  const form = useForm<F>({ resolver: options.resolver, defaultValues: defaultValues as DefaultValues<F> });
  const isNew = id === null;

  const { record, status, loadedKey } = useRecordLoad(form, options);
  const latest = useRef(options);
  latest.current = options;

  const formDirty = !readOnly && form.formState.isDirty;
  const stagedDirty = !readOnly && (options.staged ?? []).some((part) => part.dirty);
  const dirty = !readOnly && (formDirty || stagedDirty || !!options.extraDirty || !!options.separateDirty);
  const leave = useLeaveGuard(options.guardLeave !== false && dirty);

  // Focus after a save: at once for an update, once the created record has loaded after a create.
  const focus = useFocusAfterSave(status, id);

  const onOutcome = (outcome: SaveOutcome<RecordSaveResult<C, U>>, values: F) => {
    const current = latest.current;
    if (outcome.kind === 'invalid') {
      applyFieldErrors(form, outcome.fields, current.fieldOf ?? defaultFieldOf);
      toast.error(current.texts.invalid ?? t('form.invalid'));
      current.onInvalid?.();
      return;
    }
    if (outcome.kind !== 'saved') return; // a failure is toasted by the versioned save, a conflict asks there
    form.reset(values);
    const result = outcome.result;
    if (result.kind !== 'created') {
      if (current.texts.saved && (result.kind === 'updated' || result.complete)) toast.success(current.texts.saved);
      current.onSaved?.(result, values);
      focus.request('now');
      return;
    }
    const createdText = current.texts.created;
    toast.success(typeof createdText === 'function' ? createdText(result.created, values) : createdText);
    current.onSaved?.(result, values);
    if (current.onCreated) return current.onCreated(result.created, values);
    const to = current.routes?.detail?.(result.created, values);
    if (to === undefined) return;
    focus.request({ leaving: current.id });
    leave.allowNext();
    navigate(to, { replace: true });
  };

  const saver = useVersionedSave<F, RecordSaveResult<C, U>>({
    send: async (values, forceUpdate) => {
      const current = latest.current;
      const stored = current.id === null ? undefined : current.query?.currentData;
      if (current.id === null) {
        if (!current.create) throw new Error('useRecordEditor: create is missing');
        const created = await current.create(values);
        await saveStagedParts(current.staged, created);
        return { kind: 'created', created };
      }
      if (!current.update || stored === undefined) throw new Error('useRecordEditor: update or the stored record is missing');
      const onlyStaged = !forceUpdate && !form.formState.isDirty && !current.extraDirty && (current.staged ?? []).some((part) => part.dirty);
      if (onlyStaged) return { kind: 'staged', complete: await saveStagedParts(current.staged, current.id) };
      const result = await current.update(values, stored, forceUpdate);
      await saveStagedParts(current.staged, current.id);
      return { kind: 'updated', result, forced: forceUpdate };
    },
    onOutcome,
    conflictMessage: texts.conflictMessage,
    conflictHeader: texts.conflictHeader,
    onReload: query
      ? () => {
          form.reset(form.getValues());
          void query.refetch();
        }
      : undefined,
  });

  const submit = form.handleSubmit(async (values) => {
    if (latest.current.beforeSave && !latest.current.beforeSave(values)) return;
    await saver.save(values);
  });

  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const onDelete = async () => {
    setConfirmingDelete(false);
    const { remove } = latest.current;
    if (id === null || !remove) return;
    try {
      await remove(id);
      if (latest.current.texts.deleted) toast.success(latest.current.texts.deleted);
      form.reset(form.getValues());
      leave.allowNext();
      const list = latest.current.routes?.list?.();
      if (list !== undefined) navigate(list);
    } catch (error) {
      toastSaveFailed(error);
    }
  };

  const goTo = (to: string) => leave.guard(() => navigate(to));
  const reset = useCallback(() => {
    const { toForm: recordToForm, emptyForm: empty } = latest.current;
    form.reset(record !== undefined && recordToForm ? recordToForm(record) : empty());
  }, [form, record]);

  const element = (
    <>
      {leave.element}
      {saver.element}
      {options.remove && (
        <ConfirmDelete
          visible={confirmingDelete}
          name={texts.deleteName}
          message={texts.deleteQuestion}
          onConfirm={() => void onDelete()}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
    </>
  );

  return {
    form,
    status,
    record,
    loadedKey,
    isNew,
    readOnly,
    dirty,
    canSave: !readOnly && (isNew || formDirty || stagedDirty || !!options.extraDirty),
    saving: saver.saving,
    formProps: { ref: focus.formRef, noValidate: true, onSubmit: (event) => void submit(event) },
    askDelete: () => setConfirmingDelete(true),
    guard: leave.guard,
    goTo,
    backToList: () => {
      const list = routes?.list?.();
      if (list !== undefined) goTo(list);
    },
    reset,
    element,
  };
}
