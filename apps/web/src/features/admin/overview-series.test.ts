import { describe, expect, it } from 'vitest';
import { overviewDay } from './admin-test-fixtures.ts';
import { chartRows, rangeTotals } from './overview-series.ts';

const days = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    overviewDay(new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10), {
      activeDaily: index,
      activeWeekly: index * 2,
      foodSavedKg: 0.15,
    }),
  );

describe('the overview series', () => {
  it('draws up to 90 days a day at a time', () => {
    const { rows, byWeek } = chartRows(days(90));
    expect(byWeek).toBe(false);
    expect(rows).toHaveLength(90);
  });

  it('draws a year a week at a time, weeks ending on the last day', () => {
    const { rows, byWeek } = chartRows(days(365));
    expect(byWeek).toBe(true);
    expect(rows).toHaveLength(53);
    expect(rows[0]).toMatchObject({ day: '2026-01-01', signUps: 1, activeDaily: 0, activeWeekly: 0 });
    const last = rows.at(-1);
    expect(last).toMatchObject({
      day: '2026-12-25',
      signUps: 7,
      activeDaily: 361,
      activeWeekly: 728,
      foodSavedKg: 1.1,
    });
  });

  it('sums the counts and takes active cooks from the last day', () => {
    expect(rangeTotals(days(10))).toMatchObject({
      signUps: 10,
      activeDaily: 9,
      activeWeekly: 18,
      foodSavedKg: 1.5,
    });
    expect(rangeTotals([])).toMatchObject({ signUps: 0, activeDaily: 0 });
  });
});
