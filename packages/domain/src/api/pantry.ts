import { STORAGE_PLACES } from '@larder/kitchen/catalog-types';
import * as z from 'zod/mini';

/**
 * `/api/pantry` answers (docs/contracts/kitchen-api.md). Written with `zod/mini`, whose parts tree-shake:
 * the web app checks every answer with these, Today's first load included.
 */

export const pantryItem = z.object({
  id: z.string(),
  ingredientId: z.nullable(z.string()),
  name: z.string(),
  quantity: z.nullable(z.number()),
  unit: z.nullable(z.string()),
  place: z.enum(STORAGE_PLACES),
  /** YYYY-MM-DD */
  expiresOn: z.nullable(z.string()),
  expiryEstimated: z.boolean(),
  opened: z.boolean(),
  /** YYYY-MM-DD */
  addedOn: z.string(),
  /** "Did you mean": a close catalog match for a name the kitchen did not recognise. */
  suggestion: z.optional(z.object({ ingredientId: z.string(), name: z.string() })),
});
export type PantryItemDto = z.infer<typeof pantryItem>;

/** `GET /api/pantry` and `POST /api/pantry/items` (the items added). */
export const pantryListResponse = z.object({ items: z.array(pantryItem) });

/** `PATCH /api/pantry/items/:id`. */
export const pantryItemResponse = z.object({ item: pantryItem });
