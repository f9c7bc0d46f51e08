import { AISLES } from '@larder/kitchen/catalog-types';
import { PANTRY_UNITS } from '@larder/kitchen/pantry-units';
import { OTHER_AISLE } from '@larder/kitchen/shopping/shopping-item';
import * as z from 'zod/mini';

/** `/api/shopping-list` answers: the plan's needs less the pantry, and the cook's own items. */

export const shoppingItem = z.object({
  id: z.string(),
  ingredientId: z.nullable(z.string()),
  name: z.string(),
  quantity: z.nullable(z.number()),
  /** Null with a quantity: a count of pieces (3 eggs). */
  unit: z.nullable(z.enum(PANTRY_UNITS)),
  aisle: z.enum([...AISLES, OTHER_AISLE] as const),
  pieceName: z.nullable(z.string()),
  forRecipes: z.array(z.string()),
  fromPlan: z.boolean(),
  checked: z.boolean(),
  clientId: z.nullable(z.string()),
  updatedAt: z.string(),
});

/** `GET /api/shopping-list`. */
export const shoppingListResponse = z.object({ items: z.array(shoppingItem) });

/** `POST /api/shopping-list/items` and `PATCH /api/shopping-list/items/:id`. */
export const shoppingItemResponse = z.object({ item: shoppingItem });
