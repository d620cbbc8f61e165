import { act, renderHook } from '@testing-library/react';
import { changeLanguage } from '../i18n';
import { ROLE_NAMES } from '../permissions/roles';
import { useRoleLabel } from './useRoleLabel';

afterEach(() => changeLanguage('de'));

it('names every customer role in the user language and keeps an unknown name as stored', async () => {
  await changeLanguage('de');
  const { result, rerender } = renderHook(() => useRoleLabel());
  expect(result.current('PO')).toBe('Prozessverantwortlicher (PO)');
  expect(result.current('Sonderrolle')).toBe('Sonderrolle');
  for (const name of ROLE_NAMES) expect(result.current(name)).not.toMatch(/^roles\./);

  await act(() => changeLanguage('en'));
  rerender();
  expect(result.current('Mitglied')).toBe('Member');
  expect(result.current('Kundenadmin')).toBe('Customer administrator');
});
