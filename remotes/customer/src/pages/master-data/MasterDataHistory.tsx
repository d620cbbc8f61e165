import { useMemo } from 'react';
import { HistoryPanel } from '@vws/shared/edit';
import { useCustomerTranslation } from '../../i18n';
import { MASTER_DATA_FORM_FIELDS } from '../../masterDataFields';

/** The master data's change history (issue 13) with the labels of the form. */
export function MasterDataHistory() {
  const { t } = useCustomerTranslation();
  const fieldLabels = useMemo(() => Object.fromEntries(MASTER_DATA_FORM_FIELDS.map((field) => [field.key, (t as (k: string) => string)(field.label)])), [t]);
  // The one row of the customer's master data has ID 1.
  return <HistoryPanel entity="master_data" id={1} fieldLabels={fieldLabels} />;
}
