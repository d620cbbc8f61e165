import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useToast } from '@vws/shared/core';
import { FormDialog, type FieldDescriptor } from '@vws/shared/form';
import { requiredText } from '@vws/shared/contract/text';
import { EMAIL_PATTERN } from '@vws/shared/validation';
import { useMetaadminCreateUserMutation } from '../../api';
import { useMetaadminTranslation } from '../../i18n';

export const requiredEmail = requiredText(254).refine((v) => EMAIL_PATTERN.test(v), 'invalidEmail');
const schema = z.object({ email: requiredEmail, firstname: requiredText(100), lastname: requiredText(100), sendPasswordLink: z.boolean() });
type Values = z.infer<typeof schema>;
const EMPTY: Values = { email: '', firstname: '', lastname: '', sendPasswordLink: true };
const resolver = zodResolver(schema);
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
  const [create, { isLoading, error, reset }] = useMetaadminCreateUserMutation();

  const submit = async (values: Values) => {
    await create(values).unwrap();
    toast.success(t('users.created', { email: values.email }));
    onHide();
  };

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      onOpen={reset}
      header={t('users.createTitle')}
      fields={FIELDS}
      ns="metaadmin"
      idPrefix="create-user"
      resolver={resolver}
      empty={EMPTY}
      submitLabel={t('users.create')}
      onSubmit={submit}
      loading={isLoading}
      error={error}
      testId="create-user-dialog"
    />
  );
}
