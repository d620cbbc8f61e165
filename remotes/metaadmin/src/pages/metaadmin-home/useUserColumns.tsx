import { useMemo } from 'react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { ListColumn } from '@vws/shared/list';
import type { AdminUser } from '@vws/shared/contract/meta-admin';
import { useMetaadminTranslation } from '../../i18n';

/** A user as the list shows him: his texts travel with him (PrimeReact memoises cells by row). */
export type ShownUser = AdminUser & { nameText: string; customerTexts: string[]; profileText: string; stateText: string; lockText: string };

const byName = (u: AdminUser) => `${u.lastname} ${u.firstname}`;
const byCustomers = (u: AdminUser) => u.customers.map((c) => c.name).join(', ');

/** Name, e-mail, state and the actions are the key columns; customers and roles drop below 1100 px unless chosen. */
export function useUserColumns(onLock: (user: AdminUser) => void, onSendLink: (user: AdminUser) => void): ListColumn<AdminUser, ShownUser>[] {
  const { t } = useMetaadminTranslation();
  return useMemo<ListColumn<AdminUser, ShownUser>[]>(
    () => [
      { sortKey: 'name', sortValue: byName, header: t('users.name'), style: { minWidth: '10rem' }, body: (u) => u.nameText },
      { field: 'email', header: t('users.email'), bodyClassName: 'vws-wrap-anywhere', style: { minWidth: '12rem' } },
      {
        sortKey: 'customers',
        sortValue: byCustomers,
        header: t('users.customers'),
        priority: 2,
        body: (u) => (
          <ul className="m-0 pl-3 text-sm">
            {u.customerTexts.map((text, index) => (
              <li key={u.customers[index]!.customer_uid}>{text}</li>
            ))}
            {u.profileText && <li className="text-600">{u.profileText}</li>}
          </ul>
        ),
      },
      {
        field: 'is_active',
        header: t('users.state'),
        style: { width: '9rem' },
        body: (u) => (
          <div className="flex flex-column gap-1">
            <Tag severity={u.is_active ? 'success' : 'danger'} value={u.stateText} />
            {!u.has_password && <small className="text-600">{t('users.noPassword')}</small>}
          </div>
        ),
      },
      {
        actionKey: 'actions',
        style: { width: '13rem' },
        body: (u) => (
          // Wrapping, never clipping: at 1280 px the lock button's label was cut off ("Sperre").
          <div className="flex flex-wrap gap-1">
            <Button
              text
              size="small"
              className="white-space-nowrap"
              icon={u.is_active ? 'pi pi-lock' : 'pi pi-lock-open'}
              label={u.lockText}
              onClick={() => onLock(u)}
            />
            <Button text size="small" className="white-space-nowrap" icon="pi pi-envelope" label={t('users.passwordLink')} onClick={() => onSendLink(u)} />
          </div>
        ),
      },
    ],
    [t, onLock, onSendLink],
  );
}
