/**
 * Steps from recipeInstructions however a site writes it: HowToStep objects, HowToSection groups
 * (flattened in order), plain strings with newlines, <p>/<br>/<li> markup, one paragraph of numbered
 * steps ("1. Heat the oil. 2. Add the onion."), or one run-on string whose sentences were joined without
 * a space ("…baking paper.Snap the chocolate…"). Lines that are not steps go: a bare step label
 * ("Etape 1"), a tip heading ("Tip: …") with the tip under it, and a line that is only the recipe's name.
 */
import { stringLines, stringText } from './clean-text.ts';

const MAX_DEPTH = 12;

/** A step marker at the start of a line: "1.", "2)", "Step 3:", "Schritt 4 -". */
const LEADING_MARKER = /^(?:(?:step|schritt|étape|etape|passo|paso)\s*)?(\d{1,2})\s*(?:[.):-]|\s-\s)\s*/i;

/**
 * Removes the numbering from lines numbered 1, 2, 3… from the first line on. When unnumbered lines only
 * follow the numbered ones (a closing note such as "If it gets too thick, add milk."), the steps are the
 * numbered lines. Lines numbered any other way are left as they are.
 */
function withoutNumbering(lines: string[]): string[] {
  if (lines.length < 2) return lines;
  const numbered = lines.map((line) => LEADING_MARKER.exec(line));
  let run = 0;
  while (run < lines.length && Number(numbered[run]?.[1]) === run + 1) run++;
  if (run < 2 || numbered.slice(run).some((match) => match !== null)) return lines;
  return lines.slice(0, run).map((line, index) => line.slice(numbered[index]?.[0].length ?? 0).trim());
}

/** A line that is only a step's label: "Step 2", "Etape 1", "Schritt 3:", "Paso 4." */
const STEP_LABEL =
  /^(?:step|schritt|étape|etape|passo|paso|stap|steg|trin|krok|adım|шаг|bước)\s*\d{1,3}\s*[:.]?$/i;
/** A tip or note put among the steps: "Tip: add flavourings", "Hinweis:", "Astuce :". */
const TIP =
  /^(?:pro\s+)?(?:tips?|tipp|note|notes|hinweis|astuce|conseil|consejo|truco|nota|consiglio)\s*[:：]/i;
/** A line that ends as a sentence does. */
const SENTENCE_END = /[.!?。！？…]["'”’»)]*$/;

/** A tip's heading among the steps: short, with no sentence ("Tip: voeg smaakmakers toe"). */
const isTipHeading = (line: string) => TIP.test(line) && line.length <= 60 && !SENTENCE_END.test(line);

/**
 * The lines without step labels and tip headings; a tip heading takes the line under it (the tip's text)
 * with it. A tip written as a sentence ("TIP: Add chilli flakes.") stays: the page lists it as a step.
 */
function withoutLabelsAndTips(lines: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (STEP_LABEL.test(line)) continue;
    if (isTipHeading(line)) {
      i++;
      continue;
    }
    kept.push(line);
  }
  return kept;
}

/**
 * One string whose sentences run together ("…paper.Snap the chocolate…": a lowercase letter, digit, ")"
 * or "%" then the stop, then a capital) split there, when that happens at least twice; otherwise as it is.
 */
function splitRunOn(line: string): string[] {
  const cuts: number[] = [];
  for (const match of line.matchAll(/[\p{Ll}\d)%][.!?](?=\p{Lu})/gu))
    cuts.push((match.index ?? 0) + match[0].length);
  if (cuts.length < 2) return [line];
  return [0, ...cuts].map((start, index) => line.slice(start, cuts[index]).trim());
}

/** One paragraph numbered inline ("1. Mix. 2. Bake.") split into its steps; otherwise as it is. */
function splitInlineNumbers(line: string): string[] {
  const first = LEADING_MARKER.exec(line);
  if (first?.[1] !== '1') return [line];
  const starts: number[] = [0];
  const marker = /(?:^|[\s.!?])((?:step\s*)?(\d{1,2})[.)]\s)/gi;
  let expected = 2;
  for (const match of line.matchAll(marker)) {
    if (Number(match[2]) === expected && match.index !== undefined && match.index > 0) {
      starts.push(match.index + match[0].length - (match[1]?.length ?? 0));
      expected++;
    }
  }
  if (starts.length < 2) return [line];
  return starts.map((start, index) => line.slice(start, starts[index + 1]).trim());
}

/**
 * Plain lines of steps as a source lists them: labels and tips dropped, a single paragraph split into its
 * numbered steps or run-on sentences, numbering removed.
 */
export function stepsFromLines(lines: string[]): string[] {
  const steps = withoutLabelsAndTips(lines.filter((line) => line !== ''));
  let split = steps;
  if (steps.length === 1 && steps[0] !== undefined) {
    split = splitInlineNumbers(steps[0]);
    if (split.length === 1) split = splitRunOn(steps[0]);
  }
  return withoutNumbering(split).filter((line) => line !== '');
}

const titleKey = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The steps without a line that only repeats the recipe's name (some sites start their steps with it). */
export function withoutTitle(steps: string[], title: string): string[] {
  const key = titleKey(title);
  return key ? steps.filter((step) => titleKey(step) !== key) : steps;
}

function typeNames(node: Record<string, unknown>): string[] {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/:]/, ''));
}

function collect(value: unknown, depth: number, out: string[]): void {
  if (depth > MAX_DEPTH || value === null || value === undefined) return;
  if (typeof value === 'string') {
    for (const line of stringLines(value)) out.push(line);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      if (typeof item === 'string') {
        const text = stringText(item);
        if (text) out.push(text);
      } else collect(item, depth + 1, out);
    }
    return;
  }
  if (typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  const types = typeNames(node);
  // A tip is advice beside a step, not a step.
  if (types.includes('HowToTip')) return;
  const children = node.itemListElement ?? node.steps ?? node.step;
  const isGroup = types.some((t) => t === 'HowToSection' || t === 'ItemList' || t === 'HowTo');
  if (children !== undefined && (isGroup || (node.text === undefined && types.length === 0))) {
    collect(children, depth + 1, out);
    return;
  }
  const text = [node.text, node.description, node.name].find((v) => typeof v === 'string' && v.trim());
  if (typeof text === 'string') {
    const line = stringText(text);
    if (line) out.push(line);
  } else if (children !== undefined) collect(children, depth + 1, out);
}

/** The steps in a recipeInstructions value (JSON-LD), in order. */
export function stepsFromInstructions(value: unknown): string[] {
  const out: string[] = [];
  if (typeof value === 'string') return stepsFromLines(stringLines(value));
  collect(value, 0, out);
  return stepsFromLines(out);
}
