import path from 'node:path';
import { z } from 'zod';
import { createLocalStorage } from './local-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Storage } from './s3-storage.ts';

const httpUrl = (example: string) =>
  z
    .string()
    .refine((value) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
      error: `expected an http:// or https:// URL such as ${example}`,
    })
    .transform((value) => value.replace(/\/+$/, ''));

/** Fields for the env schema. All optional: with none set, uploads go to a folder under DATA_DIR. */
export const storageEnvShape = {
  UPLOADS_DIR: z.string().min(1, { error: 'expected a folder path' }).optional(),
  S3_ENDPOINT: httpUrl('https://s3.eu-central-1.amazonaws.com').optional(),
  S3_REGION: z.string().min(1, { error: 'expected a region such as us-east-1' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1, { error: 'expected an access key id' }).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, { error: 'expected a secret access key' }).optional(),
  S3_PUBLIC_URL: httpUrl('https://files.example.com').optional(),
};

export interface StorageEnv {
  UPLOADS_DIR?: string;
  S3_ENDPOINT?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_PUBLIC_URL?: string;
}

/**
 * S3 when S3_ENDPOINT is set, else the local folder. Half an S3 setup is refused at start-up rather than
 * silently storing files locally where the operator does not expect them.
 */
export function storageFrom(
  env: StorageEnv,
  defaults: { dataDir: string; publicUrl: string },
): ObjectStorage {
  if (env.S3_ENDPOINT) {
    const required = (name: 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY') => {
      const value = env[name];
      if (!value) throw new Error(`${name} is required when S3_ENDPOINT is set.`);
      return value;
    };
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION ?? 'us-east-1',
      accessKeyId: required('S3_ACCESS_KEY_ID'),
      secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
      publicBaseUrl: env.S3_PUBLIC_URL ?? env.S3_ENDPOINT,
    });
  }
  return createLocalStorage({
    rootDir: env.UPLOADS_DIR ?? path.join(defaults.dataDir, 'uploads'),
    publicBaseUrl: defaults.publicUrl,
  });
}
