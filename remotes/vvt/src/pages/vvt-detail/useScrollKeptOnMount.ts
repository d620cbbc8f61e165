import { useEffect, useState } from 'react';

/**
 * PrimeReact's TabView scrolls its active header into view when it mounts: below a long form that
 * moved the page 1,700 px down to the strip. Called by the tabs' owner (its effects run after the
 * TabView's), it puts the page back where it was: a record opens at its top.
 */
export function useScrollKeptOnMount(): void {
  const [scrollAtMount] = useState(() => window.scrollY);
  useEffect(() => {
    if (window.scrollY !== scrollAtMount) window.scrollTo({ top: scrollAtMount });
  }, [scrollAtMount]);
}
