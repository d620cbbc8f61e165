import type { FormEvent, ReactNode, RefObject } from 'react';
import type { FieldValues, Resolver, UseFormReturn } from 'react-hook-form';

/** The types of useRecordEditor (issue 22). */

export type RecordEditorStatus = 'notFound' | 'loading' | 'loaded';

/** The page's read query; an RTK Query hook's result fits (`useXxxDetailQuery(id, { skip: isNew })`). */
export interface RecordQuery<D> {
  currentData?: D;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** 'staged': only parts staged beside the form had changes; they were sent (`complete`: all of them saved), the record was left as stored. */
export type RecordSaveResult<C, U> = { kind: 'created'; created: C } | { kind: 'updated'; result: U; forced: boolean } | { kind: 'staged'; complete: boolean };

/**
 * A part of the page staged beside the form and saved with the record, after it (issue 24: one save
 * per page, e.g. the links to other records).
 */
export interface StagedPart<K, C> {
  /** Changes that the save would send: they enable Save and the leave guard. */
  dirty: boolean;
  /** Sends the part's changes for the saved record (after a create, the created one's key); rejects on failure. */
  save: (id: K | C) => Promise<unknown>;
  /** Toasted when the record was saved but this part was not: its changes stay staged for the next save. */
  failed: string;
}

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
  /**
   * Parts saved with the record, after it; a part's failure is toasted and leaves it staged. When
   * only parts changed, the record itself is not sent (no new version for an unchanged record).
   */
  staged?: readonly StagedPart<K, C>[];
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
