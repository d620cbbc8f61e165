/**
 * Run-time configuration of the API client: where the API lives (the portal serves it under
 * /api; an embedded module points at the portal's origin) and how to leave the current page
 * (the shell registers its router; without one the browser navigates).
 */

const DEFAULT_BASE_URL = '/api';
let apiBaseUrl = DEFAULT_BASE_URL;

export function configureApiBase(options: { baseUrl?: string }): void {
  const base = options.baseUrl?.trim();
  if (!base) {
    apiBaseUrl = DEFAULT_BASE_URL;
    return;
  }
  const withoutSlash = base.replace(/\/+$/, '');
  // An origin alone (https://portal.example.com) means the portal's API below it.
  apiBaseUrl = /^https?:\/\/[^/]+$/i.test(withoutSlash) ? `${withoutSlash}${DEFAULT_BASE_URL}` : withoutSlash;
}

export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

export type PortalNavigator = (path: string) => void;

/**
 * Without a registered router the browser navigates. An embedded module whose API lives on the
 * portal's origin sends the user to the portal's page (e.g. its /signin), not to the host page's.
 */
const browserNavigator: PortalNavigator = (path) => {
  if (typeof window === 'undefined') return;
  window.location.assign(`${portalOrigin()}${path}`);
};

function portalOrigin(): string {
  const absolute = /^(https?:\/\/[^/]+)/i.exec(apiBaseUrl);
  if (!absolute || typeof window === 'undefined') return '';
  return absolute[1].toLowerCase() === window.location.origin.toLowerCase() ? '' : absolute[1];
}
let currentNavigator: PortalNavigator = browserNavigator;

/** The shell registers its router here so the API client can send the user to /signin. */
export function setNavigator(fn: PortalNavigator | null): void {
  currentNavigator = fn ?? browserNavigator;
}

export function navigateTo(path: string): void {
  currentNavigator(path);
}
