import { calendarDate } from '../../lib/local-day.ts';

/** "3 Nov 2026, 14:05" in the admin's own timezone. */
export function dateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return at.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** A YYYY-MM-DD day (UTC) as "3 Nov 2026", or "3 Nov" without the year. */
export function calendarDay(day: string, withYear = true): string {
  const at = calendarDate(day.slice(0, 10));
  if (Number.isNaN(at.getTime())) return day;
  return at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}
