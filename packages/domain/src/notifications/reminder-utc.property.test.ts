import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localTimeToUtc, weeklyToUtc } from './reminder-utc.ts';

/**
 * Property tests over every time zone this runtime knows, checked against an oracle that shares no
 * code with `reminder-utc.ts`: a differently built formatter, and a list of the offsets each zone used
 * in 2024–2027 found by scanning the years a week at a time.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const FROM = Date.UTC(2024, 0, 1);
const UNTIL = Date.UTC(2028, 0, 1) - 1;
const ZONES = [...Intl.supportedValuesOf('timeZone'), 'UTC'];
const RUNS_PER_ZONE = 15;
const RUNS_PER_ZONE_AT_CHANGES = 30;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD HH:MM` as the zone's clocks show the instant. */
function shown(instant: number, zone: string): string {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter.format(instant);
}

/** An instant's offset in the zone, in ms (minute precision: every offset in use is whole minutes). */
const offsetAt = (instant: number, zone: string) =>
  Date.parse(`${shown(instant, zone).replace(' ', 'T')}Z`) - (instant - (instant % MINUTE));

type ZoneHistory = { offsets: number[]; changes: number[] };

/** The offsets the zone used in 2024–2027 and the instants it changed them (the first minute after). */
function historyOf(zone: string): ZoneHistory {
  const offsets = new Set<number>();
  const changes: number[] = [];
  let previous = offsetAt(FROM, zone);
  offsets.add(previous);
  for (let at = FROM + 7 * DAY; at <= UNTIL + 7 * DAY; at += 7 * DAY) {
    const offset = offsetAt(at, zone);
    if (offset !== previous) {
      let [low, high] = [at - 7 * DAY, at]; // offset(low) = previous, offset(high) = offset
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (offsetAt(middle, zone) === previous) low = middle;
        else high = middle;
      }
      changes.push(high);
      offsets.add(offset);
      previous = offset;
    }
  }
  return { offsets: [...offsets], changes };
}

const histories = new Map(ZONES.map((zone) => [zone, historyOf(zone)]));

const pad = (n: number) => String(n).padStart(2, '0');
/** `HH:MM` of a minute of the day, wrapping around midnight. */
const timeOfDay = (minutes: number) => {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
};
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeArbitrary = fc.integer({ min: 0, max: 1439 }).map(timeOfDay);

const wallAsUtc = (localDate: string, time: string) => Date.parse(`${localDate}T${time}:00Z`);

/**
 * What is wrong with one conversion, or null. The oracle: the zone shows `time` on the local day of `on`
 * first at the instant given; when it never shows it, it shows `time` plus the length of the jump.
 * (Plain comparisons rather than one `expect` each keep thousands of runs fast.)
 */
function problemWith(zone: string, time: string, on: Date, weekday: number): string | null {
  const { offsets } = histories.get(zone) ?? { offsets: [] };
  const localDate = shown(on.getTime(), zone).slice(0, 10);
  const result = localTimeToUtc(time, zone, on);
  if (![-1, 0, 1].includes(result.dayShift)) return `dayShift ${result.dayShift}`;

  const wall = wallAsUtc(localDate, time);
  const back = wallAsUtc(localDate, result.time) + result.dayShift * DAY;
  const showsBack = shown(back, zone);
  const showing = offsets
    .map((offset) => wall - offset)
    .filter((at) => shown(at, zone) === `${localDate} ${time}`);
  if (showing.length > 0) {
    if (showsBack !== `${localDate} ${time}`) return `${time} on ${localDate} came back as ${showsBack}`;
    if (back !== Math.min(...showing)) return `${time} on ${localDate} is not its first occurrence`;
  } else {
    // A spring-forward gap: converting back shows the time moved on by the jump.
    const jump = offsetAt(back, zone) - offsetAt(back - 3 * HOUR, zone);
    const expected = new Date(wall + jump).toISOString().slice(0, 16).replace('T', ' ');
    if (jump <= 0 || showsBack !== expected)
      return `${time} on ${localDate} (a gap) came back as ${showsBack}`;
  }

  const weekly = weeklyToUtc(weekday, time, zone, on);
  const expectedDay = (weekday + result.dayShift + 7) % 7;
  if (weekly.day !== expectedDay || weekly.time !== result.time || weekly.day < 0 || weekly.day > 6) {
    return `weekly ${weekday}@${time} became ${weekly.day}@${weekly.time}`;
  }
  return null;
}

describe('localTimeToUtc and weeklyToUtc in every time zone', () => {
  it(`round-trip for random times and instants in 2024–2027 (${ZONES.length} zones)`, () => {
    for (const zone of ZONES) {
      fc.assert(
        fc.property(
          fc.constant(zone),
          timeArbitrary,
          fc.date({ min: new Date(FROM), max: new Date(UNTIL), noInvalidDate: true }),
          fc.integer({ min: 0, max: 6 }),
          (zone, time, on, weekday) => {
            expect(problemWith(zone, time, on, weekday)).toBeNull();
          },
        ),
        { numRuns: RUNS_PER_ZONE },
      );
    }
  });

  it('round-trip on the days clocks change, for times around the change', () => {
    const changing = ZONES.filter((zone) => (histories.get(zone)?.changes.length ?? 0) > 0);
    expect(changing).toEqual(
      expect.arrayContaining(['America/New_York', 'Europe/London', 'Pacific/Chatham']),
    );
    for (const zone of changing) {
      const changes = histories.get(zone)?.changes ?? [];
      fc.assert(
        fc.property(
          fc.constant(zone),
          fc.constantFrom(...changes),
          fc.integer({ min: -150, max: 150 }),
          fc.integer({ min: -6 * 60, max: 6 * 60 }),
          fc.integer({ min: 0, max: 6 }),
          (zone, change, minutesFromChange, onFromChange, weekday) => {
            // The wall clock just before the change, plus one minute: where the gap or repeat begins.
            const changeStarts = minutesOf(shown(change - MINUTE, zone).slice(11, 16)) + 1;
            const time = timeOfDay(changeStarts + minutesFromChange);
            expect(problemWith(zone, time, new Date(change + onFromChange * MINUTE), weekday)).toBeNull();
          },
        ),
        { numRuns: RUNS_PER_ZONE_AT_CHANGES },
      );
    }
  });
});
