import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../src/platform/mail/service.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { spawnServer, stopServers, waitUntilHealthy } from './server-process.ts';
import { waitFor } from './wait-for.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-mail-process-'));
afterAll(async () => {
  await stopServers();
  await testDb.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const confirmation = (to: string) => ({
  to,
  subject: 'Confirm your address',
  html: '<p><a href="https://larder.example/confirm?token=abc&amp;u=1">Confirm</a></p>',
  text: 'Confirm: https://larder.example/confirm?token=abc&u=1',
  kind: 'sign-up-confirmation',
});

describe('the server process without SMTP_URL', () => {
  it('delivers queued mail to its catcher and shows it at /api/dev/mailbox and /dev/mailbox', async () => {
    const server = await spawnServer({
      NODE_ENV: 'development',
      DATABASE_URL: testDb.url,
      DATA_DIR: path.join(dataDir, 'development'),
    });
    try {
      await waitUntilHealthy(server);
      expect(server.output()).toContain('No mail server is set (SMTP_URL), so Larder sends no email');
      expect(server.output()).toContain('and at /dev/mailbox instead');
      await enqueueMail(testDb.database.db, confirmation('dev@example.com'));

      const messages = await waitFor(async () => {
        const { messages } = (await (await fetch(`${server.url}/api/dev/mailbox`)).json()) as {
          messages: { to: string; links: string[] }[];
        };
        return messages.length ? messages : undefined;
      });
      expect(messages).toMatchObject([
        { to: 'dev@example.com', links: ['https://larder.example/confirm?token=abc&u=1'] },
      ]);
      const page = await (await fetch(`${server.url}/dev/mailbox`)).text();
      expect(page).toContain('<a href="https://larder.example/confirm?token=abc&amp;u=1"');
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('in production, keeps each mail in DATA_DIR/mail, logs where but not its links, and serves no mailbox', async () => {
    const serverDataDir = path.join(dataDir, 'production');
    const server = await spawnServer({
      NODE_ENV: 'production',
      DATABASE_URL: testDb.url,
      DATA_DIR: serverDataDir,
    });
    try {
      await waitUntilHealthy(server);
      const startLine = server
        .output()
        .split('\n')
        .find((entry) => entry.includes('No mail server is set (SMTP_URL)'));
      expect(JSON.parse(startLine ?? '{}')).toMatchObject({
        level: 40,
        mailFolder: path.join(serverDataDir, 'mail'),
        mailCatcherSmtpPort: expect.any(Number),
      });
      expect(server.output()).toContain('new accounts need no email confirmation');
      await enqueueMail(testDb.database.db, confirmation('prod@example.com'));
      const line = await waitFor(async () =>
        server
          .output()
          .split('\n')
          .find((entry) => entry.includes('mail caught by the local mail catcher')),
      );
      const caught = JSON.parse(line) as {
        level: number;
        mail: { to: string; subject: string; file: string };
      };
      expect(caught).toMatchObject({
        level: 30,
        mail: { to: 'prod@example.com', subject: 'Confirm your address' },
      });
      expect(line).not.toContain('token=abc');
      expect(readFileSync(caught.mail.file, 'utf8')).toContain(
        'https://larder.example/confirm?token=abc&u=1',
      );
      expect((await fetch(`${server.url}/api/dev/mailbox`)).status).toBe(404);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
