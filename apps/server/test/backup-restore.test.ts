import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { embeddedUrl, runningEmbeddedPort, startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { createLogger } from '../src/logger.ts';
import { grantPro } from '../src/modules/entitlements/service.ts';
import { manifestOf, repack, runBackupCommand, stopLeftoverPostgres } from './backup-kit.ts';
import { browserSession } from './browser-session.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { snapshotDatabase, snapshotFiles } from './database-snapshot.ts';
import { PNG, useEveryPart } from './every-part.ts';
import { type Browser, json, PASSWORD, signedInBrowser, userIdOf } from './kitchen-session.ts';
import { type ServerProcess, spawnServer, waitUntilHealthy } from './server-process.ts';
import { UNREACHED_SMTP } from './test-env.ts';

const work = mkdtempSync(path.join(tmpdir(), 'larder-backup-'));
const inWork = (name: string) => path.join(work, name);
const SOURCE = inWork('source');
const RESTORED = inWork('restored');
/** DATA_DIR (for its uploads folder) of the restore into a DATABASE_URL database. */
const EXTERNAL = inWork('external');
const BACKUP = inWork('larder.tar.gz');

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  // Whatever failed, no PostgreSQL is left running on a test folder.
  for (const name of readdirSync(work)) await stopLeftoverPostgres(path.join(work, name, 'postgres'));
  rmSync(work, { recursive: true, force: true });
});

/** The real servers answer at `serverUrl`; the cook's browser keeps its cookies across them. */
let serverUrl = '';
const overHttp = { request: (route: string, init: RequestInit) => fetch(`${serverUrl}${route}`, init) };
let browser: Browser;
let email: string;
let attachmentPath: string;
let photoPath: string;
/** The cook's photo as the server stored it (resized, re-encoded). */
let photoBytes: Buffer;
const before: { pantry?: unknown; plan?: unknown; saved?: unknown } = {};
let externalDb: { url: string };

beforeAll(async () => {
  const server = await startLarder(SOURCE);
  const database = openDatabase(embeddedUrl(server.embeddedPort() ?? 0), createLogger('silent'));
  try {
    ({ browser, email } = await signedInBrowser(overHttp, database.db));
    ({ screenshot: attachmentPath, photo: photoPath } = await useEveryPart(browser, overHttp, email));
    photoBytes = Buffer.from(await (await fetch(`${serverUrl}${photoPath}`)).arrayBuffer());
    expect(photoBytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    // A deleted account's file that the store could not delete yet, waiting for its next try.
    await database.pool.query(
      `insert into file_deletions (bucket, key, attempts, last_error, next_attempt_at)
       values ('recipe-images', 'bug-reports/deleted-cook/1-old.png', 1, 'store unavailable', now() + interval '1 day')`,
    );
    // Where the reminder scheduler got to (a running server moves it every minute).
    await database.pool.query(
      `insert into push_schedule (id, through) values (1, now()) on conflict do nothing`,
    );
    // A library recipe an admin hid after a report.
    await database.pool.query(`insert into hidden_recipes (recipe_id) values ('shakshuka')`);
    // An admin's reply to the cook's bug report, and its line in the audit log.
    await database.pool.query(
      `insert into support_replies (request_id, admin_id, body)
       select id, 'an-admin', 'Thanks, it is fixed.' from support_requests limit 1`,
    );
    await database.pool.query(
      `insert into admin_actions (admin_id, admin_email, action, target_type, target_id, detail)
       values ('an-admin', 'admin@example.com', 'support.reply', 'support', 'a-request', '{"to":"cook"}')`,
    );
    // Food the cook threw away after its date (what a no-waste streak counts against).
    await database.pool.query(
      `insert into food_binned (user_id, name, grams, binned_on)
       values ($1, 'old yoghurt', 150, current_date - 1)`,
      [await userIdOf(browser)],
    );
    // Pro given for a support case: the entitlement and its history.
    await grantPro(database.db, await userIdOf(browser), {
      until: new Date(Date.now() + 30 * 86_400_000),
      reason: 'backup test',
      now: new Date(),
    });
    before.pantry = await json(await browser.request('/api/pantry'));
    before.plan = await json(await browser.request('/api/plans/current'));
    before.saved = await json(await browser.request('/api/recipes/saved'));
    // The round trip below means something only if every table has rows to lose.
    const tables = (await snapshotDatabase(embeddedUrl(server.embeddedPort() ?? 0))).tables;
    const empty = Object.entries(tables).filter(([, table]) => table.rows.length === 0);
    expect(empty.map(([name]) => name)).toEqual([]);
  } finally {
    await database.close();
  }
  await stopLarder(server);
  externalDb = await emptyDatabase();
}, 180_000);

describe('npm run backup and npm run restore', () => {
  it('back up a stopped Larder and restore it into an empty folder and an empty database: every table, row and file the same', async () => {
    const backup = await runBackupCommand('backup', BACKUP, { DATA_DIR: SOURCE });
    expect(backup.output).toContain(`Backed up Larder 0.1.0 to ${BACKUP}`);
    expect(backup.output).toContain('(started for the backup, then stopped)');
    expect(backup.output).toContain(
      `Uploads: 2 files (${PNG.length + photoBytes.length} B) from ${path.join(SOURCE, 'uploads')}.`,
    );
    expect(backup.code).toBe(0);
    expect(await runningEmbeddedPort(path.join(SOURCE, 'postgres'))).toBeNull();
    expect(readdirSync(work).filter((name) => name.startsWith('.'))).toEqual([]);

    const [intoFolder, intoDatabase] = await Promise.all([
      runBackupCommand('restore', BACKUP, { DATA_DIR: RESTORED }),
      runBackupCommand('restore', BACKUP, { DATA_DIR: EXTERNAL, DATABASE_URL: externalDb.url }),
    ]);
    for (const restore of [intoFolder, intoDatabase]) {
      expect(restore.output).toContain(`Restored ${BACKUP} (made `);
      expect(restore.output).toContain('Every file matched its checksum.');
      expect(restore.code).toBe(0);
    }
    expect(intoFolder.output).toContain(`into the embedded PostgreSQL in ${path.join(RESTORED, 'postgres')}`);
    expect(intoDatabase.output).not.toContain('larder-embedded');
    expect(await runningEmbeddedPort(path.join(RESTORED, 'postgres'))).toBeNull();

    const original = await whileRunning(SOURCE, snapshotDatabase);
    expect(Object.keys(original.tables)).toContain('drizzle.__drizzle_migrations');
    expect(await whileRunning(RESTORED, snapshotDatabase)).toEqual(original);
    expect(await snapshotDatabase(externalDb.url)).toEqual(original);

    const files = await snapshotFiles(path.join(SOURCE, 'uploads'));
    expect(Object.values(files)).toHaveLength(2);
    expect(Object.values(files)).toEqual(expect.arrayContaining([PNG, photoBytes]));
    expect(await snapshotFiles(path.join(RESTORED, 'uploads'))).toEqual(files);
    expect(await snapshotFiles(path.join(EXTERNAL, 'uploads'))).toEqual(files);
  }, 180_000);

  it('npm start on the restored folder serves the same data to the same browser; backups of a running Larder and of DATABASE_URL', async () => {
    const server = await startLarder(RESTORED);
    // Sessions and the generated AUTH_SECRET came back too: the cook is still signed in.
    expect(await json(await browser.request('/api/pantry'))).toEqual(before.pantry);
    expect(await json(await browser.request('/api/plans/current'))).toEqual(before.plan);
    expect(await json(await browser.request('/api/recipes/saved'))).toEqual(before.saved);
    const served = await fetch(`${server.url}${attachmentPath}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    const photo = await fetch(`${server.url}${photoPath}`);
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(photoBytes);
    const signIn = await browserSession(overHttp).request('/api/auth/sign-in/email', {
      json: { email, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);

    const running = inWork('while-running.tar.gz');
    const external = inWork('external.tar.gz');
    const [fromRunning, fromExternal] = await Promise.all([
      runBackupCommand('backup', running, { DATA_DIR: RESTORED }),
      runBackupCommand('backup', external, { DATA_DIR: EXTERNAL, DATABASE_URL: externalDb.url }),
    ]);
    expect(fromRunning.output).toContain(
      `from the running embedded PostgreSQL in ${path.join(RESTORED, 'postgres')}`,
    );
    expect(fromRunning.code).toBe(0);
    // The backup used the server's PostgreSQL and left it running.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const { port, pathname } = new URL(externalDb.url);
    expect(fromExternal.output).toContain(`from PostgreSQL at localhost:${port}${pathname}.`);
    expect(fromExternal.output).not.toContain('larder-embedded');
    expect(fromExternal.code).toBe(0);
    // The same rows make the same bytes: every table file of the DATABASE_URL backup is the first one's.
    const checksums = (file: string) => manifestOf(file).tables.map((table) => [table.entry, table.sha256]);
    expect(checksums(external)).toEqual(checksums(BACKUP));
    expect(manifestOf(running).migrations).toEqual(manifestOf(BACKUP).migrations);
    await stopLarder(server);
  }, 180_000);

  it('refuse a destination that holds data, and a damaged, cut or foreign file, with one line and nothing written', async () => {
    const tar = gunzipSync(readFileSync(BACKUP));
    const at = tar.indexOf(PNG);
    expect(at).toBeGreaterThan(0);
    tar[at + PNG.length - 1] = (tar[at + PNG.length - 1] ?? 0) ^ 0xff;
    writeFileSync(inWork('damaged.tar.gz'), gzipSync(tar));
    writeFileSync(inWork('cut.tar.gz'), readFileSync(BACKUP).subarray(0, 2000));
    writeFileSync(inWork('notes.txt'), 'shopping: eggs, milk\n');
    mkdirSync(inWork('old-uploads/uploads/recipe-images'), { recursive: true });
    writeFileSync(inWork('old-uploads/uploads/recipe-images/old.png'), PNG);
    mkdirSync(inWork('no-database'));
    let known = 0;
    const newer = repack(BACKUP, work, 'newer', (manifest) => {
      known = manifest.migrations.length;
      manifest.larderVersion = '9.0.0';
      manifest.migrations.push({ hash: 'f'.repeat(64), createdAt: Date.now() });
    });
    const reshaped = repack(BACKUP, work, 'reshaped', (manifest) => {
      const pantry = manifest.tables.find((table) => table.name === 'pantry_items');
      pantry?.columns.reverse();
    });
    const migrated: TestDatabase = await createTestDatabase();
    cleanups.push(() => migrated.drop());

    const cases: [ReturnType<typeof runBackupCommand>, string][] = [
      [
        runBackupCommand('restore', BACKUP, { DATA_DIR: SOURCE }, false),
        `${path.join(SOURCE, 'postgres')} already holds a database.`,
      ],
      [
        runBackupCommand('restore', BACKUP, { DATA_DIR: inWork('old-uploads') }, false),
        `${inWork('old-uploads/uploads')} already holds uploaded files.`,
      ],
      [
        runBackupCommand(
          'restore',
          BACKUP,
          { DATA_DIR: inWork('fresh-1'), DATABASE_URL: migrated.url },
          false,
        ),
        'already has Larder tables (drizzle.__drizzle_migrations, …). Restore only into an empty database.',
      ],
      [
        runBackupCommand('restore', inWork('damaged.tar.gz'), { DATA_DIR: inWork('fresh-2') }, false),
        'does not match its checksum. Nothing was restored.',
      ],
      [
        runBackupCommand('restore', inWork('cut.tar.gz'), { DATA_DIR: inWork('fresh-3') }, false),
        `${inWork('cut.tar.gz')} is not a Larder backup, or it is damaged (unexpected end of file).`,
      ],
      [
        runBackupCommand('restore', inWork('notes.txt'), { DATA_DIR: inWork('fresh-4') }, false),
        `${inWork('notes.txt')} is not a Larder backup, or it is damaged (incorrect header check).`,
      ],
      [
        runBackupCommand('restore', newer, { DATA_DIR: inWork('fresh-6') }, false),
        `whose database is at migration ${known + 1}; this Larder knows ${known}. Restore it with Larder 9.0.0 or newer.`,
      ],
      [
        // Fails after the cluster is made and the uploads are placed: both are removed again.
        runBackupCommand('restore', reshaped, { DATA_DIR: inWork('fresh-7') }, false),
        "The backup's public.pantry_items has the columns (merged_client_ids, updated_at, created_at,",
      ],
      [
        runBackupCommand('restore', inWork('missing.tar.gz'), { DATA_DIR: inWork('fresh-5') }, false),
        `No backup at ${inWork('missing.tar.gz')}.`,
      ],
      [
        runBackupCommand('backup', BACKUP, { DATA_DIR: SOURCE }, false),
        `${BACKUP} already exists; a backup never overwrites a file, choose another name.`,
      ],
      [
        runBackupCommand('backup', inWork('nothing.tar.gz'), { DATA_DIR: inWork('no-database') }, false),
        `No Larder database in ${inWork('no-database/postgres')}: nothing to back up`,
      ],
      [
        runBackupCommand('backup', inWork('no-such-folder/larder.tar.gz'), { DATA_DIR: SOURCE }, false),
        `The folder ${inWork('no-such-folder')} does not exist.`,
      ],
    ];
    for (const [outcome, message] of cases) {
      const { code, output } = await outcome;
      const lines = output.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
      expect(lines).toEqual([expect.stringContaining(message)]);
      expect(code).toBe(1);
    }
    expect(readFileSync(inWork('old-uploads/uploads/recipe-images/old.png'))).toEqual(PNG);
    expect(existsSync(inWork('old-uploads/postgres'))).toBe(false);
    for (const fresh of ['fresh-1', 'fresh-2', 'fresh-3', 'fresh-4', 'fresh-5', 'fresh-6', 'fresh-7']) {
      expect(existsSync(inWork(fresh))).toBe(false);
    }
    expect(existsSync(inWork('nothing.tar.gz'))).toBe(false);
    expect(readdirSync(work).filter((name) => name.startsWith('.'))).toEqual([]);
  }, 180_000);
});

async function startLarder(dataDir: string): Promise<ServerProcess> {
  const server = await spawnServer({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:8080',
    TRUST_PROXY: 'true',
    // With a mail server, as production: sign-up confirms the address through a queued mail.
    SMTP_URL: UNREACHED_SMTP,
  });
  cleanups.push(() => stopLarder(server));
  await waitUntilHealthy(server);
  serverUrl = server.url;
  return server;
}

async function stopLarder(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

/** Starts the embedded PostgreSQL of a data folder for `work`, and stops it again. */
async function whileRunning<T>(dataDir: string, work: (url: string) => Promise<T>): Promise<T> {
  const postgres = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), createLogger('silent'));
  try {
    return await work(postgres.url);
  } finally {
    await postgres.stop();
  }
}

async function emptyDatabase(): Promise<{ url: string }> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `restore_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
  return { url: adminUrl.replace(/\/postgres$/, `/${name}`) };
}
