/** Only paths of this portal are followed after sign-in (no open redirect to another site). */
export function safeRedirect(redirect: string | null | undefined): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  if (redirect.startsWith('/signin')) return null;
  return redirect;
}

/** /signin?redirect=<path+query> for the page the user wanted (spec §2 Navigation guard). */
export function signInPathFor(pathname: string, search: string): string {
  return `/signin?redirect=${encodeURIComponent(pathname + search)}`;
}
