import { renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { createPortalStore } from '../api/store';
import { customerChanged } from '../session/actions';
import { customerPath, customerRouteLink, ROUTES, routeLink, withQuery } from './routes';
import { useCustomerRoute } from './useCustomerRoute';

describe('routeLink', () => {
  it('fills the parameters of a pattern and appends the query', () => {
    expect(routeLink(ROUTES.vvt.list, { ebenenr: 2 })).toBe('/vvt-list/2');
    expect(routeLink(ROUTES.vvt.detail, { ebenenr: 3 }, { id: 41, tab: undefined })).toBe('/vvt-detail/3?id=41');
    expect(routeLink(ROUTES.audit.list)).toBe('/audit');
    expect(routeLink(ROUTES.vvt.fullReport, null, { reportType: 'internal' })).toBe('/vvt-full-report?reportType=internal');
  });

  it('refuses what the table does not know (the type check fails on each line below)', () => {
    const typeErrors = () => [
      // @ts-expect-error a path that is not in the table
      routeLink('/audit-typo'),
      // @ts-expect-error a wrong parameter name
      routeLink(ROUTES.vvt.list, { level: 1 }),
    ];
    expect(typeof typeErrors).toBe('function');
    // @ts-expect-error a pattern with a parameter needs it
    expect(() => routeLink(ROUTES.vvt.list)).toThrow('Missing ":ebenenr" param');
  });

  it("names every pattern once: no module can claim another one's route", () => {
    const all = Object.values(ROUTES).flatMap((routes) => Object.values(routes) as string[]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('customer links (spec §2: every customer page carries cuid)', () => {
  it('puts cuid first and keeps the rest of the query', () => {
    expect(customerPath('/audit', 'c-1')).toBe('/audit?cuid=c-1');
    expect(customerPath('/vvt-full-report', 'c-1', 'reportType=internal')).toBe('/vvt-full-report?cuid=c-1&reportType=internal');
    expect(customerPath('/audit', 'c-2', new URLSearchParams('cuid=c-1&page=2'))).toBe('/audit?cuid=c-2&page=2');
    expect(customerPath('/audit', undefined, { page: 2 })).toBe('/audit?page=2');
    expect(customerRouteLink('c 1', ROUTES.vvt.list, { ebenenr: 1 })).toBe('/vvt-list/1?cuid=c+1');
    expect(withQuery('/x', {})).toBe('/x');
  });

  it('useCustomerRoute adds the current customer', () => {
    const store = createPortalStore();
    store.dispatch(customerChanged({ customerUid: 'c-muster', name: 'Muster GmbH', permissions: [] }));
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useCustomerRoute(), { wrapper });
    expect(result.current(ROUTES.audit.detail, null, { id: 7 })).toBe('/auditfrage?cuid=c-muster&id=7');
  });
});
