import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { customerPath, customerRouteLink, ROUTES, useAppSelector, usePermissions, usePreferences, useTranslation } from '@vws/shared/core';
import { useRemotes, type RemotesState } from '../federation/RemotesContext';
import { useRefusedText } from '../federation/RemoteRefused';
import { buildSidebar, type SidebarModel } from './buildSidebar';

interface ShownSidebar extends SidebarModel {
  customerUid: string | undefined;
}

/**
 * Module sections from the remotes' manifests (no remote code loaded) plus the imprint link, all
 * at once when every manifest is known (a section arriving later would push the others down).
 * Memoised: the route guard around the layout renders again with each step of a page's start-up.
 */
export const Sidebar = memo(function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { remotes: known, loader, complete, completeCatalog, error, reload } = useRemotes();
  // Shown (the aside from 992 px, the phone's drawer when opened): it needs every manifest now.
  useEffect(() => completeCatalog(), [completeCatalog]);
  const loading = !complete;
  const remotes = complete ? known : NO_REMOTES;
  const { has } = usePermissions();
  const { localSettings } = usePreferences();
  const showMetaItems = localSettings.showMetaPermissionMenuItems;
  const customerUid = useAppSelector((state) => state.session.currentCustomer?.customerUid);
  const model = useMemo(() => ({ ...buildSidebar(remotes, has, showMetaItems), customerUid }), [remotes, has, showMetaItems, customerUid]);
  // Permissions and the customer come from the store, whose updates React renders at once, in one
  // task: the links follow as a deferred update, which React renders in slices of a few milliseconds.
  // A mount shows them at once (the phone's drawer opens with its links).
  const shown: ShownSidebar = useDeferredValue(model);
  return <SidebarNav shown={shown} loader={loader} loading={loading} error={error} reload={reload} onNavigate={onNavigate} />;
});

const NO_REMOTES: RemotesState['remotes'] = [];

interface SidebarNavProps extends Pick<RemotesState, 'loader' | 'loading' | 'error' | 'reload'> {
  shown: ShownSidebar;
  onNavigate?: () => void;
}

const SidebarNav = memo(function SidebarNav({ shown, loader, loading, error, reload, onNavigate }: SidebarNavProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'de';
  const { sections, failedRemotes, customerUid } = shown;
  const refusedText = useRefusedText();

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `sidebar-link flex align-items-center gap-2 px-3 py-2 border-round no-underline ${isActive ? 'bg-primary-50 text-primary font-semibold' : 'text-700 hover:surface-100'}`;

  return (
    <nav className="portal-sidebar flex flex-column gap-3 p-3" aria-label={t('shell:layout.navigation')} data-testid="sidebar">
      {loading ? (
        <div className="flex justify-content-center p-3" aria-busy="true">
          <ProgressSpinner style={{ width: '2rem', height: '2rem' }} strokeWidth="4" aria-label={t('common:loading')} />
        </div>
      ) : null}
      {sections.map(({ remote, section, items }) => (
        <div key={`${remote.name}:${section.id}`} data-testid={`sidebar-section-${section.id}`}>
          <div className="text-xs font-bold uppercase text-500 px-3 mb-1">{t(section.labelKey)}</div>
          {/* A remote built against another major of @vws/shared: the reason instead of its links. */}
          {remote.refused ? (
            <p className="text-sm text-orange-800 px-3 m-0" role="note" data-testid={`sidebar-remote-refused-${remote.name}`}>
              {refusedText(remote.name, remote.refused)}
            </p>
          ) : (
            <ul className="list-none p-0 m-0 flex flex-column gap-1">
              {items.map((item) => (
                <li key={item.id}>
                  <NavLink
                    to={customerPath(item.path, customerUid, item.query)}
                    className={linkClass}
                    onMouseEnter={() => loader?.preload(remote)}
                    onFocus={() => loader?.preload(remote)}
                    onClick={onNavigate}
                  >
                    {item.icon ? <i className={item.icon} aria-hidden /> : null}
                    <span>{t(item.labelKey)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      {!loading && (error || failedRemotes.length > 0) ? (
        <div className="flex flex-column gap-2 p-2 border-1 border-red-200 border-round bg-red-50" role="alert" data-testid="sidebar-remote-error">
          <span className="text-sm text-red-700">
            {error
              ? t('shell:layout.remotesUnavailable')
              : failedRemotes
                  .map((remote) => t('shell:remote.loadFailed', { name: t(`shell:remote.names.${remote.name}`, { defaultValue: remote.name }) }))
                  .join(' ')}
          </span>
          <Button type="button" size="small" outlined icon="pi pi-refresh" label={t('shell:remote.retry')} onClick={reload} />
        </div>
      ) : null}
      <div className="mt-auto">
        {/* Spec §2 Layout: one imprint link, with or without a customer: the customer's legal notice, else the portal's. */}
        {customerUid ? (
          <NavLink to={customerRouteLink(customerUid, ROUTES.customer.legalNotice)} className={linkClass} onClick={onNavigate} data-testid="imprint-link">
            <i className="pi pi-info-circle" aria-hidden />
            <span>{t('common:layout.imprint')}</span>
          </NavLink>
        ) : (
          <a href={`/res/legal_notice_${lang}.html`} target="_blank" rel="noopener" className={linkClass({ isActive: false })} data-testid="imprint-link">
            <i className="pi pi-info-circle" aria-hidden />
            <span>{t('common:layout.imprint')}</span>
          </a>
        )}
      </div>
    </nav>
  );
});
