import { type AppDeps, createApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import type { Env } from '../src/env.ts';
import { createLogger, type Logger } from '../src/logger.ts';
import { createAuth } from '../src/platform/auth/create-auth.ts';
import type { Mailbox } from '../src/platform/mail/routes.ts';
import { createRateLimiter } from '../src/platform/rate-limit/service.ts';
import { createLocalStorage } from '../src/platform/storage/local-storage.ts';
import type { ObjectStorage } from '../src/platform/storage/object-storage.ts';
import { tempDir } from './temp-dirs.ts';
import { makeWebDist } from './web-dist.ts';

export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789';

const HOUR_MS = 60 * 60_000;
const LOADED_AT = Date.now();
/**
 * The rate limits' clock in tests: real time, set back so that the test file starts a second into an
 * hour. Limits count in fixed windows of 10 or 60 minutes; a test's burst of requests that crossed a
 * window's end at 21:50 saw its count start again (400 where the 21st attempt is a 429).
 */
const RATE_CLOCK_SHIFT = Math.floor(LOADED_AT / HOUR_MS) * HOUR_MS + 1000 - LOADED_AT;
export const testRateClock = () => Date.now() + RATE_CLOCK_SHIFT;

/** The whole app on a test database, as server.ts builds it. */
export function buildTestApp(options: {
  database: Database;
  env: Env;
  logger?: Logger;
  mailbox?: Mailbox | null;
  version?: string;
  webDistDir?: string;
  now?: () => number;
  /** The upload store; a folder of its own under the test file's temp folder by default. */
  storage?: ObjectStorage;
  uploadsDir?: string;
  /** What is kept in memory, as server.ts attaches it (none by default: every read asks the database). */
  kept?: AppDeps['kept'];
  /** Lets the importer reach a test's page server on loopback. */
  importFetch?: AppDeps['importFetch'];
  /** The job queue the app writes jobs to (ad conversions); none by default. */
  jobs?: AppDeps['jobs'];
}) {
  const logger = options.logger ?? createLogger('silent');
  const auth = createAuth({
    db: options.database.db,
    env: options.env,
    secret: TEST_AUTH_SECRET,
    rateLimiter: createRateLimiter(options.database.db, testRateClock),
    logger,
    noteDatabaseFailure: options.database.noteFailure,
    ...(options.now ? { now: options.now } : {}),
  });
  const app = createApp({
    env: options.env,
    database: options.database,
    auth,
    mail: { mailbox: options.mailbox ?? null },
    logger,
    version: options.version ?? '1.0.0',
    webDistDir: options.webDistDir ?? makeWebDist(),
    storage: testStorage(options),
    rateClock: testRateClock,
    ...(options.now ? { now: options.now } : {}),
    ...(options.kept ? { kept: options.kept } : {}),
    ...(options.importFetch ? { importFetch: options.importFetch } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
  });
  return { app, auth };
}

/** Uploads in a temp folder served at /uploads, as a fresh install does under DATA_DIR. */
function testStorage(options: { storage?: ObjectStorage; uploadsDir?: string }) {
  const localDir = options.uploadsDir ?? tempDir('uploads-');
  const store =
    options.storage ?? createLocalStorage({ rootDir: localDir, publicBaseUrl: 'http://localhost:8080' });
  return { store, localDir };
}
