/*
 * The kitchen's date rules (`@larder/kitchen/pantry`: daysUntil, expiryBadge, sortExpiringFirst), written
 * again here on purpose: that module imports the ingredient catalog (45 KB gzipped), which must stay out
 * of Today's first load. expiry.test.ts checks that both agree.
 */
const MS_PER_DAY = 86_400_000;

function dayNumber(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().slice(0, 10) === date ? time / MS_PER_DAY : null;
}

/** Whole days from `today` to `expiresOn`: 0 on the day, negative once past; null without a real date. */
export function daysUntil(expiresOn: string | null, today: string): number | null {
  if (expiresOn === null) return null;
  const end = dayNumber(expiresOn);
  const start = dayNumber(today);
  return end === null || start === null ? null : end - start;
}

/** The date `days` after `today` (YYYY-MM-DD), or `today` itself when it is not a real date. */
export function dayAfter(today: string, days: number): string {
  const start = dayNumber(today);
  return start === null ? today : new Date((start + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** 'expired', 'today', 'tomorrow' or 'in N days'. */
export function expiryBadge(days: number): string {
  if (days < 0) return 'expired';
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${Math.floor(days)} days`;
}

/** The soonest to go off first (expired at the top), then items without a date; ties by name. */
export function sortExpiringFirst<T extends { expiresOn: string | null; name: string }>(
  items: readonly T[],
  today: string,
): T[] {
  const days = (item: T) => daysUntil(item.expiresOn, today) ?? Number.POSITIVE_INFINITY;
  return [...items].sort((a, b) => days(a) - days(b) || a.name.localeCompare(b.name));
}

/** How urgent an item is: the badge's colour; the text always says it too. */
export type ExpiryTone = 'expired' | 'urgent' | 'soon' | 'later';

export interface Expiry {
  tone: ExpiryTone;
  /** The badge: "Expired", "Today", "Tomorrow", "4 days". */
  label: string;
  /** For screen readers and titles: "Expired", "Use today", "Use by tomorrow", "Use within 4 days". */
  spoken: string;
  days: number;
}

/** Items within this many days count as "use soon". */
export const USE_SOON_DAYS = 3;

export function expiryOf(expiresOn: string | null, today: string): Expiry | null {
  const days = daysUntil(expiresOn, today);
  if (days === null) return null;
  // Compact, so a name keeps its line at 390 px: "4 days" beside "Chicken thigh", not "In 4 days".
  const badge = expiryBadge(days).replace(/^in /, '');
  const label = badge.charAt(0).toUpperCase() + badge.slice(1);
  if (days < 0) return { tone: 'expired', label, spoken: 'Expired', days };
  if (days === 0) return { tone: 'urgent', label, spoken: 'Use today', days };
  if (days === 1) return { tone: 'urgent', label, spoken: 'Use by tomorrow', days };
  const spoken = `Use within ${days} days`;
  return { tone: days <= USE_SOON_DAYS ? 'soon' : 'later', label, spoken, days };
}

/** An estimated date, said as what it is: "about 5 days (estimate)". */
export function estimateText(days: number): string {
  if (days < 0) return 'probably past its best (estimate)';
  if (days === 0) return 'about today (estimate)';
  return `about ${days} ${days === 1 ? 'day' : 'days'} (estimate)`;
}
