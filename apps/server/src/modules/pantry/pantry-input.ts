import { daysUntil, STORAGE_PLACES } from '@larder/kitchen/pantry';
import { PANTRY_UNITS } from '@larder/kitchen/units';
import { z } from 'zod';

/** Quantities are above 0 and below this (kitchen-api.md). */
export const MAX_QUANTITY = 100_000;
export const QUANTITY_MESSAGE = 'Enter a quantity above 0 and below 100,000.';
/** Items one request may add. */
export const MAX_ITEMS_PER_ADD = 100;

export const quantitySchema = z
  .number({ error: QUANTITY_MESSAGE })
  .gt(0, { error: QUANTITY_MESSAGE })
  .lt(MAX_QUANTITY, { error: QUANTITY_MESSAGE });

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

const newItemSchema = z.object({
  name: nameSchema,
  quantity: quantitySchema.nullable().optional(),
  unit: unitSchema.nullable().optional(),
  place: placeSchema.optional(),
  expiresOn: dateSchema.nullable().optional(),
  opened: z.boolean({ error: 'Use true or false.' }).optional(),
  clientId: z.uuid({ error: 'Use a UUID made on the device.' }).optional(),
});
export type NewItemInput = z.infer<typeof newItemSchema>;

/** `POST /api/pantry/items`: free text, or structured items, not both. */
export const addItemsBody = z
  .object({
    text: z
      .string({ error: 'Type what you have, such as "2 eggs, 200 g feta".' })
      .trim()
      .min(1, { error: 'Type what you have, such as "2 eggs, 200 g feta".' })
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
      context.addIssue({ code: 'custom', path: ['text'], message: 'Type what you have, or send items.' });
    } else if (body.text !== undefined && body.items !== undefined) {
      context.addIssue({ code: 'custom', path: ['items'], message: 'Send text or items, not both.' });
    }
  });

/** `PATCH /api/pantry/items/:id`: any of these. */
export const updateItemBody = z
  .object({
    name: nameSchema.optional(),
    quantity: quantitySchema.nullable().optional(),
    unit: unitSchema.nullable().optional(),
    place: placeSchema.optional(),
    expiresOn: dateSchema.nullable().optional(),
    opened: z.boolean({ error: 'Use true or false.' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Send at least one of name, quantity, unit, place, expiresOn or opened.',
    path: ['name'],
  });
export type ItemUpdate = z.infer<typeof updateItemBody>;
