import type { PantryItemDto } from '../lib/pantry-types.ts';

/** A pantry item as the server answers it, with what a test does not care about filled in. */
export function pantryItem(id: string, name: string, more: Partial<PantryItemDto> = {}): PantryItemDto {
  return {
    id,
    name,
    ingredientId: null,
    quantity: null,
    unit: null,
    place: 'fridge',
    expiresOn: null,
    expiryEstimated: false,
    opened: false,
    addedOn: '2026-01-01',
    ...more,
  };
}
