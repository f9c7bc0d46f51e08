import { AISLES } from '@larder/kitchen/catalog';
import { OTHER_AISLE } from '@larder/kitchen/shopping';
import { PANTRY_UNITS } from '@larder/kitchen/units';
import '../zod.ts';
import { z } from 'zod';
import { clientIdSchema, nameSchema, quantitySchema, unitSchema } from './pantry.ts';

/** `/api/shopping-list`: the plan's needs less the pantry, and the cook's own items (docs/contracts/planning-api.md). */

/** `POST /api/shopping-list/items`: the cook's own item ("2 lemons", "coffee"). */
export const addShoppingItemBody = z
  .object({
    name: nameSchema,
    quantity: quantitySchema.nullable().optional(),
    unit: unitSchema.nullable().optional(),
    /** Made on the device: an add queued offline and sent twice is added once. */
    clientId: clientIdSchema.optional(),
  })
  .meta({ id: 'AddShoppingItem' });
export type AddShoppingItemInput = z.infer<typeof addShoppingItemBody>;

/** `PATCH /api/shopping-list/items/:id`: crossed off (bought) or not. */
export const updateShoppingItemBody = z
  .object({ checked: z.boolean({ error: 'Send checked: true or false.' }) })
  .meta({ id: 'UpdateShoppingItem' });

/** One line of the shopping list as the API answers it. */
export const shoppingItemSchema = z
  .object({
    id: z.string(),
    ingredientId: z.string().nullable(),
    name: z.string(),
    quantity: z.number().nullable(),
    /** Null with a quantity: a count of pieces (3 eggs). */
    unit: z.enum(PANTRY_UNITS).nullable(),
    aisle: z.enum([...AISLES, OTHER_AISLE]),
    /** What one counted unit is called when it is not the food's own name ("slice" of bread, "clove" of garlic). */
    pieceName: z.string().nullable(),
    /** The plan's recipes that need it; empty for the cook's own items. */
    forRecipes: z.array(z.string()),
    fromPlan: z.boolean(),
    checked: z.boolean(),
    clientId: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ShoppingItem' });
export type ShoppingItemDto = z.infer<typeof shoppingItemSchema>;

/** `GET /api/shopping-list`: still to buy first, in aisle order; crossed-off last. */
export const shoppingListAnswer = z.object({ items: z.array(shoppingItemSchema) });
/** `POST /api/shopping-list/items` and `PATCH /api/shopping-list/items/:id`. */
export const shoppingItemAnswer = z.object({ item: shoppingItemSchema });

/** `/api/shopping-list/items/:id`: the line's id. */
export const shoppingItemParams = z.object({
  id: z.string().meta({ description: 'The shopping list line id' }),
});
