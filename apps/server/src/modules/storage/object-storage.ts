/**
 * Where uploaded files live: a local folder by default, an S3-compatible store when configured. Callers
 * only ever need to store bytes and learn the address people can open them at.
 */
export interface ObjectStorage {
  /** Stores the bytes at bucket/key and answers the object's public address. */
  put(bucket: string, key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Human description for logs, e.g. "local folder /data/uploads" or "S3 https://s3.example.com". */
  describe(): string;
}
