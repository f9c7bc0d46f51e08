import { ASSUMED_AVAILABLE } from '../pantry-cover.ts';
import type { PantryUnit } from '../pantry-units.ts';
import { countsWhole } from '../scale-recipe.ts';
import { type AmountUnit, convertAmount, countAsNull, isVolumeUnit, sameUnit } from './convert-amount.ts';

/** One ingredient line a planned recipe needs, at the servings it will be cooked for. */
export type ShoppingNeed = Readonly<{
  ingredientId: string;
  quantity: number;
  /** `null` means a count of the ingredient's pieces (3 eggs). */
  unit: PantryUnit | null;
  recipeTitle: string;
  /** Nice to have ("to serve"): never bought. */
  optional?: boolean;
}>;

/** One ingredient's needs summed in one unit (`null`: pieces), with the recipes they came from. */
export type MergedNeed = Readonly<{
  ingredientId: string;
  quantity: number;
  unit: AmountUnit;
  recipeTitles: readonly string[];
}>;

/** Whether a need is something to buy: not optional, not a basic (salt, oil) and a real, positive amount. */
function mustBuy(need: ShoppingNeed): boolean {
  return (
    !need.optional &&
    !ASSUMED_AVAILABLE.has(need.ingredientId) &&
    Number.isFinite(need.quantity) &&
    need.quantity > 0
  );
}

/**
 * The unit an ingredient's needs are summed in: their own when they all share it; pieces when some are
 * counted and the ingredient is counted whole (2 eggs and 100 g of egg make 4 eggs); millilitres when all
 * are volumes (a cup and 200 ml of milk); else grams.
 */
export function sumUnit(ingredientId: string, units: readonly AmountUnit[]): AmountUnit {
  const first = units[0] ?? null;
  if (units.every((unit) => sameUnit(unit, first))) return countAsNull(first);
  const counted = units.some((unit) => sameUnit(unit, null));
  if (counted && countsWhole(ingredientId) && convertAmount(ingredientId, 1, null, 'g') !== null) return null;
  return units.every(isVolumeUnit) ? 'ml' : 'g';
}

type Sum = { unit: AmountUnit; quantity: number; titles: Set<string> };

/** One ingredient's needs summed; lines that will not convert to the chosen unit are summed apart. */
function mergeIngredient(ingredientId: string, needs: readonly ShoppingNeed[]): MergedNeed[] {
  const target = sumUnit(
    ingredientId,
    needs.map((need) => need.unit),
  );
  const sums = new Map<string, Sum>();
  for (const need of needs) {
    const converted = convertAmount(ingredientId, need.quantity, need.unit, target);
    const unit = converted === null ? countAsNull(need.unit) : target;
    const key = unit ?? 'piece';
    const sum = sums.get(key) ?? { unit, quantity: 0, titles: new Set<string>() };
    sum.quantity += converted ?? need.quantity;
    sum.titles.add(need.recipeTitle);
    sums.set(key, sum);
  }
  return [...sums.values()].map((sum) => ({
    ingredientId,
    quantity: sum.quantity,
    unit: sum.unit,
    recipeTitles: [...sum.titles],
  }));
}

/**
 * The needs to buy for, merged per ingredient in the order ingredients first appear. Optional lines, the
 * basics every kitchen has (`ASSUMED_AVAILABLE`) and amounts that are not positive are left out. An
 * ingredient usually comes back as one merged need; lines the catalog cannot convert to the others
 * (a bunch of something it cannot weigh beside grams of it) come back as further ones, never dropped.
 */
export function mergeNeeds(needs: readonly ShoppingNeed[]): ReadonlyMap<string, readonly MergedNeed[]> {
  const byIngredient = new Map<string, ShoppingNeed[]>();
  for (const need of needs.filter(mustBuy)) {
    const lines = byIngredient.get(need.ingredientId) ?? [];
    lines.push(need);
    byIngredient.set(need.ingredientId, lines);
  }
  return new Map([...byIngredient].map(([id, lines]) => [id, mergeIngredient(id, lines)]));
}
