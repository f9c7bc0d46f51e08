import type { SignInWithApplePlugin } from '@capacitor-community/apple-sign-in';
import { onFirstUse } from './plugin.ts';
import type { AppleSignIn } from './types.ts';

/** Sign in with Apple is offered in the iOS app only; the web signs in with Apple through the server. */
export const noAppleSignIn: AppleSignIn = {
  available: () => false,
  authorize: () => Promise.reject(new Error('Sign in with Apple is only in the iOS app.')),
};

export type AppleModule = Pick<SignInWithApplePlugin, 'authorize'>;

/**
 * @capacitor-community/apple-sign-in. The native flow needs no client id or redirect: the app's own
 * bundle id is the audience. `available` says whether the native side of the plugin is in the build.
 */
export function nativeAppleSignIn(load: () => Promise<AppleModule>, available: () => boolean): AppleSignIn {
  const plugin = onFirstUse(load);
  return {
    available,
    async authorize(hashedNonce) {
      return (await plugin()).authorize({
        clientId: '',
        redirectURI: '',
        scopes: 'email name',
        nonce: hashedNonce,
      });
    },
  };
}
