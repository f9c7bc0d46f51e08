/**
 * Where uploaded files live: a local folder by default, an S3-compatible store when configured. Callers
 * store bytes and learn the address people can open them at, and delete what they stored.
 */
export interface ObjectStorage {
  /** Stores the bytes at bucket/key and answers the object's public address. */
  put(bucket: string, key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Deletes bucket/key; an object that is already gone is not an error. */
  delete(bucket: string, key: string): Promise<void>;
  /** The keys in the bucket that start with `prefix` (one user's folder, so a handful). */
  list(bucket: string, prefix: string): Promise<string[]>;
  /** Human description for logs, e.g. "local folder /data/uploads" or "S3 https://s3.example.com". */
  describe(): string;
}
