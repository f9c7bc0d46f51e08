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

/** A YYYY-MM-DD day as the cook's calendar has it (not shifted by UTC). */
function localDay(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.slice(0, 10).split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** "3 Nov": a week's Monday on the chart. */
export const formatWeek = (weekStart: string) =>
  localDay(weekStart).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

/** "3 November 2026": when a badge was earned (an instant, shown in the cook's time zone). */
export function formatEarned(earnedAt: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(earnedAt) ? localDay(earnedAt) : new Date(earnedAt);
  return Number.isNaN(date.getTime())
    ? earnedAt
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** "1 day", "3 days". */
export const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
