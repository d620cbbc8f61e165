import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusHeadingWhenShown, keepFocusInPage } from './focusManagement';

/** Focus to the new page's h1 after each navigation (not on the first load), and kept in the page. */
export function useFocusManagement(): void {
  const { pathname } = useLocation();
  const firstPath = useRef<string | null>(pathname);
  useEffect(() => keepFocusInPage(document), []);
  useEffect(() => {
    if (firstPath.current === pathname) return undefined;
    firstPath.current = null;
    return focusHeadingWhenShown(document);
  }, [pathname]);
}
