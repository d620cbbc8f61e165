import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type RoleName } from '../permissions/roles';

const isRoleName = (name: string): name is RoleName => Object.hasOwn(ROLES, name);

/**
 * A customer role's name in the user's language ('PO' → 'Prozessverantwortlicher (PO)' /
 * 'Process owner (PO)'); a role the portal does not know keeps its stored name.
 */
export function useRoleLabel(): (name: string) => string {
  const { t } = useTranslation('common');
  return useCallback((name: string) => (isRoleName(name) ? t(`roles.${name}`) : name), [t]);
}
