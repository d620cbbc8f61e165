import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useAppSelector, usePermissions, usePreferences, useTranslation } from '@vws/shared/core';
import { useSignOut } from '../session/useSignOut';

/** Profile, meta admin (only with META_Admin_Module_Access and the local setting showMetaPermissionMenuItems) and sign out. */
export function UserMenu() {
  const { t } = useTranslation('common');
  const menu = useRef<Menu>(null);
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.session.user);
  const { has } = usePermissions();
  const signOut = useSignOut();
  const { localSettings } = usePreferences();
  if (!user) return null;

  const items: MenuItem[] = [
    { label: t('layout.profile'), icon: 'pi pi-user', command: () => navigate('/userprofile') },
    ...(has('META_Admin_Module_Access') && localSettings.showMetaPermissionMenuItems
      ? [{ label: t('layout.metaAdmin'), icon: 'pi pi-cog', command: () => navigate('/metaadmin') }]
      : []),
    { separator: true },
    { label: t('actions.signOut'), icon: 'pi pi-sign-out', command: () => void signOut() },
  ];
  const name = `${user.firstname} ${user.lastname}`.trim() || user.email;
  return (
    <>
      <Menu model={items} popup ref={menu} id="user-menu" />
      <Button
        type="button"
        text
        icon="pi pi-user"
        label={name}
        aria-label={`${name} (${t('layout.userMenu')})`}
        aria-haspopup
        aria-controls="user-menu"
        data-testid="user-menu"
        className="user-menu-button white-space-nowrap"
        onClick={(event) => menu.current?.toggle(event)}
      />
    </>
  );
}
