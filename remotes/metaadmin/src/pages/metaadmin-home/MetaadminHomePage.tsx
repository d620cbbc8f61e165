import { lazy, Suspense, type ReactNode } from 'react';
import { TabPanel, TabView } from 'primereact/tabview';
import { LoadingBlock, PageHeader, useHasPermission } from '@vws/shared/core';
import { useMetaadminTranslation } from '../../i18n';
import { CustomersTab } from './CustomersTab';

// The tabs behind the first load when opened: the page's first rows are the customers', and the
// migrations tab's table and the other tabs' dialogs are not needed for them.
const MigrationsTab = lazy(() => import('./MigrationsTab').then((module) => ({ default: module.MigrationsTab })));
const UsersTab = lazy(() => import('./UsersTab').then((module) => ({ default: module.UsersTab })));
const RolesTab = lazy(() => import('./RolesTab').then((module) => ({ default: module.RolesTab })));
const InvitationsTab = lazy(() => import('./InvitationsTab').then((module) => ({ default: module.InvitationsTab })));

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<LoadingBlock />}>{children}</Suspense>;

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
            <Loading>
              <MigrationsTab />
            </Loading>
          </TabPanel>
        )}
        {canManageUsers && (
          <TabPanel header={t('tabs.users')}>
            <Loading>
              <UsersTab />
            </Loading>
          </TabPanel>
        )}
        <TabPanel header={t('tabs.roles')}>
          <Loading>
            <RolesTab />
          </Loading>
        </TabPanel>
        {canManageUsers && (
          <TabPanel header={t('tabs.invitations')}>
            <Loading>
              <InvitationsTab />
            </Loading>
          </TabPanel>
        )}
      </TabView>
    </section>
  );
}
