import { getIngredient } from './catalog.ts';
import type { IngredientCheck } from './diet-profile.ts';
import { RECIPE_LIBRARY } from './library.ts';
import { ASSUMED_AVAILABLE, type PantryIndex } from './pantry-cover.ts';

/**
 * Which kitchen a fridge cooks from, read off its foods (issue 15): masa harina, tomatillos, chipotle and
 * queso fresco are a Mexican kitchen's; curry leaves and mustard seeds a South Asian one's. A cook with
 * such a fridge makes the dishes of that kitchen, not a garam-masala chicken because there is cumin in
 * the cupboard. Learned from the library's own recipes: a food counts for a kitchen when most of the
 * library's recipes that use it come from there.
 */

/** Cuisines as kitchens a cook moves within: a Sri Lankan cook makes Indian dishes too. */
const KITCHEN_OF: Readonly<Record<string, string>> = {
  indian: 'south-asian',
  'sri-lankan': 'south-asian',
  chinese: 'chinese',
  taiwanese: 'chinese',
  japanese: 'japanese',
  korean: 'korean',
  thai: 'south-east-asian',
  vietnamese: 'south-east-asian',
  filipino: 'south-east-asian',
  malaysian: 'south-east-asian',
  indonesian: 'south-east-asian',
  lao: 'south-east-asian',
  mexican: 'latin-american',
  colombian: 'latin-american',
  brazilian: 'latin-american',
  peruvian: 'latin-american',
  argentinian: 'latin-american',
  pakistani: 'south-asian',
  bangladeshi: 'south-asian',
  goan: 'south-asian',
  cuban: 'latin-american',
  egyptian: 'middle-eastern',
  ethiopian: 'african',
  senegalese: 'african',
  somali: 'african',
  caribbean: 'caribbean',
  'middle-eastern': 'middle-eastern',
  turkish: 'middle-eastern',
  persian: 'middle-eastern',
  'north-african': 'middle-eastern',
  georgian: 'middle-eastern',
  'west-african': 'african',
  'east-african': 'african',
  greek: 'greek',
  italian: 'italian',
  spanish: 'iberian',
  portuguese: 'iberian',
};

/** British, American, French, German, Dutch, Belgian, Scandinavian, Polish, Hungarian, South African: the everyday kitchen of most fridges. */
const EVERYDAY = 'everyday';

export function kitchenOf(cuisine: string): string {
  return KITCHEN_OF[cuisine] ?? EVERYDAY;
}

/** Library recipes a food must be in to say anything of a kitchen. */
const LEAST_RECIPES = 3;
/** The share of them from one kitchen for the food to be that kitchen's. */
const SIGNATURE_SHARE = 0.6;

let signatures: Map<string, string> | undefined;

/** Foods that belong to one kitchen (not the everyday one), by the library's recipes. */
function signatureFoods(): Map<string, string> {
  if (signatures) return signatures;
  const counts = new Map<string, Map<string, number>>();
  for (const recipe of RECIPE_LIBRARY) {
    const kitchen = kitchenOf(recipe.cuisine);
    for (const id of new Set(
      recipe.ingredients.filter((line) => !line.optional).map((line) => line.ingredientId),
    )) {
      const byKitchen = counts.get(id) ?? new Map<string, number>();
      byKitchen.set(kitchen, (byKitchen.get(kitchen) ?? 0) + 1);
      counts.set(id, byKitchen);
    }
  }
  signatures = new Map();
  for (const [id, byKitchen] of counts) {
    if (ASSUMED_AVAILABLE.has(id)) continue;
    const total = [...byKitchen.values()].reduce((sum, count) => sum + count, 0);
    if (total < LEAST_RECIPES) continue;
    for (const [kitchen, count] of byKitchen) {
      if (kitchen !== EVERYDAY && count / total >= SIGNATURE_SHARE) signatures.set(id, kitchen);
    }
  }
  return signatures;
}

/** Signature foods a fridge needs from one kitchen before it is read as that kitchen's. */
const LEAST_SIGNATURES = 3;
/** And the share of all its signature foods they must be. */
const DOMINANT_SHARE = 0.6;

/** The kitchen a fridge clearly cooks from, or null when its foods say no one kitchen (most fridges). */
export function fridgeKitchen(stock: PantryIndex, check: IngredientCheck): string | null {
  const foods = signatureFoods();
  const counts = new Map<string, number>();
  for (const id of stock.keys()) {
    const kitchen = foods.get(id);
    const ingredient = getIngredient(id);
    if (!kitchen || !ingredient || !check(ingredient)) continue;
    counts.set(kitchen, (counts.get(kitchen) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  let best: string | null = null;
  let most = 0;
  for (const [kitchen, count] of counts) {
    if (count > most) {
      best = kitchen;
      most = count;
    }
  }
  return best !== null && most >= LEAST_SIGNATURES && most / total >= DOMINANT_SHARE ? best : null;
}

/**
 * What a generated dish gives up for being another kitchen's in a fridge that clearly cooks from one: a
 * garam-masala chicken in a Mexican fridge, a Thai fried rice in a Korean one. The everyday dishes (a
 * tray bake, an omelette) and the library's own recipes are not held to it: the library's cook chose them.
 */
export const FOREIGN_DISH = 8;

/**
 * What a generated dish of another kitchen's cuisine gives up in a fridge that says no one kitchen (most
 * fridges) when it buys its seasoning: a teriyaki pork chop that buys the teriyaki sauce, a Thai fried rice
 * that buys the fish sauce, an "Italian" roast herring that buys the oregano are not what a cook with none
 * of those in the cupboard makes tonight. Less than `FOREIGN_DISH`: the fridge does not say it cooks
 * otherwise.
 */
export const BOUGHT_SEASONING = 5;

/** Whether a dish of this cuisine is another kitchen's than the fridge's (never for the everyday kitchen). */
export function foreignTo(cuisine: string, kitchen: string | null): boolean {
  if (kitchen === null) return false;
  const own = kitchenOf(cuisine);
  return own !== EVERYDAY && own !== kitchen;
}

/** What a generated dish gives up for its cuisine in this fridge (`FOREIGN_DISH`, `BOUGHT_SEASONING`). */
export function foreignCost(cuisine: string, kitchen: string | null, buysSeasoning: boolean): number {
  if (foreignTo(cuisine, kitchen)) return FOREIGN_DISH;
  return kitchen === null && buysSeasoning && kitchenOf(cuisine) !== EVERYDAY ? BOUGHT_SEASONING : 0;
}
