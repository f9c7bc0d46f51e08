import { countedName, formatAmount, isCounted } from '../../lib/amount-format.ts';

/** Pieces named after the food: "2 mackerel fillets", "3 garlic cloves". */
const AFTER_THE_FOOD = /^(fillet|clove)$/;

/**
 * A recipe line's food as the cook reads it: `countedName`, naming the piece when the line counts pieces
 * that are not the food itself (`pieceName`: "4 slices of ham", "2 mackerel fillets", not "4 hams").
 */
export function lineName(name: string, quantity: number | null, unit: string | null, pieceName?: string) {
  const food = name.toLowerCase();
  const ownName = !pieceName || food.endsWith(pieceName) || food.endsWith(`${pieceName}s`);
  if (ownName || quantity === null || !isCounted(unit)) {
    return countedName(name, quantity, unit);
  }
  const pieces = countedName(pieceName, quantity, unit);
  return AFTER_THE_FOOD.test(pieceName) ? `${name} ${pieces}` : `${pieces} of ${name}`;
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
