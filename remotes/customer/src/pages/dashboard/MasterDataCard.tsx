import { Link } from 'react-router-dom';
import { Card } from 'primereact/card';
import { Tag } from 'primereact/tag';
import { formatDate, PlaceholderLines, useHasPermission, useRememberedHeight, type MasterData, type PlaceholderLine } from '@vws/shared/core';
import { missingLegalNoticeFields } from '../../masterDataFields';
import { useCustomerTranslation } from '../../i18n';

/** The card's lines while the master data load (a status tag, name, address, date, links). */
const MASTER_DATA_LINES: PlaceholderLine[] = [
  { width: '10rem', height: '1.625em' },
  '60%',
  '80%',
  { width: '45%', height: '1em' },
  { width: '70%', height: '3.5em' },
];

/**
 * The dashboard's master data card: whether the legal notice has what it needs, name, address, last
 * change, links. The tallest card of the first row: while the data load, its placeholder takes the
 * height the data had last time, so nothing below moves when they arrive.
 */
export function MasterDataCard({ md, customerUid, failed }: { md: MasterData | undefined; customerUid: string | undefined; failed: boolean }) {
  const { t } = useCustomerTranslation();
  const canEdit = useHasPermission('VWS_MasterData_Edit');
  const height = useRememberedHeight(customerUid ? `${customerUid}/dashboard/masterData` : null);
  const cuid = encodeURIComponent(customerUid ?? '');
  const missing = md ? missingLegalNoticeFields(md) : [];
  return (
    <Card className="h-full" header={<h2 className="text-lg font-semibold m-0 px-3 pt-3">{t('dashboard.masterDataCard')}</h2>}>
      {md ? (
        <div ref={height.ref} className="flex flex-column gap-2">
          {missing.length > 0 ? (
            <Tag severity="warning" value={t('dashboard.masterDataIncomplete', { count: missing.length })} />
          ) : (
            <Tag severity="success" value={t('dashboard.masterDataComplete')} />
          )}
          <span>{md.name}</span>
          <span className="text-600">{[md.strasse_hausnummer, [md.plz, md.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</span>
          {md.Bearbeitungsdatum ? <small className="text-500">{t('dashboard.lastChanged', { date: formatDate(md.Bearbeitungsdatum) })}</small> : null}
          <div className="flex gap-3 flex-wrap mt-2">
            {canEdit ? <Link to={`/customer-master-data?cuid=${cuid}`}>{t('dashboard.editMasterData')}</Link> : null}
            <Link to={`/customer-legalnotice?cuid=${cuid}`}>{t('dashboard.showLegalNotice')}</Link>
          </div>
        </div>
      ) : (
        !failed && (
          <div style={height.placeholderStyle}>
            <PlaceholderLines lines={MASTER_DATA_LINES} />
          </div>
        )
      )}
    </Card>
  );
}
