import { vi } from 'vitest';

/** `offline: true` makes the request fail as fetch does without a network. */
type Answer = { status?: number; body?: unknown; headers?: Record<string, string>; offline?: boolean };
type Route = Answer | ((init: RequestInit | undefined) => Answer | Promise<Answer>);

/**
 * Stubs `fetch` with a tiny fake of the server: `routes` maps "METHOD /api/path" (query ignored) to
 * an answer (or a function making one, which may wait). Unknown paths answer 404. Returns the calls made, for assertions.
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = url.split('?')[0] ?? url;
      const sent = init?.body;
      // A form (a photo) is kept as sent; JSON is read back.
      const body = sent instanceof FormData ? sent : sent ? JSON.parse(String(sent)) : undefined;
      calls.push({ method, path, body });
      const route = routes[`${method} ${path}`];
      const answer =
        typeof route === 'function'
          ? await route(init)
          : (route ?? { status: 404, body: { code: 'NOT_FOUND' } });
      if (answer.offline) throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json', ...answer.headers },
      });
    }),
  );
  return calls;
}

export const GUEST = {
  id: 'guest-1',
  email: 'temp@guest-1.invalid',
  isAnonymous: true,
  createdAt: '2025-01-01',
};
export const COOK = {
  id: 'cook-1',
  email: 'cook@example.com',
  isAnonymous: false,
  emailVerified: true,
  createdAt: '2025-01-01T00:00:00Z',
};
