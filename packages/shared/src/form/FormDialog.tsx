import { useEffect, useRef, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ErrorMessage, focusFieldUnlessTyping } from '@vws/shared/core';
import { DescribedFields } from './formBinding';
import type { FieldDescriptor, FieldOption } from './types';

export interface FormDialogProps<V extends FieldValues> {
  visible: boolean;
  onHide: () => void;
  header: string;
  intro?: ReactNode;
  /** The form's fields (may depend on the current values, e.g. a field shown for one choice only). */
  fields: readonly FieldDescriptor<Extract<keyof V, string>>[] | ((values: V) => readonly FieldDescriptor<Extract<keyof V, string>>[]);
  options?: Partial<Record<Extract<keyof V, string>, FieldOption[]>>;
  /** Namespace of labels and validation messages. */
  ns: string;
  idPrefix: string;
  resolver: Resolver<V>;
  /** The values each time the dialog opens. */
  empty: DefaultValues<V>;
  submitLabel: string;
  submitIcon?: string;
  /** Sends the values; a rejection keeps the dialog open (the caller's error is shown through `error`). */
  onSubmit: (values: V) => Promise<void>;
  loading?: boolean;
  /** The mutation's error, shown with the catalogue text. */
  error?: unknown;
  /** Called when the dialog opens, e.g. to reset the mutation. */
  onOpen?: () => void;
  testId?: string;
}

const FIRST_FIELD = 'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), [role="combobox"]';

/**
 * A dialog with a form of the kit: the fields, client validation (zod resolver), the server's
 * error, cancel and submit; reset to `empty` whenever it opens.
 */
export function FormDialog<V extends FieldValues>(props: FormDialogProps<V>) {
  const { visible, onHide, onOpen, empty } = props;
  const { t } = useTranslation('common');
  const form = useForm<V>({ resolver: props.resolver, defaultValues: empty });
  const { reset } = form;

  useEffect(() => {
    if (!visible) return;
    reset(empty);
    onOpen?.();
    // Only on opening: a new `empty` object while open must not wipe what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, reset]);

  const fields = typeof props.fields === 'function' ? props.fields(form.watch()) : props.fields;
  const submit = form.handleSubmit(props.onSubmit);
  const formRef = useRef<HTMLFormElement>(null);
  // The dialog opens on its first field (the invite dialog on the e-mail address), not on its close button.
  const focusFirstField = () => focusFieldUnlessTyping(formRef.current?.querySelector<HTMLElement>(FIRST_FIELD));
  return (
    <Dialog
      header={props.header}
      visible={visible}
      onHide={onHide}
      onShow={focusFirstField}
      focusOnShow={false}
      style={{ width: '36rem' }}
      breakpoints={{ '640px': '95vw' }}
      data-testid={props.testId}
    >
      <form ref={formRef} onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="flex flex-column gap-3">
        {props.intro ? <p className="m-0 text-700">{props.intro}</p> : null}
        {props.error ? <ErrorMessage error={props.error} /> : null}
        <div className="grid formgrid">
          <DescribedFields fields={fields} control={form.control} ns={props.ns} idPrefix={props.idPrefix} options={props.options} />
        </div>
        <div className="flex gap-2 justify-content-end">
          <Button type="button" label={t('actions.cancel')} outlined onClick={onHide} />
          <Button
            type="submit"
            label={props.submitLabel}
            icon={props.submitIcon ?? 'pi pi-check'}
            loading={props.loading}
            data-testid={props.testId ? `${props.testId.replace(/-dialog$/, '')}-submit` : undefined}
          />
        </div>
      </form>
    </Dialog>
  );
}
