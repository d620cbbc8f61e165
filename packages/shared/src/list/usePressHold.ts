import { useCallback, useState } from 'react';

/**
 * Whether a press is under way: from the pointer going down until the click that its release makes
 * has fired. The DataTable must not take the first rows' place in between: a tap on a row or a link
 * that started its loading lost its click when the element under the finger was replaced.
 */
export function usePressHold(): [pressed: boolean, press: () => void] {
  const [pressed, setPressed] = useState(false);
  const press = useCallback(() => {
    setPressed(true);
    // The click follows the release in the same task: let it fire before the swap.
    const release = () => setTimeout(() => setPressed(false), 0);
    document.addEventListener('pointerup', release, { once: true, capture: true });
    document.addEventListener('pointercancel', release, { once: true, capture: true });
  }, []);
  return [pressed, press];
}
