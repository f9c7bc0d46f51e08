import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.ts';
import { ensureQueue, type JobQueue } from '../../jobs/job-queue.ts';
import type { Logger } from '../../logger.ts';
import { postConversion } from './graph-api.ts';
import { settleConversion } from './repository.ts';
import { CONVERSION_QUEUE, type ConversionJob, type ConversionsEnv } from './service.ts';

export interface ConversionJobDeps {
  db: Db;
  jobs: JobQueue;
  /** Read when each event is sent: the access token is never stored with the job. */
  env: ConversionsEnv;
  logger: Logger;
}

/** A try that failed this way may work later: Meta busy or down (5xx), too many calls (429), no answer. */
class RetryLater extends Error {
  override name = 'RetryLater';
}

/**
 * Sends one queued event to Meta. Accepted: the event is marked sent. Refused (any other 4xx, or a
 * redirect): marked failed at once, Meta's message logged, no retry. 5xx, 429 and network errors throw,
 * so pg-boss tries again with a growing delay; the last try marks the event failed.
 */
export async function forwardConversion(
  deps: ConversionJobDeps,
  job: Pick<PgBoss.JobWithMetadata<ConversionJob>, 'data' | 'retryCount' | 'retryLimit'>,
): Promise<void> {
  const eventId = job.data.event.event_id;
  const { META_PIXEL_ID, META_ACCESS_TOKEN } = deps.env;
  if (!META_PIXEL_ID || !META_ACCESS_TOKEN) {
    // The operator took the credentials away after the event was queued: nothing is sent.
    await settleConversion(deps.db, eventId, 'not_configured');
    return;
  }
  const lastTry = job.retryCount >= job.retryLimit;
  let answer: Awaited<ReturnType<typeof postConversion>>;
  try {
    answer = await postConversion({ ...deps.env, META_PIXEL_ID, META_ACCESS_TOKEN }, job.data);
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? 'no answer in 10 s' : 'no answer';
    return retryLater(deps, eventId, lastTry, `Meta's Graph API gave ${reason}`);
  }
  if (answer.status >= 200 && answer.status < 300) {
    await settleConversion(deps.db, eventId, 'sent', new Date());
    deps.logger.info({ eventId, status: answer.status }, 'ad conversion sent to Meta');
    return;
  }
  if (answer.status === 429 || answer.status >= 500) {
    return retryLater(deps, eventId, lastTry, `Meta's Graph API answered ${answer.status}`);
  }
  await settleConversion(deps.db, eventId, 'failed');
  deps.logger.warn(
    { eventId, status: answer.status, metaError: answer.error },
    'Meta refused an ad conversion; it is not sent again',
  );
}

async function retryLater(deps: ConversionJobDeps, eventId: string, lastTry: boolean, reason: string) {
  if (lastTry) {
    await settleConversion(deps.db, eventId, 'failed');
    deps.logger.warn({ eventId }, `${reason}; the ad conversion was given up after its last try`);
  }
  throw new RetryLater(reason);
}

export interface ConversionJobs {
  stop: () => Promise<void>;
}

/**
 * Creates the forwarding queue and its worker: up to 10 events a fetch, sent at once, each completed or
 * failed (and retried) on its own. Four retries, 30 s then doubling (about 15 minutes in all): Meta
 * takes events up to 7 days old, so a short outage loses nothing.
 */
export async function startConversionJobs(
  deps: ConversionJobDeps,
  options: { retryDelaySeconds?: number; pollingIntervalSeconds?: number } = {},
): Promise<ConversionJobs> {
  const { jobs } = deps;
  await ensureQueue(jobs, {
    name: CONVERSION_QUEUE,
    retryLimit: 4,
    retryDelay: options.retryDelaySeconds ?? 30,
    retryBackoff: true,
    expireInSeconds: 60,
  });
  const worker = await jobs.work<ConversionJob>(
    CONVERSION_QUEUE,
    { batchSize: 10, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async (batch) => {
      await Promise.all(
        batch.map((job) =>
          forwardConversion(deps, job).catch(async (error: unknown) => {
            if (!(error instanceof RetryLater))
              deps.logger.warn({ err: error, jobId: job.id }, 'an ad conversion could not be forwarded');
            const message = error instanceof Error ? error.message : 'the ad conversion was not sent';
            await jobs.fail(CONVERSION_QUEUE, job.id, { message }).catch(() => undefined);
          }),
        ),
      );
    },
  );
  return { stop: () => jobs.offWork({ id: worker }) };
}
