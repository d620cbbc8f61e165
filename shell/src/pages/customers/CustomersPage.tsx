import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import {
  customerRouteLink,
  preferences,
  reloadCustomers,
  ROUTES,
  selectCustomer,
  useAppDispatch,
  useAppSelector,
  usePreferences,
  useTranslation,
  type Customer,
} from '@vws/shared/core';
import { PageSpinner } from '../../guard/PageSpinner';
import { filterCustomers } from './filterCustomers';

/** /customers: the databases of the user, filterable by name (the filter is remembered). */
export function CustomersPage() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const customers = useAppSelector((state) => state.session.customers);
  const loaded = useAppSelector((state) => state.session.customersLoaded);
  const loadFailed = useAppSelector((state) => state.session.customersLoadFailed);
  const [retrying, setRetrying] = useState(false);
  const current = useAppSelector((state) => state.session.currentCustomer);
  const { customerNameFilter } = usePreferences();
  const [switching, setSwitching] = useState<string | null>(null);
  const [failed, setFailed] = useState<Customer | null>(null);

  const choose = async (customer: Customer) => {
    setFailed(null);
    setSwitching(customer.customer_uid);
    const result = await dispatch(selectCustomer(customer.customer_uid));
    setSwitching(null);
    if (selectCustomer.rejected.match(result)) {
      setFailed(customer);
      return;
    }
    navigate(customerRouteLink(customer.customer_uid, ROUTES.customer.dashboard));
  };

  const visible = filterCustomers(customers, customerNameFilter);
  return (
    <section className="flex flex-column gap-3" style={{ maxWidth: '48rem' }} data-testid="customers-page">
      <h1 className="m-0">{t('customers.title')}</h1>
      {params.get('userHasChanged') === '1' ? <Message severity="warn" text={t('customers.userHasChanged')} data-testid="user-has-changed" /> : null}
      {params.get('customerDBNotAvailable') === '1' ? (
        <Message severity="error" text={t('customers.customerDBNotAvailable')} data-testid="customer-db-not-available" />
      ) : null}
      {failed ? <Message severity="error" text={t('customers.switchFailed', { name: failed.name })} /> : null}
      <p className="m-0 text-700">{t('customers.intro')}</p>
      {!loaded ? (
        <PageSpinner />
      ) : loadFailed ? (
        <div className="flex flex-wrap align-items-center gap-3" role="alert" data-testid="customers-load-failed">
          <Message severity="error" text={t('customers.loadFailed')} />
          <Button
            type="button"
            outlined
            icon="pi pi-refresh"
            label={t('customers.retry')}
            loading={retrying}
            onClick={() => {
              setRetrying(true);
              void dispatch(reloadCustomers()).finally(() => setRetrying(false));
            }}
          />
        </div>
      ) : customers.length === 0 ? (
        <Message severity="info" text={t('customers.empty')} />
      ) : (
        <Card>
          <div className="flex flex-column gap-3">
            <IconField iconPosition="left">
              <InputIcon className="pi pi-search" />
              <InputText
                value={customerNameFilter}
                onChange={(event) => preferences.set({ customerNameFilter: event.target.value })}
                placeholder={t('customers.filter')}
                aria-label={t('customers.filter')}
                className="w-full"
                data-testid="customer-filter"
              />
            </IconField>
            {visible.length === 0 ? <p className="m-0 text-600">{t('customers.noMatch')}</p> : null}
            <ul className="list-none m-0 p-0 flex flex-column gap-2" aria-label={t('customers.title')}>
              {visible.map((customer) => (
                <li key={customer.customer_uid} className="flex align-items-center justify-content-between gap-3 p-3 border-1 surface-border border-round">
                  <span className="flex align-items-center gap-2 font-medium">
                    <i className="pi pi-database text-primary" aria-hidden />
                    {customer.name}
                    {current?.customerUid === customer.customer_uid ? <Tag value={t('customers.current')} severity="success" /> : null}
                  </span>
                  <Button
                    type="button"
                    label={t('customers.select')}
                    icon="pi pi-arrow-right"
                    iconPos="right"
                    size="small"
                    loading={switching === customer.customer_uid}
                    disabled={switching !== null}
                    onClick={() => void choose(customer)}
                    aria-label={`${t('customers.select')}: ${customer.name}`}
                  />
                </li>
              ))}
            </ul>
          </div>
        </Card>
      )}
    </section>
  );
}
