import type { OverviewDay } from '@larder/domain/api/admin';

type CountKey = Exclude<keyof OverviewDay, 'day' | 'activeDaily' | 'activeWeekly'>;
const COUNTS: readonly CountKey[] = [
  'signUps',
  'recipesGenerated',
  'recipesOpened',
  'cooks',
  'foodSavedKg',
  'plans',
  'proConversions',
  'proChurn',
  'pushOptIns',
  'clientErrors',
];

export type OverviewRow = OverviewDay;

/** Food saved is kilograms to one decimal; everything else is whole counts. */
const round = (key: keyof OverviewDay, value: number) =>
  key === 'foodSavedKg' ? Math.round(value * 10) / 10 : Math.round(value);

/**
 * The rows the charts draw: a year is 52 weeks (counts summed, daily active cooks averaged, weekly active
 * cooks as on the week's last day), shorter ranges one row a day.
 */
export function chartRows(days: readonly OverviewDay[]): { rows: OverviewRow[]; byWeek: boolean } {
  if (days.length <= 90) return { rows: [...days], byWeek: false };
  // Weeks that end on the range's last day; the oldest may be shorter.
  const weeks: OverviewDay[][] = [];
  for (let end = days.length; end > 0; end -= 7) weeks.unshift(days.slice(Math.max(0, end - 7), end));
  const rows = weeks.flatMap((week) => {
    const first = week[0];
    const last = week.at(-1);
    if (!first || !last) return [];
    const row: OverviewDay = { ...last, day: first.day };
    for (const key of COUNTS)
      row[key] = round(
        key,
        week.reduce((sum, one) => sum + one[key], 0),
      );
    row.activeDaily = Math.round(week.reduce((sum, one) => sum + one.activeDaily, 0) / week.length);
    return [row];
  });
  return { rows, byWeek: true };
}

/** The range's totals: counts summed, active cooks as on the last day. */
export function rangeTotals(days: readonly OverviewDay[]) {
  const sum = (key: CountKey) =>
    round(
      key,
      days.reduce((total, day) => total + day[key], 0),
    );
  const last = days.at(-1);
  return {
    signUps: sum('signUps'),
    activeDaily: last?.activeDaily ?? 0,
    activeWeekly: last?.activeWeekly ?? 0,
    recipesGenerated: sum('recipesGenerated'),
    recipesOpened: sum('recipesOpened'),
    cooks: sum('cooks'),
    foodSavedKg: sum('foodSavedKg'),
    plans: sum('plans'),
    proConversions: sum('proConversions'),
    proChurn: sum('proChurn'),
    pushOptIns: sum('pushOptIns'),
    clientErrors: sum('clientErrors'),
  };
}
