import { Card } from 'primereact/card';
import { DashboardWidgets, ErrorMessage, PlaceholderLines, useCurrentCustomer, useGetMasterDataQuery } from '@vws/shared/core';
import { useCustomerTranslation } from '../../i18n';
import { MasterDataCard } from './MasterDataCard';

/** The contact cards' lines while the master data load: nothing moves when they arrive. */
const DSB_LINES = ['55%', '45%', '65%', '40%'];
const CONTROLLER_LINES = ['55%', '65%'];

/**
 * /customer: the customer's dashboard frame. The grid holds this module's cards, then the widgets
 * the other modules offer (DashboardWidgets: loaded through the host, never imported here).
 */
export function DashboardPage() {
  const { t } = useCustomerTranslation();
  const customer = useCurrentCustomer();
  const { data, error, refetch } = useGetMasterDataQuery();
  const md = data?.masterData;

  return (
    <section className="flex flex-column gap-3" data-testid="customer-dashboard">
      {/* The list pages' header (the route frame shows it before the scripts, server/src/http/route-frame.ts). */}
      <div>
        <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h1 className="m-0 text-2xl" data-testid="dashboard-customer-name">
            {t('dashboard.heading', { name: customer?.name ?? md?.name ?? '' })}
          </h1>
        </div>
        <p className="mt-0 mb-0 text-color-secondary">{t('dashboard.subtitle', { name: customer?.name ?? md?.name ?? '' })}</p>
      </div>
      {error ? <ErrorMessage error={error} onRetry={() => void refetch()} /> : null}
      <div className="grid" data-testid="dashboard-widgets">
        <div className="col-12 md:col-6 xl:col-4">
          <MasterDataCard md={md} customerUid={customer?.customerUid} failed={!!error} />
        </div>
        <div className="col-12 md:col-6 xl:col-4">
          <Card className="h-full" header={<h2 className="text-lg font-semibold m-0 px-3 pt-3">{t('dashboard.dsbCard')}</h2>}>
            {!md && !error ? (
              <PlaceholderLines lines={DSB_LINES} dense />
            ) : md?.dsb_name ? (
              <div className="flex flex-column gap-1">
                <strong>{md.dsb_name}</strong>
                {md.dsb_firma ? <span>{md.dsb_firma}</span> : null}
                {md.dsb_email ? <a href={`mailto:${md.dsb_email}`}>{md.dsb_email}</a> : null}
                {md.dsb_telefon ? <span>{md.dsb_telefon}</span> : null}
              </div>
            ) : (
              <span className="text-600">{t('dashboard.dsbMissing')}</span>
            )}
          </Card>
        </div>
        <div className="col-12 md:col-6 xl:col-4">
          <Card className="h-full" header={<h2 className="text-lg font-semibold m-0 px-3 pt-3">{t('dashboard.controllerCard')}</h2>}>
            {!md && !error ? (
              <PlaceholderLines lines={CONTROLLER_LINES} dense />
            ) : (
              <div className="flex flex-column gap-1">
                <strong>{md?.verantwortlicher_name || md?.geschaeftsfuehrung || '–'}</strong>
                {md?.verantwortlicher_email ? <a href={`mailto:${md.verantwortlicher_email}`}>{md.verantwortlicher_email}</a> : null}
              </div>
            )}
          </Card>
        </div>
        <DashboardWidgets
          wrap={(widget, name) => (
            <div className="col-12 md:col-6 xl:col-4" data-testid={`dashboard-widget-${name}`}>
              {widget}
            </div>
          )}
        />
      </div>
    </section>
  );
}
