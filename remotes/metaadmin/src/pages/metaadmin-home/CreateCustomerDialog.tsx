import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { DescribedFields, ErrorMessage, useToast, type FieldDescriptor } from '@vws/shared';
import { EMAIL_PATTERN } from '@vws/shared/validation';
import { useMetaadminCreateCustomerMutation } from '../../api';
import { useMetaadminTranslation } from '../../i18n';

const NEW_CLUSTER = '__new__';
const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'maxLength');
const schema = z
  .object({
    name: required(200),
    cluster: z.string(),
    clusterDsn: z.string().trim().max(500, 'maxLength'),
    dsbEmail: required(254).refine((v) => EMAIL_PATTERN.test(v), 'invalidEmail'),
    dsbFirstname: required(100),
    dsbLastname: required(100),
  })
  .refine((v) => v.cluster !== NEW_CLUSTER || /^postgres(ql)?:\/\/\S+$/.test(v.clusterDsn), { path: ['clusterDsn'], message: 'invalidCluster' });
type Values = z.infer<typeof schema>;
const EMPTY: Values = { name: '', cluster: '', clusterDsn: '', dsbEmail: '', dsbFirstname: '', dsbLastname: '' };

const FIELDS: FieldDescriptor<keyof Values>[] = [
  { key: 'name', label: 'fields.name', widget: 'text', required: true },
  { key: 'cluster', label: 'fields.cluster', widget: 'select' },
  { key: 'clusterDsn', label: 'fields.clusterDsn', widget: 'text' },
  { key: 'dsbEmail', label: 'fields.dsbEmail', widget: 'email', required: true },
  { key: 'dsbFirstname', label: 'fields.dsbFirstname', widget: 'text', required: true, cols: 6 },
  { key: 'dsbLastname', label: 'fields.dsbLastname', widget: 'text', required: true, cols: 6 },
];

/** Creates a customer database on a chosen cluster with its first DSB (META_VWS_Create). */
export function CreateCustomerDialog({ visible, clusters, onHide }: { visible: boolean; clusters: string[]; onHide: () => void }) {
  const { t } = useMetaadminTranslation();
  const toast = useToast();
  const [create, { isLoading, error, reset: resetMutation }] = useMetaadminCreateCustomerMutation();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const cluster = form.watch('cluster');

  useEffect(() => {
    if (visible) {
      form.reset(EMPTY);
      resetMutation();
    }
  }, [visible, form, resetMutation]);

  const options = [
    ...clusters.map((c) => ({ value: c, label: c || t('customers.mainCluster') })),
    { value: NEW_CLUSTER, label: t('createCustomer.newCluster') },
  ];
  const submit = form.handleSubmit(async (v) => {
    const result = await create({
      name: v.name,
      cluster: v.cluster === NEW_CLUSTER ? v.clusterDsn : v.cluster,
      dsb: { email: v.dsbEmail, firstname: v.dsbFirstname, lastname: v.dsbLastname },
    }).unwrap();
    toast.success(t('createCustomer.created', { name: result.name }));
    onHide();
  });

  return (
    <Dialog header={t('createCustomer.title')} visible={visible} onHide={onHide} style={{ width: '38rem' }} breakpoints={{ '640px': '95vw' }} data-testid="create-customer-dialog">
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="flex flex-column gap-3">
        <p className="m-0 text-700">{t('createCustomer.intro')}</p>
        {error ? <ErrorMessage error={error} /> : null}
        <div className="grid formgrid">
          <DescribedFields
            fields={cluster === NEW_CLUSTER ? FIELDS : FIELDS.filter((f) => f.key !== 'clusterDsn')}
            control={form.control}
            ns="metaadmin"
            idPrefix="create-customer"
            options={{ cluster: options }}
          />
        </div>
        <div className="flex gap-2 justify-content-end">
          <Button type="button" label={t('common:actions.cancel')} outlined onClick={onHide} />
          <Button type="submit" label={t('createCustomer.submit')} icon="pi pi-check" loading={isLoading} data-testid="create-customer-submit" />
        </div>
      </form>
    </Dialog>
  );
}
