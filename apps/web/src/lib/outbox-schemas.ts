import { pantryItemSchema, placeSchema } from '@larder/domain/api/pantry';
import { offlineBody } from '@larder/domain/api/recipes';
import { z } from 'zod';
import type { NewPantryItem, PantryItemChanges } from './pantry-types.ts';

/**
 * What the outboxes read back from this device's storage is checked against these schemas (lib/outbox.ts).
 * They load with the first outbox that has something stored, never with the first screen: zod and the
 * contract's schemas are not part of the first load (decision 017).
 */

/** What the outbox adds to each entry. */
export const envelope = z.object({ opId: z.string(), attempts: z.number(), createdAt: z.number() });
export const aliases = z.record(z.string(), z.string());

const newItem: z.ZodType<NewPantryItem> = z.object({
  name: z.string(),
  quantity: z.number().nullish(),
  unit: z.string().nullish(),
  place: placeSchema.optional(),
  expiresOn: z.string().nullish(),
});

const changes: z.ZodType<PantryItemChanges> = z.object({
  name: z.string().optional(),
  quantity: z.number().nullish(),
  unit: z.string().nullish(),
  place: placeSchema.optional(),
  expiresOn: z.string().nullish(),
  opened: z.boolean().optional(),
});

/** One pantry edit as the device keeps it, with what the cook is shown until the server answers. */
export const pantryEdit = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('add'), clientId: z.string(), item: newItem, preview: pantryItemSchema }),
  z.object({
    kind: z.literal('update'),
    itemId: z.string(),
    changes,
    preview: pantryItemSchema.partial().optional(),
  }),
  z.object({ kind: z.enum(['remove', 'used']), itemId: z.string(), name: z.string() }),
]);

/** One shopping-list edit: a check-off sets a state (not a toggle), an add carries the device's client id. */
export const shoppingEdit = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('check'), itemId: z.string(), checked: z.boolean(), name: z.string() }),
  z.object({ kind: z.literal('add'), clientId: z.string(), name: z.string() }),
]);

/** A generation made on this device while offline: what `POST /api/recipes/offline` takes. */
export const offlineGeneration = offlineBody;
