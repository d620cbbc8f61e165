import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { ErrorMessage, useToast } from '@vws/shared/core';
import { useMetaadminMigrateMutation } from '../../api';
import { useMetaadminTranslation } from '../../i18n';

type Result = { customer_uid: string; name: string; applied: string[]; error?: string };

/** Runs the pending migrations of every customer database (META_Migrate_Databases) and shows the result per customer. */
export function MigrationsTab() {
  const { t, i18n } = useMetaadminTranslation();
  const toast = useToast();
  const [migrate, { data, error, isLoading }] = useMetaadminMigrateMutation();

  const run = async () => {
    try {
      await migrate().unwrap();
      toast.success(t('migrations.done'));
    } catch {
      // shown below
    }
  };
  const list = (names: string[]) => (names.length ? names.join(', ') : t('migrations.nothing'));
  return (
    <div className="flex flex-column gap-3">
      <p className="m-0 text-700">{t('migrations.intro')}</p>
      <div>
        <Button
          label={isLoading ? t('migrations.running') : t('migrations.run')}
          icon="pi pi-play"
          loading={isLoading}
          onClick={() => void run()}
          data-testid="run-migrations"
        />
      </div>
      {error ? <ErrorMessage error={error} /> : null}
      {data && (
        <>
          <div data-testid="migrations-meta">{t('migrations.meta', { list: list(data.meta) })}</div>
          <DataTable key={i18n.language} value={data.results} dataKey="customer_uid" size="small" stripedRows data-testid="migrations-table">
            <Column header={t('migrations.customer')} field="name" />
            <Column header={t('migrations.applied')} body={(r: Result) => list(r.applied)} />
            <Column
              header={t('migrations.result')}
              body={(r: Result) =>
                r.error ? <Tag severity="danger" value={t('migrations.failed', { error: r.error })} /> : <Tag severity="success" value={t('migrations.ok')} />
              }
            />
          </DataTable>
        </>
      )}
    </div>
  );
}
