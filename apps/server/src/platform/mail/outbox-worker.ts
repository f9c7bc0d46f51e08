import type { DatabaseAvailability } from '../../db/database.ts';
import { type PeriodicJob, startPeriodicJob } from '../../jobs/periodic-job.ts';
import { type DeliveryDeps, deliverDueMail, forgetOldMail } from './service.ts';

export type OutboxWorker = PeriodicJob;

const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Delivers queued mail: one pass at start, then one every `pollMs` after the previous pass ended. Every
 * server instance runs one; rows are claimed with SKIP LOCKED, so they share the work and never send a
 * mail twice. While the database is away the mail waits in it; a failed pass is tried again next poll.
 */
export function startOutboxWorker(
  deps: DeliveryDeps & { pollMs: number; database?: DatabaseAvailability },
): OutboxWorker {
  const now = deps.now ?? Date.now;
  let lastSweep = 0;
  return startPeriodicJob({
    name: 'mail delivery',
    everyMs: deps.pollMs,
    logger: deps.logger,
    ...(deps.database ? { database: deps.database } : {}),
    pass: async () => {
      await deliverDueMail(deps);
      if (now() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = now();
        await forgetOldMail(deps.db, lastSweep);
      }
    },
  });
}
