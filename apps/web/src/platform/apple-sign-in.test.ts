import { describe, expect, it, vi } from 'vitest';
import { nativeAppleSignIn, noAppleSignIn } from './apple-sign-in.ts';

describe('native Sign in with Apple', () => {
  it("asks for the name and email with Larder's hashed nonce, and answers Apple's response", async () => {
    const response = {
      response: {
        user: '001.apple',
        email: null,
        givenName: null,
        familyName: null,
        identityToken: 'id.token',
        authorizationCode: 'code',
      },
    };
    const plugin = { authorize: vi.fn(async () => response) };
    const load = vi.fn(async () => plugin);
    const apple = nativeAppleSignIn(load, () => true);
    expect(apple.available()).toBe(true);
    expect(load).not.toHaveBeenCalled();
    expect(await apple.authorize('hashed-nonce')).toBe(response);
    expect(plugin.authorize).toHaveBeenCalledWith({
      clientId: '',
      redirectURI: '',
      scopes: 'email name',
      nonce: 'hashed-nonce',
    });
  });

  it("passes on Apple's refusal as it comes (the feature names it)", async () => {
    const cancelled = { code: '1001', message: 'canceled' };
    const apple = nativeAppleSignIn(
      async () => ({ authorize: () => Promise.reject(cancelled) }),
      () => true,
    );
    await expect(apple.authorize('hashed-nonce')).rejects.toBe(cancelled);
  });

  it('says whether the build carries the plugin', () => {
    expect(
      nativeAppleSignIn(
        () => Promise.reject(new Error('missing')),
        () => false,
      ).available(),
    ).toBe(false);
  });
});

describe('no Sign in with Apple (web, Android)', () => {
  it('is not available', async () => {
    expect(noAppleSignIn.available()).toBe(false);
    await expect(noAppleSignIn.authorize('hashed-nonce')).rejects.toThrow('only in the iOS app');
  });
});
