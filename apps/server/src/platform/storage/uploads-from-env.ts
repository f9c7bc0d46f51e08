import path from 'node:path';
import type { ObjectStorage } from './object-storage.ts';
import { type StorageEnv, storageFrom } from './storage-config.ts';

/**
 * The app's upload store, the folder to serve at /uploads when it is a local one (not S3), and the origin
 * S3 serves files from (pages may show pictures from there: the photos cooks add to recipes).
 */
export function uploadsFromEnv(env: StorageEnv & { DATA_DIR: string; PUBLIC_URL: string }): {
  store: ObjectStorage;
  localDir: string | null;
  imageOrigin?: string;
} {
  const s3 = env.S3_ENDPOINT ? new URL(env.S3_PUBLIC_URL ?? env.S3_ENDPOINT).origin : undefined;
  return {
    store: storageFrom(env, { dataDir: env.DATA_DIR, publicUrl: env.PUBLIC_URL }),
    localDir: env.S3_ENDPOINT ? null : (env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads')),
    ...(s3 ? { imageOrigin: s3 } : {}),
  };
}
