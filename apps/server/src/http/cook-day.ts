import type { Context } from 'hono';

/** The cook's calendar for one request: their timezone, today's date there, and when that day ends. */
export interface CookDay {
  timeZone: string;
  /** YYYY-MM-DD in `timeZone`. */
  today: string;
  /** Whole seconds until midnight in `timeZone` (at least 1). */
  secondsToMidnight: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter for a valid IANA timezone, or null; only valid zones are cached. */
function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  if (timeZone.length === 0 || timeZone.length > 64) return null;
  try {
    const formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

/** Whether `name` is an IANA time zone this runtime knows (such as Europe/London). */
export function isTimeZone(name: string): boolean {
  return formatterFor(name) !== null;
}

/** The calendar date (YYYY-MM-DD) at instant `at` in a timezone already known to be valid. */
function dateIn(formatter: Intl.DateTimeFormat, at: number): string {
  const parts = Object.fromEntries(formatter.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The first second after `at` that falls on another date, found by halving (DST-proof). */
function secondsUntilNextDay(formatter: Intl.DateTimeFormat, at: number, today: string): number {
  let low = 0;
  let high = 27 * 3600;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (dateIn(formatter, at + middle * 1000) === today) low = middle;
    else high = middle;
  }
  return high;
}

/** The cook's day at `at`, in `requested` (an IANA name such as Europe/London) or UTC when it is not valid. */
export function cookDayAt(at: number, requested: string | undefined): CookDay {
  const chosen = requested?.trim() ?? '';
  const formatter = formatterFor(chosen);
  const timeZone = formatter ? chosen : 'UTC';
  const used = formatter ?? (formatterFor('UTC') as Intl.DateTimeFormat);
  const today = dateIn(used, at);
  let seconds: number | undefined;
  return {
    timeZone,
    today,
    // Found only when asked (a limit's Retry-After): the search formats about 17 dates.
    get secondsToMidnight() {
      seconds ??= secondsUntilNextDay(used, at, today);
      return seconds;
    },
  };
}

/** The cook's day for a request, from its `X-Timezone` header. */
export function cookDay(c: Context, now: () => number): CookDay {
  return cookDayAt(now(), c.req.header('x-timezone'));
}
