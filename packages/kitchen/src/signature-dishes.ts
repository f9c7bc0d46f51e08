import { getIngredient } from './catalog.ts';
import { isMainProtein } from './generator/fill-dish.ts';
import { RECIPE_LIBRARY } from './library.ts';
import { ASSUMED_AVAILABLE, type PantryCover } from './pantry-cover.ts';
import type { Recipe } from './recipe.ts';

/**
 * A fridge that holds a dish's rare foods was stocked for that dish: chilli bean paste, Sichuan pepper,
 * tofu and pork mince are a mapo tofu; kidney beans, walnuts and coriander a lobio; green lentils, rice
 * and macaroni a koshari. A cook sees it at once; counting pantry use alone, a shakshuka of more of the
 * fridge's foods came first. What a food says is how few library recipes use it. Only the foods a cook
 * keeps in for a kind of cooking say it (spices, sauces, pulses, nuts, grains, herbs): the meat, fish,
 * vegetables and dairy are what any dish of the fridge is built on, and already count as pantry use.
 */

/** Library recipes a food may be in and still say which dish it is for: past it, it is everyday. */
const RARE_IN = 30;
/** Library recipes a food may be in and still tell the dish on its own (walnuts, chilli bean paste). */
const TELLING_IN = 12;
/** Telling foods held before a recipe is the fridge's dish: one jar of harissa is not a cuisine. */
const LEAST_HELD = 2;
/** Most a signature counts, in units of rarity. */
const MOST = 4;
/** Score points a unit of signature is worth: about one pantry item under most goals. */
export const SIGNATURE_POINTS = 4;
/** Things to buy past which a recipe is a shopping list, whatever rare foods it shares with the fridge. */
const MOST_TO_BUY = 1;
/** A line the pantry covers this far is held. */
const HELD_SHARE = 0.5;

let rarity: Map<string, number> | undefined;

/** How much each food says of the dish it is in: ln(RARE_IN / recipes using it), 0 for everyday foods. */
export function rarityOf(id: string): number {
  if (!rarity) {
    const uses = new Map<string, number>();
    for (const recipe of RECIPE_LIBRARY) {
      for (const food of new Set(keyLines(recipe).map((line) => line.ingredientId))) {
        uses.set(food, (uses.get(food) ?? 0) + 1);
      }
    }
    rarity = new Map([...uses].map(([food, count]) => [food, Math.max(0, Math.log(RARE_IN / count))]));
  }
  return rarity.get(id) ?? 0;
}

const keyLines = (recipe: Recipe) =>
  recipe.ingredients.filter((line) => !line.optional && !ASSUMED_AVAILABLE.has(line.ingredientId));

const PERISHABLE_ROLES = new Set(['vegetable', 'fruit', 'dairy']);

/** A food kept in for a kind of cooking, not the fresh food a dish is built on. */
function kept(id: string): boolean {
  const ingredient = getIngredient(id);
  if (!ingredient || isMainProtein(ingredient) || ingredient.pieceName === 'egg') return false;
  return !PERISHABLE_ROLES.has(ingredient.roles[0] ?? '');
}

/**
 * How clearly the fridge was stocked for this library recipe, 0 to `MOST`: the rarity of the rare kept
 * foods it holds for it, when at least `LEAST_HELD` of them are telling and it buys little else. A food the
 * cook's own stands in for (`swapped`: green curry paste for red) was not bought for this dish.
 */
export function signatureOf(
  recipe: Recipe,
  cover: PantryCover,
  swapped: ReadonlySet<string> = new Set(),
): number {
  if (cover.missing.length > MOST_TO_BUY) return 0;
  let held = 0;
  let sum = 0;
  recipe.ingredients.forEach((line, at) => {
    if (line.optional || ASSUMED_AVAILABLE.has(line.ingredientId)) return;
    if (swapped.has(line.ingredientId) || !kept(line.ingredientId)) return;
    if ((cover.lines[at]?.covered ?? 0) < HELD_SHARE) return;
    const says = rarityOf(line.ingredientId);
    if (says >= Math.log(RARE_IN / TELLING_IN)) held += 1;
    sum += says;
  });
  return held >= LEAST_HELD ? Math.min(MOST, sum) : 0;
}
