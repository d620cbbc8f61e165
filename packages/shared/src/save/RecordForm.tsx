import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { LoadingBlock } from '@vws/shared/core';
import type { RecordEditor } from './recordEditorTypes';

/** The theme's red (#ef4444) has too little contrast on the page background; a darker red for the outlined delete. */
const DELETE_STYLE = { color: '#b91c1c', borderColor: '#b91c1c', background: '#ffffff' };

export interface RecordFormTexts {
  /** The back button's name (it goes to the list, asking first with unsaved changes). */
  back: string;
  notFound: string;
  /** A heading above the not-found message. */
  notFoundTitle?: string;
  /** Shown above the fields when the user may only read. */
  readOnly?: string;
  /** "Last edited on ..." under the heading. */
  lastEdited?: string;
  save?: string;
  delete?: string;
}

export interface RecordFormProps<F extends FieldValues, D> {
  editor: RecordEditor<F, D>;
  /** The form's heading (the page's h1). */
  title: ReactNode;
  texts: RecordFormTexts;
  /** Beside the heading: previous/next, print. */
  headerEnd?: ReactNode;
  /** Offer delete (default: a stored record the user may edit). */
  canDelete?: boolean;
  /** The save bar sticks to the bottom of the window (default true). */
  stickyActions?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
  /** Below the save bar, e.g. the history. */
  footer?: ReactNode;
}

/**
 * The frame of a record's detail page around its fields: not-found and loading states, the heading
 * with the back button, last-edited line and read-only hint, the save bar with delete, and the
 * editor's dialogs.
 */
export function RecordForm<F extends FieldValues, D>({
  editor,
  title,
  texts,
  headerEnd,
  canDelete,
  stickyActions = true,
  className,
  testId,
  children,
  footer,
}: RecordFormProps<F, D>) {
  const { t } = useTranslation('common');
  if (editor.status === 'notFound') {
    return (
      <div>
        {texts.notFoundTitle && <h1 className="text-2xl">{texts.notFoundTitle}</h1>}
        <Message severity="warn" text={texts.notFound} />
        <Button label={texts.back} icon="pi pi-arrow-left" text onClick={editor.backToList} className="mt-2" />
      </div>
    );
  }
  if (editor.status === 'loading') return <LoadingBlock />;
  const deletable = canDelete ?? (!editor.readOnly && !editor.isNew);
  return (
    <form {...editor.formProps} className={className} data-testid={testId}>
      {editor.element}
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <div className="flex align-items-center gap-2">
          <Button type="button" icon="pi pi-arrow-left" text rounded aria-label={texts.back} tooltip={texts.back} onClick={editor.backToList} />
          <h1 className="m-0 text-2xl">{title}</h1>
        </div>
        {headerEnd}
      </div>
      {texts.lastEdited && <p className="text-sm text-color-secondary mt-0">{texts.lastEdited}</p>}
      {editor.readOnly && texts.readOnly && <Message severity="info" text={texts.readOnly} className="mb-3 w-full justify-content-start" />}
      {children}
      {(!editor.readOnly || deletable) && (
        <div
          className="record-actions flex gap-2 justify-content-end mt-3 p-2 surface-ground"
          data-save-bar
          tabIndex={-1}
          role="group"
          aria-label={t('form.actions')}
          style={stickyActions ? { position: 'sticky', bottom: 0, zIndex: 5 } : undefined}
        >
          {deletable && (
            <Button
              type="button"
              label={texts.delete ?? t('actions.delete')}
              icon="pi pi-trash"
              severity="danger"
              outlined
              onClick={editor.askDelete}
              style={DELETE_STYLE}
            />
          )}
          {!editor.readOnly && (
            <Button type="submit" label={texts.save ?? t('actions.save')} icon="pi pi-save" loading={editor.saving} disabled={!editor.canSave} />
          )}
        </div>
      )}
      {footer}
    </form>
  );
}
