import { useState } from 'react';

/**
 * True from the first render in which `open` is true: a lazily loaded dialog (and its form code
 * with zod) is fetched when first opened, then stays mounted so it can animate closed and open again.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
