import { TAG_RESYNC_AFTER_MS, TAG_SCHEMA_VERSION } from '../constants.ts';
import {
  type NotificationPreferences,
  REMINDER_KINDS,
  REMINDER_SETTINGS,
  REMINDER_TIME_PATTERN,
  type ReminderKind,
} from './preferences.ts';
import { localTimeToUtc, utcTimeOf, weeklyToUtc } from './reminder-utc.ts';

/**
 * The push tags a device sends (spec §3): what the server needs to send reminders on time without
 * knowing the cook's preferences or time zone.
 * - `meal_schedule`: `b=HH:MM;l=HH:MM;d=HH:MM;w=D@HH:MM`, breakfast, lunch, dinner and the weekly
 *   planning reminder, all in UTC; D is the UTC weekday, 0 = Sunday.
 * - `meal_prefs`: four 0/1 flags, breakfast, lunch, dinner, weekly.
 * - `use_it_up`: 1 when the cook wants the use-it-up alerts (sent at the `d=` time).
 */

export type PushTagValues = { meal_schedule: string; meal_prefs: string; use_it_up: '0' | '1' };

export type MealSchedule = {
  breakfast: string;
  lunch: string;
  dinner: string;
  weekly: { day: number; time: string };
};

/**
 * The tags for these preferences in `timeZone` (IANA), with the zone's offset on the local day holding
 * `now`. A reminder's flag is 1 only when notifications, smart timing and that reminder are all on.
 *
 * @throws RangeError for an unknown time zone (see `localTimeToUtc`).
 */
export function buildPushTags(prefs: NotificationPreferences, timeZone: string, now: Date): PushTagValues {
  const timing = prefs.smartTiming;
  const utc = (time: string) => localTimeToUtc(time, timeZone, now).time;
  const weekly = weeklyToUtc(timing.weeklyPlanning.day, timing.weeklyPlanning.time, timeZone, now);
  const on = (kind: ReminderKind) =>
    prefs.enabled && timing.enabled && timing[REMINDER_SETTINGS[kind]].enabled ? '1' : '0';
  return {
    meal_schedule: [
      `b=${utc(timing.breakfastReminder.time)}`,
      `l=${utc(timing.lunchPlanning.time)}`,
      `d=${utc(timing.dinnerPrep.time)}`,
      `w=${weekly.day}@${weekly.time}`,
    ].join(';'),
    meal_prefs: REMINDER_KINDS.map(on).join(''),
    use_it_up: prefs.enabled && prefs.useItUp ? '1' : '0',
  };
}

/** Fixed width: `b=` at 0, `l=` at 8, `d=` at 16, `w=` at 24, the weekday at 26, its time at 28. */
const MEAL_SCHEDULE_SHAPE = /^b=.{5};l=.{5};d=.{5};w=[0-6]@.{5}$/;

/** The UTC times of a `meal_schedule` tag, or null when it is not exactly that format. */
export function parseMealSchedule(value: string): MealSchedule | null {
  if (typeof value !== 'string' || !MEAL_SCHEDULE_SHAPE.test(value)) return null;
  const schedule: MealSchedule = {
    breakfast: value.slice(2, 7),
    lunch: value.slice(10, 15),
    dinner: value.slice(18, 23),
    weekly: { day: Number(value.slice(26, 27)), time: value.slice(28) },
  };
  const times = [schedule.breakfast, schedule.lunch, schedule.dinner, schedule.weekly.time];
  return times.every((time) => REMINDER_TIME_PATTERN.test(time)) ? schedule : null;
}

/** The four flags of a `meal_prefs` tag, or null unless it is exactly four 0/1 characters. */
export function parseMealPrefs(value: string): Record<ReminderKind, boolean> | null {
  if (typeof value !== 'string' || !/^[01]{4}$/.test(value)) return null;
  return {
    breakfast: value[0] === '1',
    lunch: value[1] === '1',
    dinner: value[2] === '1',
    weekly: value[3] === '1',
  };
}

/**
 * The reminders due in the UTC minute holding `minute`, in `REMINDER_KINDS` order: breakfast, lunch and
 * dinner when their flag is 1 and their time is that minute; weekly when also the UTC weekday matches.
 * Missing or malformed tags give none.
 */
export function dueReminders(
  tags: { meal_schedule?: string; meal_prefs?: string },
  minute: Date,
): ReminderKind[] {
  const schedule = parseMealSchedule(tags.meal_schedule ?? '');
  const flags = parseMealPrefs(tags.meal_prefs ?? '');
  if (!schedule || !flags || Number.isNaN(minute.getTime())) return [];
  const time = utcTimeOf(minute);
  const atThisMinute: Record<ReminderKind, boolean> = {
    breakfast: schedule.breakfast === time,
    lunch: schedule.lunch === time,
    dinner: schedule.dinner === time,
    weekly: schedule.weekly.time === time && schedule.weekly.day === minute.getUTCDay(),
  };
  return REMINDER_KINDS.filter((kind) => flags[kind] && atThisMinute[kind]);
}

const EPOCH_MS = /^\d{1,16}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The stored last-sync time, an ISO instant or epoch milliseconds, or null when it is neither. */
function syncTimeOf(value: string | null): number | null {
  if (typeof value !== 'string') return null;
  if (EPOCH_MS.test(value)) return Number(value);
  const ms = ISO_INSTANT.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Spec §3: sync the tags again when the stored tag schema version is not `TAG_SCHEMA_VERSION`, or the
 * last sync is missing, unreadable or more than `TAG_RESYNC_AFTER_MS` old. A last sync more than that
 * far in the future (the clock was wrong then or is now) also asks for one, so it cannot hold off syncs.
 */
export function needsTagResync(
  stored: { version: string | null; lastSync: string | null },
  now: number,
): boolean {
  if (stored.version !== String(TAG_SCHEMA_VERSION)) return true;
  const lastSync = syncTimeOf(stored.lastSync);
  if (lastSync === null) return true;
  // Written so that a `now` that is not a number asks for a sync too.
  return !(Math.abs(now - lastSync) <= TAG_RESYNC_AFTER_MS);
}

type TagSet = Readonly<Record<string, string | undefined>>;

/** Whether `b` holds every tag of `a` with the same value (after a sync, `a` sent and `b` read back). */
export function tagsEqual(a: TagSet, b: TagSet | null | undefined): boolean {
  return Object.keys(a).every((key) => b?.[key] === a[key]);
}
