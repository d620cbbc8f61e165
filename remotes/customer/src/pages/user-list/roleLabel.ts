import { useCallback } from 'react';
import { useCustomerTranslation } from '../../i18n';

const KNOWN = ['Mitglied', 'Leser', 'PO', 'Bearbeiter', 'DSB', 'Kundenadmin'] as const;
type KnownRole = (typeof KNOWN)[number];

/** A role's name in the user's language; an unknown role keeps its stored name. */
export function useRoleLabel(): (name: string) => string {
  const { t } = useCustomerTranslation();
  return useCallback((name: string) => (KNOWN.includes(name as KnownRole) ? t(`roles.${name as KnownRole}`) : name), [t]);
}
