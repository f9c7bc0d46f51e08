import type { DatabaseAvailability } from '../../db/database.ts';
import { ensureQueue, type JobQueue } from '../../jobs/job-queue.ts';
import { nextMailDue } from './repository.ts';
import { type DeliveryDeps, deliverDueMail, forgetOldMail } from './service.ts';

/** The queue whose jobs are delivery passes over the outbox (policy short: one waiting pass per key). */
export const MAIL_QUEUE = 'mail-delivery';

const SWEEP_EVERY_MS = 60 * 60_000;

export interface MailJobs {
  /** A mail was queued (heard from PostgreSQL): run a pass now, on whichever instance fetches it first. */
  wake: () => void;
  stop: () => Promise<void>;
}

/**
 * Mail delivery on the job queue (decision 039). The outbox table stays the record of every mail,
 * written in the transaction that caused it; pg-boss runs the passes that deliver it: at once when a
 * mail is queued (`wake`), when the earliest retry falls due, and every minute as a safety net (a wake
 * missed while an instance restarted, a claim whose instance died). A pass claims rows with SKIP LOCKED,
 * so passes on several instances share the work and never send a mail twice. The retry schedule (5 s,
 * 30 s, 2 min, 10 min, then hourly for a day) is the outbox's own.
 */
export async function startMailJobs(
  deps: DeliveryDeps & { jobs: JobQueue; database?: DatabaseAvailability },
): Promise<MailJobs> {
  const { jobs, logger } = deps;
  const now = deps.now ?? Date.now;
  let lastSweep = 0;
  await ensureQueue(jobs, {
    name: MAIL_QUEUE,
    policy: 'short',
    retryLimit: 2,
    expireInSeconds: 20 * 60,
  });
  const pass = async () => {
    if (deps.database && !deps.database.isAvailable()) return;
    await deliverDueMail(deps);
    const due = await nextMailDue(deps.db);
    if (due) {
      // One waiting pass per due second, however many mails fall due then.
      const at = new Date(Math.ceil(due.getTime() / 1000) * 1000);
      await jobs.send(MAIL_QUEUE, {}, { startAfter: at, singletonKey: `at:${at.toISOString()}` });
    }
    if (now() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = now();
      await forgetOldMail(deps.db, lastSweep);
    }
  };
  const worker = await jobs.work(MAIL_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, pass);
  await jobs.schedule(MAIL_QUEUE, '* * * * *', {}, { singletonKey: 'minute' });
  let stopped = false;
  const wake = () => {
    if (stopped) return;
    jobs.send(MAIL_QUEUE, {}, { singletonKey: 'now' }).catch((error: unknown) => {
      if (deps.database?.noteFailure(error)) return;
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'mail pass not queued');
    });
  };
  // Mail queued while no instance was running.
  wake();
  return {
    wake,
    stop: async () => {
      stopped = true;
      await jobs.offWork({ id: worker });
    },
  };
}
