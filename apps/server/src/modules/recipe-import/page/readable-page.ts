/**
 * The fallback for pages without structured data: a heading such as "Ingredients" with a list under it,
 * and another such as "Instructions"/"Method"/"Directions" with its steps (see page-events.ts for how the
 * page is read); the title, and the servings and total time when the page states them. A page without
 * those headings is read by the shape of its recipe instead: a heading, a list of ingredient lines, and the
 * paragraphs of steps straight after the list.
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

/** An ingredient line's start: an amount ("2", "1/2", "½") or a measure without a number ("pinch of"). */
const AMOUNT =
  /^(?:\d|[¼-¾⅐-⅞]|(?:one|two|three|four|five|six|half|pinch|dash|handful|zest|juice)\b|(?:ein|eine|un|une|uno|una|één)\s)/i;
/** A measure in an ingredient line: a fraction, a metric or imperial unit, a spoon, a cup, a pinch. */
const MEASURE =
  /\d\s*\/\s*\d|[¼-¾⅐-⅞]|\d\s*(?:g|gr|kg|mg|ml|cl|dl|l|oz|lbs?)\b|\b(?:tsps?|tbsps?|tbs|tablespoons?|teaspoons?|cups?|grams?|ounces?|pounds?|pinch|dash|cloves?|el|tl|esslöffel|teelöffel|prise|cuillères?|cucchia\w*|cucharad\w*|colher\w*|łyżk\w*)\b/i;
/** A list item numbered as an entry of a list ("1. Watermelon Salad"), not as an amount. */
const ENUMERATED = /^\d{1,2}[.)]\s/;
const SENTENCE_END = /[.!?。！？]["'”’»)]*$/;
const RECIPE_WORD = /\b(?:recipe|rezept|recette|receta|ricetta|recept|receita|przepis)\b/i;
const MAX_ITEM = 150;
const MAX_TITLE = 300;

const isAmount = (line: string) => AMOUNT.test(line) && !ENUMERATED.test(line);
/** Text written without spaces between words, where words cannot be compared. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
/** The words of a text by their first five letters ("carrots" and "carrot" alike), short words left out. */
const stems = (text: string) => (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((w) => w.slice(0, 5));

/** Whether the steps name something from the ingredient lines, as a recipe's steps do. */
function stepsUseIngredients(ingredients: string[], steps: string[]): boolean {
  const words = new Set(ingredients.flatMap(stems));
  if (words.size === 0 || ingredients.some((line) => UNSPACED.test(line))) return true;
  return steps.some((step) => stems(step).some((word) => words.has(word)));
}

/** A list read as ingredients, the steps after it, and whether its heading names the recipe. */
interface BareList {
  start: number;
  ingredients: string[];
  steps: string[];
  preferred: boolean;
}

/**
 * The list at `start` read as a recipe's ingredients with the lines after it as its steps, or null. The
 * list follows a heading (or a short line that introduces it); its items read as ingredient lines: at
 * least 3, half of them starting with an amount and one holding a measure (under an "Ingredients" heading,
 * at least 1, half of them starting with an amount); at least two of the lines up to the next heading or
 * list end as sentences do; and those lines name something from the list. Also returns where the list and
 * the lines after it end. `titles` are the page's titles, lowercased.
 */
function bareList(events: Event[], start: number, titles: string[]): { list: BareList | null; end: number } {
  let end = start;
  const items: string[] = [];
  for (; end < events.length; end++) {
    const event = events[end] as Event;
    if (event.kind !== 'item') break;
    if (event.text) items.push(event.text);
  }
  const before = events[start - 1];
  const intro =
    before?.kind === 'heading' ? before.text : before?.kind === 'para' ? (before.lines.at(-1) ?? '') : '';
  const introduced =
    before?.kind === 'heading'
      ? before.level > 0 && intro !== ''
      : intro.length > 0 && intro.length <= 60 && (/[:：]$/.test(intro) || !/[.!?。！？]$/.test(intro));
  const underIngredients = before?.kind === 'heading' && intro.length <= 60 && INGREDIENTS.test(intro);
  const ingredientLike =
    items.length >= (underIngredients ? 1 : 3) &&
    items.filter(isAmount).length * 2 >= items.length &&
    items.every((item) => item.length <= MAX_ITEM) &&
    (underIngredients || items.some((item) => MEASURE.test(item)));
  const lines: string[] = [];
  for (; end < events.length; end++) {
    const event = events[end] as Event;
    if (event.kind !== 'para') break;
    for (const line of event.lines) lines.push(line);
  }
  const told = lines.filter((line) => SENTENCE_END.test(line)).length;
  if (!introduced || !ingredientLike || told < 2) return { list: null, end };
  const steps = stepsFromLines(lines);
  if (steps.length === 0 || !stepsUseIngredients(items, steps)) return { list: null, end };
  const lower = intro.toLowerCase();
  const preferred = RECIPE_WORD.test(intro) || (lower.length >= 3 && titles.some((t) => t.includes(lower)));
  return { list: { start, ingredients: items, steps, preferred }, end };
}

/**
 * The recipe on a page without "Ingredients"/"Method" headings: the first list that reads as ingredients
 * with steps after it, preferring one under a heading that says "recipe" or repeats the page's title.
 */
function draftFromBareList(events: Event[], pageTitles: string[], fallback: string): RecipeDraft | null {
  const titles = pageTitles.filter(Boolean).map((t) => t.toLowerCase());
  let chosen: BareList | null = null;
  let i = 0;
  while (i < events.length) {
    if (events[i]?.kind !== 'item') {
      i++;
      continue;
    }
    const { list, end } = bareList(events, i, titles);
    if (list && (chosen === null || (list.preferred && !chosen.preferred))) chosen = list;
    if (chosen?.preferred) break;
    i = Math.max(end, i + 1);
  }
  if (!chosen) return null;
  return {
    title: titleOf(events, chosen.start, pageTitles, fallback),
    ingredients: chosen.ingredients,
    steps: chosen.steps,
    ...facts(shortLinesBefore(events, chosen.start)),
  };
}

/** The text of the events before `end` as lines (where a page states its servings and times). */
function shortLinesBefore(events: Event[], end: number): string[] {
  return events
    .slice(0, end)
    .flatMap((e) =>
      e.kind === 'para' ? e.lines : e.kind === 'item' || e.kind === 'heading' ? [e.text] : [],
    );
}

/**
 * The draft a readable page makes: its "Ingredients" and "Method" sections, else a list of ingredient
 * lines with the steps after it (see draftFromBareList); null when it has neither. `pageTitles` are the
 * page's og:title and <title>; `fallback` the title to use when no heading names the recipe.
 */
export function draftFromReadablePage(
  doc: HtmlDocument,
  pageTitles: string[],
  fallback: string,
): RecipeDraft | null {
  const events = readEvents(doc);
  // No real title is longer; a longer one would make comparing it with every heading quadratic.
  const titles = pageTitles.map((t) => t.slice(0, MAX_TITLE));
  const ingredientsAt = findHeading(events, INGREDIENTS, 0);
  if (ingredientsAt >= 0) {
    const ingredients = section(events, ingredientsAt, STEPS);
    const stepsAt = findHeading(events, STEPS, ingredients.end);
    const steps = stepsAt < 0 ? [] : stepsFromLines(section(events, stepsAt, INGREDIENTS).lines);
    if (ingredients.lines.length > 0 && steps.length > 0) {
      return {
        title: titleOf(events, ingredientsAt, titles, fallback),
        ingredients: ingredients.lines,
        steps,
        ...facts(shortLinesBefore(events, ingredientsAt + 1)),
      };
    }
  }
  return draftFromBareList(events, titles, fallback);
}
