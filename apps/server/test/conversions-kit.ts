import { createHash } from 'node:crypto';
import { TRACKING_VALUES } from '@larder/domain/constants';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { conversionEvents } from '../src/db/conversion-schema.ts';
import type { Env } from '../src/env.ts';
import { type JobQueue, jobIdFor, startJobQueue, stopJobQueue } from '../src/jobs/job-queue.ts';
import { createLogger } from '../src/logger.ts';
import { type ConversionJobs, startConversionJobs } from '../src/modules/conversions/forwarder.ts';
import { CONVERSION_QUEUE } from '../src/modules/conversions/service.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { type GraphApiService, startGraphApiService } from './graph-api-service.ts';
import type { Browser } from './kitchen-session.ts';
import { testEnv } from './test-env.ts';
import { waitFor } from './wait-for.ts';

/**
 * What the ad-conversion tests share: the app twice (forwarding to a stand-in Graph API on loopback, and
 * with no META_* set), the forwarding worker on a job queue of the file's own database, the log as
 * lines, and events shaped as the web app and the native apps send them.
 */

export const PIXEL_ID = '1234567890123456';
/** Shaped like a Conversions API token (EAA…), with separators so only our own care keeps it out of the log. */
export const ACCESS_TOKEN = 'EAAG-stand_in-access-token-for-larder-tests-0001';
export const PATH = '/api/functions/facebook-conversions-api';

type App = ReturnType<typeof buildTestApp>['app'];
export type ErrorAnswer = { error: { code: string; message: string; field?: string } };

export interface ConversionsHarness {
  testDb: TestDatabase;
  graph: GraphApiService;
  jobs: JobQueue;
  env: Env;
  logger: ReturnType<typeof createLogger>;
  /** Every line the server logged, at trace level. */
  logLines: string[];
  /** Forwards to the stand-in Graph API. */
  app: App;
  /** No META_* set: events are only counted. */
  unconfigured: App;
}

/**
 * Starts everything before the file's tests and stops it after; after each test, nothing may have been
 * printed to the console and the events are deleted.
 */
export function conversionsHarness(): ConversionsHarness {
  const harness = { logLines: [] as string[] } as ConversionsHarness;
  harness.logger = createLogger('trace', { write: (line: string) => harness.logLines.push(line) });
  const printed: string[] = [];
  let forwarder: ConversionJobs | undefined;
  beforeAll(async () => {
    const { logger } = harness;
    harness.testDb = await createTestDatabase();
    harness.graph = await startGraphApiService({ pixelId: PIXEL_ID, accessToken: ACCESS_TOKEN });
    harness.env = testEnv({
      META_PIXEL_ID: PIXEL_ID,
      META_ACCESS_TOKEN: ACCESS_TOKEN,
      META_GRAPH_URL: harness.graph.url,
    });
    harness.jobs = await startJobQueue({ url: harness.testDb.url, logger });
    forwarder = await startConversionJobs(
      { db: harness.testDb.database.db, jobs: harness.jobs, env: harness.env, logger },
      { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
    );
    const database = harness.testDb.database;
    harness.app = buildTestApp({ env: harness.env, database, logger, jobs: harness.jobs }).app;
    harness.unconfigured = buildTestApp({ env: testEnv(), database, logger, jobs: harness.jobs }).app;
  });
  beforeEach(() => {
    for (const method of ['error', 'warn', 'log', 'info'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    expect(printed.splice(0)).toEqual([]);
    await harness.testDb.database.db.delete(conversionEvents);
  });
  afterAll(async () => {
    await forwarder?.stop();
    if (harness.jobs) await stopJobQueue(harness.jobs);
    await harness.graph?.close();
    await harness.testDb?.drop();
  });
  return harness;
}

/** Meta's normalization and hash, done here from the input: what the server must send. */
export const hashed = (value: string) =>
  createHash('sha256').update(value.trim().toLowerCase()).digest('hex');
export const nowSeconds = () => Math.floor(Date.now() / 1000);
let events = 0;
const newEventId = () => `evt_${Date.now().toString(36)}-${++events}`;

export const USER_DATA = {
  em: '  Cook.Someone@Example.COM ',
  external_id: ' 6F1C2B1E-Device-Id ',
  client_user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Larder-Test',
  fbp: 'fb.1.1596403881668.1116446470',
  fbc: 'fb.1.1554763741205.IwAR2F4-dbP0l7Mn1IawQQGCINEz7PYXQvwjNwB_qa2ofrHyiLjcbCRxTDMgs',
};

export function websiteEvent(overrides: Record<string, unknown> = {}) {
  return {
    event_name: 'CompleteRegistration',
    event_time: nowSeconds(),
    action_source: 'website',
    event_source_url: 'https://larder.example/welcome',
    event_id: newEventId(),
    user_data: USER_DATA,
    custom_data: { currency: 'EUR', value: TRACKING_VALUES.registrationValue },
    consent: true,
    ...overrides,
  };
}

export const EXTINFO = ['i2', 'com.larder.app', '1.4', '1.4 (77)', '17.5.1', 'iPhone15,2', 'en_GB', 'CET'];

export function iosEvent(overrides: Record<string, unknown> = {}) {
  return {
    event_name: 'Subscribe',
    event_time: nowSeconds() - 60,
    action_source: 'app',
    event_id: newEventId(),
    user_data: { external_id: USER_DATA.external_id },
    custom_data: {
      currency: 'EUR',
      value: TRACKING_VALUES.proMonthlyPrice,
      predicted_ltv: TRACKING_VALUES.predictedLifetimeValueMonthly,
      content_name: 'Pro monthly',
    },
    advertiser_tracking_enabled: true,
    app_data: { extinfo: EXTINFO },
    test_event_code: 'TEST12345',
    consent: true,
    ...overrides,
  };
}

export async function post(browser: Browser, body: unknown) {
  return browser.request(PATH, { json: body });
}

/** The stored rows of one event (one at most). */
export async function rowsOf(harness: ConversionsHarness, eventId: string) {
  return harness.testDb.database.db
    .select()
    .from(conversionEvents)
    .where(eq(conversionEvents.eventId, eventId));
}

/** Waits until the event's row has this outcome; answers the row. */
export async function settled(harness: ConversionsHarness, eventId: string, outcome: string) {
  return waitFor(async () => {
    const [row] = await rowsOf(harness, eventId);
    return row?.outcome === outcome ? row : undefined;
  });
}

/** What reached the stand-in Graph API for one event. */
export const sentFor = (harness: ConversionsHarness, eventId: string) =>
  harness.graph
    .requests()
    .filter(
      (request) => (request.body as { data?: { event_id?: string }[] }).data?.[0]?.event_id === eventId,
    );

/** The event's forwarding job (its id is made from the event id), or null when none was written. */
export const jobOf = (harness: ConversionsHarness, eventId: string) =>
  harness.jobs.getJobById(CONVERSION_QUEUE, jobIdFor(`conversion:${eventId}`));
