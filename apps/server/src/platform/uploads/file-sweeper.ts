import type { DatabaseAvailability } from '../../db/database.ts';
import { type PeriodicJob, startPeriodicJob } from '../../jobs/periodic-job.ts';
import type { Logger } from '../../logger.ts';
import { deleteQueuedFiles, type UploadDeps } from './service.ts';

export type FileSweeper = PeriodicJob;

/**
 * Deletes the files of deleted accounts that could not be deleted at the time: one pass at start, then
 * one every `everyMs` (an hour by default). A failed pass is logged and tried again next time.
 */
export function startFileSweeper(
  deps: UploadDeps & { logger: Logger; everyMs?: number; database?: DatabaseAvailability },
): FileSweeper {
  return startPeriodicJob({
    name: 'file deletion',
    everyMs: deps.everyMs ?? 60 * 60_000,
    pass: async () => {
      await deleteQueuedFiles({ ...deps, log: deps.logger });
    },
    logger: deps.logger,
    ...(deps.database ? { database: deps.database } : {}),
  });
}
