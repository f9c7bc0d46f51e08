import { amountAndName, countedName, formatAmount } from '@larder/kitchen/words';
import type { PantryItemDto } from '../../lib/pantry-types.ts';
import type { RecipeDto } from '../../lib/recipe-types.ts';

export interface SuggestionView {
  /** What the recipe takes from the pantry, expiring items first. */
  uses: { name: string; expiring: boolean }[];
  /** What the cook would have to buy: "80 g rocket", "40 g more feta". */
  missing: string[];
}

const LOOKS_LIKE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-/i;

/** The server names pantry items by id; the cook's names come from the pantry. */
export function suggestionView(recipe: RecipeDto, pantry: readonly PantryItemDto[]): SuggestionView {
  const byId = new Map(pantry.map((item) => [item.id, item.name]));
  const nameOf = (id: string) => byId.get(id) ?? (LOOKS_LIKE_ID.test(id) ? null : id);
  const expiring = new Set(recipe.usesExpiring.map(nameOf));
  const names = [...new Set(recipe.usesPantry.map(nameOf).filter((name) => name !== null))];
  const uses = names
    .map((name) => ({ name, expiring: expiring.has(name) }))
    .sort((a, b) => Number(b.expiring) - Number(a.expiring));
  const used = new Set(names.map((name) => name.toLowerCase()));
  const missing = recipe.missing.map((line) =>
    used.has(line.name.toLowerCase())
      ? `${formatAmount(line.quantity, line.unit)} more ${countedName(line.name, line.quantity, line.unit)}`
      : amountAndName(line.name, line.quantity, line.unit),
  );
  return { uses, missing };
}
