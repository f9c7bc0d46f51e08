import type { PantryItemDto } from '@larder/domain/api/pantry';
import type { PantryItem, StoragePlace } from '@larder/kitchen/pantry';
import type { PantryUnit } from '@larder/kitchen/units';
import { suggestionFor } from './pantry-names.ts';
import type { PantryRow } from './repository.ts';

/** The kitchen engine's view of a stored item. */
export function toPantryItem(row: PantryRow): PantryItem {
  return {
    id: row.id,
    ingredientId: row.ingredientId,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit as PantryUnit | null,
    place: row.place as StoragePlace,
    expiresOn: row.expiresOn,
    expiryEstimated: row.expiryEstimated,
    opened: row.opened,
  };
}

/**
 * One pantry item as the API answers it; an unrecognised name carries a "did you mean" when a catalog
 * name is close.
 */
export function toPantryItemDto(row: PantryRow): PantryItemDto {
  const dto: PantryItemDto = {
    id: row.id,
    ingredientId: row.ingredientId,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    place: row.place as StoragePlace,
    expiresOn: row.expiresOn,
    expiryEstimated: row.expiryEstimated,
    opened: row.opened,
    addedOn: row.addedOn,
  };
  if (row.ingredientId === null) {
    const suggestion = suggestionFor(row.name);
    if (suggestion) dto.suggestion = suggestion;
  }
  return dto;
}
