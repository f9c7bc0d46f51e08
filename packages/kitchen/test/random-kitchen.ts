import { allIngredients, getIngredient } from '../src/catalog.ts';
import { ALLERGENS, type Allergen, type Ingredient, STORAGE_PLACES } from '../src/catalog-types.ts';
import { DIETS, type Diet, type DietProfile } from '../src/diet-profile.ts';
import { RECIPE_LIBRARY } from '../src/library.ts';
import type { PantryItem } from '../src/pantry.ts';
import type { PantryUnit } from '../src/pantry-units.ts';

/**
 * Random pantries and profiles for the property tests, from a tiny seeded source written here (so the
 * tests do not lean on the engine's own random numbers). Not used by the app.
 */

export type Next = () => number;

/** mulberry32: the same numbers in [0, 1) for the same seed. */
export function randomSource(seed: number): Next {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of the items, evenly. */
export function pickOne<T>(next: Next, items: readonly T[]): T {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/** The day `offset` days after 1 June 2025, the tests' "today". */
export function isoDay(offset: number): string {
  return new Date(Date.UTC(2025, 5, 1 + offset)).toISOString().slice(0, 10);
}

function randomQuantity(
  next: Next,
  ingredient: Ingredient,
): { quantity: number | null; unit: PantryUnit | null } {
  const roll = next();
  if (roll < 0.3) return { quantity: null, unit: null };
  if (roll < 0.55 && ingredient.countable) return { quantity: 1 + Math.floor(next() * 6), unit: null };
  if (roll < 0.8 || ingredient.density === null)
    return { quantity: 25 + Math.floor(next() * 40) * 25, unit: 'g' };
  return { quantity: 50 + Math.floor(next() * 20) * 50, unit: 'ml' };
}

/** 0 to `most` catalog items in random places, amounts and dates (some expired, some undated, a few unknown). */
export function randomPantry(next: Next, most = 40): PantryItem[] {
  const catalog = allIngredients();
  return Array.from({ length: Math.floor(next() * (most + 1)) }, (_, index) => {
    const ingredient = pickOne(next, catalog);
    return {
      id: `item-${index}`,
      ingredientId: next() < 0.05 ? null : ingredient.id,
      name: ingredient.name,
      ...randomQuantity(next, ingredient),
      place: pickOne(next, STORAGE_PLACES),
      expiresOn: next() < 0.25 ? null : isoDay(Math.floor(next() * 34) - 3),
      expiryEstimated: next() < 0.5,
      opened: next() < 0.3,
    };
  });
}

/** Random diets and allergens (each chosen now and then) and up to three disliked ingredients. */
export function randomProfile(next: Next): DietProfile {
  const catalog = allIngredients();
  const diets: Diet[] = DIETS.filter(() => next() < 0.18);
  const allergens: Allergen[] = ALLERGENS.filter(() => next() < 0.1);
  const dislikes = Array.from({ length: Math.floor(next() * 4) }, () => pickOne(next, catalog).id);
  return { diets, allergens, dislikes };
}

/**
 * A fridge like a real one: 5 to `most` foods drawn from those the library's recipes use, the commoner
 * more often (basics aside), in amounts a household buys, most of them dated within two weeks.
 */
export function randomFridge(next: Next, most = 14): PantryItem[] {
  const foods = commonFoods();
  const count = 5 + Math.floor(next() * (most - 4));
  const chosen = new Set<Ingredient>();
  while (chosen.size < count) chosen.add(pickOne(next, foods));
  return [...chosen].map((ingredient, index) => ({
    id: `fridge-${index}`,
    ingredientId: ingredient.id,
    name: ingredient.name,
    ...(ingredient.countable
      ? { quantity: 2 + Math.floor(next() * 5), unit: null }
      : { quantity: 200 + Math.floor(next() * 8) * 100, unit: 'g' as const }),
    place: ingredient.place,
    expiresOn: next() < 0.2 ? null : isoDay(Math.floor(next() * 14)),
    expiryEstimated: false,
    opened: false,
  }));
}

let common: Ingredient[] | null = null;

/** Each library ingredient once per recipe that uses it, so that picking evenly favours the common ones. */
function commonFoods(): Ingredient[] {
  if (!common) {
    const basics = new Set(['salt', 'black-pepper', 'olive-oil', 'vegetable-oil', 'sunflower-oil', 'water']);
    common = RECIPE_LIBRARY.flatMap((recipe) =>
      recipe.ingredients
        .filter((line) => !basics.has(line.ingredientId))
        .map((line) => getIngredient(line.ingredientId))
        .filter((found): found is Ingredient => found !== null),
    );
  }
  return common;
}
