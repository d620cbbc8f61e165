import type { LightMyRequestResponse } from 'fastify';
import type { TestApp, UserClient } from './app';

/** The demo customers (src/seed). */
export const MUSTER = 'Muster GmbH';
export const BEISPIEL = 'Beispiel AG';

/** url with ?customer_uid= (and more query) appended. */
export function withCustomer(url: string, customerUid: string, query: Record<string, string | number> = {}): string {
  const params = new URLSearchParams({ customer_uid: customerUid, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  return `${url}?${params.toString()}`;
}

/** A client bound to one customer: every call carries its customer_uid. */
export interface CustomerClient {
  get(url: string, query?: Record<string, string | number>): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  user: UserClient;
  customerUid: string;
}

/** The signed-in demo account `email` (t.as) bound to `customer` (default Muster GmbH). */
export async function clientFor(t: TestApp, email: string, customer = MUSTER): Promise<CustomerClient> {
  const user = await t.as(email);
  const customerUid = await t.customerUid(customer);
  const url = (u: string, q?: Record<string, string | number>) => withCustomer(u, customerUid, q);
  return {
    user,
    customerUid,
    get: (u, q) => user.get(url(u, q)),
    post: (u, body) => user.post(url(u), body as never),
    put: (u, body) => user.put(url(u), body as never),
    delete: (u, body) => user.delete(url(u), body as never),
  };
}
