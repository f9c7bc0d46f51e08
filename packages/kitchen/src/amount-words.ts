import { formatAmount, isCounted } from './amount-format.ts';
import { nameForCount } from './food-count.ts';

/**
 * A counted food's name for its count (`nameForCount`): "1 chicken thigh", "2 eggs", "½ lemon"; names
 * that are not counted stay as they are ("200 g rice").
 */
export function countedName(name: string, quantity: number | null, unit: string | null): string {
  if (!isCounted(unit) || quantity === null) return name;
  // Garlic is counted in cloves.
  if (/^garlic$/i.test(name)) return quantity > 1 ? 'garlic cloves' : 'garlic clove';
  return nameForCount(name, quantity);
}

/** Units a food is "of": "2 tins of chickpeas", "1 slice of ham"; one pinch or handful is "a pinch of salt". */
const OF_UNITS = new Set(['tin', 'slice', 'pinch', 'handful', 'bunch', 'clove']);
const A_UNITS = new Set(['pinch', 'handful']);

/** The amount and the words after it: ["2", "eggs"], ["a pinch", "of salt"], ["200 g", "rice"], ["", "milk"]. */
export function amountWords(name: string, quantity: number | null, unit: string | null): [string, string] {
  const amount = formatAmount(quantity, unit);
  if (!amount) return ['', name];
  if (unit && OF_UNITS.has(unit)) {
    return [quantity === 1 && A_UNITS.has(unit) ? `a ${unit}` : amount, `of ${name}`];
  }
  return [amount, countedName(name, quantity, unit)];
}

/** "2 eggs", "200 g feta", "½ cucumber", "1 tin of tomatoes", "a pinch of salt", "milk". */
export function amountAndName(name: string, quantity: number | null, unit: string | null): string {
  return amountWords(name, quantity, unit).filter(Boolean).join(' ');
}
