import { getIngredient, gramsFor } from '../catalog.ts';
import { shopPack } from '../pack-sizes.ts';
import { daysUntil, type PantryItem } from '../pantry.ts';
import { urgencyWeight } from '../pantry-cover.ts';
import type { RecipeFacts } from './plan-recipes.ts';

/**
 * The kitchen as the plan goes through the week: what the pantry holds, taken as meals are planned, and
 * what is left of things bought whole (the other half of a cabbage), which later days use first. An
 * item with no amount covers one meal's need, then counts as used up.
 */
type Held = { grams: number | null; lastDay: number | null; opened: boolean };

/** An opened pack or half a vegetable keeps this many days in the plan. */
const OPENED_KEEPS_DAYS = 4;

export type PlanStock = Readonly<{
  /** How well the stock serves this recipe on `day`: higher for more of it, sooner to go off, opened. */
  appeal: (facts: RecipeFacts, servings: number, day: number) => number;
  /** Lines the stock cannot cover. */
  missing: (facts: RecipeFacts, servings: number, day: number) => number;
  /** The foods of those lines, to buy. */
  toBuy: (facts: RecipeFacts, day: number) => string[];
  /** Takes what the meal uses; what must be bought whole leaves its rest in the kitchen. */
  take: (facts: RecipeFacts, servings: number, day: number) => void;
}>;

export function planStock(pantry: readonly PantryItem[], startDate: string): PlanStock {
  const held = new Map<string, Held[]>();
  for (const item of pantry) {
    if (!item.ingredientId || !getIngredient(item.ingredientId)) continue;
    const days = daysUntil(item.expiresOn, startDate);
    if (days !== null && days < 0) continue;
    // A packed food with no amount is one pack of it (a bottle of soy sauce); anything else feeds one meal.
    const ingredient = getIngredient(item.ingredientId);
    const pack = item.quantity === null && ingredient ? shopPack(ingredient) : null;
    const grams = pack
      ? gramsFor(item.ingredientId, pack.quantity, pack.unit)
      : item.quantity === null
        ? null
        : gramsFor(item.ingredientId, item.quantity, item.unit ?? 'piece');
    const list = held.get(item.ingredientId) ?? [];
    list.push({ grams, lastDay: days, opened: item.opened });
    list.sort((a, b) => (a.lastDay ?? 999) - (b.lastDay ?? 999));
    held.set(item.ingredientId, list);
  }

  const usable = (id: string, day: number) =>
    (held.get(id) ?? []).filter((h) => (h.lastDay === null || h.lastDay >= day) && h.grams !== 0);

  const appeal: PlanStock['appeal'] = (facts, servings, day) => {
    let score = 0;
    for (const line of facts.perServing) {
      const stocks = usable(line.ingredientId, day);
      const first = stocks[0];
      if (!first) continue;
      const need = line.grams === null ? null : line.grams * servings;
      const have = stocks.some((h) => h.grams === null)
        ? null
        : stocks.reduce((s, h) => s + (h.grams ?? 0), 0);
      const share = need === null || have === null ? 1 : Math.min(1, have / need);
      const days = first.lastDay === null ? null : first.lastDay - day;
      score += share * urgencyWeight(days) * (first.opened ? 1.5 : 1);
    }
    return score;
  };

  const toBuy: PlanStock['toBuy'] = (facts, day) =>
    facts.perServing.flatMap((line) =>
      usable(line.ingredientId, day).length === 0 ? [line.ingredientId] : [],
    );
  const missing: PlanStock['missing'] = (facts, _servings, day) => toBuy(facts, day).length;

  const take: PlanStock['take'] = (facts, servings, day) => {
    for (const line of facts.perServing) {
      if (line.grams === null) continue;
      let need = line.grams * servings;
      for (const stock of usable(line.ingredientId, day)) {
        if (need <= 0) break;
        if (stock.grams === null) {
          // An amount nobody measured ("rice"): enough for this meal, as far as we can tell, and then
          // used up, so it never feeds the whole week and later meals buy their own.
          stock.grams = 0;
          need = 0;
          break;
        }
        const used = Math.min(stock.grams, need);
        stock.grams -= used;
        stock.opened = true;
        need -= used;
      }
      if (need > 0) buyWhole(line.ingredientId, need, day);
    }
  };

  /** Counted things are bought whole: what the meal does not use stays for the next days. */
  function buyWhole(id: string, need: number, day: number) {
    const piece = getIngredient(id)?.portions.piece ?? null;
    if (!piece || piece <= need) return;
    const rest = Math.ceil(need / piece) * piece - need;
    if (rest < piece * 0.2) return;
    const list = held.get(id) ?? [];
    list.push({ grams: rest, lastDay: day + OPENED_KEEPS_DAYS, opened: true });
    held.set(id, list);
  }

  return { appeal, missing, toBuy, take };
}
