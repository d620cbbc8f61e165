/**
 * Where the keyboard focus goes when the page under it changes (issue 12, WCAG 2.4.3): the shell
 * does it for every remote, so a page only has to render its level-one heading.
 */

const OVERLAY_PANELS = '.p-multiselect-panel, .p-dropdown-panel, .p-autocomplete-panel, .p-datepicker, .p-overlaypanel';
const OVERLAY_OWNERS = '.p-multiselect, .p-dropdown, .p-autocomplete, .p-calendar';

function focusLost(doc: Document): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || !active.isConnected;
}

/** Focuses the page's h1 (made focusable by script only); scrolling is left to the router. */
export function focusHeading(doc: Document): boolean {
  const heading = doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a navigation: once the new page shows its h1, focus it, unless the user has already put the
 * focus into the page (an autofocused field). Waits for lazily loaded remotes up to timeoutMs.
 */
export function focusHeadingWhenShown(doc: Document, timeoutMs = 8000): () => void {
  const attempt = () => {
    if (!doc.querySelector('h1')) return false;
    const main = doc.querySelector('main');
    const active = doc.activeElement;
    if (focusLost(doc) || (main && active && !main.contains(active))) focusHeading(doc);
    return true;
  };
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Keeps the focus from falling to <body> within a page: Escape in an overlay (a filter's option
 * list) returns it to the control that opened the overlay; a focused control that disappears or is
 * disabled (a Save button while saving, a form replaced after saving) hands it to the page's h1.
 */
export function keepFocusInPage(doc: Document): () => void {
  let lastOwner: HTMLElement | null = null;
  let lastFocused: HTMLElement | null = null;
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    lastFocused = target;
    if (target.closest?.(OVERLAY_OWNERS)) lastOwner = target;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !(doc.activeElement as Element | null)?.closest?.(OVERLAY_PANELS)) return;
    const owner = lastOwner;
    // The panel fades out before it is removed: hand the focus back at once, not when it is gone.
    setTimeout(() => {
      const stillInPanel = !!(doc.activeElement as Element | null)?.closest?.(OVERLAY_PANELS);
      if ((stillInPanel || focusLost(doc)) && owner?.isConnected) owner.focus();
    }, 0);
  };
  // Removing or disabling the focused element fires no focus event: watch the DOM instead.
  const observer = new MutationObserver(() => {
    const left = lastFocused;
    if (!left || !focusLost(doc)) return;
    if (left.isConnected && !left.matches(':disabled')) return;
    lastFocused = null;
    if (left.closest(OVERLAY_PANELS)) return; // Escape or a choice in an option list: see onKeyDown
    // A Save button disabled while saving hands the focus to its save bar, which stays in view.
    const bar = left.isConnected ? left.closest<HTMLElement>('[data-save-bar]') : null;
    setTimeout(() => {
      if (!focusLost(doc)) return;
      if (bar?.isConnected) bar.focus();
      else focusHeading(doc);
    }, 0);
  });
  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('keydown', onKeyDown, true);
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    doc.removeEventListener('focusin', onFocusIn, true);
    doc.removeEventListener('keydown', onKeyDown, true);
    observer.disconnect();
  };
}
