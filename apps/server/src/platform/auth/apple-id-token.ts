import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';

export const APPLE_ISSUER = 'https://appleid.apple.com';

/**
 * Verifies an Apple identity token as Apple documents it: the signature against Apple's published keys,
 * the issuer, the audience (our client id), the expiry, and the nonce, which Apple's SDK carries as the
 * SHA-256 of the raw nonce the app generated.
 */
export function appleIdTokenVerifier(options: { clientId: string; jwksUrl: string }) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  return async (token: string, nonce?: string): Promise<boolean> => {
    if (!nonce) return false;
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: APPLE_ISSUER,
        audience: options.clientId,
        algorithms: ['RS256', 'ES256'],
      });
      // Only the hash: the token's nonce claim is readable by anyone holding the token, so accepting it
      // as the "raw" nonce would let a stolen token be replayed.
      return payload.nonce === createHash('sha256').update(nonce).digest('hex');
    } catch {
      return false;
    }
  };
}
