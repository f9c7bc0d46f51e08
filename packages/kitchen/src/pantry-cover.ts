import { getIngredient } from './catalog.ts';
import { daysUntil, type PantryItem } from './pantry.ts';
import { type DrawOptions, drawNeed, type Remaining } from './pantry-draw.ts';
import type { PantryUnit } from './pantry-units.ts';
import type { Recipe } from './recipe.ts';
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

export { ENOUGH_SHARE } from '@larder/domain/recipe-stock';

import { ENOUGH_SHARE } from '@larder/domain/recipe-stock';

/** One usable pantry item as the matcher sees it, with the days it has left (null: no date). */
export type Stock = Readonly<{ item: PantryItem; days: number | null }>;

/** Usable pantry items by catalog id, soonest to expire first. Expired and unrecognised items are left out. */
export type PantryIndex = ReadonlyMap<string, readonly Stock[]>;

export function indexPantry(pantry: readonly PantryItem[], today: string): PantryIndex {
  const index = new Map<string, Stock[]>();
  for (const item of pantry) {
    if (item.ingredientId === null || !getIngredient(item.ingredientId)) continue;
    const days = daysUntil(item.expiresOn, today);
    if ((days !== null && days < 0) || item.quantity === 0) continue;
    const stocks = index.get(item.ingredientId) ?? [];
    stocks.push({ item, days });
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
  /** Line by line, what the pantry holds for it and how much of it that covers. */
  lines: LineStock[];
}>;

/** How far the pantry covers one recipe line. */
export type LineStock = Readonly<{
  /** What the pantry holds for it, in the line's unit; null: an unknown amount, "enough". */
  held: number | null;
  /** The share of the line the pantry covers, 0 to 1. */
  covered: number;
}>;

/**
 * How a recipe draws on the pantry: its steps boil the raw rice, pasta and potatoes it lists (a pilau
 * simmers its rice in the stock), so the cook's leftover cooked rice does not cover them; a dish made of
 * the leftover names it (a generated fried rice, a library recipe rewritten to use it) and reheats it.
 */
const RECIPE_DRAW: DrawOptions = { cooked: false };

/**
 * What the pantry supplies for a recipe made at `factor` × its quantities (the ranking scores library
 * recipes at the cook's servings before scaling them), drawn line by line through `drawNeed`: 100 g of
 * feta half-covers a recipe's 200 g and the other 100 g is listed as missing; basmati covers "rice".
 */
export function coverRecipe(recipe: Recipe, index: PantryIndex, factor = 1): PantryCover {
  const usesPantry: string[] = [];
  const usesExpiring: string[] = [];
  const missing: MissingIngredient[] = [];
  const lines: LineStock[] = [];
  const remaining: Remaining = new Map();
  let pantryScore = 0;
  for (const line of recipe.ingredients) {
    const quantity = line.quantity * factor;
    const basic = ASSUMED_AVAILABLE.has(line.ingredientId);
    const need = { ingredientId: line.ingredientId, quantity, unit: line.unit };
    const { draws, held, short } = drawNeed(need, index, remaining, RECIPE_DRAW);
    const covered = draws.length === 0 ? 0 : quantity > 0 ? 1 - short / quantity : 1;
    lines.push({ held: basic ? null : held, covered: basic ? 1 : covered });
    for (const { stock } of draws) {
      if (!usesPantry.includes(stock.item.id)) usesPantry.push(stock.item.id);
      if (stock.days !== null && stock.days <= EXPIRING_SOON_DAYS && !usesExpiring.includes(stock.item.id)) {
        usesExpiring.push(stock.item.id);
      }
    }
    const first = draws[0]?.stock;
    if (!basic && first) pantryScore += covered * urgencyWeight(first.days);
    if (basic || line.optional || covered >= ENOUGH_SHARE) continue;
    missing.push({
      ingredientId: line.ingredientId,
      name: getIngredient(line.ingredientId)?.name ?? line.ingredientId,
      quantity: roundQuantity(quantity * (1 - covered), line.unit, line.ingredientId),
      unit: line.unit,
    });
  }
  return { usesPantry, usesExpiring, missing, pantryScore, lines };
}
