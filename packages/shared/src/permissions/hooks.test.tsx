import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createPortalStore } from '../api/store';
import { customerChanged } from '../session/actions';
import { profilePermissionsLoaded } from '../session/sessionSlice';
import { useHasPermission, usePermissions } from './hooks';

function storeWith(customer: string[], profile: string[]) {
  const store = createPortalStore();
  store.dispatch(customerChanged({ customerUid: 'c-muster', name: 'Muster GmbH', permissions: customer }));
  store.dispatch(profilePermissionsLoaded(profile));
  return store;
}

const wrapperFor = (store: ReturnType<typeof createPortalStore>) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };

describe('permission hooks (spec §6: customer or profile grant)', () => {
  it('passes when the customer grants it', () => {
    const store = storeWith(['VWS_Select', 'VWS_AuditFragen_View'], []);
    const { result } = renderHook(() => useHasPermission('VWS_AuditFragen_View'), { wrapper: wrapperFor(store) });
    expect(result.current).toBe(true);
  });

  it('passes when only the profile grants it, including the alternative spelling', () => {
    const store = storeWith(['VWS_Select'], ['META_Admin-Module_Access']);
    const { result } = renderHook(() => usePermissions(), { wrapper: wrapperFor(store) });
    expect(result.current.has('META_Admin_Module_Access')).toBe(true);
    expect(result.current.customer).toEqual(['VWS_Select']);
    expect(result.current.profile).toEqual(['META_Admin-Module_Access']);
  });

  it('passes for a list when any one is granted, and fails when none is', () => {
    const store = storeWith(['VWS_VVTProzesse_View_Assigned'], ['USER_DENY_Profile_Edit']);
    const { result } = renderHook(() => usePermissions(), { wrapper: wrapperFor(store) });
    expect(result.current.has(['VWS_VVTProzesse_View', 'VWS_VVTProzesse_View_Assigned'])).toBe(true);
    expect(result.current.has(['VWS_VVTProzesse_View', 'VWS_VVTProzesse_Edit'])).toBe(false);
    expect(result.current.has('META_Manage_Users')).toBe(false);
  });

  it('follows a customer switch', () => {
    const store = storeWith(['VWS_Select', 'VWS_User_ManageRoles'], []);
    const { result } = renderHook(() => useHasPermission('VWS_User_ManageRoles'), { wrapper: wrapperFor(store) });
    expect(result.current).toBe(true);
    act(() => {
      store.dispatch(customerChanged({ customerUid: 'c-beispiel', name: 'Beispiel AG', permissions: ['VWS_Select'] }));
    });
    expect(result.current).toBe(false);
  });
});
