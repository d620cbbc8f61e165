import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { ErrorMessage, LoadingBlock, useCurrentCustomer, useGetMasterDataQuery, useHasPermission, type MasterData } from '@vws/shared/core';
import { PrintDocument } from '@vws/shared/print';
import { missingLegalNoticeFields } from '../../masterDataFields';
import { useCustomerTranslation } from '../../i18n';
import { isWebLink, Lines } from './Lines';

/** /customer-legalnotice (VWS_Select): the customer's Impressum, rendered from its master data. */
export function LegalNoticePage() {
  const { t } = useCustomerTranslation();
  const customer = useCurrentCustomer();
  const canEdit = useHasPermission('VWS_MasterData_Edit');
  const { data, isLoading, error, refetch } = useGetMasterDataQuery();

  if (isLoading) return <LoadingBlock />;
  if (!data) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  const md: MasterData = data.masterData;
  const missing = missingLegalNoticeFields(md);
  const link = (href: string, text: string) => <a href={href}>{text}</a>;

  return (
    <PrintDocument title={t('legalNotice.title')}>
      <section className="flex flex-column gap-3" style={{ maxWidth: '48rem' }} data-testid="legal-notice-page">
        <div className="flex align-items-center justify-content-between gap-2 flex-wrap">
          <h1 className="m-0">{t('legalNotice.title')}</h1>
          <div className="flex gap-2 vws-no-print">
            {canEdit ? (
              <Link
                to={`/customer-master-data?cuid=${encodeURIComponent(customer?.customerUid ?? '')}`}
                className="p-button p-button-outlined p-button-sm no-underline"
              >
                <i className="pi pi-pencil mr-2" aria-hidden />
                {t('legalNotice.editMasterData')}
              </Link>
            ) : null}
            <Button type="button" size="small" outlined icon="pi pi-print" label={t('legalNotice.print')} onClick={() => window.print()} />
          </div>
        </div>
        {missing.length > 0 ? <Message severity="warn" text={t('legalNotice.incomplete')} data-testid="legal-notice-incomplete" /> : null}
        <Card>
          <article className="flex flex-column gap-3 line-height-3">
            <h2 className="m-0 text-xl">{t('legalNotice.according')}</h2>
            <address className="font-normal not-italic" style={{ fontStyle: 'normal' }}>
              <strong className="block">{md.name}</strong>
              <Lines lines={[md.strasse_hausnummer, [md.plz, md.ort].filter(Boolean).join(' '), md.land]} />
            </address>
            {md.geschaeftsfuehrung ? (
              <div>
                <h3 className="m-0 text-base">{t('legalNotice.management')}</h3>
                <span>{md.geschaeftsfuehrung}</span>
              </div>
            ) : null}
            <div>
              <h3 className="m-0 text-base">{t('legalNotice.contact')}</h3>
              {md.telefon ? (
                <span className="block">
                  {t('legalNotice.phone')}: {md.telefon}
                </span>
              ) : null}
              {md.email ? (
                <span className="block">
                  {t('legalNotice.email')}: {link(`mailto:${md.email}`, md.email)}
                </span>
              ) : null}
              {md.website ? (
                <span className="block">
                  {t('legalNotice.website')}: {isWebLink(md.website) ? link(md.website, md.website) : md.website}
                </span>
              ) : null}
            </div>
            {md.handelsregister ? (
              <div>
                <h3 className="m-0 text-base">{t('legalNotice.register')}</h3>
                <span>{md.handelsregister}</span>
              </div>
            ) : null}
            {md.verantwortlicher_name || md.verantwortlicher_email ? (
              <div>
                <h3 className="m-0 text-base">{t('legalNotice.controller')}</h3>
                <Lines lines={[md.verantwortlicher_name]} />
                {md.verantwortlicher_email ? <span className="block">{link(`mailto:${md.verantwortlicher_email}`, md.verantwortlicher_email)}</span> : null}
              </div>
            ) : null}
            <div>
              <h3 className="m-0 text-base">{t('legalNotice.dsb')}</h3>
              {md.dsb_name || md.dsb_firma ? <Lines lines={[md.dsb_name, md.dsb_firma]} /> : <span className="text-500">{t('legalNotice.notProvided')}</span>}
              {md.dsb_email ? (
                <span className="block">
                  {t('legalNotice.email')}: {link(`mailto:${md.dsb_email}`, md.dsb_email)}
                </span>
              ) : null}
              {md.dsb_telefon ? (
                <span className="block">
                  {t('legalNotice.phone')}: {md.dsb_telefon}
                </span>
              ) : null}
            </div>
            {md.aufsichtsbehoerde ? (
              <div>
                <h3 className="m-0 text-base">{t('legalNotice.authority')}</h3>
                <span style={{ whiteSpace: 'pre-line' }}>{md.aufsichtsbehoerde}</span>
              </div>
            ) : null}
          </article>
        </Card>
      </section>
    </PrintDocument>
  );
}
