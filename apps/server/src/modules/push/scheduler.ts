import type { ReminderKind } from '@larder/domain/notifications/preferences';
import { dueReminders, parseMealSchedule } from '@larder/domain/notifications/tags';
import type { Db } from '../../db/database.ts';
import { type JobQueue, jobIdFor, throughTransaction } from '../../jobs/job-queue.ts';
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

export interface PushJobDeps {
  db: Db;
  jobs: JobQueue;
  sender: PushSender;
  logger: Logger;
  now?: () => number;
}

/** The local calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
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
  const now = deps.now ?? Date.now;
  const end = Math.floor(now() / MINUTE_MS) * MINUTE_MS;
  return deps.db.transaction(async (tx) => {
    const through = (await lockSchedule(tx, new Date(end - MINUTE_MS))).getTime();
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
          const job: ExpiryJob = { userId: device.userId, day: localDate(minute, device.timeZone) };
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
    await markSent(deps.db, device.id, new Date((deps.now ?? Date.now)()));
  }
  return outcome;
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

/** Sends the day's use-it-up alert to each of the cook's devices that asked for it: at most one a day. */
export async function sendExpiryAlert(deps: PushJobDeps, job: ExpiryJob): Promise<string> {
  const tomorrow = nextDay(job.day);
  const pantry = await pantryFoods(deps.db, job.userId);
  const message = expiryMessage(pantry.filter((item) => item.expiresOn === tomorrow));
  if (!message) return 'nothing goes off';
  const devices = (await devicesOfUser(deps.db, job.userId)).filter(
    (device) => device.tags.use_it_up === '1',
  );
  for (const device of devices) await deliver(deps, device, message, 'use-it-up');
  return `sent to ${devices.length}`;
}

export interface PushJobs {
  stop: () => Promise<void>;
}

/** Registers the push queues, their workers and the every-minute tick on the job queue. */
export async function startPushJobs(deps: PushJobDeps): Promise<PushJobs> {
  const { jobs } = deps;
  await jobs.createQueue(PUSH_TICK_QUEUE, {
    name: PUSH_TICK_QUEUE,
    policy: 'short',
    retryLimit: 1,
    expireInSeconds: 120,
  });
  const retried = { retryLimit: 3, retryDelay: 20, retryBackoff: true, expireInSeconds: 120 };
  await jobs.createQueue(PUSH_REMINDER_QUEUE, { name: PUSH_REMINDER_QUEUE, ...retried });
  await jobs.createQueue(PUSH_EXPIRY_QUEUE, { name: PUSH_EXPIRY_QUEUE, ...retried });
  // One job a fetch: pg-boss completes or retries a fetched batch as a whole, and a reminder must be
  // retried on its own (a batch of two where one push service fails would send the other twice).
  const one = { batchSize: 1, pollingIntervalSeconds: 1 };
  const workers = [
    await jobs.work(PUSH_TICK_QUEUE, one, async () => {
      await queueDueReminders(deps);
    }),
    await jobs.work<ReminderJob>(PUSH_REMINDER_QUEUE, one, async (batch) => {
      for (const job of batch) await sendReminder(deps, job.data);
    }),
    await jobs.work<ExpiryJob>(PUSH_EXPIRY_QUEUE, one, async (batch) => {
      for (const job of batch) await sendExpiryAlert(deps, job.data);
    }),
  ];
  await jobs.schedule(PUSH_TICK_QUEUE, '* * * * *');
  return {
    stop: async () => {
      for (const id of workers) await jobs.offWork({ id });
    },
  };
}
