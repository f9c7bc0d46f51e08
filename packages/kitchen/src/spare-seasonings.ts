import { getIngredient } from './catalog.ts';
import type { Ingredient } from './catalog-types.ts';
import { normaliseName } from './ingredient-name.ts';
import { memory, rewrites } from './memory.ts';
import { ASSUMED_AVAILABLE, ENOUGH_SHARE, type PantryCover } from './pantry-cover.ts';
import type { Recipe } from './recipe.ts';
import { retagged } from './scale-recipe.ts';

/**
 * Seasonings a cook goes without rather than go out for: the garlic, a dried herb, a second spice, the
 * tomato purée. A recipe whose only things to buy are a clove of garlic and a teaspoon of cumin is made
 * tonight from the fridge, by the cook who has none, without them, and by one with a little garlic with
 * what they have. Such a line becomes optional, and what to buy leaves it out. What names the dish stays (the garlic of garlic mushrooms), a spice or herb
 * is spared only while another flavour the cook holds stays in the dish, at most `MOST_SPARED` of them,
 * and the purée only beside tomatoes the cook has.
 */

/** Spices and herbs spared in one dish at most: a curry of five bought spices is still a trip to the shop. */
const MOST_SPARED = 2;

const TOMATOES = new Set(['tomato', 'cherry-tomato', 'chopped-tomatoes', 'crushed-tomatoes', 'passata']);

/** Words of a food's name that say how it is sold, not what it is ("dried oregano" is oregano). */
const FORM_WORDS = new Set([
  'dried',
  'ground',
  'fresh',
  'seeds',
  'seed',
  'leaf',
  'leaves',
  'powder',
  'stick',
]);

type Spare = 'garlic' | 'seasoning' | 'puree';

function spareKind(ingredient: Ingredient): Spare | null {
  if (ingredient.id === 'garlic') return 'garlic';
  if (ingredient.id === 'tomato-puree') return 'puree';
  if (ASSUMED_AVAILABLE.has(ingredient.id)) return null;
  if (ingredient.aisle === 'spices' && ingredient.roles.some((role) => role === 'spice' || role === 'herb')) {
    return 'seasoning';
  }
  if (ingredient.aisle === 'produce' && ingredient.roles[0] === 'herb') return 'seasoning';
  return null;
}

/** Whether a food is one a cook may leave out of a dish when they have none (the server trusts no more). */
export function maySpare(ingredientId: string): boolean {
  const ingredient = getIngredient(ingredientId);
  return ingredient !== null && spareKind(ingredient) !== null;
}

/** Whether a food flavours a dish (a spice, herb, garlic, ginger, chilli, a sauce or paste), onions aside. */
function flavours(ingredient: Ingredient): boolean {
  if (ingredient.roles[0] === 'vegetable') return false;
  return ingredient.roles.some(
    (role) => role === 'spice' || role === 'herb' || role === 'aromatic' || role === 'condiment',
  );
}

/** A title in the dish's own language names a food by another word: aglio is the garlic. */
const NAMED_AS: Readonly<Record<string, readonly string[]>> = {
  garlic: ['aglio', 'ajillo', 'ajo', 'ail', 'lahsun', 'toum'],
  'chilli-flakes': ['peperoncino'],
  oregano: ['rigani'],
  'dried-oregano': ['rigani'],
};

/**
 * Titles and names as `named` reads them, worked out once: every suggestion asks of every library recipe.
 * Up to 5,000 titles (`memory`): generated dishes bring new ones.
 */
const TITLE_WORDS = memory<string>(5000);
const NAME_WORDS = new Map<string, readonly string[]>();

/** The title's words, padded with spaces so that a word is found whole. */
function titleWords(title: string): string {
  return TITLE_WORDS(title, () => ` ${normaliseName(title)} `);
}

/** The words a title names the food by: its own, less how it is sold, and the dish's language's. */
function nameWords(ingredient: Ingredient): readonly string[] {
  let own = NAME_WORDS.get(ingredient.id);
  if (own === undefined) {
    own = [
      ...normaliseName(ingredient.name)
        .split(' ')
        .filter((word) => word.length > 2 && !FORM_WORDS.has(word)),
      ...(NAMED_AS[ingredient.id] ?? []),
    ];
    NAME_WORDS.set(ingredient.id, own);
  }
  return own;
}

function named(ingredient: Ingredient, title: string): boolean {
  const words = titleWords(title);
  return nameWords(ingredient).some((word) => words.includes(` ${word}`));
}

/**
 * The recipe with the seasonings the cook can go without made optional, and its cover without them to
 * buy. The same recipe and cover when nothing is spared.
 */
export function spareSeasonings(
  recipe: Recipe,
  cover: PantryCover,
): { recipe: Recipe; cover: PantryCover; spared: readonly string[] } {
  if (cover.missing.length === 0) return { recipe, cover, spared: [] };
  const held = (at: number) => (cover.lines[at]?.covered ?? 0) >= ENOUGH_SHARE;
  const foods = recipe.ingredients.map((line) => getIngredient(line.ingredientId));
  const spared = new Set<string>();
  let seasonings = 0;
  recipe.ingredients.forEach((line, at) => {
    const ingredient = foods[at];
    if (!ingredient || line.optional || held(at)) return;
    const kind = spareKind(ingredient);
    if (!kind || named(ingredient, recipe.title)) return;
    if (kind === 'puree') {
      if (recipe.ingredients.some((other, i) => TOMATOES.has(other.ingredientId) && held(i))) {
        spared.add(line.ingredientId);
      }
      return;
    }
    if (kind === 'seasoning') {
      const another = foods.some(
        (other, i) =>
          i !== at && other !== null && flavours(other) && held(i) && !ASSUMED_AVAILABLE.has(other.id),
      );
      if (!another || seasonings >= MOST_SPARED) return;
      seasonings += 1;
    }
    spared.add(line.ingredientId);
  });
  if (spared.size === 0) return { recipe, cover, spared: [] };
  return {
    recipe: withSpared(recipe, spared),
    cover: { ...cover, missing: cover.missing.filter((item) => !spared.has(item.ingredientId)) },
    spared: [...spared],
  };
}

/** Rewrites already made, by recipe and what it spares: the library's recipes are asked each time. */
const SPARED = rewrites<Recipe>();

/** The recipe with the spared lines optional, made once for each recipe and set of spared foods. */
function withSpared(recipe: Recipe, spared: ReadonlySet<string>): Recipe {
  return SPARED(recipe, [...spared].join(' '), () => {
    // Optional either way: the cook with a little garlic uses what they have.
    const ingredients = recipe.ingredients.map((line) =>
      spared.has(line.ingredientId) ? { ...line, optional: true } : line,
    );
    const optional = { ...recipe, ingredients };
    // Without its chilli flakes a dish is mild again: the derived tags are worked out again.
    return { ...optional, tags: retagged(optional) };
  });
}
