/**
 * The part of `http_ece` (RFC 8188 encrypted content coding, CommonJS, untyped) the push service stand-in
 * uses. Binary parameters may be Buffers or base64url strings.
 */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface EceParameters {
    /** `aes128gcm` (RFC 8188, what Web Push uses) unless told otherwise. */
    version?: 'aes128gcm' | 'aesgcm';
    /** The receiver's ECDH key pair when decrypting (the sender's when encrypting). */
    privateKey?: ECDH;
    /** The subscription's 16-byte auth secret. */
    authSecret?: Buffer | string;
    /** Encrypting only: the receiver's public key. For aes128gcm the sender's key travels in the body. */
    dh?: Buffer | string;
    salt?: Buffer | string;
    key?: Buffer | string;
    keyid?: Buffer | string;
    rs?: number;
    pad?: number;
  }

  const ece: {
    decrypt(buffer: Buffer, parameters: EceParameters): Buffer;
    encrypt(buffer: Buffer, parameters: EceParameters): Buffer;
  };
  export default ece;
}
