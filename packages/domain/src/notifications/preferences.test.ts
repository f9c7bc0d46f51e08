import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  notificationPreferencesSchema,
  REMINDER_KINDS,
  readNotificationPreferences,
  reminderTimeSchema,
} from './preferences.ts';

const defaults = (): NotificationPreferences => structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);

describe('notification preferences (spec §3)', () => {
  it('defaults to everything on at 07:00, 11:00, 16:00 and Sunday 18:00', () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({
      enabled: true,
      planReady: true,
      newRecipes: true,
      useItUp: true,
      smartTiming: {
        enabled: true,
        breakfastReminder: { enabled: true, time: '07:00' },
        lunchPlanning: { enabled: true, time: '11:00' },
        dinnerPrep: { enabled: true, time: '16:00' },
        weeklyPlanning: { enabled: true, day: 0, time: '18:00' },
      },
    });
    expect(notificationPreferencesSchema.safeParse(DEFAULT_NOTIFICATION_PREFERENCES).success).toBe(true);
    expect(REMINDER_KINDS).toEqual(['breakfast', 'lunch', 'dinner', 'weekly']);
  });

  it('freezes the defaults all the way down', () => {
    const prefs = DEFAULT_NOTIFICATION_PREFERENCES;
    for (const part of [
      prefs,
      prefs.smartTiming,
      prefs.smartTiming.dinnerPrep,
      prefs.smartTiming.weeklyPlanning,
    ]) {
      expect(Object.isFrozen(part)).toBe(true);
    }
  });

  it('accepts times from 00:00 to 23:59 and nothing else', () => {
    for (const time of ['00:00', '07:30', '23:59'])
      expect(reminderTimeSchema.safeParse(time).success).toBe(true);
    for (const time of ['24:00', '7:30', '07:60', '07:30:00', '', ' 07:30', 730]) {
      const result = reminderTimeSchema.safeParse(time);
      expect(result.success, String(time)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Use a time like 07:30.');
    }
  });

  it('refuses a weekly day outside 0..6', () => {
    const prefs = defaults();
    for (const day of [-1, 7, 2.5]) {
      prefs.smartTiming.weeklyPlanning.day = day;
      expect(notificationPreferencesSchema.safeParse(prefs).success, String(day)).toBe(false);
    }
  });
});

describe('readNotificationPreferences', () => {
  it('reads back what was stored, as JSON or as an object', () => {
    const stored = defaults();
    stored.enabled = false;
    stored.useItUp = false;
    stored.smartTiming.lunchPlanning = { enabled: false, time: '12:15' };
    stored.smartTiming.weeklyPlanning = { enabled: true, day: 6, time: '09:00' };
    expect(readNotificationPreferences(JSON.stringify(stored))).toEqual(stored);
    expect(readNotificationPreferences(stored)).toEqual(stored);
  });

  it('gives the defaults for nothing or garbage', () => {
    for (const raw of [null, undefined, '', 'null', '{', 'true', '42', '[]', [], 7, true, () => 1]) {
      expect(readNotificationPreferences(raw)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    }
  });

  it('keeps each valid field and replaces each missing or invalid one', () => {
    const prefs = readNotificationPreferences({
      enabled: 'yes',
      planReady: false,
      smartTiming: {
        enabled: false,
        breakfastReminder: { enabled: false, time: '6:30' },
        lunchPlanning: 'noon',
        dinnerPrep: { time: '17:45' },
        weeklyPlanning: { enabled: false, day: 9, time: '19:00' },
      },
    });
    expect(prefs).toEqual({
      enabled: true,
      planReady: false,
      newRecipes: true,
      useItUp: true,
      smartTiming: {
        enabled: false,
        breakfastReminder: { enabled: false, time: '07:00' },
        lunchPlanning: { enabled: true, time: '11:00' },
        dinnerPrep: { enabled: true, time: '17:45' },
        weeklyPlanning: { enabled: false, day: 0, time: '19:00' },
      },
    });
  });

  it('reads preferences stored before use-it-up alerts existed with them on', () => {
    const { useItUp: _, ...older } = defaults();
    expect(readNotificationPreferences(JSON.stringify({ ...older, newRecipes: false }))).toMatchObject({
      useItUp: true,
      newRecipes: false,
    });
  });

  it('returns a new object the caller may change', () => {
    const prefs = readNotificationPreferences(null);
    prefs.smartTiming.dinnerPrep.time = '18:30';
    expect(DEFAULT_NOTIFICATION_PREFERENCES.smartTiming.dinnerPrep.time).toBe('16:00');
  });

  it('never throws, and always gives preferences the schema accepts', () => {
    const anything = fc.oneof(
      fc.anything(),
      fc.json(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(anything, (raw) => {
        expect(notificationPreferencesSchema.safeParse(readNotificationPreferences(raw)).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every field of valid preferences', () => {
    const time = fc.integer({ min: 0, max: 1439 }).map((m) => {
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
    });
    const reminder = fc.record({ enabled: fc.boolean(), time });
    const valid = fc.record({
      enabled: fc.boolean(),
      planReady: fc.boolean(),
      newRecipes: fc.boolean(),
      useItUp: fc.boolean(),
      smartTiming: fc.record({
        enabled: fc.boolean(),
        breakfastReminder: reminder,
        lunchPlanning: reminder,
        dinnerPrep: reminder,
        weeklyPlanning: fc.record({ enabled: fc.boolean(), day: fc.integer({ min: 0, max: 6 }), time }),
      }),
    });
    fc.assert(
      fc.property(valid, (prefs) => {
        expect(readNotificationPreferences(JSON.stringify(prefs))).toEqual(prefs);
      }),
      { numRuns: 200 },
    );
  });
});
