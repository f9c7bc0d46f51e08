import { z } from 'zod';
import { nameSchema, quantitySchema, unitSchema } from '../pantry/pantry-input.ts';

/** `POST /api/shopping-list/items`: the cook's own item ("2 lemons", "coffee"). */
export const addItemBody = z.object({
  name: nameSchema,
  quantity: quantitySchema.nullable().optional(),
  unit: unitSchema.nullable().optional(),
  /** Made on the device: an add queued offline and sent twice is added once. */
  clientId: z.uuid({ error: 'Use a UUID made on the device.' }).optional(),
});
export type AddItemInput = z.infer<typeof addItemBody>;

/** `PATCH /api/shopping-list/items/:id`: crossed off (bought) or not. */
export const updateItemBody = z.object({
  checked: z.boolean({ error: 'Send checked: true or false.' }),
});
