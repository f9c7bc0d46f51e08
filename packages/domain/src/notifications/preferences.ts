import '../zod.ts';
import { z } from 'zod';

/**
 * The cook's push-reminder settings (spec §3), kept on the device. The server never sees them, only the
 * tags made from them (`tags.ts`). Larder adds `useItUp`: the alert about food that expires tomorrow,
 * sent at the dinner-prep time.
 */

/** The four timed reminders, in the order `meal_prefs` lists their flags. */
export const REMINDER_KINDS = ['breakfast', 'lunch', 'dinner', 'weekly'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** A wall-clock time `HH:MM`, 00:00 to 23:59. */
export const REMINDER_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
export const REMINDER_TIME_MESSAGE = 'Use a time like 07:30.';

export const reminderTimeSchema = z
  .string({ error: REMINDER_TIME_MESSAGE })
  .regex(REMINDER_TIME_PATTERN, { error: REMINDER_TIME_MESSAGE });

/** 0 is Sunday, as `Date.prototype.getDay` counts. */
export const weekdaySchema = z.int({ error: 'Pick a day of the week.' }).min(0).max(6);

const timedReminder = z.object({ enabled: z.boolean(), time: reminderTimeSchema });

export const notificationPreferencesSchema = z.object({
  enabled: z.boolean(),
  planReady: z.boolean(),
  newRecipes: z.boolean(),
  useItUp: z.boolean(),
  smartTiming: z.object({
    enabled: z.boolean(),
    breakfastReminder: timedReminder,
    lunchPlanning: timedReminder,
    dinnerPrep: timedReminder,
    weeklyPlanning: z.object({ enabled: z.boolean(), day: weekdaySchema, time: reminderTimeSchema }),
  }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export type SmartTiming = NotificationPreferences['smartTiming'];

/** Which `smartTiming` entry holds each reminder's switch and time. */
export const REMINDER_SETTINGS = {
  breakfast: 'breakfastReminder',
  lunch: 'lunchPlanning',
  dinner: 'dinnerPrep',
  weekly: 'weeklyPlanning',
} as const satisfies Record<ReminderKind, Exclude<keyof SmartTiming, 'enabled'>>;

type DeepReadonly<T> = { readonly [K in keyof T]: DeepReadonly<T[K]> };

/** Spec §3: everything on; breakfast 07:00, lunch 11:00, dinner 16:00, weekly planning Sunday 18:00. */
export const DEFAULT_NOTIFICATION_PREFERENCES: DeepReadonly<NotificationPreferences> = Object.freeze({
  enabled: true,
  planReady: true,
  newRecipes: true,
  useItUp: true,
  smartTiming: Object.freeze({
    enabled: true,
    breakfastReminder: Object.freeze({ enabled: true, time: '07:00' }),
    lunchPlanning: Object.freeze({ enabled: true, time: '11:00' }),
    dinnerPrep: Object.freeze({ enabled: true, time: '16:00' }),
    weeklyPlanning: Object.freeze({ enabled: true, day: 0, time: '18:00' }),
  }),
});

type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

const timeOf = (value: unknown, fallback: string): string =>
  typeof value === 'string' && REMINDER_TIME_PATTERN.test(value) ? value : fallback;

const dayOf = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6 ? value : fallback;

function timedReminderOf(value: unknown, fallback: { enabled: boolean; time: string }) {
  const fields = fieldsOf(value);
  return { enabled: flag(fields.enabled, fallback.enabled), time: timeOf(fields.time, fallback.time) };
}

function parseStored(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined; // Not JSON: every field takes its default.
  }
}

/**
 * Reads what the device stored (a JSON string, an object, or anything else) without ever throwing:
 * each field that is valid is kept, each missing or invalid one takes its default. Returns a new object
 * that shares nothing with the defaults.
 */
export function readNotificationPreferences(raw: unknown): NotificationPreferences {
  const stored = fieldsOf(parseStored(raw));
  const timing = fieldsOf(stored.smartTiming);
  const defaults = DEFAULT_NOTIFICATION_PREFERENCES;
  const weekly = fieldsOf(timing.weeklyPlanning);
  const weeklyDefault = defaults.smartTiming.weeklyPlanning;
  return {
    enabled: flag(stored.enabled, defaults.enabled),
    planReady: flag(stored.planReady, defaults.planReady),
    newRecipes: flag(stored.newRecipes, defaults.newRecipes),
    useItUp: flag(stored.useItUp, defaults.useItUp),
    smartTiming: {
      enabled: flag(timing.enabled, defaults.smartTiming.enabled),
      breakfastReminder: timedReminderOf(timing.breakfastReminder, defaults.smartTiming.breakfastReminder),
      lunchPlanning: timedReminderOf(timing.lunchPlanning, defaults.smartTiming.lunchPlanning),
      dinnerPrep: timedReminderOf(timing.dinnerPrep, defaults.smartTiming.dinnerPrep),
      weeklyPlanning: {
        enabled: flag(weekly.enabled, weeklyDefault.enabled),
        day: dayOf(weekly.day, weeklyDefault.day),
        time: timeOf(weekly.time, weeklyDefault.time),
      },
    },
  };
}
