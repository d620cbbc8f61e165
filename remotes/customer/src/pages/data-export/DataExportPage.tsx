import { useState } from 'react';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { SelectButton } from 'primereact/selectbutton';
import { Card } from 'primereact/card';
import { formatDate, PageHeader, useAppDispatch, useCurrentCustomer, useToast } from '@vws/shared/core';
import type { DataExportLanguage } from '@vws/shared/contract/customer';
import { CUSTOMER_ENDPOINTS } from '@vws/shared/contract/customer-endpoints';
import { customerApi, useCustomerDataExportInfoQuery } from '../../api';
import { useCustomerTranslation } from '../../i18n';
import { useStreamedDownload } from './useStreamedDownload';

const formatSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** /customer-dataexport (VWS_Data_Export): the language of the workbook, the download with progress, the last export. */
export function DataExportPage() {
  const { t, i18n } = useCustomerTranslation();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const customer = useCurrentCustomer();
  const info = useCustomerDataExportInfoQuery();
  const [language, setLanguage] = useState<DataExportLanguage>(i18n.language === 'en' ? 'en' : 'de');
  const { start, progress } = useStreamedDownload();

  const download = async () => {
    try {
      const file = await start({ endpoint: CUSTOMER_ENDPOINTS.dataExport, params: { language } });
      toast.success(t('dataExport.done', { file }));
    } catch {
      toast.error(t('dataExport.failed'));
    } finally {
      dispatch(customerApi.util.invalidateTags(['CustomerExport']));
    }
  };

  const last = info.data?.lastExport;
  return (
    <section className="flex flex-column gap-3" style={{ maxWidth: '48rem' }} data-testid="data-export-page">
      <PageHeader title={t('dataExport.title')} subtitle={t('dataExport.intro', { name: customer?.name ?? '' })} />
      <Card>
        <div className="flex flex-column gap-3">
          <div className="flex flex-column gap-2">
            <span id="export-language-label" className="font-medium">
              {t('dataExport.language')}
            </span>
            <SelectButton
              aria-labelledby="export-language-label"
              value={language}
              onChange={(e) => e.value && setLanguage(e.value as DataExportLanguage)}
              options={[
                { value: 'de', label: t('dataExport.de') },
                { value: 'en', label: t('dataExport.en') },
              ]}
              data-testid="export-language"
            />
          </div>
          <div>
            <Button
              label={t('dataExport.download')}
              icon="pi pi-download"
              onClick={() => void download()}
              loading={progress.running}
              data-testid="export-download"
            />
          </div>
          {progress.running && (
            <div className="flex flex-column gap-1" role="status" data-testid="export-progress">
              <ProgressBar mode="indeterminate" style={{ height: '6px' }} />
              <small>{progress.received > 0 ? t('dataExport.received', { size: formatSize(progress.received) }) : t('dataExport.downloading')}</small>
            </div>
          )}
          <small className="text-600" data-testid="export-last">
            {last
              ? t('dataExport.lastExport', {
                  date: formatDate(last.Exportdatum),
                  by: last.Bearbeiter,
                  language: last.language === 'en' ? t('dataExport.en') : t('dataExport.de'),
                })
              : info.isSuccess
                ? t('dataExport.neverExported')
                : ''}
          </small>
        </div>
      </Card>
    </section>
  );
}
