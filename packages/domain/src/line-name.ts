import { countedName, formatAmount, isCounted } from './amount-format.ts';
import { countedFood } from './food-words.ts';

/**
 * A recipe line's food as the cook reads it: `countedName`, or, when the line counts pieces that are not
 * the food itself (`pieceName`), the kitchen's own words for them (`countedFood`: "4 slices of ham",
 * "2 mackerel fillets", not "4 hams").
 */
export function lineName(name: string, quantity: number | null, unit: string | null, pieceName?: string) {
  if (!pieceName || quantity === null || !isCounted(unit)) return countedName(name, quantity, unit);
  return countedFood(name, quantity, pieceName);
}

/** "4 slices of ham", "200 g feta": the amount and the line's food. */
export function lineAmountAndName(
  name: string,
  quantity: number | null,
  unit: string | null,
  pieceName?: string,
): string {
  const amount = formatAmount(quantity, unit);
  return amount ? `${amount} ${lineName(name, quantity, unit, pieceName)}` : name;
}
