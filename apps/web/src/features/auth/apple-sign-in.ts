import { APPLE_SIGN_IN_TIMEOUT_MS } from '@larder/domain/constants';
import { isNativeIos } from '../../lib/platform.ts';
import { AppleSignInError, appleErrorKind } from './apple-errors.ts';
import { createAppleNonce } from './apple-nonce.ts';

interface AppleAuthorizeOptions {
  clientId: string;
  redirectURI: string;
  scopes: string;
  nonce: string;
}
interface AppleAuthorizeResult {
  response?: { identityToken?: string | null } | null;
}
interface SignInWithApplePlugin {
  authorize?: (options: AppleAuthorizeOptions) => Promise<AppleAuthorizeResult | null | undefined>;
}

function applePlugin(): SignInWithApplePlugin | undefined {
  const global = window as unknown as {
    Capacitor?: { Plugins?: { SignInWithApple?: SignInWithApplePlugin } };
  };
  return global.Capacitor?.Plugins?.SignInWithApple;
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new AppleSignInError('timeout')), ms));
}

/**
 * Asks iOS for an Apple identity token (native app only), with a fresh nonce and a 15 s limit.
 * Answers the token and the raw nonce for `POST /api/auth/sign-in/apple-id-token`.
 */
export async function appleIdentity(): Promise<{ idToken: string; nonce: string }> {
  if (!isNativeIos()) throw new AppleSignInError('unsupported-platform');
  const plugin = applePlugin();
  if (typeof plugin?.authorize !== 'function') throw new AppleSignInError('plugin-unavailable');
  const { raw, hashed } = await createAppleNonce();
  let result: AppleAuthorizeResult | null | undefined;
  try {
    result = await Promise.race([
      plugin.authorize({ clientId: '', redirectURI: '', scopes: 'email name', nonce: hashed }),
      timeout(APPLE_SIGN_IN_TIMEOUT_MS),
    ]);
  } catch (error) {
    throw error instanceof AppleSignInError ? error : new AppleSignInError(appleErrorKind(error));
  }
  if (!result?.response) throw new AppleSignInError('no-response');
  const idToken = result.response.identityToken;
  if (!idToken) throw new AppleSignInError('no-identity-token');
  return { idToken, nonce: raw };
}
