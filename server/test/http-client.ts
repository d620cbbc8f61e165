/** A real HTTP call to an API process (fetch), with the session cookies it set. */
export interface HttpReply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it checks
  body: any;
  /** Cookies the answer set (name → value; '' = cleared). */
  cookies: Record<string, string>;
}

export interface CallOptions {
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function call(api: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: CallOptions = {}): Promise<HttpReply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (method !== 'GET') headers['x-requested-with'] = 'XMLHttpRequest';
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${api}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  const cookies = Object.fromEntries(
    res.headers.getSetCookie().map((c) => {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      return [pair!.slice(0, at), /max-age=0|expires=thu, 01 jan 1970/i.test(c) ? '' : pair!.slice(at + 1)];
    }),
  );
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, cookies };
}

/** The Cookie header carrying the session cookies of an answer. */
export function sessionCookie(reply: HttpReply): string {
  return Object.entries(reply.cookies)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/** Signs in through one process; the session (cookies) is valid on every process sharing the database and JWT_SECRET. */
export async function signIn(api: string, email: string, password: string, headers?: Record<string, string>): Promise<string> {
  const reply = await call(api, 'POST', '/auth/sign-in', { body: { email, password }, headers });
  if (reply.status !== 200) throw new Error(`sign-in of ${email} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return sessionCookie(reply);
}
