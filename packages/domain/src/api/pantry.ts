import { daysUntil, STORAGE_PLACES } from '@larder/kitchen/pantry';
import { PANTRY_UNITS } from '@larder/kitchen/units';
import '../zod.ts';
import { z } from 'zod';
import { PANTRY_MESSAGES } from './pantry-messages.ts';

/** `/api/pantry`: what the cook has at home (docs/contracts/kitchen-api.md). */

/** Quantities are above 0 and below this. */
export const MAX_QUANTITY = 100_000;
/** Items one request may add. */
export const MAX_ITEMS_PER_ADD = 100;

export const quantitySchema = z
  .number({ error: PANTRY_MESSAGES.quantity })
  .gt(0, { error: PANTRY_MESSAGES.quantity })
  .lt(MAX_QUANTITY, { error: PANTRY_MESSAGES.quantity });

export function isValidQuantity(quantity: number): boolean {
  return quantitySchema.safeParse(quantity).success;
}

export const unitSchema = z.enum(PANTRY_UNITS, {
  error: `Use one of these units: ${PANTRY_UNITS.join(', ')}.`,
});

export const placeSchema = z.enum(STORAGE_PLACES, { error: 'Choose fridge, freezer or cupboard.' });

/** A real calendar date written YYYY-MM-DD, in a plausible range; past dates are fine. */
export const dateSchema = z
  .string({ error: 'Use a date written YYYY-MM-DD.' })
  .refine((value) => /^(19|20|21)\d\d-\d\d-\d\d$/.test(value) && daysUntil(value, value) === 0, {
    error: 'Use a real date written YYYY-MM-DD.',
  });

export const nameSchema = z
  .string({ error: 'Enter what the item is.' })
  .trim()
  .min(1, { error: 'Enter what the item is.' })
  .max(100, { error: 'Keep the name under 100 characters.' });

const openedSchema = z.boolean({ error: 'Use true or false.' });

/** A UUID made on the device: an add queued offline and sent twice is added once. */
export const clientIdSchema = z.uuid({ error: 'Use a UUID made on the device.' });

const newItemSchema = z.object({
  name: nameSchema,
  quantity: quantitySchema.nullable().optional(),
  unit: unitSchema.nullable().optional(),
  place: placeSchema.optional(),
  expiresOn: dateSchema.nullable().optional(),
  opened: openedSchema.optional(),
  clientId: clientIdSchema.optional(),
});
export type NewItemInput = z.infer<typeof newItemSchema>;

/** `POST /api/pantry/items`: free text, or structured items, not both. */
export const addPantryItemsBody = z
  .object({
    text: z
      .string({ error: PANTRY_MESSAGES.typeWhatYouHave })
      .trim()
      .min(1, { error: PANTRY_MESSAGES.typeWhatYouHave })
      .max(2000, { error: 'Keep it under 2,000 characters.' })
      .optional(),
    items: z
      .array(newItemSchema, { error: 'Send a list of items.' })
      .min(1, { error: 'Send at least one item.' })
      .max(MAX_ITEMS_PER_ADD, { error: `Send at most ${MAX_ITEMS_PER_ADD} items at once.` })
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.text === undefined && body.items === undefined) {
      context.addIssue({ code: 'custom', path: ['text'], message: PANTRY_MESSAGES.textOrItems });
    } else if (body.text !== undefined && body.items !== undefined) {
      context.addIssue({ code: 'custom', path: ['items'], message: 'Send text or items, not both.' });
    }
  })
  .meta({ id: 'AddPantryItems' });

/** `PATCH /api/pantry/items/:id`: any of these. */
export const updatePantryItemBody = z
  .object({
    name: nameSchema.optional(),
    quantity: quantitySchema.nullable().optional(),
    unit: unitSchema.nullable().optional(),
    place: placeSchema.optional(),
    expiresOn: dateSchema.nullable().optional(),
    opened: openedSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Send at least one of name, quantity, unit, place, expiresOn or opened.',
    path: ['name'],
  })
  .meta({ id: 'UpdatePantryItem' });
export type ItemUpdate = z.infer<typeof updatePantryItemBody>;

/** One pantry item as the API answers it. */
export const pantryItemSchema = z
  .object({
    id: z.string(),
    ingredientId: z.string().nullable(),
    name: z.string(),
    quantity: z.number().nullable(),
    unit: z.string().nullable(),
    place: z.enum(STORAGE_PLACES),
    /** YYYY-MM-DD */
    expiresOn: z.string().nullable(),
    expiryEstimated: z.boolean(),
    opened: z.boolean(),
    /** YYYY-MM-DD */
    addedOn: z.string(),
    /** "Did you mean": a close catalog match for a name the kitchen did not recognise. */
    suggestion: z.object({ ingredientId: z.string(), name: z.string() }).optional(),
    /**
     * Only in the answer to adding text: a typo read at once as the food it clearly meant, as typed
     * ("brocoli", now `name` "broccoli"). Undo renames the item back to it.
     */
    correctedFrom: z.string().optional(),
  })
  .meta({ id: 'PantryItem' });
export type PantryItemDto = z.infer<typeof pantryItemSchema>;

/** `GET /api/pantry` (expiring first) and `POST /api/pantry/items`. */
export const pantryItemsAnswer = z.object({ items: z.array(pantryItemSchema) });
/** `PATCH /api/pantry/items/:id`. */
export const pantryItemAnswer = z.object({ item: pantryItemSchema });

/** `/api/pantry/items/:id…`: the item's id, a UUID (anything else is not found). */
export const pantryItemParams = z.object({ id: z.string().meta({ description: 'The pantry item id' }) });
