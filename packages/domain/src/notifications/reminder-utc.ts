import { REMINDER_TIME_PATTERN } from './preferences.ts';

/**
 * Reminder times are wall-clock `HH:MM` in the cook's time zone; the push tags carry them in UTC
 * (spec §3, §5). Only `Intl.DateTimeFormat` knows the zones' rules, so the offset of a zone at an
 * instant is read from it: the wall clock it shows, taken as if it were UTC, minus the instant.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Formatters are slow to build, so one is kept per zone; the bound only stops a flood of odd names. */
const MAX_CACHED_ZONES = 1_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size >= MAX_CACHED_ZONES) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock `timeZone` shows at `instant`, as the UTC milliseconds of the same date and time. */
function wallClockAt(instant: number, timeZone: string): number {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of formatterFor(timeZone).formatToParts(instant)) part[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = part;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

const startOfUtcDay = (ms: number): number => ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);

const pad = (n: number): string => String(n).padStart(2, '0');

/** The UTC `HH:MM` of an instant. */
export function utcTimeOf(instant: Date | number): string {
  const date = new Date(instant);
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

function minutesOf(time: string): number {
  if (typeof time !== 'string' || !REMINDER_TIME_PATTERN.test(time)) {
    throw new RangeError(`A reminder time is HH:MM from 00:00 to 23:59, not ${JSON.stringify(time)}.`);
  }
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export type UtcReminderTime = { time: string; dayShift: -1 | 0 | 1 };

/**
 * The UTC time of the wall-clock `time` in the IANA `timeZone`, on the local calendar day that holds the
 * instant `on`. `dayShift` says how the UTC calendar day differs from that local day: 07:00 in
 * Asia/Kolkata is 01:30 UTC the same day (0); 01:00 there is 19:30 UTC the day before (-1); 20:00 in
 * America/Los_Angeles in summer is 03:00 UTC the day after (+1).
 *
 * - A time that does not exist that day (the hour skipped when clocks spring forward) is read as the
 *   time the clocks jump to: 02:30 in America/New_York on 2026-03-08 is taken as 03:30 EDT, 07:30 UTC.
 *   Taken back to the zone, such a time shows later than asked by the length of the gap.
 * - A time that happens twice (the hour repeated when clocks fall back) is its first occurrence:
 *   01:30 in America/New_York on 2026-11-01 is 01:30 EDT, 05:30 UTC.
 *
 * Reads the zone's offsets a day either side of the time, so it assumes the zone changes its offset at
 * most once within two days, as real zones do.
 *
 * @throws RangeError for a time that is not `HH:MM`, an unknown time zone or an invalid date.
 */
export function localTimeToUtc(time: string, timeZone: string, on: Date): UtcReminderTime {
  const minutes = minutesOf(time);
  const localDay = startOfUtcDay(wallClockAt(on.getTime(), timeZone));
  const wall = localDay + minutes * MINUTE_MS;
  const offsetBefore = wallClockAt(wall - DAY_MS, timeZone) - (wall - DAY_MS);
  const offsetAfter = wallClockAt(wall + DAY_MS, timeZone) - (wall + DAY_MS);
  // Each offset the zone uses around then gives one candidate instant; keep those that show `time`.
  const showing = [wall - offsetBefore, wall - offsetAfter].filter(
    (instant) => wallClockAt(instant, timeZone) === wall,
  );
  // None shows it in a spring-forward gap: with the offset from before the jump, the clocks read later.
  const instant = showing.length > 0 ? Math.min(...showing) : wall - offsetBefore;
  const shift = startOfUtcDay(instant) - localDay;
  return { time: utcTimeOf(instant), dayShift: shift < 0 ? -1 : shift > 0 ? 1 : 0 };
}

/**
 * The weekly reminder's UTC weekday (0 = Sunday) and time: `day` moved by the `dayShift` of
 * `localTimeToUtc(time, timeZone, on)`, wrapping around the week. The offset used is the one of the day
 * holding `on`; tags are synced again at least daily (`needsTagResync`).
 *
 * @throws RangeError for a day outside 0..6 and as `localTimeToUtc` does.
 */
export function weeklyToUtc(
  day: number,
  time: string,
  timeZone: string,
  on: Date,
): { day: number; time: string } {
  if (!Number.isInteger(day) || day < 0 || day > 6) {
    throw new RangeError(`A weekday is 0 (Sunday) to 6, not ${day}.`);
  }
  const utc = localTimeToUtc(time, timeZone, on);
  return { day: (day + utc.dayShift + 7) % 7, time: utc.time };
}
