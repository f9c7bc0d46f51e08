import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppleSignInError, appleErrorKind, appleErrorMessage } from './apple-errors.ts';
import { createAppleNonce, randomNonce, sha256Hex } from './apple-nonce.ts';
import { appleIdentity } from './apple-sign-in.ts';

type Authorize = (options: { nonce?: string }) => Promise<unknown>;

/** The plugin as the platform registers it (platform/index.ts); each test says what Apple answers. */
const apple = vi.hoisted(() => ({ authorize: null as Authorize | null }));
vi.mock('@capacitor/core', () => ({
  registerPlugin: (name: string) =>
    name === 'SignInWithApple'
      ? { authorize: (options: { nonce?: string }) => apple.authorize?.(options) }
      : undefined,
}));

/** The native iOS app, whose build carries the plugin when Apple's answer is given. */
function nativeIos(authorize?: Authorize) {
  apple.authorize = authorize ?? null;
  Object.assign(window, {
    Capacitor: {
      isNativePlatform: () => true,
      getPlatform: () => 'ios',
      isPluginAvailable: (name: string) => name === 'SignInWithApple' && authorize !== undefined,
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'Capacitor');
  vi.useRealTimers();
});

describe('Apple nonce', () => {
  it('is 32 random characters', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => randomNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9A-Za-z._-]{32}$/);
  });

  it('is hashed with SHA-256 into 64 hex characters', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const { raw, hashed } = await createAppleNonce();
    expect(raw).toHaveLength(32);
    expect(hashed).toBe(await sha256Hex(raw));
    expect(hashed).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('Apple errors', () => {
  it.each([
    [{ code: '1001', message: 'canceled' }, 'cancelled', null],
    [{ message: 'The operation couldn’t be completed. (AuthorizationError error 1001.)' }, 'cancelled', null],
    [{ code: '1004' }, 'failed', 'Apple Sign In failed. Please try again.'],
    [{ code: '1000' }, 'not-configured', expect.stringContaining('not set up')],
    [new Error('something odd'), 'not-configured', expect.stringContaining('not set up')],
    [{ code: 'UNIMPLEMENTED', message: 'Not implemented on web.' }, 'not-supported', expect.any(String)],
  ])('%o is %s', (error, kind, message) => {
    expect(appleErrorKind(error)).toBe(kind);
    expect(appleErrorMessage(error)).toEqual(message);
  });
});

describe('Apple identity', () => {
  it('is only offered in the native iOS app', async () => {
    await expect(appleIdentity()).rejects.toMatchObject({ kind: 'unsupported-platform' });
  });

  it('says when the plugin is missing', async () => {
    nativeIos();
    await expect(appleIdentity()).rejects.toMatchObject({
      kind: 'plugin-unavailable',
      message: 'Apple Sign In is not available on this device.',
    });
  });

  it('passes the hashed nonce to Apple and answers the token with the raw nonce', async () => {
    const authorize = vi.fn(async (_: { nonce?: string }) => ({ response: { identityToken: 'id.token' } }));
    nativeIos(authorize);
    const { idToken, nonce } = await appleIdentity();
    expect(idToken).toBe('id.token');
    expect(nonce).toHaveLength(32);
    expect(authorize.mock.calls[0]?.[0].nonce).toBe(await sha256Hex(nonce));
  });

  it.each([
    [async () => null, 'no-response'],
    [async () => ({ response: {} }), 'no-identity-token'],
    [() => Promise.reject({ code: '1001' }), 'cancelled'],
  ])('reports %s', async (authorize, kind) => {
    nativeIos(authorize);
    await expect(appleIdentity()).rejects.toMatchObject({ kind });
  });

  it('times out after 15 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let asked: () => void = () => undefined;
    const askedApple = new Promise<void>((resolve) => (asked = resolve));
    nativeIos(() => {
      asked();
      return new Promise(() => undefined);
    });
    const attempt = appleIdentity().catch((error: unknown) => error);
    await askedApple;
    await vi.advanceTimersByTimeAsync(14_999);
    expect(await Promise.race([attempt, Promise.resolve('waiting')])).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    const error = await attempt;
    expect(error).toBeInstanceOf(AppleSignInError);
    expect(error).toMatchObject({ kind: 'timeout' });
  });
});
