import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { startMailCatcher } from '../src/platform/mail/mail-catcher.ts';
import { type MailSetup, startMail } from '../src/platform/mail/mail-setup.ts';
import { renderEmail } from '../src/platform/mail/render-email.ts';
import type { Mailbox } from '../src/platform/mail/routes.ts';
import { createSmtpTransport, type OutgoingMail } from '../src/platform/mail/transport.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { startSmtpProvider } from './smtp-provider.ts';
import { testEnv } from './test-env.ts';
import { makeWebDist } from './web-dist.ts';

let testDb: TestDatabase;
const running: MailSetup[] = [];
const logLines: string[] = [];
const logger = createLogger(
  'info',
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
);

beforeAll(async () => {
  testDb = await createTestDatabase();
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-mailbox-'));
afterAll(async () => {
  for (const mail of running) await mail.stop();
  await testDb.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Mail as the server sets it up; without SMTP_URL unless one is given. */
async function mailFor(env: Record<string, string>) {
  const mail = await startMail(testEnv({ SMTP_URL: '', DATA_DIR: dataDir, ...env }), logger);
  running.push(mail);
  return mail;
}

function appFor(env: Record<string, string>, mailbox: Mailbox | null) {
  return buildTestApp({ env: testEnv(env), database: testDb.database, mailbox, webDistDir: makeWebDist() })
    .app;
}

let sequence = 0;
function outgoing(subject: string, url = 'https://larder.example/confirm?token=t1&x=2'): OutgoingMail {
  const { html, text } = renderEmail({
    preheader: 'One step left',
    heading: subject,
    paragraphs: ['Tap the button.'],
    button: { label: 'Confirm', url },
    footer: 'Larder',
  });
  sequence++;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    to: 'cook@example.com',
    replyTo: 'help@larder.example',
    subject,
    html,
    text,
  };
}

describe('the local mail catcher', () => {
  it('receives what is sent to it, keeps it in the mail folder, logs where (never the links), and lists it at /api/dev/mailbox', async () => {
    const mail = await mailFor({ NODE_ENV: 'development' });
    expect(mail.catcher).not.toBeNull();
    logLines.length = 0;
    await mail.transport.send(outgoing('First <script>alert(1)</script>'));
    await mail.transport.send(outgoing('Second', 'https://larder.example/reset?token=r2secret'));

    const caughtLog = logLines.map((line) => JSON.parse(line)).filter((line) => line.mail);
    const folder = path.join(dataDir, 'mail');
    expect(caughtLog.map((line) => line.mail)).toEqual([
      {
        to: 'cook@example.com',
        subject: 'First <script>alert(1)</script>',
        file: expect.stringMatching(new RegExp(`^${folder}/.+\\.txt$`)),
      },
      { to: 'cook@example.com', subject: 'Second', file: expect.stringMatching(/\.txt$/) },
    ]);
    expect(caughtLog[0].level).toBe(30);
    expect(logLines.join('')).not.toContain('r2secret');
    // The file holds the whole message, links included, for the server's user alone.
    const kept = readFileSync(caughtLog[1].mail.file, 'utf8');
    expect(kept).toContain('Subject: Second');
    expect(kept).toContain('https://larder.example/reset?token=r2secret');
    expect(statSync(caughtLog[1].mail.file).mode & 0o777).toBe(0o600);
    expect(readdirSync(folder)).toHaveLength(2);

    const response = await appFor({ NODE_ENV: 'development' }, mail.catcher).request('/api/dev/mailbox');
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: Record<string, unknown>[] };
    expect(messages.map((m) => m.subject)).toEqual(['Second', 'First <script>alert(1)</script>']);
    expect(messages[1]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      to: 'cook@example.com',
      from: '"Larder" <no-reply@localhost>',
      replyTo: 'help@larder.example',
      subject: 'First <script>alert(1)</script>',
      text: expect.stringContaining('Confirm: https://larder.example/confirm?token=t1&x=2'),
      html: expect.stringContaining('<table role="presentation"'),
      links: ['https://larder.example/confirm?token=t1&x=2'],
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('shows the messages at /dev/mailbox: escaped, links clickable, no script', async () => {
    const mail = await mailFor({ NODE_ENV: 'development' });
    await mail.transport.send(outgoing('Hello <script>alert(1)</script> & welcome'));
    const app = appFor({ NODE_ENV: 'development' }, mail.catcher);
    const response = await app.request('/dev/mailbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await response.text();
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; welcome');
    expect(page).toContain(
      '<a href="https://larder.example/confirm?token=t1&amp;x=2" rel="noreferrer">https://larder.example/confirm?token=t1&amp;x=2</a>',
    );
    expect(page).toContain('cook@example.com');
  });

  it('keeps only the newest messages', async () => {
    const catcher = await startMailCatcher(createLogger('silent'), { keep: 3 });
    const transport = createSmtpTransport({ host: catcher.host, port: catcher.port }, 'test@localhost');
    try {
      for (const n of [1, 2, 3, 4, 5]) await transport.send(outgoing(`Mail ${n}`));
      expect(catcher.messages().map((m) => m.subject)).toEqual(['Mail 5', 'Mail 4', 'Mail 3']);
    } finally {
      transport.close();
      await catcher.stop();
    }
  });
});

describe('the local mailbox is not served', () => {
  async function expectNoMailbox(app: ReturnType<typeof appFor>) {
    const api = await app.request('/api/dev/mailbox');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({
      error: { code: 'not_found', message: 'There is no API route GET /api/dev/mailbox.' },
    });
    // The page path answers exactly like any other unknown page: the web app's shell.
    const page = await app.request('/dev/mailbox');
    const unknown = await app.request('/no-such-page');
    expect(page.status).toBe(unknown.status);
    expect(await page.text()).toBe(await unknown.text());
  }

  it('in production, even with the catcher running', async () => {
    const mail = await mailFor({ NODE_ENV: 'production' });
    expect(mail.catcher).not.toBeNull();
    await mail.transport.send(outgoing('Secret link'));
    await expectNoMailbox(appFor({ NODE_ENV: 'production' }, mail.catcher));
  });

  it('when SMTP_URL is set (no catcher runs)', async () => {
    const provider = await startSmtpProvider();
    try {
      const mail = await mailFor({ NODE_ENV: 'development', SMTP_URL: `smtp://127.0.0.1:${provider.port}` });
      expect(mail.catcher).toBeNull();
      await expectNoMailbox(appFor({ NODE_ENV: 'development' }, mail.catcher));
    } finally {
      await provider.close();
    }
  });
});
