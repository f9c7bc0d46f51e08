import { desc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { mailOutbox } from '../src/db/schema.ts';

let nextAddress = 1;

/**
 * Calls the app like one browser would: it keeps the cookies the server sets, sends the Origin, and
 * comes from an address of its own (X-Forwarded-For; build the app with TRUST_PROXY=true).
 */
export function browserSession(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  origin = 'http://localhost:8080',
) {
  const cookies = new Map<string, string>();
  const address = `198.51.100.${nextAddress++ % 250}`;
  async function request(
    path: string,
    init: { method?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { origin, 'x-forwarded-for': address, ...init.headers };
    if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    // A form is sent as multipart/form-data, its boundary in the content type the request sets itself.
    const body = init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
    const response = await app.request(path, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      if (/max-age=0/i.test(line) || value === '') cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    return response;
  }
  return { request, cookies };
}

/** The newest mail queued for an address, with the token of its first Larder link. */
export async function latestMail(db: Db, to: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail queued for ${to}`);
  const link = /https?:\/\/\S+?\?token=[^\s"<]+/.exec(mail.text ?? '')?.[0] ?? '';
  return { ...mail, link, token: new URL(link || 'http://x').searchParams.get('token') ?? '' };
}
