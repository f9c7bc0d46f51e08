import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeS3 } from './fake-s3-server.ts';
import { storageEnvShape, storageFrom } from './storage-config.ts';

const defaults = { dataDir: '/var/lib/larder', publicUrl: 'http://localhost:8080' };
const schema = z.object(storageEnvShape);

describe('storageEnvShape', () => {
  it('accepts nothing at all, and http(s) URLs without their trailing slash', () => {
    expect(schema.parse({})).toEqual({});
    expect(
      schema.parse({
        S3_ENDPOINT: 'https://s3.example.com/',
        S3_PUBLIC_URL: 'http://cdn.example.com/files//',
      }),
    ).toEqual({ S3_ENDPOINT: 'https://s3.example.com', S3_PUBLIC_URL: 'http://cdn.example.com/files' });
  });

  it('refuses addresses that are not http(s)', () => {
    expect(schema.safeParse({ S3_ENDPOINT: 'ftp://s3.example.com' }).success).toBe(false);
    expect(schema.safeParse({ S3_PUBLIC_URL: 'cdn.example.com' }).success).toBe(false);
    expect(schema.safeParse({ UPLOADS_DIR: '' }).success).toBe(false);
  });
});

describe('storageFrom', () => {
  it('uses a folder under DATA_DIR by default', () => {
    const storage = storageFrom({}, defaults);
    expect(storage.describe()).toBe(`local folder ${path.resolve('/var/lib/larder/uploads')}`);
  });

  it('uses UPLOADS_DIR when set', () => {
    expect(storageFrom({ UPLOADS_DIR: '/srv/files' }, defaults).describe()).toBe(
      `local folder ${path.resolve('/srv/files')}`,
    );
  });

  it('uses S3 when S3_ENDPOINT is set', () => {
    const storage = storageFrom(
      { S3_ENDPOINT: 'https://s3.example.com', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' },
      defaults,
    );
    expect(storage.describe()).toBe('S3 https://s3.example.com');
  });

  it('defaults the S3 region to us-east-1 and the public address to the endpoint', async () => {
    const s3 = await startFakeS3({ id: 'secret' });
    try {
      const storage = storageFrom(
        { S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' },
        defaults,
      );
      const address = await storage.put(
        'recipe-images',
        'k.txt',
        new TextEncoder().encode('hi'),
        'text/plain',
      );
      expect(address).toBe(`${s3.endpoint}/recipe-images/k.txt`);
      expect(s3.regions).toEqual(['us-east-1']);
    } finally {
      await s3.close();
    }
  });

  it('names the missing key when S3 is half configured', () => {
    expect(() => storageFrom({ S3_ENDPOINT: 'https://s3.example.com' }, defaults)).toThrow(
      /S3_ACCESS_KEY_ID/,
    );
    expect(() =>
      storageFrom({ S3_ENDPOINT: 'https://s3.example.com', S3_ACCESS_KEY_ID: 'id' }, defaults),
    ).toThrow(/S3_SECRET_ACCESS_KEY/);
  });
});
