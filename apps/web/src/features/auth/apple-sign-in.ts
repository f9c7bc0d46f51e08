import { APPLE_SIGN_IN_TIMEOUT_MS } from '@larder/domain/constants';
import { isNativeIos } from '../../lib/platform.ts';
import { platform } from '../../platform/index.ts';
import { AppleSignInError, appleErrorKind } from './apple-errors.ts';
import { createAppleNonce } from './apple-nonce.ts';

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new AppleSignInError('timeout')), ms));
}

/**
 * Asks iOS for an Apple identity token (native app only), with a fresh nonce and a 15 s limit.
 * Answers the token and the raw nonce for `POST /api/auth/sign-in/apple-id-token`.
 */
export async function appleIdentity(): Promise<{ idToken: string; nonce: string }> {
  if (!isNativeIos()) throw new AppleSignInError('unsupported-platform');
  const apple = platform().apple;
  if (!apple.available()) throw new AppleSignInError('plugin-unavailable');
  const { raw, hashed } = await createAppleNonce();
  let result: Awaited<ReturnType<typeof apple.authorize>>;
  try {
    result = await Promise.race([apple.authorize(hashed), timeout(APPLE_SIGN_IN_TIMEOUT_MS)]);
  } catch (error) {
    throw error instanceof AppleSignInError ? error : new AppleSignInError(appleErrorKind(error));
  }
  if (!result?.response) throw new AppleSignInError('no-response');
  const idToken = result.response.identityToken;
  if (!idToken) throw new AppleSignInError('no-identity-token');
  return { idToken, nonce: raw };
}
