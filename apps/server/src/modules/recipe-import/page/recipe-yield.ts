/**
 * Servings from recipeYield, which sites write every way: 4, "4", "4 servings", ["4", "4 servings"],
 * "Serves 4-6" (the first number wins), "Für 4 Personen", "four".
 */
import { NUMBER_WORDS } from '@larder/kitchen/pantry';

/** Numbers written as words ("Serves four"); "a" and "an" say nothing about servings. */
const WORD_NUMBERS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(NUMBER_WORDS).filter(([word]) => word !== 'a' && word !== 'an'),
);

/** The first positive number `value` holds (an array: its first element that holds one), or undefined. */
export function servingsFrom(value: unknown, depth = 0): number | undefined {
  if (depth > 4) return undefined;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 20)) {
      const servings = servingsFrom(item, depth + 1);
      if (servings !== undefined) return servings;
    }
    return undefined;
  }
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
  if (typeof value === 'object' && value !== null) {
    const quantity = value as { value?: unknown; name?: unknown };
    return servingsFrom(quantity.value ?? quantity.name, depth + 1);
  }
  if (typeof value !== 'string') return undefined;
  const text = value.slice(0, 200);
  const digits = /\d+(?:[.,]\d+)?/.exec(text);
  if (digits) {
    const amount = Math.round(Number.parseFloat(digits[0].replace(',', '.')));
    return amount > 0 ? amount : undefined;
  }
  for (const word of text.toLowerCase().split(/[^a-z]+/)) {
    const amount = WORD_NUMBERS[word];
    if (amount !== undefined) return amount;
  }
  return undefined;
}
