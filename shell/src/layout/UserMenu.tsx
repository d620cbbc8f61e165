import { useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import type { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { onDemand, useAppSelector, useOnDemand, useOpenOnArrival, usePermissions, useTranslation } from '@vws/shared/core';
import { useSignOut } from '../session/useSignOut';

// PrimeReact's Menu with its transition (4–5 kB gzip) is not needed before the user opens the menu:
// it loads when the pointer or the focus comes to the button, or at the click.
const popupMenu = onDemand(() => import('primereact/menu').then((module) => module.Menu));

/**
 * Profile, meta admin (with META_Admin_Module_Access, spec §2 Layout) and sign out. The local
 * setting showMetaPermissionMenuItems governs only the sidebar's meta-flagged items.
 */
export function UserMenu() {
  const { t } = useTranslation('common');
  const menu = useRef<Menu>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const PopupMenu = useOnDemand(popupMenu, wanted);
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.session.user);
  const { has } = usePermissions();
  const signOut = useSignOut();
  const askToOpen = useOpenOnArrival(PopupMenu !== null, () => {
    const target = button.current;
    // Menu.show places the popup at the event's currentTarget: the button, as a click would.
    if (target) menu.current?.show({ currentTarget: target } as unknown as SyntheticEvent);
  });
  if (!user) return null;

  const items: MenuItem[] = [
    { label: t('layout.profile'), icon: 'pi pi-user', command: () => navigate('/userprofile') },
    ...(has('META_Admin_Module_Access') ? [{ label: t('layout.metaAdmin'), icon: 'pi pi-cog', command: () => navigate('/metaadmin') }] : []),
    { separator: true },
    { label: t('actions.signOut'), icon: 'pi pi-sign-out', command: () => void signOut() },
  ];
  const name = `${user.firstname} ${user.lastname}`.trim() || user.email;
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    if (menu.current) {
      menu.current.toggle(event);
      return;
    }
    button.current = event.currentTarget;
    askToOpen();
    setWanted(true);
  };
  return (
    <>
      {PopupMenu && <PopupMenu model={items} popup ref={menu} id="user-menu" />}
      <Button
        type="button"
        text
        icon="pi pi-user"
        label={name}
        aria-label={`${name} (${t('layout.userMenu')})`}
        aria-haspopup
        aria-controls={PopupMenu ? 'user-menu' : undefined}
        data-testid="user-menu"
        className="user-menu-button white-space-nowrap"
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onClick={toggle}
      />
    </>
  );
}
