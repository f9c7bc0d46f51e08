import { describe, expect, it } from 'vitest';
import { localTimeToUtc, utcTimeOf, weeklyToUtc } from './reminder-utc.ts';

/** Noon UTC of a date, which lies on that same local date in every zone from -11:59 to +11:59. */
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

type Case = [time: string, utc: string, dayShift: -1 | 0 | 1];

function expectConversions(timeZone: string, on: Date, cases: Case[]) {
  for (const [time, utc, dayShift] of cases) {
    expect(localTimeToUtc(time, timeZone, on), `${time} in ${timeZone}`).toEqual({ time: utc, dayShift });
  }
}

describe('localTimeToUtc', () => {
  it('gives the examples of the brief', () => {
    expectConversions('Asia/Kolkata', noon('2026-06-10'), [
      ['07:00', '01:30', 0],
      ['01:00', '19:30', -1],
    ]);
    expectConversions('America/Los_Angeles', noon('2026-07-01'), [['20:00', '03:00', 1]]);
    expectConversions('America/Los_Angeles', noon('2026-01-15'), [['20:00', '04:00', 1]]);
  });

  it('keeps UTC as it is', () => {
    expectConversions('UTC', noon('2026-06-10'), [
      ['00:00', '00:00', 0],
      ['23:59', '23:59', 0],
    ]);
  });

  it('uses the local day holding `on`, not its UTC day', () => {
    // 2026-06-10T22:00Z is already 11 June in Auckland (+12) and still 10 June in Honolulu (-10).
    const on = new Date('2026-06-10T22:00:00Z');
    expect(localTimeToUtc('07:00', 'Pacific/Auckland', on)).toEqual({ time: '19:00', dayShift: -1 });
    expect(localTimeToUtc('20:00', 'Pacific/Honolulu', on)).toEqual({ time: '06:00', dayShift: 1 });
    // Kiritimati (+14) and Pago Pago (-11), the widest offsets in use.
    expect(localTimeToUtc('13:59', 'Pacific/Kiritimati', on)).toEqual({ time: '23:59', dayShift: -1 });
    expect(localTimeToUtc('14:00', 'Pacific/Kiritimati', on)).toEqual({ time: '00:00', dayShift: 0 });
    expect(localTimeToUtc('13:00', 'Pacific/Pago_Pago', on)).toEqual({ time: '00:00', dayShift: 1 });
  });

  it('America/New_York spring forward (2026-03-08): the skipped hour is read as the hour after', () => {
    expectConversions('America/New_York', noon('2026-03-08'), [
      ['00:00', '05:00', 0],
      ['01:59', '06:59', 0],
      ['02:00', '07:00', 0],
      ['02:30', '07:30', 0],
      ['03:30', '07:30', 0],
      ['03:00', '07:00', 0],
      ['07:00', '11:00', 0],
      ['20:00', '00:00', 1],
    ]);
  });

  it('America/New_York fall back (2026-11-01): the repeated hour is its first occurrence', () => {
    expectConversions('America/New_York', noon('2026-11-01'), [
      ['00:30', '04:30', 0],
      ['01:00', '05:00', 0],
      ['01:30', '05:30', 0],
      ['01:59', '05:59', 0],
      ['02:00', '07:00', 0],
      ['07:00', '12:00', 0],
      ['18:59', '23:59', 0],
      ['19:00', '00:00', 1],
    ]);
  });

  it('Europe/London clock changes (2026-03-29 and 2026-10-25)', () => {
    expectConversions('Europe/London', noon('2026-03-29'), [
      ['00:30', '00:30', 0],
      ['01:00', '01:00', 0],
      ['01:30', '01:30', 0],
      ['02:00', '01:00', 0],
      ['07:00', '06:00', 0],
    ]);
    expectConversions('Europe/London', noon('2026-10-25'), [
      ['00:30', '23:30', -1],
      ['01:30', '00:30', 0],
      ['02:00', '02:00', 0],
      ['07:00', '07:00', 0],
    ]);
  });

  it('Australia/Sydney clock changes (2026-04-05 and 2026-10-04)', () => {
    // Daylight time (+11) ends at 03:00, back to 02:00 (+10).
    expectConversions('Australia/Sydney', noon('2026-04-04'), [['07:00', '20:00', -1]]);
    expectConversions('Australia/Sydney', new Date('2026-04-04T20:00:00Z'), [
      ['02:30', '15:30', -1],
      ['03:00', '17:00', -1],
      ['07:00', '21:00', -1],
      ['10:00', '00:00', 0],
    ]);
    // Daylight time starts at 02:00, on to 03:00 (+11).
    expectConversions('Australia/Sydney', new Date('2026-10-03T20:00:00Z'), [
      ['01:59', '15:59', -1],
      ['02:30', '16:30', -1],
      ['03:30', '16:30', -1],
      ['07:00', '20:00', -1],
      ['11:00', '00:00', 0],
    ]);
  });

  it('half- and quarter-hour zones', () => {
    expectConversions('Asia/Kolkata', noon('2026-01-15'), [
      ['05:29', '23:59', -1],
      ['05:30', '00:00', 0],
    ]);
    expectConversions('Asia/Kathmandu', noon('2026-01-15'), [
      ['07:00', '01:15', 0],
      ['05:44', '23:59', -1],
      ['05:45', '00:00', 0],
    ]);
    // Chatham: +12:45 in the southern winter, +13:45 in summer.
    expectConversions('Pacific/Chatham', noon('2026-07-15'), [
      ['07:00', '18:15', -1],
      ['12:45', '00:00', 0],
      ['23:59', '11:14', 0],
    ]);
    expectConversions('Pacific/Chatham', noon('2026-01-14'), [
      ['07:00', '17:15', -1],
      ['13:45', '00:00', 0],
    ]);
  });

  it('America/St_Johns: -03:30, and -02:30 in summer', () => {
    expectConversions('America/St_Johns', noon('2026-01-15'), [
      ['07:00', '10:30', 0],
      ['20:29', '23:59', 0],
      ['20:30', '00:00', 1],
    ]);
    expectConversions('America/St_Johns', noon('2026-07-15'), [
      ['07:00', '09:30', 0],
      ['21:30', '00:00', 1],
    ]);
  });

  it('refuses a time that is not HH:MM, an unknown zone and an invalid date', () => {
    const on = noon('2026-01-15');
    for (const time of ['7:00', '24:00', '12:60', '', ' 07:00', '07:00:00']) {
      expect(() => localTimeToUtc(time, 'UTC', on), time).toThrow(RangeError);
    }
    expect(() => localTimeToUtc('07:00', 'Mars/Olympus_Mons', on)).toThrow(RangeError);
    expect(() => localTimeToUtc('07:00', 'UTC', new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('weeklyToUtc', () => {
  it('moves the day with the time, wrapping around the week', () => {
    const on = noon('2026-06-10');
    expect(weeklyToUtc(0, '18:00', 'Europe/Berlin', on)).toEqual({ day: 0, time: '16:00' });
    expect(weeklyToUtc(0, '01:00', 'Asia/Kolkata', on)).toEqual({ day: 6, time: '19:30' });
    expect(weeklyToUtc(6, '20:00', 'America/Los_Angeles', on)).toEqual({ day: 0, time: '03:00' });
    expect(weeklyToUtc(3, '12:00', 'UTC', on)).toEqual({ day: 3, time: '12:00' });
  });

  it('refuses a day outside 0..6', () => {
    for (const day of [-1, 7, 1.5, Number.NaN]) {
      expect(() => weeklyToUtc(day, '18:00', 'UTC', noon('2026-06-10')), String(day)).toThrow(RangeError);
    }
  });
});

describe('utcTimeOf', () => {
  it('gives HH:MM in UTC', () => {
    expect(utcTimeOf(new Date('2026-06-10T05:07:59.999Z'))).toBe('05:07');
    expect(utcTimeOf(Date.UTC(2026, 0, 1, 23, 59))).toBe('23:59');
  });
});
