import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useAppSelector, useTranslation } from '@vws/shared/core';
import logoUrl from '../assets/logo.svg';
import { LanguageSwitcher } from './LanguageSwitcher';
import { UserMenu } from './UserMenu';
import { AufgabenBadge } from './AufgabenBadge';

interface Props {
  onToggleSidebar: () => void;
}

/**
 * Logo, database notices, the current customer, language switcher and user menu (spec §2 Layout).
 * Memoised: the route guard around the layout renders again with each step of a page's start-up.
 */
export const TopBar = memo(function TopBar({ onToggleSidebar }: Props) {
  const { t } = useTranslation('common');
  const { t: tShell } = useTranslation('shell');
  const customers = useAppSelector((state) => state.session.customers);
  const customersLoaded = useAppSelector((state) => state.session.customersLoaded && !state.session.customersLoadFailed);
  const currentCustomer = useAppSelector((state) => state.session.currentCustomer);

  return (
    <header className="portal-topbar flex align-items-center gap-3 px-3 py-2 surface-0 shadow-1">
      <Button type="button" text rounded icon="pi pi-bars" aria-label={t('layout.toggleSidebar')} onClick={onToggleSidebar} className="lg:hidden" />
      <Link to="/" className="flex align-items-center gap-2 no-underline text-900" data-testid="home-link">
        <img src={logoUrl} alt={t('layout.home')} width={32} height={32} />
        <span className="font-bold text-lg hidden md:inline">{tShell('appName')}</span>
      </Link>
      <div className="flex align-items-center gap-2 flex-1 min-w-0">
        {customersLoaded && customers.length === 0 ? (
          <Tag severity="warning" icon="pi pi-exclamation-triangle" value={t('layout.noCustomers')} data-testid="no-customers-notice" />
        ) : null}
        {currentCustomer ? (
          <span
            className="font-semibold text-primary white-space-nowrap overflow-hidden text-overflow-ellipsis"
            data-testid="current-customer"
            title={tShell('layout.currentCustomer')}
          >
            <i className="pi pi-building mr-2" aria-hidden />
            {currentCustomer.name}
          </span>
        ) : null}
        {customers.length > 1 ? (
          <Link to="/customers" className="text-sm white-space-nowrap hidden md:inline" data-testid="customer-list-link">
            {t('layout.customerList')}
          </Link>
        ) : null}
      </div>
      <AufgabenBadge />
      <LanguageSwitcher />
      <UserMenu />
    </header>
  );
});
