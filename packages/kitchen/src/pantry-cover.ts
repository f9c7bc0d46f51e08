import { getIngredient, gramsFor } from './catalog.ts';
import { daysUntil, type PantryItem } from './pantry.ts';
import type { PantryUnit } from './pantry-units.ts';
import type { Recipe, RecipeIngredient } from './recipe.ts';
import { roundQuantity } from './scale-recipe.ts';

/** Store-cupboard basics every kitchen is assumed to have: never listed as missing. */
export const ASSUMED_AVAILABLE: ReadonlySet<string> = new Set([
  'salt',
  'black-pepper',
  'olive-oil',
  'vegetable-oil',
  'sunflower-oil',
  'rapeseed-oil',
]);

/** Items with this many days left or fewer count as "expiring". */
export const EXPIRING_SOON_DAYS = 3;

/** A pantry that has at least this share of what a line needs covers it; nobody buys more for 5 %. */
export const ENOUGH_SHARE = 0.9;

/** One pantry item as the matcher sees it. `grams: null` means "enough, as far as we can tell". */
export type Stock = Readonly<{ item: PantryItem; days: number | null; grams: number | null }>;

/** Usable pantry items by catalog id, soonest to expire first. Expired and unrecognised items are left out. */
export type PantryIndex = ReadonlyMap<string, readonly Stock[]>;

export function indexPantry(pantry: readonly PantryItem[], today: string): PantryIndex {
  const index = new Map<string, Stock[]>();
  for (const item of pantry) {
    if (item.ingredientId === null || !getIngredient(item.ingredientId)) continue;
    const days = daysUntil(item.expiresOn, today);
    if ((days !== null && days < 0) || item.quantity === 0) continue;
    const grams =
      item.quantity === null ? null : gramsFor(item.ingredientId, item.quantity, item.unit ?? 'piece');
    const stocks = index.get(item.ingredientId) ?? [];
    stocks.push({ item, days, grams });
    index.set(item.ingredientId, stocks);
  }
  const soonest = (stock: Stock) => stock.days ?? Number.POSITIVE_INFINITY;
  for (const stocks of index.values()) stocks.sort((a, b) => soonest(a) - soonest(b));
  return index;
}

/** How much using up an item matters: most on its last day, least when it keeps for weeks or has no date. */
export function urgencyWeight(days: number | null): number {
  if (days === null) return 1;
  if (days <= 0) return 4;
  if (days === 1) return 3;
  if (days === 2) return 2.5;
  if (days <= 4) return 2;
  if (days <= 7) return 1.5;
  return 1;
}

export type MissingIngredient = Readonly<{
  ingredientId: string;
  name: string;
  quantity: number;
  unit: PantryUnit | null;
}>;

export type PantryCover = Readonly<{
  /** Pantry item ids the recipe uses, wholly or in part. */
  usesPantry: string[];
  /** The ones among them with `EXPIRING_SOON_DAYS` or fewer left. */
  usesExpiring: string[];
  /** What the cook still needs to buy, in the recipe's units: whole lines or the shortfall. */
  missing: MissingIngredient[];
  /** Σ over the recipe's lines (basics aside) of the share the pantry covers × its urgency. */
  pantryScore: number;
}>;

type LineCover = { used: Stock[]; covered: number };

/** Takes from the soonest-expiring stock first; a stock of unknown size covers whatever is left. */
function coverLine(line: RecipeIngredient, quantity: number, stocks: readonly Stock[]): LineCover {
  const need = gramsFor(line.ingredientId, quantity, line.unit ?? 'piece');
  if (need === null || need <= 0) return { used: stocks.slice(0, 1), covered: 1 };
  let left = need;
  const used: Stock[] = [];
  for (const stock of stocks) {
    if (left <= 0) break;
    used.push(stock);
    left = stock.grams === null ? 0 : left - stock.grams;
  }
  return { used, covered: Math.min(1, Math.max(0, 1 - left / need)) };
}

/**
 * What the pantry supplies for a recipe made at `factor` × its quantities (the ranking scores library
 * recipes at the cook's servings before scaling them). Quantities are compared in grams through the
 * catalog, so 100 g of feta half-covers a recipe's 200 g and the other 100 g is listed as missing.
 */
export function coverRecipe(recipe: Recipe, index: PantryIndex, factor = 1): PantryCover {
  const usesPantry: string[] = [];
  const usesExpiring: string[] = [];
  const missing: MissingIngredient[] = [];
  let pantryScore = 0;
  for (const line of recipe.ingredients) {
    const quantity = line.quantity * factor;
    const basic = ASSUMED_AVAILABLE.has(line.ingredientId);
    const { used, covered } = coverLine(line, quantity, index.get(line.ingredientId) ?? []);
    for (const stock of used) {
      usesPantry.push(stock.item.id);
      if (stock.days !== null && stock.days <= EXPIRING_SOON_DAYS) usesExpiring.push(stock.item.id);
    }
    if (!basic && used.length > 0) pantryScore += covered * urgencyWeight(used[0]?.days ?? null);
    if (basic || line.optional || covered >= ENOUGH_SHARE) continue;
    missing.push({
      ingredientId: line.ingredientId,
      name: getIngredient(line.ingredientId)?.name ?? line.ingredientId,
      quantity: roundQuantity(quantity * (1 - covered), line.unit, line.ingredientId),
      unit: line.unit,
    });
  }
  return { usesPantry, usesExpiring, missing, pantryScore };
}
