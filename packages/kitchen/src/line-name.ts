import { formatAmount, isCounted } from './amount-format.ts';
import { amountWords } from './amount-words.ts';
import { countedFood } from './food-words.ts';

/**
 * A recipe line as the cook reads it, the amount and the words after it: `amountWords`, or, when the line
 * counts pieces that are not the food itself (`pieceName`), the kitchen's own words for them
 * (`countedFood`: "4 slices of ham", "2 mackerel fillets", not "4 hams").
 */
export function lineWords(
  name: string,
  quantity: number | null,
  unit: string | null,
  pieceName?: string,
): [amount: string, food: string] {
  if (!pieceName || quantity === null || !isCounted(unit)) return amountWords(name, quantity, unit);
  return [formatAmount(quantity, unit), countedFood(name, quantity, pieceName)];
}

/** "4 slices of ham", "200 g feta": the amount and the line's food. */
export function lineAmountAndName(
  name: string,
  quantity: number | null,
  unit: string | null,
  pieceName?: string,
): string {
  return lineWords(name, quantity, unit, pieceName).filter(Boolean).join(' ');
}
