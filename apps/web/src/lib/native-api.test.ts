import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The Keychain as the platform hands it to lib/auth-token.ts. */
const keychain = vi.hoisted(() => new Map<string, string>());
vi.mock('../platform/index.ts', () => ({
  platform: () => ({
    secureStore: {
      get: async (key: string) => keychain.get(key) ?? null,
      set: async (key: string, value: string) => void keychain.set(key, value),
      remove: async (key: string) => void keychain.delete(key),
    },
  }),
}));

const KEY = 'larder.session-token';
type Answer = () => Promise<Response>;
let sent: { url: string; init: RequestInit }[] = [];

/** The server: answers in turn, and records what the app sent. */
function server(...answers: Answer[]) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({ url, init });
      return (answers.shift() ?? (() => Promise.resolve(Response.json(null))))();
    }),
  );
}

const json =
  (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  () =>
    Promise.resolve(Response.json(body, { status, headers }));

/** A fresh app start: the module's memory of the token is empty; the Keychain keeps what it holds. */
async function app() {
  vi.resetModules();
  return import('./native-api.ts');
}

beforeEach(() => keychain.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the native app's way to the server", () => {
  it('sends the stored token as a bearer, without cookies', async () => {
    keychain.set(KEY, 'token-a');
    server(json({ items: [] }));
    await (await app()).nativeFetch('/api/pantry', { headers: { accept: 'application/json' } });
    const headers = new Headers(sent[0]?.init.headers);
    expect(sent[0]?.url).toBe('/api/pantry');
    expect(headers.get('authorization')).toBe('Bearer token-a');
    expect(headers.get('accept')).toBe('application/json');
    expect(sent[0]?.init.credentials).toBe('omit');
  });

  it('keeps the token a sign-in issues, and sends it from then on', async () => {
    server(json({ user: { id: 'u1' } }, { 'set-auth-token': 'token-b' }), json({ items: [] }));
    const { nativeFetch } = await app();
    await nativeFetch('/api/auth/sign-in/email', { method: 'POST' });
    expect(keychain.get(KEY)).toBe('token-b');
    await nativeFetch('/api/pantry', {});
    expect(new Headers(sent[1]?.init.headers).get('authorization')).toBe('Bearer token-b');
  });

  it('forgets a token the server says has no session, and keeps it on any other answer', async () => {
    keychain.set(KEY, 'token-a');
    server(json({ error: { code: 'unauthorized' } }, {}, 401), json(null));
    const { nativeFetch } = await app();
    await nativeFetch('/api/pantry', {});
    expect(keychain.get(KEY)).toBe('token-a');
    await nativeFetch('/api/auth/get-session', {});
    expect(keychain.has(KEY)).toBe(false);
  });

  it('forgets the token when the cook signs out, even if the server could not end the session', async () => {
    keychain.set(KEY, 'token-a');
    server(json({ error: { code: 'unavailable' } }, {}, 503));
    await (await app()).nativeFetch('/api/auth/sign-out', { method: 'POST' });
    expect(keychain.has(KEY)).toBe(false);
  });

  it('a late "no session" about an old token does not forget the new one a sign-in stored meanwhile', async () => {
    keychain.set(KEY, 'token-a');
    let answerOld: (response: Response) => void = () => undefined;
    server(
      () => new Promise((resolve) => (answerOld = resolve)),
      json({ user: { id: 'u1' } }, { 'set-auth-token': 'token-b' }),
    );
    const { nativeFetch } = await app();
    const old = nativeFetch('/api/auth/get-session', {});
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await nativeFetch('/api/auth/sign-in/email', { method: 'POST' });
    answerOld(Response.json(null));
    await old;
    expect(keychain.get(KEY)).toBe('token-b');
  });
});
