import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { focusHeadingWhenShown, keepFocusInPage } from './focusManagement';

/**
 * Focus to the new page's h1 after each navigation (not on the first load), and kept in the page.
 * A new page opens at its top (a record chosen far down a list must not open half-way down); Back
 * and Forward leave the browser's own scroll restoration alone.
 */
export function useFocusManagement(): void {
  const { pathname } = useLocation();
  // Read when the path changes, not a trigger itself: a filter replacing the query must not refocus.
  const type = useNavigationType();
  const navigationType = useRef(type);
  useEffect(() => {
    navigationType.current = type;
  });
  const firstPath = useRef<string | null>(pathname);
  useEffect(() => keepFocusInPage(document), []);
  useEffect(() => {
    if (firstPath.current === pathname) return undefined;
    firstPath.current = null;
    if (navigationType.current !== 'POP') window.scrollTo({ top: 0 });
    return focusHeadingWhenShown(document);
  }, [pathname]);
}
