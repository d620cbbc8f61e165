/** Customer pages carry ?cuid (spec §2); extra query (e.g. reportType=internal) is kept. */
export function customerLink(path: string, customerUid: string | null | undefined, query?: string): string {
  const params = new URLSearchParams(query ?? '');
  if (customerUid) params.set('cuid', customerUid);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
