import { Button } from 'primereact/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntity, HistoryEntry } from '../../contract/history';
import { useGetHistoryQuery, ErrorMessage, LoadingBlock } from '@vws/shared/core';
import { formatChangeTime, formatHistoryValue, type ValueTexts } from './historyFormat';

export interface HistoryPanelProps {
  entity: HistoryEntity;
  /** The record's ID (for master data 1, for a free text its key). */
  id: number | string;
  /** Column name -> the label the detail page shows for it; unknown columns show their name. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** For pages whose columns are their text keys: the label of a field, undefined to fall back to fieldLabels or the column name. */
  fieldLabel?: (field: string, table: string) => string | undefined;
  /** Child table -> what the page calls it (e.g. audit_dokumente -> "Dokumente"); the record's own table needs none. */
  tableLabels?: Readonly<Record<string, string>>;
  /** Shows a value of a field as the page does (e.g. a reference ID as its name); undefined falls back to the plain value. */
  formatValue?: (field: string, value: unknown, table: string) => string | undefined;
  /** Opened at first (default: closed; it loads when first opened). */
  initiallyOpen?: boolean;
  className?: string;
}

/**
 * The change history of a record (issue 13): who changed what when, field by field with the old
 * and the new value, newest first. A disclosure below the detail form; it loads when opened and
 * reloads after every successful save (the 'History' tag, historyEndpoints.ts).
 */
export function HistoryPanel({ entity, id, fieldLabels = {}, fieldLabel, tableLabels = {}, formatValue, initiallyOpen = false, className }: HistoryPanelProps) {
  const { t, i18n } = useTranslation('common');
  const [open, setOpen] = useState(initiallyOpen);
  const contentId = useId();
  const headingId = useId();
  const query = useGetHistoryQuery({ entity, id }, { skip: !open });
  const texts: ValueTexts = { none: t('history.none'), yes: t('actions.yes'), no: t('actions.no') };
  const language = i18n.language;

  const valueText = (entry: HistoryEntry, field: string, value: unknown) =>
    formatValue?.(field, value, entry.table) ?? formatHistoryValue(value, texts, language);

  return (
    <section className={['vws-history surface-card border-1 surface-border border-round p-3', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg m-0">
        <Button
          type="button"
          text
          className="p-1 vws-history-toggle"
          icon={open ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
          label={t('history.title')}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((o) => !o)}
        />
      </h2>
      <div id={contentId} hidden={!open} className="mt-2">
        {open && query.isLoading && <LoadingBlock />}
        {open && query.error !== undefined && <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />}
        {open && query.data && query.data.entries.length === 0 && <p className="m-0">{t('history.empty')}</p>}
        {open && query.data && query.data.entries.length > 0 && (
          <ol className="list-none p-0 m-0 flex flex-column gap-3" aria-busy={query.isFetching}>
            {query.data.entries.map((entry) => {
              const action = t(`history.actions.${entry.action}`);
              const tableLabel = tableLabels[entry.table];
              const user = entry.userName ?? t('history.system');
              const time = formatChangeTime(entry.changedAt, language);
              return (
                <li key={entry.ID} className="vws-history-entry border-top-1 surface-border pt-2">
                  <p className="m-0 mb-1">
                    <strong>{tableLabel ? t('history.ofTable', { action, table: tableLabel }) : action}</strong>
                    {' · '}
                    <time dateTime={entry.changedAt}>{time}</time>
                    {' · '}
                    <span className="vws-history-user">{user}</span>
                  </p>
                  {entry.changes.length === 0 ? (
                    <p className="m-0 text-sm">{t('history.noFields')}</p>
                  ) : (
                    <div className="overflow-x-auto">
                      <table className="vws-history-changes w-full text-sm" style={{ borderCollapse: 'collapse', overflowWrap: 'anywhere', hyphens: 'auto' }}>
                        <caption className="p-hidden-accessible">{t('history.entryLabel', { action, time, user })}</caption>
                        <thead>
                          <tr>
                            <th scope="col" className="text-left pr-2" style={{ width: '30%' }}>
                              {t('history.field')}
                            </th>
                            <th scope="col" className="text-left pr-2" style={{ width: '35%' }}>
                              {t('history.old')}
                            </th>
                            <th scope="col" className="text-left" style={{ width: '35%' }}>
                              {t('history.new')}
                            </th>
                          </tr>
                        </thead>
                        <tbody>
                          {entry.changes.map((change) => (
                            <tr key={change.field}>
                              <th scope="row" className="text-left font-normal pr-2 vertical-align-top">
                                {fieldLabel?.(change.field, entry.table) ?? fieldLabels[change.field] ?? change.field}
                              </th>
                              <td className="pr-2 vertical-align-top" style={{ whiteSpace: 'pre-wrap' }}>
                                {valueText(entry, change.field, change.old)}
                              </td>
                              <td className="vertical-align-top" style={{ whiteSpace: 'pre-wrap' }}>
                                {valueText(entry, change.field, change.new)}
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {open && query.data?.truncated && <p className="mt-2 mb-0 text-sm">{t('history.truncated', { count: query.data.entries.length })}</p>}
      </div>
    </section>
  );
}
