/**
 * The fallback for pages without structured data: a heading such as "Ingredients" with a list under it,
 * and another such as "Instructions"/"Method"/"Directions" with its steps (see page-events.ts for how the
 * page is read); the title, and the servings and total time when the page states them.
 */
import type { HtmlDocument } from './html-tree.ts';
import { durationMinutes } from './iso-duration.ts';
import { type Event, HEADING_LEVEL, INGREDIENTS, readEvents, STEPS } from './page-events.ts';
import type { RecipeDraft } from './recipe-draft.ts';
import { stepsFromLines } from './recipe-steps.ts';
import { servingsFrom } from './recipe-yield.ts';

/** The section under the heading at `start`: its list items, else its lines of text; and where it ends. */
function section(events: Event[], start: number, stopAt: RegExp): { lines: string[]; end: number } {
  const head = events[start];
  const level = head?.kind === 'heading' ? head.level : HEADING_LEVEL;
  const items: string[] = [];
  const paras: string[] = [];
  let end = start + 1;
  for (; end < events.length; end++) {
    const event = events[end] as Event;
    if (event.kind === 'heading') {
      if (event.level <= level || stopAt.test(event.text)) break;
    } else if (event.kind === 'item') {
      if (event.text) items.push(event.text);
    } else for (const line of event.lines) paras.push(line);
  }
  return { lines: items.length > 0 ? items : paras, end };
}

/** The first heading from `from` on that matches `pattern`, or -1. */
function findHeading(events: Event[], pattern: RegExp, from: number): number {
  for (let i = from; i < events.length; i++) {
    const event = events[i] as Event;
    if (event.kind === 'heading' && event.text.length <= 60 && pattern.test(event.text)) return i;
  }
  return -1;
}

const SERVES =
  /(?:serves|servings?|yield|makes|portions?|portionen|personen|personnes|persone|porzioni|personas|raciones|rendimento|rende|pessoas|porcje|порци|人分|인분)/i;
const TOTAL = /(?:total(?:\s+time)?|gesamtzeit|tempo totale?)\s*:?\s*(.+)$/i;

/** Serves/yield and total time from the short lines before the ingredients, when the page states them. */
function facts(lines: string[]): { servings?: number; totalMinutes?: number } {
  const found: { servings?: number; totalMinutes?: number } = {};
  for (const line of lines) {
    if (line.length > 80) continue;
    if (found.servings === undefined && SERVES.test(line)) found.servings = servingsFrom(line);
    const total = TOTAL.exec(line);
    if (found.totalMinutes === undefined && total) found.totalMinutes = durationMinutes(total[1]);
  }
  return found;
}

/**
 * The recipe's title: the last heading before the ingredients that the page's own titles (og:title,
 * <title>) contain, as a blog names its post there and not its logo; else the h1 nearest before the
 * ingredients, else any h1, else `fallback`.
 */
function titleOf(events: Event[], ingredientsAt: number, pageTitles: string[], fallback: string): string {
  const before = events.slice(0, ingredientsAt);
  const titles = pageTitles.map((t) => t.toLowerCase()).filter(Boolean);
  const named = before.filter(
    (e) =>
      e.kind === 'heading' &&
      e.level <= 3 &&
      e.text.length >= 3 &&
      titles.some((t) => t.includes(e.text.toLowerCase())),
  );
  const isH1 = (e: Event) => e.kind === 'heading' && e.level === 1 && e.text !== '';
  const pick = named.at(-1) ?? before.filter(isH1).at(-1) ?? events.find(isH1);
  return (pick?.kind === 'heading' && pick.text) || fallback;
}

/**
 * The draft a readable page makes, or null without both sections. `pageTitles` are the page's og:title
 * and <title>; `fallback` the title to use when no heading names the recipe.
 */
export function draftFromReadablePage(
  doc: HtmlDocument,
  pageTitles: string[],
  fallback: string,
): RecipeDraft | null {
  const events = readEvents(doc);
  const ingredientsAt = findHeading(events, INGREDIENTS, 0);
  if (ingredientsAt < 0) return null;
  const ingredients = section(events, ingredientsAt, STEPS);
  const stepsAt = findHeading(events, STEPS, ingredients.end);
  if (stepsAt < 0) return null;
  const steps = stepsFromLines(section(events, stepsAt, INGREDIENTS).lines);
  if (ingredients.lines.length === 0 || steps.length === 0) return null;
  const shortLines = events
    .slice(0, ingredientsAt + 1)
    .flatMap((e) =>
      e.kind === 'para' ? e.lines : e.kind === 'item' || e.kind === 'heading' ? [e.text] : [],
    );
  return {
    title: titleOf(events, ingredientsAt, pageTitles, fallback),
    ingredients: ingredients.lines,
    steps,
    ...facts(shortLines),
  };
}
