import { calendarDate } from '../../lib/local-day.ts';

/** How Profile writes its numbers, in the cook's locale. */

const kilograms = new Intl.NumberFormat(undefined, {
  style: 'unit',
  unit: 'kilogram',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const grams = new Intl.NumberFormat(undefined, { style: 'unit', unit: 'gram', maximumFractionDigits: 0 });

/** "1.2 kg": food saved, to 0.1 kg. */
export const formatKg = (kg: number) => kilograms.format(kg);

/** "350 g". */
export const formatGrams = (value: number) => grams.format(value);

/** "£4.20", in the answer's currency; a currency the browser does not know is written after the number. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** "3 Nov": a week's Monday on the chart (a calendar day: never shifted by the time zone). */
export const formatWeek = (weekStart: string) =>
  calendarDate(weekStart.slice(0, 10)).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** "3 November 2026": when a badge was earned (an instant, shown in the cook's time zone; a bare day as is). */
export function formatEarned(earnedAt: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(earnedAt);
  const date = day ? calendarDate(earnedAt) : new Date(earnedAt);
  return Number.isNaN(date.getTime())
    ? earnedAt
    : date.toLocaleDateString(undefined, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        ...(day ? { timeZone: 'UTC' } : {}),
      });
}

/** "1 day", "3 days". */
export const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
