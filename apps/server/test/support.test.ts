import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUPPORT_REQUESTS_PER_HOUR } from '@larder/domain/support';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema.ts';
import { supportRequests } from '../src/db/support-schema.ts';
import { createLogger } from '../src/logger.ts';
import { deliverDueMail } from '../src/platform/mail/service.ts';
import { createSmtpTransport } from '../src/platform/mail/transport.ts';
import { createLocalStorage } from '../src/platform/storage/local-storage.ts';
import type { ObjectStorage } from '../src/platform/storage/object-storage.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { anonymousBrowser, type Browser, json, signedInBrowser, userIdOf } from './kitchen-session.ts';
import { startSmtpProvider } from './smtp-provider.ts';
import { BUG, CONTACT, PNG, SUPPORT_URL, supportForm, type UploadFile } from './support-kit.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
let uploads: string;
let app: ReturnType<typeof buildTestApp>['app'];
/** Whether the store refuses writes (a storage outage), to check a failed upload is skipped. */
let storageDown = false;
const logLines: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  uploads = await mkdtemp(path.join(tmpdir(), 'larder-uploads-'));
  const local = createLocalStorage({ rootDir: uploads, publicBaseUrl: 'http://localhost:8080' });
  const storage: ObjectStorage = {
    ...local,
    put: (...args) => (storageDown ? Promise.reject(new Error('bucket unreachable')) : local.put(...args)),
  };
  const logger = createLogger('info', { write: (line: string) => logLines.push(line) });
  app = buildTestApp({
    env: testEnv({
      PUBLIC_URL: 'http://localhost:8080',
      TRUST_PROXY: 'true',
      SUPPORT_EMAIL: 'help@larder.test',
    }),
    database: testDb.database,
    storage,
    uploadsDir: uploads,
    logger,
  }).app;
});
afterEach(() => {
  storageDown = false;
});
afterAll(async () => {
  await testDb.drop();
  await rm(uploads, { recursive: true, force: true });
});

type ErrorAnswer = { error: { code: string; message: string; field?: string } };
type Sent = { id: string; type: string; attachments: string[] };

const send = (browser: Browser, body: unknown) => browser.request(SUPPORT_URL, { json: body });
const sendForm = (browser: Browser, payload: unknown, files: UploadFile[]) =>
  browser.request(SUPPORT_URL, { form: supportForm(payload, files) });

async function outboxMail(id: string) {
  const [request] = await testDb.database.db.select().from(supportRequests).where(eq(supportRequests.id, id));
  if (!request?.mailId) throw new Error(`no mail for request ${id}`);
  const [mail] = await testDb.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, request.mailId));
  return { request, mail };
}

describe('send-support-email', () => {
  it('stores a contact request and queues a mail to the support address that replies to the cook', async () => {
    const { browser, email } = await signedInBrowser(app, testDb.database.db);
    const response = await send(browser, {
      ...CONTACT,
      userEmail: 'someone-else@example.com',
      userId: 'forged',
    });
    expect(response.status).toBe(201);
    const sent = await json<Sent>(response);
    const { request, mail } = await outboxMail(sent.id);
    const userId = await userIdOf(browser);
    // Who sent it comes from the session, never from the payload.
    expect(request.payload).toMatchObject({ ...CONTACT, userEmail: email, userId });
    expect(mail).toMatchObject({
      to: 'help@larder.test',
      replyTo: email,
      kind: 'support-contact',
      status: 'queued',
    });
    expect(mail?.subject).toBe('[Support · high] Plan ignores my time limit');
    expect(mail?.text).toContain(CONTACT.message);
    expect(mail?.text).toContain('Category: Meal planning');
  });

  it('is for signed-in cooks only', async () => {
    const anonymous = await anonymousBrowser(app);
    const response = await send(anonymous, CONTACT);
    expect(response.status).toBe(401);
  });

  it.each([
    [{ ...CONTACT, subject: '  ab  ' }, 'subject', 'Subject must be at least 3 characters'],
    [{ ...CONTACT, subject: 'x'.repeat(201) }, 'subject', 'Subject must be less than 200 characters'],
    [{ ...CONTACT, category: undefined }, 'category', 'Please select a category'],
    [{ ...CONTACT, category: 'billing' }, 'category', 'Please select a category'],
    [{ ...CONTACT, message: '  too short  ' }, 'message', 'Message must be at least 10 characters'],
    [{ ...CONTACT, priority: 'urgent' }, 'priority', 'Please select a priority'],
    [{ ...BUG, title: 'four' }, 'title', 'Title must be at least 5 characters'],
    [
      { ...BUG, actualBehavior: 'x'.repeat(501) },
      'actualBehavior',
      'Actual behavior must be less than 500 characters',
    ],
    [{ ...BUG, severity: 'blocker' }, 'severity', 'Please select a severity'],
    [{ ...CONTACT, type: 'praise' }, 'type', 'Send type "contact" or "bug".'],
  ])('refuses %j naming %s', async (body, field, message) => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    const response = await send(browser, body);
    expect(response.status).toBe(400);
    expect((await json<ErrorAnswer>(response)).error).toMatchObject({
      field,
      message: `${field}: ${message}`,
    });
  });

  it('stores a bug report’s files by their bytes at bug-reports/{userId}/{timestamp}-{name} and links them', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    const userId = await userIdOf(browser);
    const response = await sendForm(browser, BUG, [
      { name: 'Swap button (1).png', bytes: PNG, type: 'image/png' },
      {
        name: 'console.txt',
        bytes: new TextEncoder().encode('TypeError: x is undefined\n'),
        type: 'text/plain',
      },
    ]);
    expect(response.status).toBe(201);
    const sent = await json<Sent>(response);
    expect(sent.attachments).toHaveLength(2);
    const [image, log] = sent.attachments.map((address) => new URL(address));
    expect(image?.pathname).toMatch(
      new RegExp(`^/uploads/recipe-images/bug-reports/${userId}/\\d+-Swap-button-1-?\\.png$`),
    );
    expect(log?.pathname).toMatch(/\/\d+-console\.txt$/);
    const stored = await readFile(
      path.join(uploads, decodeURIComponent(image?.pathname.replace('/uploads/', '') ?? '')),
    );
    expect(Buffer.compare(stored, PNG)).toBe(0);
    // The stored file is served back with its real type.
    const served = await app.request(image?.pathname ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const { request, mail } = await outboxMail(sent.id);
    expect(request.attachments).toEqual(sent.attachments);
    expect(mail?.text).toContain(sent.attachments[0]);
    expect(mail?.subject).toBe('[Bug · medium] Swap button does nothing');
  });

  it('attaches a file the cook stored before by its exact address, again', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    const first = await json<Sent>(
      await sendForm(browser, BUG, [{ name: 'shot.png', bytes: PNG, type: 'image/png' }]),
    );
    const [address] = first.attachments;
    const again = await send(browser, { ...BUG, title: 'Still broken', attachments: [address, address] });
    expect(again.status).toBe(201);
    const sent = await json<Sent>(again);
    expect(sent.attachments).toEqual([address]);
    const { mail } = await outboxMail(sent.id);
    expect(mail?.text).toContain(address);
  });

  it('refuses attachment addresses this server did not store for this cook, and mails nothing', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    const userId = await userIdOf(browser);
    const other = await signedInBrowser(app, testDb.database.db);
    const [mine] = (
      await json<Sent>(await sendForm(browser, BUG, [{ name: 'mine.png', bytes: PNG, type: 'image/png' }]))
    ).attachments;
    const [theirs] = (
      await json<Sent>(
        await sendForm(other.browser, BUG, [{ name: 'theirs.png', bytes: PNG, type: 'image/png' }]),
      )
    ).attachments;
    if (!mine || !theirs) throw new Error('both files should have been stored');
    const mineUrl = new URL(mine);
    const folder = `http://localhost:8080/uploads/recipe-images/bug-reports/${userId}`;
    const refusedAddresses = [
      // Another host, with the path of a file the cook did store.
      `https://evil.example${mineUrl.pathname}`,
      `http://localhost:8081${mineUrl.pathname}`,
      mine.replace('http://', 'https://'),
      // Another cook's stored file.
      theirs,
      // Made up under the cook's own folder, never stored.
      `${folder}/1700000000000-never-stored.png`,
      // Path tricks that lead out of the folder or dress up a stored address.
      `${folder}/../${mineUrl.pathname.split('/').pop()}`,
      `${folder}/%2e%2e/x.png`,
      `${mine}?download=1`,
      `${mine}#x`,
      `${mine}/`,
      'not an address',
    ];
    const before = await testDb.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, userId));
    for (const address of refusedAddresses) {
      const response = await send(browser, { ...BUG, attachments: [mine, address] });
      expect({ address, status: response.status }).toEqual({ address, status: 400 });
      expect((await json<ErrorAnswer>(response)).error).toEqual({
        code: 'validation_failed',
        field: 'attachments',
        message: 'attachments: Only addresses of files you uploaded to Larder can be attached',
      });
    }
    // Nothing was stored or queued for support: the refused requests left no trace.
    const after = await testDb.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, userId));
    expect(after).toHaveLength(before.length);
    // Refused requests do not count against the hourly limit either.
    expect((await send(browser, { ...BUG, attachments: [mine] })).status).toBe(201);
  });

  it('refuses a renamed executable posing as a PNG, and an 11 MB file, sending nothing', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.alloc(512, 1)]);
    const fake = await sendForm(browser, BUG, [{ name: 'screenshot.png', bytes: exe, type: 'image/png' }]);
    expect(fake.status).toBe(400);
    expect((await json<ErrorAnswer>(fake)).error).toMatchObject({
      field: 'attachments',
      message: 'attachments: Invalid file type: screenshot.png is not a supported file type',
    });
    const big = Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]);
    const large = await sendForm(browser, BUG, [{ name: 'huge.png', bytes: big, type: 'image/png' }]);
    expect(large.status).toBe(400);
    expect((await json<ErrorAnswer>(large)).error.message).toBe(
      'attachments: File too large: huge.png is larger than 10MB',
    );
    const userId = await userIdOf(browser);
    expect(
      await testDb.database.db.select().from(supportRequests).where(eq(supportRequests.userId, userId)),
    ).toEqual([]);
  });

  it('still sends the report when a file cannot be stored, and logs why', async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    storageDown = true;
    const response = await sendForm(browser, BUG, [{ name: 'shot.png', bytes: PNG, type: 'image/png' }]);
    expect(response.status).toBe(201);
    expect((await json<Sent>(response)).attachments).toEqual([]);
    const warning = logLines.map((line) => JSON.parse(line)).find((line) => line.file === 'shot.png');
    expect(warning).toMatchObject({ level: 40, msg: expect.stringMatching(/could not be stored/) });
  });

  it(`allows ${SUPPORT_REQUESTS_PER_HOUR} requests an hour per cook, then answers 429 with a clear message`, async () => {
    const { browser } = await signedInBrowser(app, testDb.database.db);
    for (let sent = 0; sent < SUPPORT_REQUESTS_PER_HOUR; sent += 1) {
      expect((await send(browser, CONTACT)).status).toBe(201);
    }
    const refused = await send(browser, CONTACT);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await json<ErrorAnswer>(refused)).error.message).toMatch(/10 support requests in the last hour/);
    const other = await signedInBrowser(app, testDb.database.db);
    expect((await send(other.browser, CONTACT)).status).toBe(201);
  });

  it('loses nothing while mail is down: the queued mail goes once the SMTP server is back', async () => {
    const { browser, email } = await signedInBrowser(app, testDb.database.db);
    const sent = await json<Sent>(await send(browser, { ...CONTACT, subject: 'Queued while SMTP was down' }));
    const probe = await startSmtpProvider();
    const port = probe.port;
    await probe.close();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Larder <no-reply@larder.test>');
    const db = testDb.database.db;
    const logger = createLogger('silent');
    let clock = Date.now();
    const pass = () => deliverDueMail({ db, transport, logger, now: () => clock });
    expect((await pass()).retried).toBeGreaterThan(0);
    const smtp = await startSmtpProvider({ port });
    try {
      const { request } = await outboxMail(sent.id);
      const [queued] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, request.mailId as string));
      clock = (queued?.nextAttemptAt.getTime() ?? clock) + 1;
      await pass();
      const received = smtp.received.find((mail) => mail.subject?.includes('Queued while SMTP was down'));
      expect(received).toMatchObject({ envelopeTo: ['help@larder.test'], replyTo: email });
      expect(received?.text).toContain(CONTACT.message);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
