import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast, toastSaveFailed } from '@vws/shared/core';
// eslint-disable-next-line no-restricted-imports -- ConfirmDelete belongs to this kit's entry (edit), not to core
import { ConfirmDelete } from '../ui/ConfirmDelete';
import { applyFieldErrors, defaultFieldOf, focusForm } from './editorHelpers';
import { useLeaveGuard } from './LeaveGuard';
import { useVersionedSave, type SaveOutcome } from './useVersionedSave';

export type RecordEditorStatus = 'notFound' | 'loading' | 'loaded';

/** The page's read query; an RTK Query hook's result fits (`useXxxDetailQuery(id, { skip: isNew })`). */
export interface RecordQuery<D> {
  currentData?: D;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export type RecordSaveResult<C, U> = { kind: 'created'; created: C } | { kind: 'updated'; result: U; forced: boolean };

export interface RecordEditorTexts<F, C> {
  /** Toasted after a create; a function for a text that depends on the answer. */
  created: string | ((created: C, values: F) => string);
  saved?: string;
  deleted?: string;
  /** Toasted when the server refused fields (400); the fields show their own messages. Default: "Please check the marked fields." */
  invalid?: string;
  conflictMessage?: string;
  conflictHeader?: string;
  /** The delete question: the record's name in the common question, or a question of its own. */
  deleteName?: string;
  deleteQuestion?: string;
}

export interface RecordEditorOptions<F extends FieldValues, D, K, C, U> {
  /** The record's key; null for a new record (created on save). */
  id: K | null;
  /** The read of the stored record (not needed by a create-only form). */
  query?: RecordQuery<D>;
  /** The stored version (Version, Bearbeitungsdatum, ...): the form is reset only when another record or version arrives. */
  versionOf?: (record: D) => string | number;
  toForm?: (record: D) => F;
  emptyForm: () => F;
  /** A new record's form is reset when this changes (e.g. the level in the route). */
  newFormKey?: string | number;
  resolver: Resolver<F>;
  create?: (values: F) => Promise<C>;
  /** An update of the stored record; rejects like `unwrap()` (409 itemHasBeenChanged opens the conflict dialog). */
  update?: (values: F, record: D, forceUpdate: boolean) => Promise<U>;
  remove?: (id: K) => Promise<unknown>;
  /** Where a created record opens (replacing the URL of the new one) and where delete and "back" go. */
  routes?: { detail?: (created: C, values: F) => string; list?: () => string };
  /** Instead of opening the created record (a dialog closes itself). */
  onCreated?: (created: C, values: F) => void;
  /** After a successful save and its toast, e.g. a warning about kept fields or staged parts marked saved. */
  onSaved?: (result: RecordSaveResult<C, U>, values: F) => void;
  /** Each time the form is reset to a record (undefined: the empty form), e.g. to reset state beside the form. */
  onLoaded?: (record: D | undefined) => void;
  /** Checks beyond the resolver; false stops the save (the page shows why). */
  beforeSave?: (values: F) => boolean;
  /** After the server refused fields. */
  onInvalid?: () => void;
  /** The form field a 400's field path names (default: 'record.Field' → 'Field'). */
  fieldOf?: (path: string) => string;
  readOnly?: boolean;
  /** Unsaved changes outside the form that the save sends too (e.g. documents): they enable Save and the leave guard. */
  extraDirty?: boolean;
  /** Unsaved changes of a section with its own save button (links, relations): only the leave guard. */
  separateDirty?: boolean;
  /** false: no leave guard (default true). */
  guardLeave?: boolean;
  texts: RecordEditorTexts<F, C>;
}

export interface RecordEditor<F extends FieldValues, D> {
  form: UseFormReturn<F>;
  status: RecordEditorStatus;
  /** The stored record the form was loaded from (undefined for a new one). */
  record: D | undefined;
  /** `<id>:<version>` of the values the form holds, 'new' for a new record; for parts that must remount with them. */
  loadedKey: string;
  isNew: boolean;
  readOnly: boolean;
  /** Unsaved changes anywhere (the leave guard asks). */
  dirty: boolean;
  /** Save is offered: a new record, or changes the save would send. */
  canSave: boolean;
  saving: boolean;
  /** Spread onto the <form>. */
  formProps: { ref: RefObject<HTMLFormElement | null>; noValidate: true; onSubmit: (event: FormEvent) => void };
  /** Opens the delete confirmation. */
  askDelete: () => void;
  /** Runs an in-page navigation now, or after the user agreed to drop the changes. */
  guard: (action: () => void) => void;
  /** Navigates after the leave guard agreed. */
  goTo: (to: string) => void;
  backToList: () => void;
  /** Back to the stored record's values (or the empty form), e.g. when a dialog opens. */
  reset: () => void;
  /** Leave guard, conflict dialog and delete confirmation; render it once inside the page. */
  element: ReactNode;
}

/**
 * One record's editor (issue 22): load state, the form, the versioned save with conflict dialog,
 * create (opening the new record), delete with confirmation, the leave guard, the focus after a
 * save and the field errors of a 400. The page passes its query, its send functions, texts and routes.
 */
export function useRecordEditor<F extends FieldValues, D = never, K extends string | number = number, C = K, U = unknown>(
  options: RecordEditorOptions<F, D, K, C, U>,
): RecordEditor<F, D> {
  const { id, query, versionOf, emptyForm, texts, readOnly = false, routes } = options;
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const form = useForm<F>({ resolver: options.resolver, defaultValues: emptyForm() as DefaultValues<F> });
  const formRef = useRef<HTMLFormElement | null>(null);
  const isNew = id === null;

  // Reset only when another record or a newly stored version arrives, never while editing.
  const record = isNew ? undefined : query?.currentData;
  const loadedKey = isNew ? `new:${options.newFormKey ?? ''}` : record !== undefined && !query?.isFetching ? `${id}:${versionOf?.(record) ?? ''}` : null;
  const [shown, setShown] = useState<{ id: K | null; key: string } | null>(null);
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (loadedKey === null) return;
    const { toForm: recordToForm, emptyForm: empty, onLoaded } = latest.current;
    form.reset(record !== undefined && recordToForm ? recordToForm(record) : empty());
    setShown({ id, key: isNew ? 'new' : loadedKey });
    onLoaded?.(record);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedKey]);
  const status: RecordEditorStatus = !isNew && query?.isError ? 'notFound' : isNew || (record !== undefined && shown?.id === id) ? 'loaded' : 'loading';

  const formDirty = !readOnly && form.formState.isDirty;
  const dirty = !readOnly && (formDirty || !!options.extraDirty || !!options.separateDirty);
  const leave = useLeaveGuard(options.guardLeave !== false && dirty);

  // Focus after a save: at once for an update, once the created record has loaded after a create.
  const focusRequest = useRef<{ leaving: K | null } | 'now' | null>(null);
  useEffect(() => {
    const request = focusRequest.current;
    if (!request || status !== 'loaded' || (request !== 'now' && request.leaving === id)) return;
    focusRequest.current = null;
    if (formRef.current) focusForm(formRef.current);
  });

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
    if (result.kind === 'updated') {
      if (current.texts.saved) toast.success(current.texts.saved);
      current.onSaved?.(result, values);
      focusRequest.current = 'now';
      return;
    }
    const createdText = current.texts.created;
    toast.success(typeof createdText === 'function' ? createdText(result.created, values) : createdText);
    current.onSaved?.(result, values);
    if (current.onCreated) return current.onCreated(result.created, values);
    const to = current.routes?.detail?.(result.created, values);
    if (to === undefined) return;
    focusRequest.current = { leaving: current.id };
    leave.allowNext();
    navigate(to, { replace: true });
  };

  const saver = useVersionedSave<F, RecordSaveResult<C, U>>({
    send: async (values, forceUpdate) => {
      const current = latest.current;
      const stored = current.id === null ? undefined : current.query?.currentData;
      if (current.id === null) {
        if (!current.create) throw new Error('useRecordEditor: create is missing');
        return { kind: 'created', created: await current.create(values) };
      }
      if (!current.update || stored === undefined) throw new Error('useRecordEditor: update or the stored record is missing');
      return { kind: 'updated', result: await current.update(values, stored, forceUpdate), forced: forceUpdate };
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
    loadedKey: shown && shown.id === id ? shown.key : isNew ? 'new' : `${id}`,
    isNew,
    readOnly,
    dirty,
    canSave: !readOnly && (isNew || formDirty || !!options.extraDirty),
    saving: saver.saving,
    formProps: { ref: formRef, noValidate: true, onSubmit: (event) => void submit(event) },
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
