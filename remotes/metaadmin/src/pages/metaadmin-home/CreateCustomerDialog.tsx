import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useToast } from '@vws/shared/core';
import { FormDialog, type FieldDescriptor } from '@vws/shared/form';
import { useMetaadminCreateCustomerMutation } from '../../api';
import { useMetaadminTranslation } from '../../i18n';
import { requiredText } from '@vws/shared/contract/text';
import { EMAIL_PATTERN } from '@vws/shared/validation';

const NEW_CLUSTER = '__new__';
const requiredEmail = requiredText(254).refine((v) => EMAIL_PATTERN.test(v), 'invalidEmail');
const schema = z
  .object({
    name: requiredText(200),
    cluster: z.string(),
    clusterDsn: z.string().trim().max(500, 'maxLength'),
    dsbEmail: requiredEmail,
    dsbFirstname: requiredText(100),
    dsbLastname: requiredText(100),
  })
  .refine((v) => v.cluster !== NEW_CLUSTER || /^postgres(ql)?:\/\/\S+$/.test(v.clusterDsn), { path: ['clusterDsn'], message: 'invalidCluster' });
type Values = z.infer<typeof schema>;
const EMPTY: Values = { name: '', cluster: '', clusterDsn: '', dsbEmail: '', dsbFirstname: '', dsbLastname: '' };
const resolver = zodResolver(schema);

const FIELDS: FieldDescriptor<keyof Values>[] = [
  { key: 'name', label: 'fields.name', widget: 'text', required: true },
  { key: 'cluster', label: 'fields.cluster', widget: 'select' },
  { key: 'clusterDsn', label: 'fields.clusterDsn', widget: 'text' },
  { key: 'dsbEmail', label: 'fields.dsbEmail', widget: 'email', required: true },
  { key: 'dsbFirstname', label: 'fields.dsbFirstname', widget: 'text', required: true, cols: 6 },
  { key: 'dsbLastname', label: 'fields.dsbLastname', widget: 'text', required: true, cols: 6 },
];
/** The connection string is asked for only when "another cluster" is chosen. */
const fieldsFor = (values: Values) => (values.cluster === NEW_CLUSTER ? FIELDS : FIELDS.filter((f) => f.key !== 'clusterDsn'));

/** Creates a customer database on a chosen cluster with its first DSB (META_VWS_Create). */
export function CreateCustomerDialog({ visible, clusters, onHide }: { visible: boolean; clusters: string[]; onHide: () => void }) {
  const { t } = useMetaadminTranslation();
  const toast = useToast();
  const [create, { isLoading, error, reset }] = useMetaadminCreateCustomerMutation();
  const options = [
    ...clusters.map((c) => ({ value: c, label: c || t('customers.mainCluster') })),
    { value: NEW_CLUSTER, label: t('createCustomer.newCluster') },
  ];

  const submit = async (v: Values) => {
    const result = await create({
      name: v.name,
      cluster: v.cluster === NEW_CLUSTER ? v.clusterDsn : v.cluster,
      dsb: { email: v.dsbEmail, firstname: v.dsbFirstname, lastname: v.dsbLastname },
    }).unwrap();
    toast.success(t('createCustomer.created', { name: result.name }));
    onHide();
  };

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      onOpen={reset}
      header={t('createCustomer.title')}
      intro={t('createCustomer.intro')}
      fields={fieldsFor}
      options={{ cluster: options }}
      ns="metaadmin"
      idPrefix="create-customer"
      resolver={resolver}
      empty={EMPTY}
      submitLabel={t('createCustomer.submit')}
      onSubmit={submit}
      loading={isLoading}
      error={error}
      testId="create-customer-dialog"
    />
  );
}
