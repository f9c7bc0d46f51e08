import type { DatabaseAvailability } from '../../db/database.ts';
import { type DeliveryDeps, deliverDueMail, forgetOldMail } from './service.ts';

export interface OutboxWorker {
  /** Stops polling and waits for a pass in progress to finish. */
  stop: () => Promise<void>;
}

const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Delivers queued mail: one pass at start, then one every `pollMs` after the previous pass ended. Every
 * server instance runs one; rows are claimed with SKIP LOCKED, so they share the work and never send a
 * mail twice. A failed pass (database down) is logged and tried again on the next poll.
 */
export function startOutboxWorker(
  deps: DeliveryDeps & { pollMs: number; database?: DatabaseAvailability },
): OutboxWorker {
  const now = deps.now ?? Date.now;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let lastSweep = 0;

  const pass = async () => {
    // While the database is away, its monitor has said so; the mail waits in it for the next pass.
    if (deps.database && !deps.database.isAvailable()) return;
    try {
      await deliverDueMail(deps);
      if (now() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = now();
        await forgetOldMail(deps.db, lastSweep);
      }
    } catch (error) {
      if (deps.database?.noteFailure(error)) return;
      deps.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'mail delivery pass failed; trying again on the next poll',
      );
    }
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = undefined;
        schedule(deps.pollMs);
      });
    }, delayMs);
  };
  schedule(0);

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
