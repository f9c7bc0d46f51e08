import { getIngredient } from '../catalog.ts';
import { AISLES, type Aisle } from '../catalog-types.ts';
import { COOKED_FROM, kindsCovering } from '../kinds.ts';
import { type ShopPack, shopPack } from '../pack-sizes.ts';
import type { PantryItem } from '../pantry.ts';
import { indexPantry, type PantryIndex } from '../pantry-cover.ts';
import { drawNeed, type Remaining } from '../pantry-draw.ts';
import type { PantryUnit } from '../pantry-units.ts';
import { comparableGrams } from './convert-amount.ts';
import { type MergedNeed, mergeNeeds, type ShoppingNeed } from './merge-needs.ts';
import { shopAmount } from './shop-amount.ts';

export type { ShoppingNeed } from './merge-needs.ts';

/** One thing to buy, in the amount a shop sells it. */
export type ShoppingLine = Readonly<{
  ingredientId: string;
  name: string;
  aisle: Aisle;
  quantity: number;
  /** `null` means a count of the ingredient's pieces (3 eggs), or of packs when `pack` is set. */
  unit: PantryUnit | null;
  /** The pack a packed food is bought in (a bottle of soy sauce): `quantity` counts these. */
  pack: ShopPack | null;
  /** The distinct titles of the recipes that need it. */
  forRecipes: readonly string[];
}>;

/** Where an id the catalog does not know is listed: the general shelves. */
const UNKNOWN_AISLE: Aisle = 'pantry';

/** The line to buy for what is still missing of a need, or null when the shop amount is nothing. */
function lineFor(need: MergedNeed): ShoppingLine | null {
  const { quantity, unit, pack } = shopAmount(need.ingredientId, need.quantity, need.unit);
  if (quantity <= 0) return null;
  const ingredient = getIngredient(need.ingredientId);
  return {
    ingredientId: need.ingredientId,
    name: ingredient?.name ?? need.ingredientId,
    aisle: ingredient?.aisle ?? UNKNOWN_AISLE,
    quantity,
    unit,
    pack: pack ?? null,
    forRecipes: need.recipeTitles,
  };
}

function byAisleThenName(a: ShoppingLine, b: ShoppingLine): number {
  return AISLES.indexOf(a.aisle) - AISLES.indexOf(b.aisle) || a.name.localeCompare(b.name);
}

/**
 * Grams of `itemFood` the largest single line of `needs` takes, counting the lines its food covers as a
 * kind (`kinds.ts`); null when no line can be weighed.
 */
function largestMeal(itemFood: string, needs: readonly ShoppingNeed[]): number | null {
  let most: number | null = null;
  for (const need of needs) {
    const worth =
      need.ingredientId === itemFood
        ? 1
        : kindsCovering(need.ingredientId).find((kind) => kind.id === itemFood)?.grams;
    if (worth === undefined || need.optional) continue;
    const grams = comparableGrams(need.ingredientId, need.quantity, need.unit);
    if (grams !== null && grams > 0) most = Math.max(most ?? 0, grams / worth);
  }
  return most;
}

/**
 * The pantry as the week's list sees it: an item typed with no amount covers one pack of a packed food
 * (a bottle of soy sauce at home) and otherwise one meal, the largest that needs it ("rice"), rather
 * than the whole week: the rest goes on the list.
 */
function withMealAmounts(pantry: readonly PantryItem[], needs: readonly ShoppingNeed[]): PantryItem[] {
  return pantry.map((item) => {
    if (item.quantity !== null || item.ingredientId === null) return item;
    const ingredient = getIngredient(item.ingredientId);
    const pack = ingredient ? shopPack(ingredient) : null;
    if (pack) return { ...item, quantity: pack.quantity, unit: pack.unit };
    const grams = largestMeal(item.ingredientId, needs);
    return grams === null ? item : { ...item, quantity: grams, unit: 'g' };
  });
}

/**
 * The shopping list for a plan: its needs merged per ingredient (`mergeNeeds`: optional lines and the
 * basics left out, units summed through the catalog's weights), less what the pantry holds (items past
 * their date on `today` do not count; an item of unknown amount covers one meal's need, the largest, and
 * the rest is bought (`withMealAmounts`); a kind covers
 * its food: basmati for rice, through the kitchen's one matching rule `drawNeed`), rounded up to
 * what a shop sells (`shopAmount`). Lines with nothing left to buy are dropped; the rest are sorted in
 * shop order (`AISLES`), then by name. 500 g of chicken needed with 200 g in the fridge lists 300 g.
 */
export function shoppingList(
  needs: readonly ShoppingNeed[],
  pantry: readonly PantryItem[],
  today: string,
): ShoppingLine[] {
  const stock = indexPantry(withMealAmounts(pantry, needs), today);
  const remaining: Remaining = new Map();
  const lines: ShoppingLine[] = [];
  const cookedShort = cookFromRaw(needs, stock, remaining);
  const toBuy = [...needs.filter((need) => !(need.ingredientId in COOKED_FROM)), ...cookedShort];
  // The cook's chestnut mushrooms go to the chestnut mushrooms the plan needs before they stand in for
  // its plain mushrooms: a food the pantry holds itself is drawn before the needs its kinds may cover.
  const merged = [...mergeNeeds(toBuy).values()].flat();
  const own = (need: (typeof merged)[number]) => (stock.has(need.ingredientId) ? 0 : 1);
  for (const need of merged.sort((a, b) => own(a) - own(b))) {
    const line = lineFor({ ...need, quantity: drawNeed(need, stock, remaining).short });
    if (line) lines.push(line);
  }
  return lines.sort(byAisleThenName);
}

/**
 * Cooked rice, pasta or potatoes the plan needs beyond the cook's own leftovers, as the raw food to cook
 * (`COOKED_FROM`): 600 g of cooked rice short is about 210 g of rice on the list, never 2 kg of cooked rice.
 */
function cookFromRaw(
  needs: readonly ShoppingNeed[],
  stock: PantryIndex,
  remaining: Remaining,
): ShoppingNeed[] {
  const raw: ShoppingNeed[] = [];
  const cooked = needs.filter((need) => need.ingredientId in COOKED_FROM);
  for (const merged of mergeNeeds(cooked).values()) {
    for (const need of merged) {
      const short = drawNeed(need, stock, remaining).short;
      const grams = comparableGrams(need.ingredientId, short, need.unit);
      const from = COOKED_FROM[need.ingredientId];
      if (!from || grams === null || grams <= 0) continue;
      for (const recipeTitle of need.recipeTitles) {
        raw.push({
          ingredientId: from.raw,
          quantity: (grams * from.grams) / need.recipeTitles.length,
          unit: 'g',
          recipeTitle,
        });
      }
    }
  }
  return raw;
}
