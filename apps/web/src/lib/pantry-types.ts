import type { PantryItemDto } from '@larder/domain/api/pantry';

/** The pantry as the kitchen API answers it (docs/contracts/kitchen-api.md). */

export const PANTRY_PLACES = ['fridge', 'freezer', 'cupboard'] as const;
export type PantryPlace = (typeof PANTRY_PLACES)[number];

/** One item as `/api/pantry` answers it. */
export type { PantryItemDto };

/** An item as the cook adds it: only the name is needed. */
export interface NewPantryItem {
  name: string;
  quantity?: number | null;
  unit?: string | null;
  place?: PantryPlace;
  expiresOn?: string | null;
}

/** What an edit may change (`PATCH /api/pantry/items/:id`). */
export type PantryItemChanges = Partial<
  Pick<PantryItemDto, 'name' | 'quantity' | 'unit' | 'place' | 'expiresOn' | 'opened'>
>;

/** A pantry item on screen: `pending` while an edit made on this device has not reached the server. */
export type PantryItemView = PantryItemDto & { pending: boolean };
