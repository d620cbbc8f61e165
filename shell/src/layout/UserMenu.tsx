import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useAppSelector, usePermissions, useTranslation } from '@vws/shared/core';
import { useSignOut } from '../session/useSignOut';

/**
 * Profile, meta admin (with META_Admin_Module_Access, spec §2 Layout) and sign out. The local
 * setting showMetaPermissionMenuItems governs only the sidebar's meta-flagged items.
 */
export function UserMenu() {
  const { t } = useTranslation('common');
  const menu = useRef<Menu>(null);
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.session.user);
  const { has } = usePermissions();
  const signOut = useSignOut();
  if (!user) return null;

  const items: MenuItem[] = [
    { label: t('layout.profile'), icon: 'pi pi-user', command: () => navigate('/userprofile') },
    ...(has('META_Admin_Module_Access') ? [{ label: t('layout.metaAdmin'), icon: 'pi pi-cog', command: () => navigate('/metaadmin') }] : []),
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
