import { allIngredients } from './catalog.ts';
import type { PantryUnit } from './pantry-units.ts';
import type { MealType, RecipeTag } from './recipe.ts';
import { type IngredientRow, type LibraryRecipeRow, recipeFromRow, type StepRow } from './recipe-row.ts';
import { DERIVED_TAGS, derivedTags } from './recipe-tags.ts';

/**
 * A library recipe without its words, packed for the phone: what the web build ships of each library
 * file (apps/web/vite-library-text.ts, decisions 022 and 033). The description, the steps' words and the
 * lines' notes ("or lamb mince", "floury") travel in a text chunk loaded for the recipes chosen; what
 * ranking reads (id, title, cuisine, meals, servings, times, tags, ingredient lines and how many steps)
 * is packed in strings, which gzip better than the objects as written. A note ranking reads ("bone-in",
 * `food-swap.ts`) stays on its line. `unpackLibraryRows(rows.map(packLibraryRow))` gives the rows back with empty
 * words and no timers: a step's timer is the duration its words name (`timerOf`, which the library's
 * tests hold true of every step), set again when the words arrive.
 *
 * A line is `foodquantity[unit][?][#note]` (`?`: optional; a note only when ranking reads it), lines joined by `|`, where `food` is the
 * ingredient's place in the catalog in two base-36 digits (the build and the phone read the same catalog). The id is empty when it is the title's slug
 * ("Irish stew" → irish-stew) and `~mask` when it picks some of the slug's words, and the tags the catalog and the numbers decide (`DERIVED_TAGS`, which
 * the library's tests hold true of every recipe) are worked out again rather than packed.
 */
export type PackedRecipe = readonly [
  id: string,
  title: string,
  cuisine: string,
  meals: string,
  servings: number,
  prepMinutes: number,
  cookMinutes: number,
  tags: string,
  lines: string,
  steps: number,
  waitMinutes?: number,
];

const LINES = '|';
const LIST = ',';
const BASE = 36;

let places: ReadonlyMap<string, string> | undefined;

/** Characters of a food's place: two base-36 digits hold 1,296 foods, so no space need follow it. */
const PLACE_WIDTH = 2;

/** The ingredient's place in the catalog, in base 36: "4f" is shorter than "chestnut-mushroom". */
function placeOf(id: string): string {
  places ??= new Map(
    allIngredients().map((ingredient, at) => [ingredient.id, at.toString(BASE).padStart(PLACE_WIDTH, '0')]),
  );
  const place = places.get(id);
  if (place === undefined) throw new Error(`${id} is not in the catalog`);
  return place;
}

function idAt(place: string): string {
  const ingredient = allIngredients()[Number.parseInt(place, BASE)];
  if (!ingredient) throw new Error(`no catalog food at ${place}`);
  return ingredient.id;
}

/** Notes ranking reads, kept on the packed line: drumsticks stand in for thighs kept on the bone. */
const RANKED_NOTE = /bone-in/;

function packLine([id, quantity, unit, extra]: IngredientRow): string {
  const note = extra?.note !== undefined && RANKED_NOTE.test(extra.note) ? extra.note : undefined;
  if (note?.includes(LINES) || note?.includes('#')) throw new Error(`${id}: a note cannot hold "|" or "#"`);
  return `${placeOf(id)}${quantity}${unit ?? ''}${extra?.optional ? '?' : ''}${note ? `#${note}` : ''}`;
}

/** Place, quantity, unit (letters and hyphens: "fl-oz"), then "?" when optional. */
const LINE = /^(.{2})([\d.]+)([a-z-]*)(\?)?$/;

function unpackLine(packed: string): IngredientRow {
  const hash = packed.indexOf('#');
  const note = hash < 0 ? undefined : packed.slice(hash + 1);
  const [, place = '', quantity = '', unitText = '', mark] =
    LINE.exec(hash < 0 ? packed : packed.slice(0, hash)) ?? [];
  const optional = mark === '?';
  const unit = (unitText || null) as PantryUnit | null;
  const line = [idAt(place), Number(quantity), unit] as const;
  if (note === undefined && !optional) return line;
  return [...line, { ...(note !== undefined ? { note } : {}), ...(optional ? { optional } : {}) }];
}

/** "Bún chả (Hanoi grilled pork)" → bun-cha-hanoi-grilled-pork. */
function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Ids marked `~` are some of the title's slug words, which the mask's bits pick: "~9" of "Cheeseburgers with homemade coleslaw" is cheeseburgers-coleslaw. */
const PICKED = '~';

/** The id as short as the title lets it be: empty when it is the title's slug, `~mask` when it picks some of its words. */
function packId(id: string, title: string): string {
  const slug = slugOf(title);
  if (id === slug) return '';
  const words = slug.split('-');
  const wanted = id.split('-');
  let mask = 0;
  let found = 0;
  words.forEach((word, at) => {
    if (word === wanted[found] && at < 31) {
      mask |= 1 << at;
      found += 1;
    }
  });
  return found === wanted.length ? `${PICKED}${mask.toString(BASE)}` : id;
}

function unpackId(packed: string, title: string): string {
  if (packed !== '' && !packed.startsWith(PICKED)) return packed;
  const words = slugOf(title).split('-');
  if (packed === '') return words.join('-');
  const mask = Number.parseInt(packed.slice(1), BASE);
  return words.filter((_, at) => (mask >> at) & 1).join('-');
}

const derived = new Set<RecipeTag>(DERIVED_TAGS);

export function packLibraryRow(row: LibraryRecipeRow): PackedRecipe {
  const packed: PackedRecipe = [
    packId(row.id, row.title),
    row.title,
    row.cuisine,
    row.mealTypes.join(LIST),
    row.servings,
    row.prepMinutes,
    row.cookMinutes,
    row.tags.filter((tag) => !derived.has(tag)).join(LIST),
    row.ingredients.map(packLine).join(LINES),
    row.steps.length,
  ];
  return row.waitMinutes === undefined
    ? packed
    : ([...packed.slice(0, 10), row.waitMinutes] as unknown as PackedRecipe);
}

const list = (packed: string) => (packed === '' ? [] : packed.split(LIST));

/** The rows of a packed library file, with an empty description and steps without words. */
export function unpackLibraryRows(packed: readonly PackedRecipe[]): LibraryRecipeRow[] {
  return packed.map(unpackRow).map((row) => ({
    ...row,
    tags: [...row.tags, ...derivedTags(recipeFromRow(row))],
  }));
}

function unpackRow([
  id,
  title,
  cuisine,
  meals,
  servings,
  prepMinutes,
  cookMinutes,
  tags,
  lines,
  steps,
  wait,
]: PackedRecipe): LibraryRecipeRow {
  return {
    id: unpackId(id, title),
    title,
    cuisine,
    mealTypes: list(meals) as MealType[],
    servings,
    prepMinutes,
    cookMinutes,
    ...(wait !== undefined ? { waitMinutes: wait } : {}),
    description: '',
    tags: list(tags) as RecipeTag[],
    ingredients: lines === '' ? [] : lines.split(LINES).map(unpackLine),
    steps: Array.from({ length: steps }, (): StepRow => ''),
  };
}

/** A library row's notes the packed lines leave out, by food: what its text chunk carries. */
export function notesOf(row: LibraryRecipeRow): Record<string, string> {
  const notes: Record<string, string> = {};
  for (const [id, , , extra] of row.ingredients) {
    if (extra?.note !== undefined && !RANKED_NOTE.test(extra.note)) notes[id] = extra.note;
  }
  return notes;
}
