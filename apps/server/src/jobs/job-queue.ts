import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import Manager from 'pg-boss/src/manager.js';
import type { DatabaseAvailability, Db, Tx } from '../db/database.ts';
import type { Logger } from '../logger.ts';

/**
 * Background jobs on PostgreSQL with pg-boss (docs/decisions/039-reminders-and-push.md): every server
 * instance runs the same workers; a job is fetched by one of them (SKIP LOCKED), retried when it fails or
 * its instance dies, and cron schedules fire once across instances. Mail delivery and push reminders
 * both run on it.
 */
export type JobQueue = PgBoss;
export type Job<T> = PgBoss.Job<T>;

export interface JobQueueOptions {
  url: string;
  logger: Logger;
  /** While PostgreSQL is away its monitor says so once; the queue's own failures then say nothing. */
  database?: DatabaseAvailability;
}

/**
 * pg-boss 10 settles a worker's jobs without waiting (`this.complete(…)`, `this.fail(…)` in its manager's
 * fetch handler, promises left floating): when PostgreSQL goes away just as a job ends, the rejection is
 * unhandled and ends the process. Here those calls still reject for whoever awaits them, and a floating
 * one is let go: the job stays active, expires and runs again once the database is back.
 */
let settledSafely = false;
function settleJobsSafely(): void {
  if (settledSafely) return;
  settledSafely = true;
  const prototype = Manager.prototype as unknown as Record<
    'complete' | 'fail',
    (...args: unknown[]) => Promise<unknown>
  >;
  for (const name of ['complete', 'fail'] as const) {
    const original = prototype[name];
    prototype[name] = function settle(this: unknown, ...args: unknown[]) {
      const settled = original.apply(this, args);
      settled.catch(() => undefined);
      return settled;
    };
  }
}

export async function startJobQueue({ url, logger, database }: JobQueueOptions): Promise<JobQueue> {
  settleJobsSafely();
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss',
    application_name: 'larder-jobs',
    max: 4,
    // A finished job's id is kept two days: ids made from a reminder's device and slot (jobIdFor) then
    // refuse a second copy of the same reminder for that long.
    archiveCompletedAfterSeconds: 2 * 24 * 60 * 60,
  });
  boss.on('error', (error: unknown) => {
    if (database?.noteFailure(error)) return;
    logger.error({ err: error instanceof Error ? error.message : String(error) }, 'job queue error');
  });
  await boss.start();
  return boss;
}

/**
 * Creates a queue if it is not there yet. pg-boss makes each queue a partition of its job table; two
 * instances starting at once can deadlock attaching theirs, and PostgreSQL then aborts one of them: that
 * one tries again.
 */
export async function ensureQueue(boss: JobQueue, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      const deadlock = (error as { code?: string }).code === '40P01';
      if (!deadlock || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/** Stops fetching, lets running jobs finish (10 s at most), and closes the queue's connections. */
export async function stopJobQueue(boss: JobQueue): Promise<void> {
  await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
}

/**
 * A job id (a UUID) made from what the job is for, so the same reminder queued twice, by two instances
 * or after a restart, is one job: pg-boss skips an id it already has.
 */
export function jobIdFor(what: string): string {
  const hex = createHash('sha256').update(what).digest('hex');
  // RFC 9562 version 8 (custom) with the RFC variant bits.
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Lets pg-boss write its job through one of our transactions, so the job exists exactly when the change
 * that caused it is committed.
 */
export function throughTransaction(tx: Db | Tx): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [sql.raw(parts[0] ?? '')];
      for (let i = 1; i < parts.length; i += 2) {
        // A parameter as it is: arrays stay one value (sql`${array}` would spread them into a list).
        chunks.push(sql`${sql.param(values[Number(parts[i]) - 1])}`, sql.raw(parts[i + 1] ?? ''));
      }
      const result = await tx.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}
