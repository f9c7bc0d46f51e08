import { describe, expect, it } from 'vitest';
import { cookDayAt } from './cook-day.ts';

describe("the cook's day", () => {
  it('is the calendar date in the given IANA timezone, with the seconds left in it', () => {
    const at = Date.UTC(2026, 2, 10, 23, 30);
    expect(cookDayAt(at, 'Asia/Tokyo')).toEqual({
      timeZone: 'Asia/Tokyo',
      today: '2026-03-11',
      secondsToMidnight: 15.5 * 3600,
    });
    expect(cookDayAt(at, 'America/Los_Angeles')).toMatchObject({ today: '2026-03-10' });
    expect(cookDayAt(at, undefined)).toEqual({
      timeZone: 'UTC',
      today: '2026-03-10',
      secondsToMidnight: 1800,
    });
  });

  it.each(['Mars/Olympus_Mons', '', '   ', 'x'.repeat(200), '../../etc/passwd', '+05:00'])(
    'falls back to UTC for %j',
    (zone) => {
      expect(cookDayAt(Date.UTC(2026, 0, 1, 0, 0, 1), zone)).toMatchObject({
        timeZone: 'UTC',
        today: '2026-01-01',
      });
    },
  );

  it('knows that a day can have 23 or 25 hours (daylight saving time)', () => {
    // London springs forward at 01:00 UTC on 29 March 2026, so that day has 23 hours.
    expect(cookDayAt(Date.UTC(2026, 2, 29, 0, 0, 0), 'Europe/London').secondsToMidnight).toBe(23 * 3600);
    // It falls back at 01:00 UTC on 25 October 2026, so that day has 25 hours.
    expect(cookDayAt(Date.UTC(2026, 9, 24, 23, 0, 0), 'Europe/London').secondsToMidnight).toBe(25 * 3600);
  });
});
