import type { PushMessage } from '@larder/domain/api/push';
import type { ReminderKind } from '@larder/domain/notifications/preferences';
import { dueReminders, parseMealSchedule } from '@larder/domain/notifications/tags';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { cookDayAt } from '../../http/cook-day.ts';
import { ensureQueue, type Job, type JobQueue, jobIdFor, throughTransaction } from '../../jobs/job-queue.ts';
import type { Logger } from '../../logger.ts';
import { expiryMessage, reminderMessage } from './reminder-messages.ts';
import {
  deviceById,
  devicesOfUser,
  devicesScheduledAt,
  forgetDevice,
  lockSchedule,
  markSent,
  moveSchedule,
  type PushDevice,
  pantryFoods,
} from './repository.ts';
import type { PushSender } from './senders.ts';

export const PUSH_TICK_QUEUE = 'push-tick';
export const PUSH_REMINDER_QUEUE = 'push-reminder';
export const PUSH_EXPIRY_QUEUE = 'push-expiry';
export const PUSH_ALERT_QUEUE = 'push-alert';

const MINUTE_MS = 60_000;
/** After an outage, reminders of the last 15 minutes are still sent; older ones would only be noise. */
const CATCH_UP_MS = 15 * MINUTE_MS;
/** A reminder still unsent this long after its minute is dropped (a breakfast reminder at noon helps no one). */
const STALE_MS = 30 * MINUTE_MS;
/** How long a push service keeps a reminder for a device that is off. */
const TTL_SECONDS = 60 * 60;

export interface ReminderJob {
  deviceId: string;
  kind: ReminderKind;
  /** The UTC minute it is for (ISO). */
  slot: string;
}
export interface ExpiryJob {
  userId: string;
  /** The cook's local date when the alert is sent: food expiring the day after is named. */
  day: string;
}

export interface AlertJob {
  deviceId: string;
  message: PushMessage;
  topic: string;
  /** When it was queued (ms): an alert that waited too long is dropped. */
  queuedAt: number;
}

export interface PushJobDeps {
  db: Db;
  jobs: JobQueue;
  sender: PushSender;
  logger: Logger;
  now?: () => number;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * One tick: queues every reminder due in the UTC minutes since the last tick, up to this one. The
 * schedule row is locked, moved and the jobs written in one transaction, and each job's id is made from
 * its device and minute: however many instances tick, and whenever one restarts, a reminder is queued
 * once. Answers how many jobs were queued.
 */
export async function queueDueReminders(deps: PushJobDeps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    // The database's clock, the one the job queue's cron fires by (a server a few seconds behind it
    // would otherwise reach a minute one tick late); tests give their own.
    const now = deps.now ? deps.now() : await databaseNow(tx);
    const end = Math.floor(now / MINUTE_MS) * MINUTE_MS;
    // On a whole minute (an operator who set it by hand may not have put it on one).
    const through =
      Math.floor((await lockSchedule(tx, new Date(end - MINUTE_MS))).getTime() / MINUTE_MS) * MINUTE_MS;
    const db = throughTransaction(tx);
    let queued = 0;
    for (let at = Math.max(through + MINUTE_MS, end - CATCH_UP_MS); at <= end; at += MINUTE_MS) {
      const minute = new Date(at);
      const slot = minute.toISOString();
      const hhmm = slot.slice(11, 16);
      for (const device of await devicesScheduledAt(tx, hhmm)) {
        for (const kind of dueReminders(device.tags, minute)) {
          const job: ReminderJob = { deviceId: device.id, kind, slot };
          const id = await deps.jobs.send(PUSH_REMINDER_QUEUE, job, {
            id: jobIdFor(`reminder:${device.id}:${kind}:${slot}`),
            db,
          });
          if (id) queued++;
        }
        if (
          device.tags.use_it_up === '1' &&
          parseMealSchedule(device.tags.meal_schedule ?? '')?.dinner === hhmm
        ) {
          const job: ExpiryJob = { userId: device.userId, day: cookDayAt(at, device.timeZone).today };
          const id = await deps.jobs.send(PUSH_EXPIRY_QUEUE, job, {
            id: jobIdFor(`expiry:${device.userId}:${job.day}`),
            db,
          });
          if (id) queued++;
        }
      }
    }
    if (end > through) await moveSchedule(tx, new Date(end));
    return queued;
  });
}

async function deliver(
  deps: PushJobDeps,
  device: PushDevice,
  message: Parameters<PushSender['send']>[1],
  topic: string,
) {
  const outcome = await deps.sender.send(device, message, { ttlSeconds: TTL_SECONDS, topic });
  if (outcome === 'gone') {
    await forgetDevice(deps.db, device.id);
    deps.logger.info({ deviceId: device.id }, 'push subscription expired; device forgotten');
  } else if (outcome === 'sent') {
    // Sent is sent: a failure to note when must not make the job run (and send) again.
    await markSent(deps.db, device.id, new Date((deps.now ?? Date.now)())).catch(() => undefined);
  }
  return outcome;
}

async function databaseNow(tx: Tx): Promise<number> {
  const { rows } = await tx.execute<{ ms: string }>(
    sql`select (extract(epoch from now()) * 1000)::bigint as ms`,
  );
  return Number(rows[0]?.ms ?? Date.now());
}

/** Sends one meal or planning reminder, if the device still wants it and it is not stale. */
export async function sendReminder(deps: PushJobDeps, job: ReminderJob): Promise<string> {
  const now = deps.now ?? Date.now;
  if (now() - Date.parse(job.slot) > STALE_MS) return 'stale';
  const device = await deviceById(deps.db, job.deviceId);
  if (!device) return 'no device';
  if (!dueReminders(device.tags, new Date(job.slot)).includes(job.kind)) return 'changed';
  const message = reminderMessage(job.kind, await pantryFoods(deps.db, device.userId));
  return deliver(deps, device, message, job.kind);
}

/**
 * The day's use-it-up alert (one job per cook and day): one message job for each of the cook's devices
 * that asked for it, each sent and retried on its own, each once (its id is the device's and the day's).
 */
export async function queueExpiryAlert(deps: PushJobDeps, job: ExpiryJob): Promise<number> {
  const tomorrow = nextDay(job.day);
  const pantry = await pantryFoods(deps.db, job.userId);
  const message = expiryMessage(pantry.filter((item) => item.expiresOn === tomorrow));
  if (!message) return 0;
  const devices = (await devicesOfUser(deps.db, job.userId)).filter(
    (device) => device.tags.use_it_up === '1',
  );
  const now = (deps.now ?? Date.now)();
  let queued = 0;
  for (const device of devices) {
    const alert: AlertJob = { deviceId: device.id, message, topic: 'use-it-up', queuedAt: now };
    if (await deps.jobs.send(PUSH_ALERT_QUEUE, alert, { id: jobIdFor(`alert:${device.id}:${job.day}`) }))
      queued++;
  }
  return queued;
}

/** Sends one queued alert, unless it waited so long it would only be noise. */
export async function sendAlert(deps: PushJobDeps, job: AlertJob): Promise<string> {
  if ((deps.now ?? Date.now)() - job.queuedAt > STALE_MS) return 'stale';
  const device = await deviceById(deps.db, job.deviceId);
  if (device?.tags.use_it_up !== '1') return 'no longer wanted';
  return deliver(deps, device, job.message, job.topic);
}

/**
 * Up to 50 jobs a fetch, sent 10 at a time: a whole time zone's 07:00 falls on one UTC minute. pg-boss
 * settles a fetched batch as a whole when the handler returns, so each job that fails is failed on its
 * own here (and retried alone); the others complete. A job a fetch would send one reminder a second.
 */
const MANY = { batchSize: 50, pollingIntervalSeconds: 1 };
const AT_ONCE = 10;

function eachOnItsOwn<T extends object>(
  deps: PushJobDeps,
  queue: string,
  handle: (deps: PushJobDeps, data: T) => Promise<unknown>,
) {
  return async (batch: Job<T>[]) => {
    let next = 0;
    const lane = async () => {
      for (let job = batch[next++]; job; job = batch[next++]) {
        try {
          await handle(deps, job.data);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await deps.jobs.fail(queue, job.id, { message }).catch(() => undefined);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, batch.length) }, lane));
  };
}

export interface PushJobs {
  stop: () => Promise<void>;
}

/** Registers the push queues, their workers and the every-minute tick on the job queue. */
export async function startPushJobs(deps: PushJobDeps): Promise<PushJobs> {
  const { jobs } = deps;
  await ensureQueue(jobs, {
    name: PUSH_TICK_QUEUE,
    policy: 'short',
    retryLimit: 1,
    expireInSeconds: 120,
  });
  const retried = { retryLimit: 3, retryDelay: 20, retryBackoff: true, expireInSeconds: 120 };
  await ensureQueue(jobs, { name: PUSH_REMINDER_QUEUE, ...retried });
  await ensureQueue(jobs, { name: PUSH_EXPIRY_QUEUE, ...retried });
  await ensureQueue(jobs, { name: PUSH_ALERT_QUEUE, ...retried });
  const workers = [
    await jobs.work(PUSH_TICK_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async () => {
      await queueDueReminders(deps);
    }),
    await jobs.work<ReminderJob>(
      PUSH_REMINDER_QUEUE,
      MANY,
      eachOnItsOwn(deps, PUSH_REMINDER_QUEUE, sendReminder),
    ),
    await jobs.work<ExpiryJob>(
      PUSH_EXPIRY_QUEUE,
      MANY,
      eachOnItsOwn(deps, PUSH_EXPIRY_QUEUE, queueExpiryAlert),
    ),
    await jobs.work<AlertJob>(PUSH_ALERT_QUEUE, MANY, eachOnItsOwn(deps, PUSH_ALERT_QUEUE, sendAlert)),
  ];
  await jobs.schedule(PUSH_TICK_QUEUE, '* * * * *');
  return {
    stop: async () => {
      for (const id of workers) await jobs.offWork({ id });
    },
  };
}
