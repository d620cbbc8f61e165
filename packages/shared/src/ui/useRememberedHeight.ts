import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';

const STORAGE_KEY = 'vws.blockHeights';
const MAX_ENTRIES = 200;

/** The window's width class (PrimeFlex's breakpoints): a block wraps differently in each. */
function widthClass(): string {
  const width = window.innerWidth;
  return width >= 1200 ? 'xl' : width >= 992 ? 'lg' : width >= 768 ? 'md' : 'sm';
}

function readAll(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function remember(key: string, height: number): void {
  const all = readAll();
  if (all[key] === height) return;
  delete all[key];
  all[key] = height;
  const keys = Object.keys(all);
  // The oldest go first (insertion order): a browser that has seen many customers keeps the latest.
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete all[old];
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the placeholder keeps its default height.
  }
}

/**
 * The height a block of loaded content had the last time this browser showed it (per key and
 * window width class), for its placeholder while it loads again: a dashboard card whose content
 * arrives later then takes the place it will fill, and the cards below do not move (layout
 * shift). `ref` goes on the element around the loaded content, which is measured while shown;
 * `placeholderStyle` on the placeholder's.
 * `key` null: nothing is remembered (no customer yet).
 */
export function useRememberedHeight(key: string | null): { ref: (element: HTMLElement | null) => void; placeholderStyle: CSSProperties | undefined } {
  const [placeholderStyle] = useState(() => {
    const height = key ? readAll()[`${key}@${widthClass()}`] : undefined;
    return height ? { minHeight: height } : undefined;
  });
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || !key || typeof ResizeObserver === 'undefined') return;
      observer.current = new ResizeObserver(() => {
        const measured = Math.round(element.getBoundingClientRect().height);
        if (measured > 0) remember(`${key}@${widthClass()}`, measured);
      });
      observer.current.observe(element);
    },
    [key],
  );
  return { ref, placeholderStyle };
}
