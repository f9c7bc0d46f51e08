import {
  type ConversionEventInput,
  type ConversionForwarding,
  conversionPlatform,
} from '@larder/domain/api/conversions';
import type { ConversionOutcome } from '../../db/conversion-schema.ts';
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { type JobQueue, jobIdFor, throughTransaction } from '../../jobs/job-queue.ts';
import { type MetaServerEvent, metaServerEvent } from './meta-event.ts';
import { recordOnce } from './repository.ts';

export type ConversionsEnv = Pick<
  Env,
  'META_PIXEL_ID' | 'META_ACCESS_TOKEN' | 'META_API_VERSION' | 'META_GRAPH_URL'
>;

export const CONVERSION_QUEUE = 'ad-conversion';

/** A forwarding job: the event with its identifiers already hashed. The access token is never in it. */
export interface ConversionJob {
  event: MetaServerEvent;
  testEventCode?: string;
}

export interface ConversionDeps {
  db: Db;
  env: ConversionsEnv;
  /** The job queue forwarding runs on; without one (a test app) nothing is forwarded. */
  jobs: Pick<JobQueue, 'send'> | null;
}

/** Whether this server sends events to Meta at all: both META_* credentials and a job queue. */
export function isForwardingConfigured(deps: Pick<ConversionDeps, 'env' | 'jobs'>): boolean {
  return Boolean(deps.env.META_PIXEL_ID && deps.env.META_ACCESS_TOKEN && deps.jobs);
}

/** What the client is told of an event stored earlier: anything that was queued stays `queued`. */
function answerFor(outcome: ConversionOutcome): ConversionForwarding {
  return outcome === 'not_configured' || outcome === 'no_consent' ? outcome : 'queued';
}

/**
 * Counts the event (always) and queues it for Meta only when the server is configured, the cook
 * consented and, in the apps, tracking is allowed; otherwise nothing about it leaves the server. The
 * same `event_id` again changes nothing and gets the first answer.
 */
export async function recordConversion(
  deps: ConversionDeps,
  input: ConversionEventInput,
  who: { accountEmail: string | null; requestUserAgent: string | null },
): Promise<ConversionForwarding> {
  const forwarding: ConversionForwarding = !isForwardingConfigured(deps)
    ? 'not_configured'
    : input.consent && input.advertiser_tracking_enabled !== false
      ? 'queued'
      : 'no_consent';
  const { created, outcome } = await recordOnce(
    deps.db,
    {
      eventName: input.event_name,
      eventId: input.event_id,
      actionSource: input.action_source,
      platform: conversionPlatform(input),
      value: input.custom_data.value,
      currency: input.custom_data.currency,
      outcome: forwarding,
    },
    async (tx) => {
      if (forwarding !== 'queued' || !deps.jobs) return;
      const job: ConversionJob = {
        event: metaServerEvent(input, who),
        ...(input.test_event_code ? { testEventCode: input.test_event_code } : {}),
      };
      const id = await deps.jobs.send(CONVERSION_QUEUE, job, {
        id: jobIdFor(`conversion:${input.event_id}`),
        db: throughTransaction(tx),
      });
      // pg-boss writes nothing, and says so only this way, when the queue was never created.
      if (!id) throw new Error(`the ${CONVERSION_QUEUE} queue does not exist`);
    },
  );
  return created ? forwarding : answerFor(outcome);
}
