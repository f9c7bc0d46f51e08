import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAG_RESYNC_AFTER_MS } from '../constants.ts';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from './preferences.ts';
import {
  buildPushTags,
  dueReminders,
  needsTagResync,
  parseMealPrefs,
  parseMealSchedule,
  tagsEqual,
} from './tags.ts';

const defaults = (): NotificationPreferences => structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
const summer = new Date('2026-07-15T12:00:00Z');

describe('buildPushTags', () => {
  it('sends the default reminders in UTC, all on', () => {
    expect(buildPushTags(DEFAULT_NOTIFICATION_PREFERENCES, 'UTC', summer)).toEqual({
      meal_schedule: 'b=07:00;l=11:00;d=16:00;w=0@18:00',
      meal_prefs: '1111',
      use_it_up: '1',
    });
    expect(buildPushTags(DEFAULT_NOTIFICATION_PREFERENCES, 'Europe/Berlin', summer).meal_schedule).toBe(
      'b=05:00;l=09:00;d=14:00;w=0@16:00',
    );
    expect(
      buildPushTags(DEFAULT_NOTIFICATION_PREFERENCES, 'Europe/Berlin', new Date('2026-01-15')).meal_schedule,
    ).toBe('b=06:00;l=10:00;d=15:00;w=0@17:00');
  });

  it('moves the weekly day when the UTC time falls on another day', () => {
    const prefs = defaults();
    prefs.smartTiming.weeklyPlanning = { enabled: true, day: 6, time: '20:00' };
    prefs.smartTiming.breakfastReminder.time = '01:00';
    expect(buildPushTags(prefs, 'America/Los_Angeles', summer).meal_schedule).toBe(
      'b=08:00;l=18:00;d=23:00;w=0@03:00',
    );
    prefs.smartTiming.weeklyPlanning = { enabled: true, day: 0, time: '01:00' };
    expect(buildPushTags(prefs, 'Asia/Kolkata', summer).meal_schedule).toBe(
      'b=19:30;l=05:30;d=10:30;w=6@19:30',
    );
  });

  it('sets a reminder flag only when notifications, smart timing and that reminder are on', () => {
    const prefs = defaults();
    prefs.smartTiming.lunchPlanning.enabled = false;
    prefs.smartTiming.weeklyPlanning.enabled = false;
    expect(buildPushTags(prefs, 'UTC', summer).meal_prefs).toBe('1010');
    prefs.smartTiming.enabled = false;
    expect(buildPushTags(prefs, 'UTC', summer)).toMatchObject({ meal_prefs: '0000', use_it_up: '1' });
    const off = defaults();
    off.enabled = false;
    expect(buildPushTags(off, 'UTC', summer)).toMatchObject({ meal_prefs: '0000', use_it_up: '0' });
  });

  it('sets use_it_up from useItUp', () => {
    const prefs = defaults();
    prefs.useItUp = false;
    expect(buildPushTags(prefs, 'UTC', summer)).toMatchObject({ meal_prefs: '1111', use_it_up: '0' });
  });

  it('builds tags its own parsers read back, for any preferences', () => {
    const zone = fc.constantFrom(
      'UTC',
      'Asia/Kathmandu',
      'America/St_Johns',
      'Pacific/Chatham',
      'Pacific/Kiritimati',
    );
    const time = fc.integer({ min: 0, max: 1439 }).map((m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
    fc.assert(
      fc.property(zone, time, fc.integer({ min: 0, max: 6 }), fc.boolean(), (zone, at, day, on) => {
        const prefs = defaults();
        prefs.smartTiming.dinnerPrep = { enabled: on, time: at };
        prefs.smartTiming.weeklyPlanning = { enabled: true, day, time: at };
        const tags = buildPushTags(prefs, zone, summer);
        const schedule = parseMealSchedule(tags.meal_schedule);
        expect(schedule?.dinner).toBe(schedule?.weekly.time);
        expect(parseMealPrefs(tags.meal_prefs)).toEqual({
          breakfast: true,
          lunch: true,
          dinner: on,
          weekly: true,
        });
      }),
      { numRuns: 100 },
    );
  });
});

const pad = (n: number) => String(n).padStart(2, '0');

describe('parseMealSchedule and parseMealPrefs', () => {
  it('read well-formed tags', () => {
    expect(parseMealSchedule('b=01:30;l=05:30;d=10:30;w=6@12:30')).toEqual({
      breakfast: '01:30',
      lunch: '05:30',
      dinner: '10:30',
      weekly: { day: 6, time: '12:30' },
    });
    expect(parseMealPrefs('1010')).toEqual({ breakfast: true, lunch: false, dinner: true, weekly: false });
  });

  it.each([
    '',
    'b=07:00;l=11:00;d=16:00',
    'b=07:00;l=11:00;d=16:00;w=7@18:00',
    'b=24:00;l=11:00;d=16:00;w=0@18:00',
    'b=07:60;l=11:00;d=16:00;w=0@18:00',
    'b=7:00;l=11:00;d=16:00;w=0@18:00',
    'l=11:00;b=07:00;d=16:00;w=0@18:00',
    'b=07:00;l=11:00;d=16:00;w=0@18:00;',
    ' b=07:00;l=11:00;d=16:00;w=0@18:00',
    'b=07:00;l=11:00;d=16:00;w=0@18:00\n',
    'b=07:00,l=11:00,d=16:00,w=0@18:00',
    'b=ab:cd;l=11:00;d=16:00;w=0@18:00',
  ])('finds no schedule in %j', (value) => {
    expect(parseMealSchedule(value)).toBeNull();
  });

  it.each(['', '111', '11111', '1a11', '2111', ' 1111', '1111\n'])('finds no flags in %j', (value) => {
    expect(parseMealPrefs(value)).toBeNull();
  });

  it('are null for values that are not strings', () => {
    for (const value of [null, undefined, 1111, {}, ['1111']]) {
      expect(parseMealSchedule(value as unknown as string)).toBeNull();
      expect(parseMealPrefs(value as unknown as string)).toBeNull();
    }
  });
});

describe('dueReminders', () => {
  const tags = { meal_schedule: 'b=07:00;l=11:00;d=16:00;w=0@16:00', meal_prefs: '1111' };
  // 2026-07-19 is a Sunday.
  const at = (iso: string) => new Date(`${iso}Z`);

  it('gives the reminders of that UTC minute, weekly only on its weekday', () => {
    expect(dueReminders(tags, at('2026-07-19T07:00:00'))).toEqual(['breakfast']);
    expect(dueReminders(tags, at('2026-07-19T07:00:59.999'))).toEqual(['breakfast']);
    expect(dueReminders(tags, at('2026-07-19T07:01:00'))).toEqual([]);
    expect(dueReminders(tags, at('2026-07-19T16:00:00'))).toEqual(['dinner', 'weekly']);
    expect(dueReminders(tags, at('2026-07-20T16:00:00'))).toEqual(['dinner']);
    expect(dueReminders(tags, at('2026-07-20T11:00:30'))).toEqual(['lunch']);
  });

  it('leaves out the reminders whose flag is 0', () => {
    expect(dueReminders({ ...tags, meal_prefs: '0010' }, at('2026-07-19T16:00:00'))).toEqual(['dinner']);
    expect(dueReminders({ ...tags, meal_prefs: '0001' }, at('2026-07-19T16:00:00'))).toEqual(['weekly']);
    expect(dueReminders({ ...tags, meal_prefs: '0000' }, at('2026-07-19T07:00:00'))).toEqual([]);
  });

  it('gives none for missing or malformed tags or an invalid date', () => {
    const minute = at('2026-07-19T07:00:00');
    expect(dueReminders({}, minute)).toEqual([]);
    expect(dueReminders({ meal_schedule: tags.meal_schedule }, minute)).toEqual([]);
    expect(dueReminders({ meal_prefs: '1111' }, minute)).toEqual([]);
    expect(dueReminders({ ...tags, meal_prefs: 'yes' }, minute)).toEqual([]);
    expect(dueReminders({ ...tags, meal_schedule: 'b=07:00' }, minute)).toEqual([]);
    expect(dueReminders(tags, new Date(Number.NaN))).toEqual([]);
  });

  it('fires each enabled reminder exactly once a day (weekly once a week) over a week of minutes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1439 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 6 }),
        fc.stringMatching(/^[01]{4}$/),
        ([b = 0, l = 0, d = 0, w = 0], day, prefs) => {
          const time = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
          const schedule = `b=${time(b)};l=${time(l)};d=${time(d)};w=${day}@${time(w)}`;
          const counts = { breakfast: 0, lunch: 0, dinner: 0, weekly: 0 };
          const monday = Date.UTC(2026, 6, 20);
          for (let minute = 0; minute < 7 * 1440; minute++) {
            for (const kind of dueReminders(
              { meal_schedule: schedule, meal_prefs: prefs },
              new Date(monday + minute * 60_000),
            )) {
              counts[kind] += 1;
            }
          }
          const flags = [...prefs].map(Number);
          expect(counts).toEqual({
            breakfast: 7 * (flags[0] ?? 0),
            lunch: 7 * (flags[1] ?? 0),
            dinner: 7 * (flags[2] ?? 0),
            weekly: flags[3],
          });
        },
      ),
      { numRuns: 6 },
    );
  });
});

describe('needsTagResync (spec §3)', () => {
  const now = Date.UTC(2026, 6, 15, 12);
  const iso = (ms: number) => new Date(ms).toISOString();

  it('is false for the current version synced within 24 hours, stored as ISO or epoch ms', () => {
    expect(needsTagResync({ version: '2', lastSync: iso(now - 60_000) }, now)).toBe(false);
    expect(needsTagResync({ version: '2', lastSync: String(now - TAG_RESYNC_AFTER_MS) }, now)).toBe(false);
    expect(needsTagResync({ version: '2', lastSync: iso(now) }, now)).toBe(false);
    expect(needsTagResync({ version: '2', lastSync: '2026-07-15T09:00:00+02:00' }, now)).toBe(false);
  });

  it('is true after 24 hours', () => {
    expect(needsTagResync({ version: '2', lastSync: iso(now - TAG_RESYNC_AFTER_MS - 1) }, now)).toBe(true);
    expect(needsTagResync({ version: '2', lastSync: String(now - TAG_RESYNC_AFTER_MS - 1) }, now)).toBe(true);
  });

  it('is true for another or no version', () => {
    for (const version of [null, '1', '3', '', ' 2', '2.0']) {
      expect(needsTagResync({ version, lastSync: iso(now) }, now), String(version)).toBe(true);
    }
  });

  it('is true when the last sync is missing or unreadable', () => {
    for (const lastSync of [
      null,
      '',
      'yesterday',
      'NaN',
      '2026-07-15',
      '2026-07-15T10:00:00',
      '-5',
      '1e12',
    ]) {
      expect(needsTagResync({ version: '2', lastSync }, now), String(lastSync)).toBe(true);
    }
  });

  it('is true when the last sync lies more than 24 hours in the future (a clock that was wrong)', () => {
    expect(needsTagResync({ version: '2', lastSync: iso(now + 60_000) }, now)).toBe(false);
    expect(needsTagResync({ version: '2', lastSync: iso(now + TAG_RESYNC_AFTER_MS + 1) }, now)).toBe(true);
  });
});

describe('tagsEqual', () => {
  const sent = { meal_schedule: 'b=07:00;l=11:00;d=16:00;w=0@18:00', meal_prefs: '1111', use_it_up: '1' };

  it('compares the keys of the first set only', () => {
    expect(tagsEqual(sent, { ...sent })).toBe(true);
    expect(tagsEqual(sent, { ...sent, other: 'x' })).toBe(true);
    expect(tagsEqual({ meal_prefs: '1111' }, sent)).toBe(true);
    expect(tagsEqual({}, {})).toBe(true);
  });

  it('is false when a value differs or is missing', () => {
    expect(tagsEqual(sent, { ...sent, meal_prefs: '1110' })).toBe(false);
    expect(tagsEqual(sent, { meal_schedule: sent.meal_schedule, meal_prefs: '1111' })).toBe(false);
    expect(tagsEqual(sent, null)).toBe(false);
    expect(tagsEqual(sent, undefined)).toBe(false);
  });
});
