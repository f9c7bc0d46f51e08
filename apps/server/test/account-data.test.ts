import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, session } from '../src/db/auth-schema.ts';
import { mailOutbox } from '../src/db/schema.ts';
import { supportRequests } from '../src/db/support-schema.ts';
import { fileDeletions, uploads } from '../src/db/upload-schema.ts';
import { createLogger } from '../src/logger.ts';
import { type FakeS3, startFakeS3 } from '../src/platform/storage/fake-s3-server.ts';
import { createS3Storage } from '../src/platform/storage/s3-storage.ts';
import { startFileSweeper } from '../src/platform/uploads/file-sweeper.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { type Browser, json, signedInBrowser, userIdOf } from './kitchen-session.ts';
import { BUG, CONTACT, PNG, SUPPORT_URL, supportForm } from './support-kit.ts';
import { testEnv } from './test-env.ts';
import { waitFor } from './wait-for.ts';

const S3_KEY_ID = 'larder-test';
const S3_SECRET = 'not/a+real=secret';

let testDb: TestDatabase;
let folder: string;
let s3: FakeS3;
let localApp: ReturnType<typeof buildTestApp>['app'];
let s3App: ReturnType<typeof buildTestApp>['app'];
let s3Store: ReturnType<typeof createS3Storage>;
const logLines: string[] = [];
const logger = createLogger('info', { write: (line: string) => logLines.push(line) });

beforeAll(async () => {
  testDb = await createTestDatabase();
  folder = await mkdtemp(path.join(tmpdir(), 'larder-account-data-'));
  s3 = await startFakeS3({ [S3_KEY_ID]: S3_SECRET });
  const env = testEnv({
    PUBLIC_URL: 'http://localhost:8080',
    TRUST_PROXY: 'true',
    SUPPORT_EMAIL: 'help@larder.test',
  });
  localApp = buildTestApp({ env, database: testDb.database, uploadsDir: folder, logger }).app;
  s3Store = createS3Storage({
    endpoint: s3.endpoint,
    region: 'eu-central-1',
    accessKeyId: S3_KEY_ID,
    secretAccessKey: S3_SECRET,
    publicBaseUrl: 'https://files.example.com',
  });
  s3App = buildTestApp({
    env,
    database: testDb.database,
    storage: s3Store,
    uploadsDir: folder,
    logger,
  }).app;
});
afterAll(async () => {
  await testDb.drop();
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

type Sent = { id: string; attachments: string[] };
type App = typeof localApp;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** A confirmed cook who sent a contact request and a bug report with a screenshot and a log. */
async function cookWithReports(app: App) {
  const { browser, email } = await signedInBrowser(app, testDb.database.db);
  const userId = await userIdOf(browser);
  expect((await browser.request(SUPPORT_URL, { json: CONTACT })).status).toBe(201);
  const files = [
    { name: 'Swap button.png', bytes: PNG, type: 'image/png' },
    {
      name: 'console.txt',
      bytes: new TextEncoder().encode('TypeError: x is undefined\n'),
      type: 'text/plain',
    },
  ];
  const response = await browser.request(SUPPORT_URL, { form: supportForm(BUG, files) });
  expect(response.status).toBe(201);
  const { attachments } = await json<Sent>(response);
  expect(attachments).toHaveLength(2);
  return { browser, email, userId, attachments };
}

const deleteAccount = (browser: Browser) =>
  browser.request('/api/account', { method: 'DELETE', json: { confirm: 'DELETE' } });

/** What the database still holds for a user id and address. */
async function rowsLeft(userId: string, email: string) {
  const db = testDb.database.db;
  return {
    supportRequests: await db.select().from(supportRequests).where(eq(supportRequests.userId, userId)),
    uploads: await db.select().from(uploads).where(eq(uploads.userId, userId)),
    mail: await db
      .select()
      .from(mailOutbox)
      .where(or(eq(mailOutbox.to, email), eq(mailOutbox.replyTo, email))),
  };
}

const noRows = { supportRequests: [], uploads: [], mail: [] };

const queuedDeletions = () => testDb.database.db.select().from(fileDeletions);

describe('the data export', () => {
  it('lists the support requests as stored, the uploads, the mail and the account, without secrets', async () => {
    const { browser, email, userId, attachments } = await cookWithReports(localApp);
    const response = await browser.request('/api/account/export');
    expect(response.status).toBe(200);
    const text = await response.text();
    const data = JSON.parse(text);

    expect(data.supportRequests).toHaveLength(2);
    expect(data.supportRequests[0]).toMatchObject({
      type: 'contact',
      request: { ...CONTACT, userEmail: email, userId },
      attachments: [],
    });
    expect(data.supportRequests[1]).toMatchObject({
      type: 'bug',
      request: { title: BUG.title, description: BUG.description, attachments },
      attachments,
    });
    expect(data.uploads).toEqual([
      {
        address: attachments[0],
        name: 'Swap-button.png',
        type: 'image/png',
        size: PNG.byteLength,
        createdAt: expect.any(String),
      },
      {
        address: attachments[1],
        name: 'console.txt',
        type: 'text/plain',
        size: 'TypeError: x is undefined\n'.length,
        createdAt: expect.any(String),
      },
    ]);
    expect(data.mail.map((mail: { kind: string }) => mail.kind)).toEqual([
      'confirm-email',
      'support-contact',
      'support-bug',
    ]);
    expect(data.account.profile).toMatchObject({ id: userId, email, role: 'user', banned: false });
    expect(data.account.signInMethods).toEqual([
      expect.objectContaining({ provider: 'credential', providerAccountId: userId }),
    ]);
    expect(data.account.sessions[0]).toHaveProperty('ipAddress');

    // No password hash, session token or mail body (its links carry tokens) is in the export.
    const db = testDb.database.db;
    const [credential] = await db.select().from(account).where(eq(account.userId, userId));
    const sessions = await db.select().from(session).where(eq(session.userId, userId));
    const secrets = [credential?.password, ...sessions.map((row) => row.token)];
    expect(secrets.length).toBeGreaterThan(1);
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"(html|text|password|token)"/);
  });
});

describe('deleting an account', () => {
  it('deletes its files from the local folder, even ones without a record, and its rows; other cooks keep theirs', async () => {
    const cook = await cookWithReports(localApp);
    const other = await cookWithReports(localApp);
    const fileOf = (address: string) =>
      path.join(folder, decodeURIComponent(new URL(address).pathname.replace('/uploads/', '')));
    const cookFolder = path.join(folder, 'recipe-images/bug-reports', cook.userId);
    // A file stored before upload records were kept: only the cook's folder says whose it is.
    await mkdir(path.join(cookFolder, 'old'), { recursive: true });
    await writeFile(path.join(cookFolder, 'old/1600000000000-before-records.txt'), 'an old log');
    for (const address of cook.attachments) expect(await exists(fileOf(address))).toBe(true);
    expect((await localApp.request(new URL(cook.attachments[0] ?? '').pathname)).status).toBe(200);

    expect((await deleteAccount(cook.browser)).status).toBe(204);

    expect(await exists(cookFolder)).toBe(false);
    expect((await localApp.request(new URL(cook.attachments[0] ?? '').pathname)).status).toBe(404);
    expect(await rowsLeft(cook.userId, cook.email)).toEqual(noRows);
    expect(await queuedDeletions()).toEqual([]);
    for (const address of other.attachments) expect(await exists(fileOf(address))).toBe(true);
    expect((await rowsLeft(other.userId, other.email)).uploads).toHaveLength(2);
  });

  it('deletes its files from the S3 store with signed DELETEs, and its rows; other cooks keep theirs', async () => {
    const cook = await cookWithReports(s3App);
    const other = await cookWithReports(s3App);
    const objectOf = (address: string) => decodeURIComponent(new URL(address).pathname.slice(1));
    const stray = `bug-reports/${cook.userId}/1600000000000-before-records.txt`;
    await s3Store.put('recipe-images', stray, new TextEncoder().encode('an old log'), 'text/plain');
    for (const address of cook.attachments) expect(s3.objects.has(objectOf(address))).toBe(true);

    expect((await deleteAccount(cook.browser)).status).toBe(204);

    const left = [...s3.objects.keys()];
    expect(left.filter((key) => key.includes(cook.userId))).toEqual([]);
    expect(left.sort()).toEqual(other.attachments.map(objectOf).sort());
    expect(await rowsLeft(cook.userId, cook.email)).toEqual(noRows);
    expect(await queuedDeletions()).toEqual([]);
  });

  it('deletes the account even when the store is down, and deletes the files once it is back', async () => {
    const cook = await cookWithReports(s3App);
    s3.down.add('DELETE');
    s3.down.add('GET');
    try {
      expect((await deleteAccount(cook.browser)).status).toBe(204);
    } finally {
      s3.down.clear();
    }
    // The account and its rows are gone; its files wait in the queue, postponed.
    expect((await cook.browser.request('/api/me')).status).toBe(401);
    expect(await rowsLeft(cook.userId, cook.email)).toEqual(noRows);
    const queued = await queuedDeletions();
    expect(queued.map((row) => [row.key, row.wholeFolder]).sort()).toEqual(
      [
        ...cook.attachments.map((address) => [
          new URL(address).pathname.replace('/recipe-images/', ''),
          false,
        ]),
        [`bug-reports/${cook.userId}/`, true],
      ].sort(),
    );
    // The first deletion failed and was postponed; the pass stopped there, leaving the rest due.
    const [failed, ...rest] = queued.sort((a, b) => b.attempts - a.attempts);
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toMatch(/503.*SlowDown/s);
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(rest.map((row) => row.attempts)).toEqual([0, 0]);
    const warning = logLines
      .map((line) => JSON.parse(line))
      .find((line) => /could not be deleted from the store/.test(line.msg) && line.err?.includes('503'));
    expect(warning).toMatchObject({ level: 40, bucket: 'recipe-images', attempts: 1 });
    expect(logLines.join('\n')).not.toContain(S3_SECRET);
    expect(cook.attachments.every((address) => s3.objects.has(new URL(address).pathname.slice(1)))).toBe(
      true,
    );

    // Time passes (the postponed row is due again); the hourly sweep deletes the files.
    await testDb.database.db.update(fileDeletions).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    const sweeper = startFileSweeper({ db: testDb.database.db, storage: s3Store, logger });
    try {
      await waitFor(async () => ((await queuedDeletions()).length === 0 ? true : undefined));
    } finally {
      await sweeper.stop();
    }
    expect([...s3.objects.keys()].filter((key) => key.includes(cook.userId))).toEqual([]);
  });
});
