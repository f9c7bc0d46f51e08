import { getIngredient } from './catalog.ts';
import type { Ingredient } from './catalog-types.ts';
import { ingredientGrams } from './ingredient-grams.ts';
import { memory } from './memory.ts';
import { ASSUMED_AVAILABLE } from './pantry-cover.ts';
import type { Recipe } from './recipe.ts';

/** What makes two recipes "the same dish again", for offering variety. */

const SUPPORTING_ROLES = new Set(['spice', 'herb', 'condiment', 'fat', 'liquid', 'aromatic']);

/** The ingredients that make a dish what it is: not the basics, spices, herbs, sauces or aromatics. */
export function mainIngredients(recipe: Recipe): Set<string> {
  const main = recipe.ingredients.filter((line) => {
    const role = getIngredient(line.ingredientId)?.roles[0];
    return !ASSUMED_AVAILABLE.has(line.ingredientId) && role !== undefined && !SUPPORTING_ROLES.has(role);
  });
  return new Set(main.map((line) => line.ingredientId));
}

/** The main protein of a recipe (its first ingredient whose first role is protein), or '' for none. */
export function leadOf(recipe: Recipe): string {
  const protein = recipe.ingredients.find((line) => getIngredient(line.ingredientId)?.roles[0] === 'protein');
  return protein?.ingredientId ?? '';
}

/** Shared ÷ all (Jaccard): 1 for the same set, 0 for nothing in common. */
export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const id of a) if (b.has(id)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 1 : shared / union;
}

/** Kinds of dish as a cook names them, by a word of the title; the first that matches wins. */
const DISH_TYPES: ReadonlyArray<readonly [RegExp, string]> = [
  [/fried rice|nasi goreng|khao pad/, 'fried-rice'],
  // Before the curries: a masala omelette is an omelette.
  [/frittata|tortilla española|omelette/, 'frittata'],
  [/curry|korma|masala|tikka|\bdal\b|dhal|saag|karahi|jalfrezi|bhuna|vindaloo|rogan josh/, 'curry'],
  [/soup|broth|\bpho\b|chowder|ramen|congee/, 'soup'],
  [/stew|casserole|braise|tagine|jjigae|cacciatore|chasseur/, 'stew'],
  [/risotto/, 'risotto'],
  [/stir-fry/, 'stir-fry'],
  [/tray ?bake/, 'tray-bake'],
  [/mussels|moules|clams/, 'mussels'],
  [/teriyaki|-glazed/, 'glazed'],
  [/meatballs|kofta/, 'meatballs'],
  [/burgers?\b/, 'burger'],
  [/\bhash\b/, 'hash'],
  // A pasta bake is another dish from the same pasta and sauce served from the pan.
  [/\bbake\b|gratin/, 'bake'],
  [/\bpie\b/, 'pie'],
  [/pasta|spaghetti|linguine|penne|fusilli|orzo|gnocchi|lasagne|macaroni|tagliatelle|noodles/, 'pasta'],
  [/salad/, 'salad'],
  [/quesadillas?/, 'quesadilla'],
  [/burritos?/, 'burrito'],
  [/tacos?\b|fajitas/, 'taco'],
  [/wraps?\b|pittas?\b/, 'wrap'],
  [/\bbowls?\b/, 'bowl'],
  [/on toast|toastie|bruschetta/, 'toast'],
  [/sandwich|bagels?\b|baguettes?\b|\bbaps?\b|\brolls\b|hot dogs?|sloppy joes?/, 'sandwich'],
  // Last: a roast beetroot salad is a salad, a slow-roast lamb shoulder a roast.
  [/\broast (chicken|beef|pork|lamb|leg|shoulder|duck|turkey|gammon)|slow-roast/, 'roast'],
];

/** Titles' kinds, worked out once: the ranking asks of every candidate several times a suggestion. */
const TYPE_OF = memory<string>(5000);

/** The kind of dish a title names ("curry", "fried-rice"), or '' when it names none of them. */
export function dishType(title: string): string {
  return TYPE_OF(title, () => {
    const lower = title.toLowerCase();
    return DISH_TYPES.find(([pattern]) => pattern.test(lower))?.[1] ?? '';
  });
}

/**
 * A protein a cook builds a meal on: meat, fish, tofu, eggs, pulses and tinned fish, paneer and halloumi;
 * not a cheese grated over the dish.
 */
export function buildsOn(ingredient: Ingredient): boolean {
  return ingredient.roles[0] === 'protein' || ingredient.id === 'paneer' || ingredient.id === 'halloumi';
}

/** The protein a recipe is built on, its heaviest line of one; null for none. Worked out once a recipe. */
const builtOn = new WeakMap<Recipe, string | null>();

export function proteinOf(recipe: Recipe): string | null {
  let found = builtOn.get(recipe);
  if (found !== undefined) return found;
  let most = -1;
  found = null;
  for (const line of recipe.ingredients) {
    const ingredient = getIngredient(line.ingredientId);
    if (line.optional || !ingredient || !buildsOn(ingredient)) continue;
    const grams = ingredientGrams(ingredient, line.quantity, line.unit ?? 'piece') ?? 0;
    if (grams > most) {
      most = grams;
      found = ingredient.id;
    }
  }
  builtOn.set(recipe, found);
  return found;
}
