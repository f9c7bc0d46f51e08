import { singularName } from '@larder/kitchen/words';
import type { NewPantryItem } from '../../lib/pantry-types.ts';
import { DEMO_FRIDGE, type DemoFridgeItem } from './demo-fridge.ts';

/** `today` (YYYY-MM-DD) plus `days`, as a calendar date. */
export function addDays(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** What the pantry holds: the server's items (with their catalog food) and the adds still waiting. */
export interface HeldFood {
  name: string;
  ingredientId?: string | null;
}

/** "Eggs" and "egg" are one food, and so are "Baby spinach" and the server's spinach. */
const foodOf = (name: string) => singularName(name.trim().toLowerCase());
const sameFood = (held: HeldFood, item: DemoFridgeItem) =>
  held.ingredientId === item.ingredientId || foodOf(held.name) === foodOf(item.name);

/**
 * "Start with this fridge": the demo's foods as pantry items, each dated from `today` as the demo showed
 * it (the spinach goes tomorrow, so "use soon" is honest), leaving out any food the pantry already holds,
 * so a second tap, or a pantry that has eggs, adds nothing twice.
 */
export function demoPantryItems(
  today: string,
  held: readonly HeldFood[],
  fridge: readonly DemoFridgeItem[] = DEMO_FRIDGE,
): NewPantryItem[] {
  return fridge
    .filter((item) => !held.some((food) => sameFood(food, item)))
    .map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unit: item.unit,
      place: 'fridge',
      expiresOn: addDays(today, item.expiresInDays),
    }));
}
