import { currentLocale } from '../i18n';

/** The headers of every API call, through the store or not. */
export function setPortalHeaders(headers: Headers): Headers {
  // The server refuses state-changing calls without it (CSRF, DESIGN.md §6).
  headers.set('X-Requested-With', 'XMLHttpRequest');
  // The server answers its error messages in this language (de or en).
  headers.set('Accept-Language', currentLocale());
  return headers;
}
