/** The device's IANA time zone, read now (the cook may have travelled); undefined when it is unknown. */
export function deviceZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Today's date where the cook is, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A YYYY-MM-DD calendar date at noon UTC, so formatting it never slips to the day before or after. */
export const calendarDate = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Monday 9 March". */
export function longDate(date: string): string {
  return calendarDate(date).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

/** "Mon" and "9", for a day pill or a table row. */
export function shortDate(date: string): { weekday: string; day: string } {
  const at = calendarDate(date);
  return {
    weekday: at.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' }),
    day: String(at.getUTCDate()),
  };
}
