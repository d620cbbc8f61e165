import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

const printQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('print') : null);

/**
 * True while the page is printed (the browser's print, or print media emulated): a report shows all
 * rows then, without a pager. The state is rendered synchronously before the browser lays out the pages.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(() => printQuery()?.matches ?? false);
  useEffect(() => {
    const query = printQuery();
    const set = (value: boolean) => flushSync(() => setPrinting(value));
    const before = () => set(true);
    const after = () => set(query?.matches ?? false);
    const changed = (event: MediaQueryListEvent) => set(event.matches);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    query?.addEventListener('change', changed);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      query?.removeEventListener('change', changed);
    };
  }, []);
  return printing;
}
