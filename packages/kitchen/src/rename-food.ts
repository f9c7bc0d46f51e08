import { getIngredient } from './catalog.ts';
import type { Ingredient } from './catalog-types.ts';
import { normaliseName } from './ingredient-name.ts';
import type { Recipe } from './recipe.ts';

/**
 * Renaming a food in a recipe's words: "Poach the cod fillets in the milk" with haddock for the cod and
 * oat milk for the milk reads "Poach the haddock fillets in the oat milk". Names are found as
 * `recipe-mentions.ts` finds them (case, accents, apostrophes and plurals aside, as whole words, never
 * inside a longer name of another of the recipe's foods: "red peppers" is not the black pepper), and the
 * rest of the text is left exactly as written.
 */

/** How a food stands in the steps when not by its catalog name: the pieces of a jointed bird. */
export const SAID_AS: Readonly<Record<string, Readonly<{ name: string; note: string }>>> = {
  'whole-chicken': { name: 'chicken pieces', note: 'a whole chicken, jointed into pieces' },
};

/** What recipes call a food for short, beyond the catalog's names: "mash and peas" of frozen peas. */
const SHORT_NAMES: Readonly<Record<string, readonly string[]>> = { 'frozen-peas': ['peas'] };

/** The name a step calls a food by. */
export function spokenName(ingredientId: string): string {
  return SAID_AS[ingredientId]?.name ?? getIngredient(ingredientId)?.name ?? ingredientId;
}

type Span = Readonly<{ start: number; end: number; form: string }>;

/** The text folded as `normaliseName` folds it, character by character, with where each came from. */
function fold(text: string): { folded: string; from: number[] } {
  let folded = '';
  const from: number[] = [];
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] ?? '';
    const code = char.charCodeAt(0);
    // Plain ASCII (nearly all of it) folds without Unicode normalisation.
    if (code < 128 && char !== "'" && char !== '`' && char !== '&') {
      folded += /[a-z0-9%]/.test(char) ? char : /[A-Z]/.test(char) ? char.toLowerCase() : ' ';
      from.push(at);
      continue;
    }
    if (/['’‘`]/.test(char)) continue;
    const each =
      char === '&'
        ? ' and '
        : char
            .normalize('NFKD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase()
            .replace(/[^a-z0-9%]/g, ' ');
    for (const part of each) {
      folded += part;
      from.push(at);
    }
  }
  return { folded, from };
}

function plurals(name: string): string[] {
  const found = [name, `${name}s`, `${name}es`];
  if (name.endsWith('y')) found.push(`${name.slice(0, -1)}ies`);
  if (name.endsWith('f')) found.push(`${name.slice(0, -1)}ves`);
  return found;
}

const NAMES = new Map<string, readonly string[]>();

/**
 * Names that are also what a step tells the cook to do: "toast the bread" is no "sourdough the
 * sourdough", and "mince the garlic", "roll into balls" or "wrap in foil" name no food, where "the mince"
 * and "warm the rolls" do. Such a word is the step's verb when no article comes before it and an object
 * or a direction comes after.
 */
const STEP_VERBS: ReadonlySet<string> = new Set(['toast', 'mince', 'roll', 'wrap', 'spread', 'mash']);
const NOUN_BEFORE: ReadonlySet<string> = new Set(['the', 'a', 'an', 'your', 'of', 'some', 'more', 'with']);
const VERB_AFTER: ReadonlySet<string> = new Set([
  'the',
  'it',
  'them',
  'a',
  'an',
  'into',
  'up',
  'in',
  'until',
]);

function isStepVerb(folded: string, span: Span): boolean {
  if (!STEP_VERBS.has(span.form)) return false;
  const before = folded.slice(0, span.start).trim().split(' ').at(-1) ?? '';
  const after = folded.slice(span.end).trim().split(' ')[0] ?? '';
  return !NOUN_BEFORE.has(before) && VERB_AFTER.has(after);
}

/**
 * The names a food goes by in text, longest first: its catalog name and aliases with their plurals, but
 * not an alias that holds the name with more words ("cod fillet": renaming the "cod" in it keeps the
 * "fillet").
 */
function namesOf(ingredient: Ingredient): readonly string[] {
  const known = NAMES.get(ingredient.id);
  if (known) return known;
  const name = normaliseName(ingredient.name);
  const aliases = [...ingredient.aliases, ...(SHORT_NAMES[ingredient.id] ?? [])]
    .map(normaliseName)
    .filter((alias) => alias && !` ${alias} `.includes(` ${name} `));
  const names = [...new Set([name, ...aliases].flatMap(plurals))].sort((a, b) => b.length - a.length);
  NAMES.set(ingredient.id, names);
  return names;
}

/** Where `form` stands in the folded text as a whole word. */
function wordSpans(folded: string, form: string): Span[] {
  const padded = ` ${folded} `;
  const spans: Span[] = [];
  for (let at = padded.indexOf(` ${form} `); at !== -1; at = padded.indexOf(` ${form} `, at + 1)) {
    spans.push({ start: at, end: at + form.length, form });
  }
  return spans;
}

/** Where the food's names stand in the folded text as whole words, the longest name first where two overlap. */
function spansIn(folded: string, ingredient: Ingredient): Span[] {
  const spans: Span[] = [];
  for (const form of namesOf(ingredient)) {
    for (const span of wordSpans(folded, form)) {
      if (isStepVerb(folded, span)) continue;
      if (!spans.some((other) => other.start < span.end && span.start < other.end)) spans.push(span);
    }
  }
  return spans;
}

/** Whether the span lies inside a longer one of `spans` (the "beef" of "beef stock"). */
function insideLonger(span: Span, spans: readonly Span[]): boolean {
  return spans.some(
    (other) =>
      other.start <= span.start && span.end <= other.end && other.end - other.start > span.end - span.start,
  );
}

/** Fish and meat named the same for one or many: "grilled mackerel", "three trout", "the lamb mince". */
const SAME_IN_PLURAL =
  /(mackerel|herring|trout|salmon|cod|haddock|hake|bass|pollock|halibut|tilapia|catfish|monkfish|swordfish|squid|venison|lamb|beef|pork|goat|turkey|chicken|fish|mince|meat)$/;

/** Colours a food's name starts with: brown rice, red onion, green lentils. */
const COLOURS = 'white|brown|red|green|black|yellow';
/** A name that starts with its colour. */
const COLOURED = new RegExp(`^(${COLOURS}) `, 'i');
/** A colour written just before a name ("white" of "white rice"). */
const COLOUR_BEFORE = new RegExp(`\\b(${COLOURS})\\s+$`, 'i');

function pluralOf(name: string): string {
  if (SAME_IN_PLURAL.test(name)) return name;
  if (/(s|x|ch|sh|tato|mato)$/.test(name)) return `${name}es`;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

/** Whether a matched name is a plural: not one of the food's names, or one that ends a name in -s or -es. */
function isPlural(form: string, names: readonly string[]): boolean {
  if (!names.includes(form)) return true;
  return (
    (form.endsWith('s') && names.includes(form.slice(0, -1))) ||
    (form.endsWith('es') && names.includes(form.slice(0, -2)))
  );
}

/**
 * "haddock" written as the words it replaces were: as short as they were ("cod" for the cod fillet is
 * "haddock", not "haddock fillet"), plural when they were, capitalised when they were only because they
 * start a sentence (a Gruyère's capital is its own).
 */
function replacement(original: string, form: string, from: Ingredient, toId: string, title: boolean): string {
  const names = [from.name, ...from.aliases].map(normaliseName);
  const fromWords = normaliseName(from.name).split(' ');
  let name = spokenName(toId);
  // "chicken" for the chicken breast is still "chicken" for the thighs: a short name the stand-in also
  // answers to, or in a title any short name inside the stand-in's ("Chicken korma"); the food's own
  // name is always renamed (milk is oat milk, not milk).
  const to = getIngredient(toId);
  const ownName = plurals(normaliseName(from.name)).includes(form);
  const toWords = normaliseName(name).split(' ');
  const inside = form.split(' ').every((word) => toWords.some((each) => word.startsWith(each)));
  if (!ownName && to && (namesOf(to).includes(form) || (title && inside))) return original;
  const formWords = form.split(' ');
  const left = fromWords.filter((word) => !formWords.some((each) => each.startsWith(word)));
  const tail = left.join(' ');
  // Only a part of the food's own name ("cod" of "cod fillet") is shortened so; an alias is not.
  const part = formWords.every((each) => fromWords.some((word) => each.startsWith(word)));
  if (
    part &&
    left.length > 0 &&
    left.length < name.split(' ').length &&
    normaliseName(name).endsWith(` ${tail}`) &&
    // …and only to a name the stand-in goes by: "brisket" of stewing beef is not "stewing".
    (!to || namesOf(to).includes(normaliseName(name.slice(0, name.length - tail.length - 1))))
  ) {
    name = name.slice(0, name.length - tail.length - 1);
  }
  // "Monkfish curry" in cod is "cod curry", not "cod fillet curry": the fillet is the cut, not the fish.
  if (name.endsWith(' fillet') && !formWords.some((word) => word.startsWith('fillet')))
    name = name.slice(0, -' fillet'.length);
  // "Herring in oatmeal" of sardines is "Sardines in oatmeal": a fish named the same for many stands for many.
  const many = isPlural(form, names) || (SAME_IN_PLURAL.test(form) && !SAME_IN_PLURAL.test(name));
  const wanted = many && !name.endsWith('s') ? pluralOf(name) : name;
  const first = original[0] ?? '';
  const ownCapital = from.name[0] !== from.name[0]?.toLowerCase();
  return first !== first.toLowerCase() && !ownCapital
    ? wanted.charAt(0).toUpperCase() + wanted.slice(1)
    : wanted;
}

/**
 * The animal a cut of meat is named by in a dish's name and steps: a beef stew of venison is a venison
 * stew, a rogan josh of goat a goat rogan josh, curry goat of lamb curry lamb. A Thai curry is named by its
 * paste the same way: a red curry made with green curry paste is a green curry.
 */
const ANIMAL: Readonly<Record<string, string>> = Object.fromEntries(
  (
    [
      ['beef', ['stewing-beef', 'beef-brisket', 'steak', 'rump-steak', 'ribeye-steak', 'fillet-steak']],
      ['beef', ['minced-beef', 'lean-minced-beef']],
      ['lamb', ['lamb-shoulder', 'lamb-leg', 'minced-lamb']],
      ['turkey', ['minced-turkey', 'turkey-breast']],
      ['chicken', ['minced-chicken', 'chicken-breast', 'chicken-thigh', 'chicken-wing', 'chicken-drumstick']],
      ['pork', ['minced-pork']],
      ['venison', ['venison']],
      ['goat', ['goat']],
      ['red curry', ['red-curry-paste']],
      ['green curry', ['green-curry-paste']],
    ] as const
  ).flatMap(([animal, ids]) => ids.map((id) => [id, animal])),
);

/** `word` capitalised as `original` was. */
function capitalAs(original: string, word: string): string {
  return original[0] !== original[0]?.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** The animal a swap's food was named by and the one it is now, when they differ; null otherwise. */
function animalsOf(swap: Readonly<{ from: string; to: string }>): { was: string; now: string } | null {
  const was = ANIMAL[swap.from];
  const now = ANIMAL[swap.to];
  return was && now && was !== now ? { was, now } : null;
}

/**
 * The text with each swapped food (`from`) named as the food that replaced it (`to`). `recipe` gives the
 * other foods whose longer names must not be cut into; a `title` keeps a short name that still fits.
 */
export function renameInText(
  text: string,
  swaps: readonly Readonly<{ from: string; to: string }>[],
  recipe: Pick<Recipe, 'ingredients'>,
  title = false,
): string {
  if (!text || swaps.length === 0) return text;
  const { folded, from } = fold(text);
  const ids = new Set([...recipe.ingredients.map((line) => line.ingredientId), ...swaps.map((s) => s.from)]);
  const others = new Map<string, Span[]>();
  for (const id of ids) {
    const ingredient = getIngredient(id);
    if (ingredient) others.set(id, spansIn(folded, ingredient));
  }
  const edits: { start: number; end: number; text: string }[] = [];
  const every = [...others.values()].flat();
  for (const swap of swaps) {
    const ingredient = getIngredient(swap.from);
    if (!ingredient) continue;
    const longer = [...others].flatMap(([id, spans]) => (id === swap.from ? [] : spans));
    const animal = animalsOf(swap);
    for (const span of spansIn(folded, ingredient)) {
      const start = from[span.start];
      const last = from[span.end - 1];
      if (insideLonger(span, longer) || start === undefined || last === undefined) continue;
      const replaced = replacement(text.slice(start, last + 1), span.form, ingredient, swap.to, title);
      // "white rice" of brown rice is "brown rice", not "white brown rice": the stand-in's own colour
      // takes the place of the one written before the name.
      const before = COLOUR_BEFORE.exec(text.slice(0, start));
      const wordStart = before && COLOURED.test(replaced) ? start - before[0].length : start;
      const original = text.slice(wordStart, last + 1);
      edits.push({
        start: wordStart,
        end: last + 1,
        // "curry goat" of lamb is "curry lamb", not "curry lamb shoulder".
        text:
          animal && span.form === animal.was
            ? capitalAs(original, animal.now)
            : wordStart === start
              ? replaced
              : capitalAs(original, replaced),
      });
    }
    // The animal the dish is named by, where no longer name holds it (the beef stock stays beef stock).
    if (!animal) continue;
    for (const span of wordSpans(folded, animal.was)) {
      const start = from[span.start];
      const last = from[span.end - 1];
      const taken = edits.some((edit) => start !== undefined && edit.start <= start && start < edit.end);
      if (taken || insideLonger(span, every) || start === undefined || last === undefined) continue;
      edits.push({ start, end: last + 1, text: capitalAs(text.slice(start, last + 1), animal.now) });
    }
  }
  let renamed = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    renamed = renamed.slice(0, edit.start) + edit.text + renamed.slice(edit.end);
  }
  return renamed;
}
