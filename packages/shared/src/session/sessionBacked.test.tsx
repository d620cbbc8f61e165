import { renderHook } from '@testing-library/react';
import { useSessionBacked } from './sessionBacked';
import { sessionStore } from './sessionStore';

beforeEach(() => sessionStorage.clear());

describe('useSessionBacked (spec §9: reference stores in session storage)', () => {
  it('keeps an answer in session storage and offers it again before the next answer arrives', () => {
    const first = renderHook(({ data }) => useSessionBacked('vvt.references', data), { initialProps: { data: { ebenen: [1, 2, 3] } as object | undefined } });
    expect(JSON.parse(sessionStorage.getItem('vws.vvt.references')!)).toEqual({ ebenen: [1, 2, 3] });
    first.unmount();
    // A reload: the query has not answered yet.
    const reloaded = renderHook(() => useSessionBacked<object>('vvt.references', undefined));
    expect(reloaded.result.current).toEqual({ ebenen: [1, 2, 3] });
  });

  it('is gone with the tab stores (sign-out, another customer)', () => {
    renderHook(() => useSessionBacked('audit.references.themenbloecke', [{ ID: 1, Name: 'Organisation' }])).unmount();
    sessionStore.clearAll();
    expect(renderHook(() => useSessionBacked('audit.references.themenbloecke', undefined)).result.current).toBeUndefined();
  });
});
