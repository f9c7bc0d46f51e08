import type { DatabaseAvailability } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { deleteQueuedFiles, type UploadDeps } from './service.ts';

export interface FileSweeper {
  /** Stops sweeping and waits for a pass in progress to finish. */
  stop: () => Promise<void>;
}

/**
 * Deletes the files of deleted accounts that could not be deleted at the time: one pass at start, then
 * one every `everyMs` (an hour by default). A failed pass is logged and tried again next time.
 */
export function startFileSweeper(
  deps: UploadDeps & { logger: Logger; everyMs?: number; database?: DatabaseAvailability },
): FileSweeper {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const pass = async () => {
    if (deps.database && !deps.database.isAvailable()) return;
    try {
      await deleteQueuedFiles({ ...deps, log: deps.logger });
    } catch (error) {
      // The database being away is said once by its monitor.
      if (deps.database?.noteFailure(error)) return;
      deps.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'file deletion pass failed; trying again on the next sweep',
      );
    }
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = undefined;
        schedule(deps.everyMs ?? 60 * 60_000);
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
