import path from 'node:path';
import type { ObjectStorage } from './object-storage.ts';
import { type StorageEnv, storageFrom } from './storage-config.ts';

/** The app's upload store, and the folder to serve at /uploads when it is a local one (not S3). */
export function uploadsFromEnv(env: StorageEnv & { DATA_DIR: string; PUBLIC_URL: string }): {
  store: ObjectStorage;
  localDir: string | null;
} {
  return {
    store: storageFrom(env, { dataDir: env.DATA_DIR, publicUrl: env.PUBLIC_URL }),
    localDir: env.S3_ENDPOINT ? null : (env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads')),
  };
}
