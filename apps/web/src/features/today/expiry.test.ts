import * as kitchen from '@larder/kitchen/pantry';
import { describe, expect, it } from 'vitest';
import { localToday } from '../../lib/local-day.ts';
import { dayAfter, daysUntil, estimateText, expiryBadge, expiryOf, sortExpiringFirst } from './expiry.ts';

describe("Today's copy of the kitchen's date rules", () => {
  const today = '2026-03-10';
  const dates = [
    '2026-03-01',
    '2026-03-10',
    '2026-03-11',
    '2026-04-30',
    '2027-01-01',
    '2026-02-30',
    'soon',
    null,
  ];
  it('agrees with the kitchen on days left and badges', () => {
    for (const date of dates) {
      expect(daysUntil(date, today)).toBe(kitchen.daysUntil(date, today));
      const days = kitchen.daysUntil(date, today);
      if (days !== null) expect(expiryBadge(days)).toBe(kitchen.expiryBadge(days));
    }
  });

  it('counts days forward as the kitchen counts them back, across months, years and leap days', () => {
    for (const [from, days] of [
      ['2026-03-10', 0],
      ['2026-03-10', 1],
      ['2026-02-27', 3],
      ['2028-02-27', 3],
      ['2026-12-29', 7],
    ] as const) {
      expect(kitchen.daysUntil(dayAfter(from, days), from)).toBe(days);
    }
    expect(dayAfter('soon', 1)).toBe('soon');
  });

  it('agrees with the kitchen on the order', () => {
    const items = dates.map((expiresOn, index) => ({ expiresOn, name: `item ${9 - index}` }));
    expect(sortExpiringFirst(items, today)).toEqual(kitchen.sortExpiringFirst(items, today));
  });
});

describe('expiry badges', () => {
  const today = '2026-03-10';
  it.each([
    ['2026-03-08', 'expired', 'Expired'],
    ['2026-03-10', 'urgent', 'Today'],
    ['2026-03-11', 'urgent', 'Tomorrow'],
    ['2026-03-13', 'soon', '3 days'],
    ['2026-03-20', 'later', '10 days'],
  ])('%s reads %s / %s', (date, tone, label) => {
    expect(expiryOf(date, today)).toMatchObject({ tone, label });
  });

  it('has no badge without a date', () => {
    expect(expiryOf(null, today)).toBeNull();
  });

  it('says an estimate is one', () => {
    expect(estimateText(5)).toBe('about 5 days (estimate)');
    expect(estimateText(1)).toBe('about 1 day (estimate)');
  });

  it('takes today from the local calendar', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
