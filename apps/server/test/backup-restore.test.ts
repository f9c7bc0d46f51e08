import { execFileSync, spawn } from 'node:child_process';
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
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { embeddedUrl, runningEmbeddedPort, startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { createLogger } from '../src/logger.ts';
import { browserSession } from './browser-session.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { snapshotDatabase, snapshotFiles } from './database-snapshot.ts';
import { type Browser, json, PASSWORD, signedInBrowser } from './kitchen-session.ts';
import { type ServerProcess, spawnServer, waitUntilHealthy } from './server-process.ts';
import { waitFor } from './wait-for.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'larder-backup-'));
const inWork = (name: string) => path.join(work, name);
const SOURCE = inWork('source');
const RESTORED = inWork('restored');
/** DATA_DIR (for its uploads folder) of the restore into a DATABASE_URL database. */
const EXTERNAL = inWork('external');
const BACKUP = inWork('larder.tar.gz');

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const BUG = {
  type: 'bug',
  title: 'Swap button does nothing',
  description: 'Tapping Swap on Tuesday dinner does not open anything.',
  stepsToReproduce: '1. Open /plan\n2. Tap Swap',
  expectedBehavior: 'A list of recipes',
  actualBehavior: 'Nothing',
  deviceInfo: 'Pixel 8, Chrome 131',
  severity: 'medium',
  attachments: [],
};
const PLAN_ANSWERS = {
  goal: 'maintain',
  body: {
    sex: 'female',
    age: 34,
    activity: 'moderate',
    measures: { units: 'metric', heightCm: 168, weightKg: 64 },
  },
  days: 3,
  meals: ['breakfast', 'dinner'],
  servings: 2,
  weekdayMinutes: 45,
  weekendMinutes: 90,
  leftovers: true,
};

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
const before: { pantry?: unknown; plan?: unknown; saved?: unknown } = {};
let externalDb: { url: string };

beforeAll(async () => {
  const server = await startLarder(SOURCE);
  const database = openDatabase(embeddedUrl(server.embeddedPort() ?? 0), createLogger('silent'));
  try {
    ({ browser, email } = await signedInBrowser(overHttp, database.db));
    const stocked = await browser.request('/api/pantry/items', {
      json: { text: '6 eggs, 200 g feta, 2 courgettes, an onion, 300 g spinach' },
    });
    expect(stocked.status).toBe(201);
    const generated = await json<{ recipes: { id: string; usesPantry: string[] }[] }>(
      await browser.request('/api/recipes/generate', {
        json: { goal: 'use-it-up', servings: 2, mealType: 'dinner' },
      }),
    );
    const [first] = generated.recipes;
    expect((await browser.request(`/api/recipes/${first?.id}/saved`, { method: 'PUT' })).status).toBe(200);
    const used = generated.recipes.find((recipe) => recipe.usesPantry.length > 0);
    const cooked = await browser.request(`/api/recipes/${used?.id}/cooked`, { json: { servings: 2 } });
    expect(cooked.status).toBe(200);
    expect((await browser.request('/api/plans', { json: PLAN_ANSWERS })).status).toBe(201);
    expect((await browser.request('/api/shopping-list/items', { json: { name: 'coffee' } })).status).toBe(
      201,
    );
    attachmentPath = await sendBugReport(browser);
    const report = { message: 'Boom', route: '/plan', release: '0.1.0' };
    expect((await browser.request('/api/client-errors', { json: report })).status).toBe(201);
    const reset = await browserSession(overHttp).request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    expect(reset.status).toBe(200);
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
    const backup = await run('backup', BACKUP, { DATA_DIR: SOURCE });
    expect(backup.output).toContain(`Backed up Larder 0.1.0 to ${BACKUP}`);
    expect(backup.output).toContain('(started for the backup, then stopped)');
    expect(backup.output).toContain(
      `Uploads: 1 file (${PNG.length} B) from ${path.join(SOURCE, 'uploads')}.`,
    );
    expect(backup.code).toBe(0);
    expect(await runningEmbeddedPort(path.join(SOURCE, 'postgres'))).toBeNull();
    expect(readdirSync(work).filter((name) => name.startsWith('.'))).toEqual([]);

    const [intoFolder, intoDatabase] = await Promise.all([
      run('restore', BACKUP, { DATA_DIR: RESTORED }),
      run('restore', BACKUP, { DATA_DIR: EXTERNAL, DATABASE_URL: externalDb.url }),
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
    expect(Object.values(files)).toEqual([PNG]);
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
    const signIn = await browserSession(overHttp).request('/api/auth/sign-in/email', {
      json: { email, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);

    const running = inWork('while-running.tar.gz');
    const external = inWork('external.tar.gz');
    const [fromRunning, fromExternal] = await Promise.all([
      run('backup', running, { DATA_DIR: RESTORED }),
      run('backup', external, { DATA_DIR: EXTERNAL, DATABASE_URL: externalDb.url }),
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
    const newer = repack('newer', (manifest) => {
      manifest.larderVersion = '9.0.0';
      manifest.migrations.push({ hash: 'f'.repeat(64), createdAt: Date.now() });
    });
    const reshaped = repack('reshaped', (manifest) => {
      const pantry = manifest.tables.find((table) => table.name === 'pantry_items');
      pantry?.columns.reverse();
    });
    const migrated: TestDatabase = await createTestDatabase();
    cleanups.push(() => migrated.drop());

    const cases: [ReturnType<typeof run>, string][] = [
      [
        run('restore', BACKUP, { DATA_DIR: SOURCE }, false),
        `${path.join(SOURCE, 'postgres')} already holds a database.`,
      ],
      [
        run('restore', BACKUP, { DATA_DIR: inWork('old-uploads') }, false),
        `${inWork('old-uploads/uploads')} already holds uploaded files.`,
      ],
      [
        run('restore', BACKUP, { DATA_DIR: inWork('fresh-1'), DATABASE_URL: migrated.url }, false),
        'already has Larder tables (drizzle.__drizzle_migrations, …). Restore only into an empty database.',
      ],
      [
        run('restore', inWork('damaged.tar.gz'), { DATA_DIR: inWork('fresh-2') }, false),
        'does not match its checksum. Nothing was restored.',
      ],
      [
        run('restore', inWork('cut.tar.gz'), { DATA_DIR: inWork('fresh-3') }, false),
        `${inWork('cut.tar.gz')} is not a Larder backup, or it is damaged (unexpected end of file).`,
      ],
      [
        run('restore', inWork('notes.txt'), { DATA_DIR: inWork('fresh-4') }, false),
        `${inWork('notes.txt')} is not a Larder backup, or it is damaged (incorrect header check).`,
      ],
      [
        run('restore', newer, { DATA_DIR: inWork('fresh-6') }, false),
        'whose database is at migration 9; this Larder knows 8. Restore it with Larder 9.0.0 or newer.',
      ],
      [
        // Fails after the cluster is made and the uploads are placed: both are removed again.
        run('restore', reshaped, { DATA_DIR: inWork('fresh-7') }, false),
        "The backup's public.pantry_items has the columns (updated_at, created_at,",
      ],
      [
        run('restore', inWork('missing.tar.gz'), { DATA_DIR: inWork('fresh-5') }, false),
        `No backup at ${inWork('missing.tar.gz')}.`,
      ],
      [
        run('backup', BACKUP, { DATA_DIR: SOURCE }, false),
        `${BACKUP} already exists; a backup never overwrites a file, choose another name.`,
      ],
      [
        run('backup', inWork('nothing.tar.gz'), { DATA_DIR: inWork('no-database') }, false),
        `No Larder database in ${inWork('no-database/postgres')}: nothing to back up`,
      ],
      [
        run('backup', inWork('no-such-folder/larder.tar.gz'), { DATA_DIR: SOURCE }, false),
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

/**
 * Runs `npm run backup|restore -- FILE` as a person would, with only the given settings. The refusals
 * run the same command file without npm around it, which saves a second of CPU each on a 2-core CI.
 */
function run(script: 'backup' | 'restore', file: string, env: Record<string, string>, viaNpm = true) {
  const [command, args] = viaNpm
    ? ['npm', ['run', '--silent', script, '--', file]]
    : [process.execPath, ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, file]];
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function startLarder(dataDir: string): Promise<ServerProcess> {
  const server = await spawnServer({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:8080',
    TRUST_PROXY: 'true',
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

async function sendBugReport(cook: Browser): Promise<string> {
  const form = new FormData();
  form.append('payload', JSON.stringify(BUG));
  form.append('attachments', new Blob([PNG], { type: 'image/png' }), 'swap button.png');
  const cookie = [...cook.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${serverUrl}/api/functions/send-support-email`, {
    method: 'POST',
    body: form,
    headers: { origin: 'http://localhost:8080', cookie },
  });
  expect(response.status).toBe(201);
  const sent = await json<{ attachments: string[] }>(response);
  return new URL(sent.attachments[0] ?? '').pathname;
}

type ManifestJson = {
  larderVersion: string;
  migrations: { hash: string; createdAt: number }[];
  tables: { name: string; entry: string; sha256: string; columns: string[] }[];
};

/** The backup changed by `edit` and packed again by the system's tar (manifest first, as Larder does). */
function repack(name: string, edit: (manifest: ManifestJson) => void): string {
  const folder = inWork(`${name}-unpacked`);
  mkdirSync(folder);
  execFileSync('tar', ['-xzf', BACKUP, '-C', folder]);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as ManifestJson;
  edit(manifest);
  writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
  const file = inWork(`${name}.tar.gz`);
  execFileSync('tar', ['-czf', file, '-C', folder, 'manifest.json', 'database', 'uploads']);
  return file;
}

/** The backup's manifest, read with the system's tar: the format is plain tar.gz. */
function manifestOf(file: string): ManifestJson {
  return JSON.parse(execFileSync('tar', ['-xzOf', file, 'manifest.json'], { encoding: 'utf8' }));
}

async function stopLeftoverPostgres(databaseDir: string): Promise<void> {
  if ((await runningEmbeddedPort(databaseDir)) === null) return;
  const pid = Number(readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(pid, 'SIGINT');
  await waitFor(async () => ((await runningEmbeddedPort(databaseDir)) === null ? true : undefined), 15_000);
}
