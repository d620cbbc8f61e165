import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ErrorMessage, useCurrentCustomer } from '@vws/shared/core';
import type { VvtImportListItem } from '@vws/shared/contract/vvt';
import { useVvtImportListQuery } from '../../api';
import { useVvtTranslation } from '../../i18n';
import { ImportFilterPanel } from './ImportFilterPanel';
import { ImportTable } from './ImportTable';
import { EMPTY_IMPORT_FILTER, filterImportList, type ImportFilter } from './importRules';
import { outcomeText, useVvtImport } from './useVvtImport';
import './import.css';

/**
 * /vvt-list-import-content (spec §2 "VVT import", META_VWS_Import_Content): the template records
 * of the demo source "Vorlagen", filtered by level, group and number or name, chosen in a
 * multi-select table (20 rows a page, at most 10 page links) and copied into the current customer.
 */
export function VvtImportPage() {
  const { t } = useVvtTranslation();
  const customer = useCurrentCustomer();
  const { data, isLoading, error, refetch } = useVvtImportListQuery();
  const [filter, setFilter] = useState<ImportFilter>(EMPTY_IMPORT_FILTER);
  const [selection, setSelection] = useState<VvtImportListItem[]>([]);
  const [first, setFirst] = useState(0);
  const rows = useMemo(() => filterImportList(data ?? [], filter), [data, filter]);
  const change = (next: Partial<ImportFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setFirst(0);
  };
  const numberOf = (id: number) => data?.find((v) => v.ID === id)?.Nummer ?? String(id);
  const { start, importing, marks, outcome } = useVvtImport(numberOf);
  const onImport = async () => {
    if (await start(selection.map((v) => v.ID))) setSelection([]);
  };

  return (
    <div className="vvt-import" data-testid="vvt-import-page">
      <h1 className="mt-0 text-2xl">{t('import.title')}</h1>
      <p className="text-color-secondary">{t('import.intro', { customer: customer?.name ?? '' })}</p>
      <ImportFilterPanel filter={filter} onChange={change} />
      {outcome && (
        <Message
          className="mb-3 w-full justify-content-start"
          severity={outcome.kind === 'failure' ? 'error' : outcome.kind === 'success' && outcome.present.length === 0 ? 'success' : 'warn'}
          text={outcomeText(t, outcome, numberOf)}
          data-testid="vvt-import-outcome"
        />
      )}
      {error !== undefined && <ErrorMessage error={error} onRetry={() => void refetch()} className="mb-2" />}
      <div className="flex flex-wrap align-items-center gap-2 mb-2">
        <Button
          label={t('import.button', { count: selection.length })}
          icon="pi pi-download"
          disabled={selection.length === 0}
          loading={importing}
          onClick={() => void onImport()}
          data-testid="vvt-import-button"
        />
        <span className="text-sm text-color-secondary">{t('import.count', { shown: rows.length, total: data?.length ?? 0 })}</span>
      </div>
      <ImportTable rows={rows} selection={selection} onSelectionChange={setSelection} marks={marks} first={first} onPage={setFirst} loading={isLoading} />
    </div>
  );
}

export default VvtImportPage;
