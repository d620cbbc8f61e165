import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { DescribedFields, ErrorMessage, useToast, type FieldDescriptor } from '@vws/shared';
import { EMAIL_PATTERN } from '@vws/shared/validation';
import { useMetaadminCreateUserMutation } from '../../api';
import { useMetaadminTranslation } from '../../i18n';

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'maxLength');
const schema = z.object({
  email: required(254).refine((v) => EMAIL_PATTERN.test(v), 'invalidEmail'),
  firstname: required(100),
  lastname: required(100),
  sendPasswordLink: z.boolean(),
});
type Values = z.infer<typeof schema>;
const EMPTY: Values = { email: '', firstname: '', lastname: '', sendPasswordLink: true };
const FIELDS: FieldDescriptor<keyof Values>[] = [
  { key: 'email', label: 'fields.email', widget: 'email', required: true },
  { key: 'firstname', label: 'fields.firstname', widget: 'text', required: true, cols: 6 },
  { key: 'lastname', label: 'fields.lastname', widget: 'text', required: true, cols: 6 },
  { key: 'sendPasswordLink', label: 'fields.sendPasswordLink', widget: 'switch' },
];

/** Creates an account without a customer (customers add it by e-mail later). */
export function CreateUserDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useMetaadminTranslation();
  const toast = useToast();
  const [create, { isLoading, error, reset: resetMutation }] = useMetaadminCreateUserMutation();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  useEffect(() => {
    if (visible) {
      form.reset(EMPTY);
      resetMutation();
    }
  }, [visible, form, resetMutation]);

  const submit = form.handleSubmit(async (values) => {
    await create(values).unwrap();
    toast.success(t('users.created', { email: values.email }));
    onHide();
  });

  return (
    <Dialog header={t('users.createTitle')} visible={visible} onHide={onHide} style={{ width: '34rem' }} breakpoints={{ '640px': '95vw' }} data-testid="create-user-dialog">
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="flex flex-column gap-3">
        {error ? <ErrorMessage error={error} /> : null}
        <div className="grid formgrid">
          <DescribedFields fields={FIELDS} control={form.control} ns="metaadmin" idPrefix="create-user" />
        </div>
        <div className="flex gap-2 justify-content-end">
          <Button type="button" label={t('common:actions.cancel')} outlined onClick={onHide} />
          <Button type="submit" label={t('users.create')} icon="pi pi-check" loading={isLoading} data-testid="create-user-submit" />
        </div>
      </form>
    </Dialog>
  );
}
