import { lazy, Suspense, useEffect } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { z } from 'zod';
import { EMAIL_PATTERN } from '@vws/shared/core';
import type { FieldDescriptor, FieldOption } from '@vws/shared/form';
import { personNameField } from '../contract/people';
import { requiredText } from '../contract/text';
import { useRecordEditor } from '../save/useRecordEditor';
import { focusFieldUnlessTyping } from './focusField';

/** The server's rules (contract/text): blank or invisible-only text is 'required', no control characters. */
const userDialogSchema = z.object({
  email: requiredText(254).refine((v) => EMAIL_PATTERN.test(v), 'invalidEmail'),
  firstname: personNameField,
  lastname: personNameField,
  roleIds: z.array(z.number()),
  sendMail: z.boolean(),
});
export type UserDialogValues = z.infer<typeof userDialogSchema>;

// The form kit is loaded with the dialog, so that the edit kit (detail pages) does not load it on its own.
const DescribedFields = lazy(() => import('@vws/shared/form').then((kit) => ({ default: kit.DescribedFields })));

/**
 * Puts the cursor into the e-mail field: the user starts typing at once, instead of on the dialog's
 * close button where PrimeReact would put the focus. Never takes it from a field the user is in.
 */
function focusFirstField(id: string): void {
  focusFieldUnlessTyping(document.getElementById(id));
}

/** The fields load with the dialog (lazily): the first one takes the cursor once it is there. */
function FocusOnMount({ id }: { id: string }) {
  useEffect(() => focusFirstField(id), [id]);
  return null;
}

const EMPTY = (): UserDialogValues => ({ email: '', firstname: '', lastname: '', roleIds: [], sendMail: true });

/** The schema's parsed (trimmed) values, or the first message per field. */
const resolver: Resolver<UserDialogValues> = async (values) => {
  const result = userDialogSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<UserDialogValues> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]) as keyof UserDialogValues;
    errors[key] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

export interface UserDialogProps {
  visible: boolean;
  onHide: () => void;
  header: string;
  submitLabel: string;
  submitIcon?: string;
  /** The namespace of the labels (validation messages fall back to common). */
  ns: string;
  /** Label keys in `ns`; `roleIds` only with `roleOptions`. */
  labels: { email: string; firstname: string; lastname: string; sendMail: string; roleIds?: string };
  /** The roles offered besides Mitglied; without them the dialog asks for none. */
  roleOptions?: FieldOption[];
  /** Creates the account; answers the text to toast. Rejects like `unwrap()`: a 400's field errors go onto the fields. */
  send: (values: UserDialogValues) => Promise<string>;
  idPrefix: string;
  /** The dialog's test id; its submit button gets the same without "-dialog" plus "-submit". */
  testId: string;
}

/**
 * Creates a user account (the customer's "add user" and the meta administration's "create user"):
 * e-mail, name, optionally roles, and whether a mail with a link to set the password goes out. Built
 * on the record editor: client validation, the server's field errors on the fields, toasts, and a
 * leave guard while it is open with typed values; empty each time it opens.
 */
export function UserDialog({ visible, onHide, header, submitLabel, submitIcon, ns, labels, roleOptions, send, idPrefix, testId }: UserDialogProps) {
  const { t } = useTranslation('common');
  const editor = useRecordEditor<UserDialogValues, never, number, string>({
    id: null,
    emptyForm: EMPTY,
    resolver,
    create: send,
    onCreated: onHide,
    guardLeave: visible,
    texts: { created: (text) => text },
  });
  const { reset } = editor;
  useEffect(() => {
    if (visible) reset();
    // Only on opening: what was typed stays while the dialog is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible]);

  const fields: FieldDescriptor<keyof UserDialogValues>[] = [
    { key: 'email', label: labels.email, widget: 'email', required: true },
    { key: 'firstname', label: labels.firstname, widget: 'text', required: true, cols: 6 },
    { key: 'lastname', label: labels.lastname, widget: 'text', required: true, cols: 6 },
    ...(roleOptions && labels.roleIds ? [{ key: 'roleIds', label: labels.roleIds, widget: 'multiselect' } as const] : []),
    { key: 'sendMail', label: labels.sendMail, widget: 'switch' },
  ];
  return (
    <>
      {editor.element}
      <Dialog
        header={header}
        visible={visible}
        onHide={onHide}
        onShow={() => focusFirstField(`${idPrefix}-email`)}
        focusOnShow={false}
        style={{ width: '36rem' }}
        breakpoints={{ '640px': '95vw' }}
        data-testid={testId}
      >
        <form {...editor.formProps} className="flex flex-column gap-3">
          <div className="grid formgrid">
            <Suspense fallback={null}>
              <DescribedFields fields={fields} control={editor.form.control} ns={ns} idPrefix={idPrefix} options={{ roleIds: roleOptions ?? [] }} />
              <FocusOnMount id={`${idPrefix}-email`} />
            </Suspense>
          </div>
          <div className="flex gap-2 justify-content-end">
            <Button type="button" label={t('actions.cancel')} outlined onClick={onHide} />
            <Button
              type="submit"
              label={submitLabel}
              icon={submitIcon ?? 'pi pi-check'}
              loading={editor.saving}
              data-testid={`${testId.replace(/-dialog$/, '')}-submit`}
            />
          </div>
        </form>
      </Dialog>
    </>
  );
}
