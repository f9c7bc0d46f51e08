import { randomBytes } from 'node:crypto';
import { createEmailVerificationToken } from 'better-auth/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { freePort } from '../src/db/embedded-postgres.ts';
import { createLogger } from '../src/logger.ts';
import { buildTestApp, TEST_AUTH_SECRET } from './build-app.ts';
import { testEnv } from './test-env.ts';

/** A session token shaped like better-auth's (32 letters and digits). */
const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const token = () =>
  Array.from(randomBytes(32), (byte) => alphabet[byte % alphabet.length]).join('') as string;

const PASSWORD = 'celeriac-gratin-77';
const opened: Database[] = [];
const printed: string[] = [];
beforeEach(() => {
  // Anything a library prints itself (better-call prints its 500s with console.error) bypasses the
  // logger's redaction: nothing may.
  for (const method of ['error', 'warn', 'log', 'info'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
});
afterEach(async () => {
  vi.restoreAllMocks();
  for (const database of opened.splice(0)) await database.close();
  expect(printed.splice(0)).toEqual([]);
});

/**
 * Each call runs against an app whose PostgreSQL is not there at all (a closed port), at the most verbose
 * log level: the first query of every path fails, which is when drivers and libraries put what they
 * were given (the session token, the password) into their error messages.
 */
async function callWithDatabaseGone(path: string, init: RequestInit) {
  const lines: string[] = [];
  const logger = createLogger('trace', { write: (line: string) => lines.push(line) });
  const database = openDatabase(`postgres://larder:larder@127.0.0.1:${await freePort()}/larder`, logger);
  opened.push(database);
  const { app } = buildTestApp({ env: testEnv(), database, logger });
  const response = await app.request(path, init);
  return { status: response.status, body: await response.text(), log: lines.join('') };
}

describe('no secret reaches the log when the database is unreachable', async () => {
  const origin = 'http://localhost:8080';
  const json = { origin, 'content-type': 'application/json' };
  const sessionToken = token();
  const resetToken = token();
  // A real confirmation link's token: signed, so better-auth goes on to look the address up.
  const confirmToken = await createEmailVerificationToken(TEST_AUTH_SECRET, 'a@example.com');
  const cases: [string, string, RequestInit, string[]][] = [
    [
      'a bearer session lookup',
      '/api/pantry',
      { headers: { authorization: `Bearer ${sessionToken}` } },
      [sessionToken],
    ],
    [
      'a bearer session lookup through better-auth',
      '/api/auth/get-session',
      { headers: { authorization: `Bearer ${sessionToken}` } },
      [sessionToken],
    ],
    [
      'a password sign-in',
      '/api/auth/sign-in/email',
      { method: 'POST', headers: json, body: JSON.stringify({ email: 'a@example.com', password: PASSWORD }) },
      [PASSWORD],
    ],
    [
      'a password reset',
      '/api/auth/reset-password',
      { method: 'POST', headers: json, body: JSON.stringify({ token: resetToken, newPassword: PASSWORD }) },
      [resetToken, PASSWORD],
    ],
    [
      'an email confirmation link',
      `/api/auth/verify-email?token=${confirmToken}`,
      { headers: { origin } },
      [confirmToken],
    ],
  ];

  it.each(cases)('%s answers 503 and logs no secret', async (_what, path, init, secrets) => {
    const { status, body, log } = await callWithDatabaseGone(path, init);
    expect(status).toBe(503);
    expect(JSON.parse(body)).toMatchObject({ error: { code: 'database_unavailable' } });
    expect(log).toContain('the database is unreachable');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
