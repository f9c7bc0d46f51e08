import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

function problemsFor(source: Record<string, string>): string[] {
  try {
    loadEnv(source, '/srv/larder');
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('expected the environment to be refused');
}

describe('environment', () => {
  it('runs on defaults with nothing set', () => {
    const env = loadEnv({}, '/srv/larder');
    expect(env).toMatchObject({ NODE_ENV: 'production', PORT: 8080, HOST: '0.0.0.0', LOG_LEVEL: 'info' });
    expect(env.DATA_DIR).toBe(path.resolve('/srv/larder', 'data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
    expect(env).toMatchObject({ MAIL_FROM: 'Larder <no-reply@localhost>' });
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('reads the mail settings', () => {
    const env = loadEnv(
      {
        SMTP_URL: 'smtps://apikey:s3cret@smtp.example.com:465',
        MAIL_FROM: 'hello@larder.example',
      },
      '/srv',
    );
    expect(env).toMatchObject({
      SMTP_URL: 'smtps://apikey:s3cret@smtp.example.com:465',
      MAIL_FROM: 'hello@larder.example',
    });
  });

  it('reads valid values, and treats an empty variable as unset', () => {
    const env = loadEnv(
      {
        PORT: '3000',
        DATA_DIR: '/var/lib/larder',
        DATABASE_URL: 'postgres://u:p@db:5432/larder',
        TRUST_PROXY: '1',
        HOST: '',
      },
      '/srv',
    );
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: '/var/lib/larder',
      TRUST_PROXY: true,
      HOST: '0.0.0.0',
    });
    expect(env.DATABASE_URL).toBe('postgres://u:p@db:5432/larder');
  });

  it.each([
    ['PORT', 'abc', 'PORT: expected a whole number from 0 to 65535 (got "abc")'],
    ['PORT', '70000', 'PORT: expected a whole number from 0 to 65535 (got "70000")'],
    ['PORT', '80.5', 'PORT: expected a whole number from 0 to 65535 (got "80.5")'],
    ['NODE_ENV', 'staging', 'NODE_ENV: expected production, development or test (got "staging")'],
    ['TRUST_PROXY', 'maybe', 'TRUST_PROXY: expected true or false (got "maybe")'],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
  ])('refuses %s=%s with a message naming it', (key, value, message) => {
    expect(problemsFor({ [key]: value })).toEqual([message]);
  });

  it('refuses a DATABASE_URL that is not a postgres URL, without echoing its password', () => {
    const [problem] = problemsFor({ DATABASE_URL: 'mysql://admin:hunter2@db/larder' });
    expect(problem).toMatch(/^DATABASE_URL: expected a URL such as postgres:\/\//);
    expect(problem).not.toContain('hunter2');
  });

  it.each([
    'http://mailer:hunter2@smtp.example.com',
    'mailer:hunter2@smtp.example.com:587',
    'smtp://mailer:hunt@er2@smtp example.com',
    'smtp://hunter2@',
  ])('refuses SMTP_URL=%s without echoing its credentials', (value) => {
    const [problem] = problemsFor({ SMTP_URL: value });
    expect(problem).toMatch(
      /^SMTP_URL: expected a URL such as smtp:\/\/user:password@smtp\.example\.com:587 or smtps:/,
    );
    expect(problem).not.toMatch(/hunter2|hunt|er2/);
  });

  it.each([
    [
      'MAIL_FROM',
      'Larder',
      'MAIL_FROM: expected a sender such as Larder <no-reply@example.com> or no-reply@example.com (got "Larder")',
    ],
    [
      'MAIL_FROM',
      'Larder <no-reply>',
      'MAIL_FROM: expected a sender such as Larder <no-reply@example.com> or no-reply@example.com (got "Larder <no-reply>")',
    ],
    [
      'VAPID_SUBJECT',
      'ops@example.com',
      'VAPID_SUBJECT: expected mailto:you@example.com or an https:// URL (got "ops@example.com")',
    ],
  ])('refuses %s=%s with a message naming it', (key, value, message) => {
    expect(problemsFor({ [key]: value })).toEqual([message]);
  });

  it('reads the AI settings, with a 15 s timeout by default', () => {
    expect(loadEnv({}, '/srv')).toMatchObject({ AI_TIMEOUT_MS: 15_000 });
    expect(loadEnv({}, '/srv').AI_BASE_URL).toBeUndefined();
    const env = loadEnv(
      { AI_BASE_URL: 'http://localhost:11434/v1/', AI_MODEL: 'llama3.1', AI_TIMEOUT_MS: '500' },
      '/srv',
    );
    expect(env).toMatchObject({
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'llama3.1',
      AI_TIMEOUT_MS: 500,
    });
  });

  it.each([
    [{ AI_BASE_URL: 'https://api.openai.com/v1' }, 'AI_BASE_URL and AI_MODEL: expected both or neither'],
    [{ AI_MODEL: 'gpt-4o-mini' }, 'AI_BASE_URL and AI_MODEL: expected both or neither'],
    [{ AI_API_KEY: 'sk-secret-123' }, 'AI_API_KEY: set AI_BASE_URL and AI_MODEL too'],
    [{ AI_BASE_URL: 'api.openai.com', AI_MODEL: 'm' }, 'AI_BASE_URL: expected the base URL'],
    [
      { AI_TIMEOUT_MS: '50' },
      'AI_TIMEOUT_MS: expected a whole number of milliseconds from 100 to 300000 (got "50")',
    ],
  ])('refuses the AI settings %j with a message naming them', (source, message) => {
    const problems = problemsFor(source);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
    expect(problems.join('\n')).not.toContain('sk-secret-123');
  });

  it.each([
    [
      { STRIPE_SECRET_KEY: 'sk_live_secret123' },
      'Stripe needs all four variables; also set STRIPE_PRICE_MONTHLY',
    ],
    [{ STRIPE_SECRET_KEY: 'pk_live_x' }, 'STRIPE_SECRET_KEY: expected a Stripe secret key'],
    [{ STRIPE_PRICE_MONTHLY: 'monthly' }, 'STRIPE_PRICE_MONTHLY: expected a Stripe price id'],
    [{ STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET: expected a webhook signing secret'],
    [{ REVENUECAT_SECRET_KEY: 'sk_rc_secret123' }, 'REVENUECAT_SECRET_KEY and REVENUECAT_WEBHOOK_AUTH'],
    [{ FREE_RECIPES_PER_DAY: '0' }, 'FREE_RECIPES_PER_DAY: expected a whole number of recipes, 1 or more'],
    [{ FREE_RECIPES_PER_DAY: '2.5' }, 'FREE_RECIPES_PER_DAY: expected a whole number of recipes, 1 or more'],
    [{ META_PIXEL_ID: '1234567890' }, 'META_PIXEL_ID and META_ACCESS_TOKEN: expected both or neither'],
    [{ META_ACCESS_TOKEN: 'EAAGm0PX4ZCpsBAKZAsecret123' }, 'META_PIXEL_ID and META_ACCESS_TOKEN'],
    [{ META_PIXEL_ID: 'px-1' }, 'META_PIXEL_ID: expected the Meta pixel (dataset) id, digits only'],
    [{ META_ACCESS_TOKEN: 'short secret123' }, 'META_ACCESS_TOKEN: expected a Conversions API access token'],
    [{ META_API_VERSION: '23' }, 'META_API_VERSION: expected a Graph API version such as v23.0'],
    [{ META_GRAPH_URL: 'graph.facebook.com' }, 'META_GRAPH_URL: expected an http:// or https:// URL'],
    [{ APPLE_TEAM_ID: 'abcde12345' }, 'APPLE_TEAM_ID: expected the 10-character Apple team id'],
    [{ ANDROID_CERT_SHA256: 'AB:CD' }, 'ANDROID_CERT_SHA256: expected SHA-256 fingerprints'],
  ])(
    'refuses the payment and ad-conversion settings %j with a message naming them, never echoing a key',
    (source, message) => {
      const problems = problemsFor(source);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain(message);
      expect(problems.join('\n')).not.toMatch(/secret123/);
    },
  );

  it('reads Stripe when all four variables are set', () => {
    const env = loadEnv(
      {
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_PRICE_MONTHLY: 'price_m',
        STRIPE_PRICE_YEARLY: 'price_y',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        FREE_RECIPES_PER_DAY: '3',
      },
      '/srv',
    );
    expect(env).toMatchObject({ STRIPE_PRICE_YEARLY: 'price_y', FREE_RECIPES_PER_DAY: 3 });
  });

  it('reads the Meta Conversions API settings: off by default, v23.0 at graph.facebook.com', () => {
    const env = loadEnv({}, '/srv');
    expect(env.META_PIXEL_ID).toBeUndefined();
    expect(env.META_ACCESS_TOKEN).toBeUndefined();
    expect(env).toMatchObject({ META_API_VERSION: 'v23.0', META_GRAPH_URL: 'https://graph.facebook.com' });
    const set = loadEnv(
      {
        META_PIXEL_ID: '1234567890123456',
        META_ACCESS_TOKEN: 'EAAGm0PX4ZCpsBAKZAsecret123',
        META_API_VERSION: 'v24.0',
        META_GRAPH_URL: 'https://graph.example.com',
      },
      '/srv',
    );
    expect(set).toMatchObject({ META_PIXEL_ID: '1234567890123456', META_API_VERSION: 'v24.0' });
  });

  it("reads the native apps' signing facts: the Apple team, and the Android fingerprints as a list", () => {
    const fingerprint = (byte: string) => Array.from({ length: 32 }, () => byte).join(':');
    const env = loadEnv({
      NODE_ENV: 'test',
      APPLE_TEAM_ID: 'ABCDE12345',
      ANDROID_CERT_SHA256: `${fingerprint('ab')}, ${fingerprint('0F')}`,
    });
    expect(env.APPLE_TEAM_ID).toBe('ABCDE12345');
    expect(env.ANDROID_CERT_SHA256).toEqual([fingerprint('AB'), fingerprint('0F')]);
  });

  it('takes an http:// META_GRAPH_URL (a local stand-in) outside production only', () => {
    const standIn = { META_GRAPH_URL: 'http://127.0.0.1:9999' };
    expect(loadEnv({ ...standIn, NODE_ENV: 'test' }, '/srv').META_GRAPH_URL).toBe('http://127.0.0.1:9999');
    expect(loadEnv({ ...standIn, NODE_ENV: 'development' }, '/srv').META_GRAPH_URL).toBe(
      'http://127.0.0.1:9999',
    );
    expect(problemsFor(standIn)).toEqual(['META_GRAPH_URL: expected an https:// URL in production']);
    expect(loadEnv({ META_GRAPH_URL: 'https://graph.example.com' }, '/srv').META_GRAPH_URL).toBe(
      'https://graph.example.com',
    );
  });

  it('lists every bad variable at once', () => {
    expect(problemsFor({ PORT: '-1', NODE_ENV: 'prod' }).map((p) => p.split(':')[0])).toEqual([
      'NODE_ENV',
      'PORT',
    ]);
  });
});

describe('README', () => {
  it('documents every environment variable the server reads', async () => {
    const { readFile } = await import('node:fs/promises');
    const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8');
    const { envSchema } = await import('./env.ts');
    const missing = Object.keys(envSchema.shape).filter((key) => !readme.includes(`\`${key}\``));
    expect(missing).toEqual([]);
  });
});
