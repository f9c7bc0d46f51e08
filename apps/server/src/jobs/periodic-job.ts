import type { DatabaseAvailability } from '../db/database.ts';
import type { Logger } from '../logger.ts';

export interface PeriodicJob {
  /** Stops the schedule and waits for a pass in progress to finish. */
  stop: () => Promise<void>;
}

export interface PeriodicJobOptions {
  /** Said in the log when a pass fails: "mail delivery", "file deletion". */
  name: string;
  /** The pause after each pass ends before the next starts. */
  everyMs: number;
  pass: () => Promise<void>;
  logger: Logger;
  /** While PostgreSQL is away, passes are skipped; its monitor says so once, so a failed pass says nothing. */
  database?: DatabaseAvailability;
}

/**
 * Runs `pass` once at start, then again `everyMs` after each pass ends, never two at once. A failed pass
 * is logged and tried again on the next turn.
 */
export function startPeriodicJob({ name, everyMs, pass, logger, database }: PeriodicJobOptions): PeriodicJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const runOnce = async () => {
    if (database && !database.isAvailable()) return;
    try {
      await pass();
    } catch (error) {
      if (database?.noteFailure(error)) return;
      logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        `${name} pass failed; trying again on the next turn`,
      );
    }
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().finally(() => {
        running = undefined;
        schedule(everyMs);
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
