import { TabPanel, TabView } from 'primereact/tabview';
import { PageHeader, useHasPermission } from '@vws/shared/core';
import { useMetaadminTranslation } from '../../i18n';
import { CustomersTab } from './CustomersTab';
import { InvitationsTab } from './InvitationsTab';
import { MigrationsTab } from './MigrationsTab';
import { RolesTab } from './RolesTab';
import { UsersTab } from './UsersTab';

/** /metaadmin (META_Admin_Module_Access): a tab per job; a tab whose META_ permission is missing is not shown. */
export function MetaadminHomePage() {
  const { t } = useMetaadminTranslation();
  const canMigrate = useHasPermission('META_Migrate_Databases');
  const canManageUsers = useHasPermission('META_Manage_Users');
  return (
    <section className="flex flex-column gap-2" data-testid="metaadmin-home-page">
      <PageHeader title={t('home.title')} subtitle={t('home.intro')} />
      <TabView>
        <TabPanel header={t('tabs.customers')}>
          <CustomersTab />
        </TabPanel>
        {canMigrate && (
          <TabPanel header={t('tabs.migrations')}>
            <MigrationsTab />
          </TabPanel>
        )}
        {canManageUsers && (
          <TabPanel header={t('tabs.users')}>
            <UsersTab />
          </TabPanel>
        )}
        <TabPanel header={t('tabs.roles')}>
          <RolesTab />
        </TabPanel>
        {canManageUsers && (
          <TabPanel header={t('tabs.invitations')}>
            <InvitationsTab />
          </TabPanel>
        )}
      </TabView>
    </section>
  );
}
