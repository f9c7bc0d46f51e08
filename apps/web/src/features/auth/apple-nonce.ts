import { APPLE_NONCE_HASH, APPLE_NONCE_LENGTH } from '@larder/domain/constants';

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-._';

/** `length` random characters from a 65-character set, without modulo bias. */
export function randomNonce(length: number = APPLE_NONCE_LENGTH): string {
  const limit = 256 - (256 % CHARSET.length);
  let nonce = '';
  while (nonce.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && nonce.length < length) nonce += CHARSET[byte % CHARSET.length];
    }
  }
  return nonce;
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest(APPLE_NONCE_HASH, new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Apple sign-in nonce (spec §9): Apple gets the SHA-256 hash and puts it in the identity token;
 * the server gets the raw value, hashes it and compares.
 */
export async function createAppleNonce(): Promise<{ raw: string; hashed: string }> {
  const raw = randomNonce();
  return { raw, hashed: await sha256Hex(raw) };
}
