/**
 * Dates said in words inside a pantry line: "chicken thighs that go off tomorrow", "milk, use by Friday",
 * "feta best before 3 Dec", "yoghurt expires 28/11", "ham opened yesterday", "bread bought today". The
 * words are taken out of the name and become the item's expiry, the day it was opened or the day it was
 * bought, as dates (YYYY-MM-DD) in the cook's calendar.
 */

import { NUMBER_WORDS } from './pantry-quantity.ts';

export interface DateContext {
  /** The cook's today, YYYY-MM-DD in their timezone. */
  today: string;
  /** How the cook writes 28/11: day first (most of the world) or month first (the US). */
  dayFirst: boolean;
}

export interface DatesInWords {
  /** What is left of the line: the food and its amount. */
  rest: string;
  expiresOn?: string;
  openedOn?: string;
  boughtOn?: string;
}

type Kind = 'expires' | 'opened' | 'bought';

/** Where 11/12 is November 12th: the United States and the places that follow its usage. */
const MONTH_FIRST_REGIONS = new Set(['US', 'PH', 'FM', 'MH', 'PW', 'GU', 'AS', 'MP', 'PR', 'UM', 'VI']);

/**
 * Whether a cook with this locale (a BCP 47 tag such as "en-GB", or an Accept-Language header) writes
 * the day first. A tag without a region is read as day first, as most of the world writes it.
 */
export function dayFirstFor(locale: string | null | undefined): boolean {
  const first = locale?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  const region = first.split(/[-_]/).find((part, index) => index > 0 && /^[A-Za-z]{2}$/.test(part));
  return !region || !MONTH_FIRST_REGIONS.has(region.toUpperCase());
}

const MS_PER_DAY = 86_400_000;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** What announces each kind of date. Longest first, so "best before" wins over "before". */
const LEADS: Record<Kind, string[]> = {
  expires: [
    'that goes off',
    'that go off',
    'which goes off',
    'which go off',
    'going off',
    'goes off',
    'go off',
    'gone off',
    'use by',
    'use-by',
    'use before',
    'use within',
    'best before',
    'best-before',
    'best by',
    'sell by',
    'eat by',
    'good until',
    'good till',
    'expiring',
    'expires',
    'expire',
    'expiry',
    'exp',
    'bb',
    'off',
    'use',
    'until',
    'till',
    'by',
  ],
  opened: ['opened on', 'opened', 'open since', 'opened since'],
  // A leftover "from Sunday" or "made yesterday" dates from the day it was cooked, as food does from the day it was bought.
  bought: ['bought on', 'bought', 'purchased', 'got', 'made on', 'made', 'cooked on', 'from'],
};

const DAY_NAME = `(?:${WEEKDAYS.map((day) => `${day.slice(0, 3)}(?:${day.slice(3)})?`).join('|')}|tues|thur|thurs)`;
const MONTH_NAME = `(?:${MONTHS.map((month) => `${month.slice(0, 3)}(?:${month.slice(3)})?`).join('|')}|sept)`;
const ORDINAL = '(\\d{1,2})(?:st|nd|rd|th)?';

/** Every way of saying the date itself, each a named alternative read by `dateOf`. */
const WHEN = [
  '(?<today>today|tonight|this evening)',
  '(?<tomorrow>tomorrow|tmrw|tmr)',
  '(?<yesterday>yesterday)',
  '(?:in\\s+)?(?<inDays>\\d{1,2}|a|one|two|three|four|five|six|seven)\\s+(?<unit>days?|weeks?)(?<ago>\\s+ago)?',
  '(?<nextWeek>next\\s+week|in\\s+a\\s+week)',
  '(?<weekend>(?:this\\s+|the\\s+)?weekend)',
  `(?:(?<next>next)\\s+|(?<last>last)\\s+|this\\s+|on\\s+)?(?<weekday>${DAY_NAME})`,
  `(?<dayOfMonth>${ORDINAL.replace('(\\d', '(?<dm>\\d')})\\s*(?:of\\s+)?(?<monthAfter>${MONTH_NAME})(?:\\s+(?<yearA>\\d{4}))?`,
  `(?<monthFirst>${MONTH_NAME})\\s+${ORDINAL.replace('(\\d', '(?<md>\\d')}(?:,?\\s+(?<yearB>\\d{4}))?`,
  '(?<iso>\\d{4}-\\d{2}-\\d{2})',
  '(?<numeric>(?<n1>\\d{1,2})[/.](?<n2>\\d{1,2})(?:[/.](?<n3>\\d{2}|\\d{4}))?)',
].join('|');

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ -]/g, '[\\s-]+');
}

const LEAD_PATTERN = (Object.entries(LEADS) as [Kind, string[]][])
  .map(([kind, leads]) => `(?<${kind}>${leads.map(escaped).join('|')})`)
  .join('|');

/**
 * A lead and its date, anywhere in the line, with what joins them to the name ("- ", "(", ", ", "that").
 * A bare date ("milk tomorrow") is not read: "2 tins" or "3 days" alone would be taken for one.
 */
const PHRASE = new RegExp(
  `(?:^|[\\s(,;:–—-]+)(?:${LEAD_PATTERN})(?:\\s*[:.]\\s*|\\s+)(?:on\\s+|it\\s+by\\s+|in\\s+(?=\\d|a\\b|one|two|three|four|five|six|seven))?(?:${WHEN})\\)?(?=$|[\\s,.;)!])`,
  'i',
);

function toDays(iso: string): number {
  return (
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / MS_PER_DAY
  );
}

function toIso(days: number): string {
  return new Date(days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** A calendar date, or null when there is no such day (31/11). */
function calendarDay(year: number, month: number, day: number): number | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time / MS_PER_DAY : null;
}

function monthNumber(name: string): number {
  const start = name.slice(0, 3).toLowerCase();
  return MONTHS.findIndex((month) => month.startsWith(start)) + 1;
}

function weekdayNumber(name: string): number {
  const start = name.slice(0, 3).toLowerCase();
  return WEEKDAYS.findIndex((day) => day.startsWith(start));
}

/**
 * A day and month without a year: the nearest such day forward for an expiry (a date more than two
 * months gone is next year's: "best before 3 Jan" said in December), the nearest backward for the day an
 * item was opened or bought.
 */
function withoutYear(month: number, day: number, today: number, kind: Kind): number | null {
  const year = new Date(today * MS_PER_DAY).getUTCFullYear();
  const candidates = [year - 1, year, year + 1]
    .map((y) => calendarDay(y, month, day))
    .filter((days): days is number => days !== null);
  if (kind === 'expires') return candidates.find((days) => days >= today - 60) ?? null;
  return candidates.filter((days) => days <= today).at(-1) ?? null;
}

function withYear(year: number, month: number, day: number): number | null {
  return calendarDay(year < 100 ? 2000 + year : year, month, day);
}

function dateOf(groups: Record<string, string | undefined>, kind: Kind, context: DateContext): number | null {
  const today = toDays(context.today);
  const past = kind !== 'expires';
  if (groups.today) return today;
  if (groups.tomorrow) return today + 1;
  if (groups.yesterday) return today - 1;
  if (groups.inDays) {
    const count = NUMBER_WORDS[groups.inDays.toLowerCase()] ?? Number(groups.inDays);
    const days = count * (groups.unit?.toLowerCase().startsWith('week') ? 7 : 1);
    return groups.ago || past ? today - days : today + days;
  }
  if (groups.nextWeek) return today + 7;
  if (groups.weekend) {
    const weekday = new Date(today * MS_PER_DAY).getUTCDay();
    return today + ((6 - weekday + 7) % 7);
  }
  if (groups.weekday) {
    const weekday = new Date(today * MS_PER_DAY).getUTCDay();
    const target = weekdayNumber(groups.weekday);
    if (past || groups.last) return today - ((weekday - target + 7) % 7 || (groups.last ? 7 : 0));
    const ahead = (target - weekday + 7) % 7;
    return today + ahead + (groups.next && ahead < 7 ? 7 : 0);
  }
  if (groups.dayOfMonth) {
    const month = monthNumber(groups.monthAfter ?? '');
    const day = Number(groups.dm);
    return groups.yearA ? withYear(Number(groups.yearA), month, day) : withoutYear(month, day, today, kind);
  }
  if (groups.monthFirst) {
    const month = monthNumber(groups.monthFirst);
    const day = Number(groups.md);
    return groups.yearB ? withYear(Number(groups.yearB), month, day) : withoutYear(month, day, today, kind);
  }
  if (groups.iso)
    return calendarDay(
      Number(groups.iso.slice(0, 4)),
      Number(groups.iso.slice(5, 7)),
      Number(groups.iso.slice(8, 10)),
    );
  if (groups.numeric) {
    const [first, second] = [Number(groups.n1), Number(groups.n2)];
    // The locale's order, unless only the other one is a date: 28/11 is the 28th of November anywhere.
    const dayFirst = context.dayFirst ? first <= 31 && !(first <= 12 && second > 12) : first > 12;
    const [day, month] = dayFirst ? [first, second] : [second, first];
    return groups.n3 ? withYear(Number(groups.n3), month, day) : withoutYear(month, day, today, kind);
  }
  return null;
}

/** The words that date the item, taken out of the line: the first phrase that reads as a real date. */
export function readDateWords(line: string, context: DateContext): DatesInWords {
  const match = PHRASE.exec(line);
  if (!match?.groups) return { rest: line.trim() };
  const kind: Kind = match.groups.opened ? 'opened' : match.groups.bought ? 'bought' : 'expires';
  const days = dateOf(match.groups, kind, context);
  if (days === null) return { rest: line.trim() };
  const rest = `${line.slice(0, match.index)} ${line.slice(match.index + match[0].length)}`
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:–—-]+$/, '')
    .trim();
  const on = toIso(days);
  if (kind === 'opened') return { rest, openedOn: on };
  if (kind === 'bought') return { rest, boughtOn: on };
  return { rest, expiresOn: on };
}
