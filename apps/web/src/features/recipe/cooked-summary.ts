import { amountAndName } from '@larder/kitchen/words';
import type { PantryItemDto } from '../../lib/pantry-types.ts';

export interface CookedSummary {
  /** "feta", "1 tomato": what left the pantry, whole or in part. */
  taken: string[];
  savedGrams: number;
}

/** What cooking took out of the pantry: items gone, and how much of the others. */
export function cookedSummary(
  before: readonly PantryItemDto[] | undefined,
  after: readonly PantryItemDto[],
  savedGrams: number,
  fallback: string[],
): CookedSummary {
  if (!before) return { taken: fallback, savedGrams };
  const now = new Map(after.map((item) => [item.id, item]));
  const taken: string[] = [];
  for (const item of before) {
    const left = now.get(item.id);
    if (!left) taken.push(`all the ${item.name}`);
    else if (item.quantity !== null && left.quantity !== null && left.quantity < item.quantity) {
      taken.push(amountAndName(item.name, item.quantity - left.quantity, item.unit));
    }
  }
  return { taken: taken.length > 0 ? taken : fallback, savedGrams };
}

/** "458 g" or "1.2 kg". */
export function gramsText(grams: number): string {
  return grams >= 1000 ? `${Math.round(grams / 100) / 10} kg` : `${Math.round(grams)} g`;
}
