import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { FREE_DAILY_GENERATIONS } from '@larder/domain/constants';
import { createApp } from './app.ts';
import { type Database, openDatabase } from './db/database.ts';
import { type RunningPostgres, startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { applyMigrations } from './db/migrate.ts';
import type { Env } from './env.ts';
import { type JobQueue, startJobQueue, stopJobQueue } from './jobs/job-queue.ts';
import { type Logger, registerSecrets } from './logger.ts';
import { startConversionJobs } from './modules/conversions/forwarder.ts';
import { PantryCache } from './modules/pantry/pantry-cache.ts';
import { startPushJobs } from './modules/push/scheduler.ts';
import { pushSender } from './modules/push/senders.ts';
import { resolveVapidKeys } from './modules/push/vapid.ts';
import { rootPackageJson, webDistDir } from './paths.ts';
import { resolveAuthSecret } from './platform/auth/auth-secret.ts';
import { createAuth } from './platform/auth/create-auth.ts';
import { SessionCache } from './platform/auth/session-cache.ts';
import { useSessionCache } from './platform/auth/session-lookup.ts';
import {
  type ChangeListener,
  listenForChanges,
  PANTRY_CHANGES_CHANNEL,
  SESSION_CHANGES_CHANNEL,
} from './platform/changes/change-listener.ts';
import { type MailSetup, startMail } from './platform/mail/mail-setup.ts';
import { type MailJobs, startMailJobs } from './platform/mail/outbox-worker.ts';
import { MAIL_QUEUED_CHANNEL } from './platform/mail/service.ts';
import { createRateLimiter } from './platform/rate-limit/service.ts';
import { uploadsFromEnv } from './platform/storage/uploads-from-env.ts';
import { type FileSweeper, startFileSweeper } from './platform/uploads/file-sweeper.ts';

export interface RunningServer {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/**
 * Opens the database (embedded unless DATABASE_URL is set), migrates it, starts mail (SMTP_URL or the
 * local catcher) and its outbox worker, the sweep of deleted accounts' files, and serves the app.
 */
export async function startServer(env: Env, logger: Logger): Promise<RunningServer> {
  let embedded: RunningPostgres | undefined;
  let database: Database | undefined;
  let mail: MailSetup | undefined;
  let jobs: JobQueue | undefined;
  let outbox: MailJobs | undefined;
  let sweeper: FileSweeper | undefined;
  let changes: ChangeListener | undefined;
  registerSecrets([
    env.AUTH_SECRET,
    env.GOOGLE_CLIENT_SECRET,
    env.AI_API_KEY,
    env.S3_SECRET_ACCESS_KEY,
    env.STRIPE_SECRET_KEY,
    env.STRIPE_WEBHOOK_SECRET,
    env.REVENUECAT_SECRET_KEY,
    env.REVENUECAT_WEBHOOK_AUTH,
    env.VAPID_PRIVATE_KEY,
    env.ONESIGNAL_REST_API_KEY,
    env.META_ACCESS_TOKEN,
    passwordIn(env.DATABASE_URL),
    passwordIn(env.SMTP_URL),
  ]);
  try {
    embedded = env.DATABASE_URL
      ? undefined
      : await startEmbeddedPostgres(path.join(env.DATA_DIR, 'postgres'), logger, { supervise: true });
    const url = env.DATABASE_URL ?? (embedded as RunningPostgres).url;
    await applyMigrations(url);
    database = openDatabase(url, logger);
    mail = await startMail(env, logger);
    // Background jobs (mail delivery, push reminders) on PostgreSQL, shared by every instance.
    jobs = await startJobQueue({ url, logger, database });
    outbox = await startMailJobs({ db: database.db, transport: mail.transport, logger, jobs, database });
    const vapid = await resolveVapidKeys(database.db, env);
    registerSecrets([vapid.privateKey]);
    await startPushJobs({ db: database.db, jobs, sender: pushSender({ vapid, env, logger }), logger });
    // Before the app: the route writes its forwarding jobs to this queue.
    await startConversionJobs({ db: database.db, jobs, env, logger });
    const storage = uploadsFromEnv(env);
    sweeper = startFileSweeper({ db: database.db, storage: storage.store, logger, database });
    const secret = await resolveAuthSecret(database.db, env.AUTH_SECRET);
    registerSecrets([secret]);
    const auth = createAuth({
      db: database.db,
      env,
      secret,
      rateLimiter: createRateLimiter(database.db),
      logger,
      noteDatabaseFailure: database.noteFailure,
    });
    // Signed-in requests find their session and pantry in memory; every change to one, on any server,
    // clears it.
    const sessionCache = new SessionCache();
    const pantryCache = new PantryCache();
    const pool = database.pool;
    changes = await listenForChanges({
      url,
      caches: {
        [SESSION_CHANGES_CHANNEL]: sessionCache,
        [PANTRY_CHANGES_CHANNEL]: pantryCache,
        [MAIL_QUEUED_CHANNEL]: wakeOn(outbox.wake),
      },
      announce: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      logger,
    });
    useSessionCache(auth, sessionCache);
    const app = createApp({
      env,
      database,
      auth,
      mail: { mailbox: mail.catcher },
      logger,
      version: readVersion(),
      webDistDir: env.WEB_DIST_DIR ?? webDistDir,
      storage,
      kept: { pantry: pantryCache, changes },
      jobs,
    });
    logger.info(proSalesNote(env));
    const { server, port } = await listen(app.fetch, env.HOST, env.PORT);
    const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    const openDb = database;
    const openMail = mail;
    const openOutbox = outbox;
    const openJobs = jobs;
    const openSweeper = sweeper;
    const openChanges = changes;
    return {
      port,
      url: `http://${shownHost}:${port}`,
      stop: async () => {
        await closeServer(server);
        await openChanges.stop();
        await openOutbox.stop();
        await stopJobQueue(openJobs);
        await openSweeper.stop();
        await openMail.stop();
        await openDb.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await changes?.stop().catch(() => undefined);
    await outbox?.stop().catch(() => undefined);
    if (jobs) await stopJobQueue(jobs).catch(() => undefined);
    await sweeper?.stop().catch(() => undefined);
    await mail?.stop().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
}

/** How long an idle connection stays open: past the 60 s most proxies and load balancers keep theirs. */
export const KEEP_ALIVE_MS = 65_000;

/** How long requests still running at shutdown get to finish before their connections are closed. */
const SHUTDOWN_GRACE_MS = 5_000;

/**
 * Stops taking connections and closes the ones open: idle keep-alive connections at once (they would
 * otherwise hold the shutdown for up to KEEP_ALIVE_MS), busy ones once their requests finish or the grace
 * period ends.
 */
async function closeServer(server: ReturnType<typeof serve>): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  if (!('closeAllConnections' in server)) return closed;
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  force.unref();
  await closed;
  clearTimeout(force);
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], hostname: string, port: number) {
  return new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve, reject) => {
    const server = serve({ fetch, hostname, port }, (info) => resolve({ server, port: info.port }));
    // An idle keep-alive connection is kept longer than a browser or proxy waits before reusing it (Node
    // closes it after 5 s), so a reused socket is not reset in the same instant (ECONNRESET, seen by a
    // journey 10 s after its last request).
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      server.headersTimeout = KEEP_ALIVE_MS + 1000;
    }
    server.once('error', reject);
  });
}

/** What the operator is told at start-up about selling Pro and the free allowance (decision 037). */
export function proSalesNote(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'REVENUECAT_SECRET_KEY' | 'FREE_RECIPES_PER_DAY'>,
) {
  const sold = [
    env.STRIPE_SECRET_KEY && 'the web (Stripe)',
    env.REVENUECAT_SECRET_KEY && 'the apps (RevenueCat)',
  ]
    .filter(Boolean)
    .join(' and ');
  const limit = env.FREE_RECIPES_PER_DAY;
  if (sold)
    return `Pro is sold on ${sold}; free accounts get ${limit ?? FREE_DAILY_GENERATIONS} recipes a day.`;
  return limit
    ? `Pro is not sold on this server (no STRIPE_* or REVENUECAT_* set); FREE_RECIPES_PER_DAY holds free accounts to ${limit} recipes a day.`
    : 'Pro is not sold on this server (no STRIPE_* or REVENUECAT_* set), so nobody is held to a daily recipe allowance.';
}

/** The password of a `scheme://user:password@host` URL, so that the log can never show it. */
function passwordIn(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  const { password } = new URL(url);
  return password ? decodeURIComponent(password) : undefined;
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(rootPackageJson, 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

/**
 * A change channel that wakes a job: on every announcement, and when announcements are heard again.
 * While they cannot be heard (PostgreSQL away, a pooler that delivers none), it wakes the job every 5 s
 * instead, so mail is not left to the job's every-minute safety net.
 */
function wakeOn(wake: () => void) {
  let poll: NodeJS.Timeout | undefined;
  return {
    setLive: (live: boolean) => {
      clearInterval(poll);
      poll = undefined;
      if (live) wake();
      else {
        poll = setInterval(wake, 5_000);
        poll.unref();
      }
    },
    invalidateUser: () => wake(),
    clear: () => wake(),
  };
}
