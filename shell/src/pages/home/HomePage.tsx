import { Link, Navigate, useLocation } from 'react-router-dom';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { isAccessDenied } from '../../guard/accessDenied';
import { customerRouteLink, ROUTES, useAppSelector, useTranslation } from '@vws/shared/core';

const FEATURES = [
  { key: 'audit', icon: 'pi pi-check-square' },
  { key: 'vvt', icon: 'pi pi-sitemap' },
  { key: 'transfers', icon: 'pi pi-send' },
] as const;

/**
 * /: welcome and the way on (the customer's dashboard or the customer list). The route is public,
 * but the portal's front door for a visitor who is not signed in is the sign-in page.
 */
export function HomePage() {
  const { t } = useTranslation('shell');
  const user = useAppSelector((state) => state.session.user);
  const customer = useAppSelector((state) => state.session.currentCustomer);
  const customers = useAppSelector((state) => state.session.customers);
  const { state: routerState } = useLocation();
  if (!user) return <Navigate to="/signin" replace />;

  return (
    <section className="flex flex-column gap-4" data-testid="home">
      {isAccessDenied(routerState) ? (
        <Message severity="warn" text={t('home.accessDenied')} role="alert" className="justify-content-start" data-testid="access-denied" />
      ) : null}
      <div>
        <h1 className="mt-0 mb-2">{t('home.title')}</h1>
        <p className="mt-0 text-xl text-700">{t('home.greeting', { name: user.firstname || user.email })}</p>
        <p className="m-0 text-700 line-height-3" style={{ maxWidth: '48rem' }}>
          {t('home.intro')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {customer ? (
          <Link to={customerRouteLink(customer.customerUid, ROUTES.customer.dashboard)} className="p-button no-underline" data-testid="home-dashboard-link">
            <i className="pi pi-building mr-2" aria-hidden />
            {t('home.toDashboard', { customer: customer.name })}
          </Link>
        ) : null}
        {customers.length > 1 || !customer ? (
          <Link to="/customers" className="p-button p-button-outlined no-underline">
            <i className="pi pi-database mr-2" aria-hidden />
            {t('home.toCustomers')}
          </Link>
        ) : null}
      </div>
      <div className="grid">
        {FEATURES.map((feature) => (
          <div key={feature.key} className="col-12 md:col-4">
            <Card className="h-full">
              <div className="flex align-items-start gap-3">
                <i className={`${feature.icon} text-3xl text-primary`} aria-hidden />
                <span className="line-height-3">{t(`home.features.${feature.key}`)}</span>
              </div>
            </Card>
          </div>
        ))}
      </div>
    </section>
  );
}
