import { collectionRecipeSchema, collectionSchema } from '@larder/domain/api/collections';
import { pantryItemSchema, placeSchema } from '@larder/domain/api/pantry';
import { offlineBody } from '@larder/domain/api/recipes';
import '@larder/domain/zod';
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

/**
 * One change to the cook's collections (features/collections/collections-queue.ts), each safe to send
 * twice: a create carries the id made on the device, an order or a reorder sets the whole order. `userId`
 * is the cook who made it (it is never sent under another account); names and titles are for messages.
 */
const byCook = { userId: z.string() };
const inCollection = { ...byCook, collectionId: z.string() };
const aboutRecipe = { ...inCollection, recipeId: z.string(), title: z.string() };
export const collectionEdit = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('create'), ...inCollection, name: z.string(), description: z.string() }),
  z.object({
    kind: z.literal('update'),
    ...inCollection,
    changes: z.object({
      name: z.string().optional(),
      description: z.string().optional(),
      coverRecipeId: z.string().nullable().optional(),
    }),
    coverTitle: z.string().optional(),
  }),
  z.object({ kind: z.literal('delete'), ...inCollection, name: z.string() }),
  z.object({ kind: z.literal('restore'), ...inCollection, collection: collectionSchema, index: z.number() }),
  z.object({ kind: z.literal('order'), ...byCook, ids: z.array(z.string()) }),
  z.object({ kind: z.literal('add'), ...aboutRecipe, recipe: collectionRecipeSchema.optional() }),
  z.object({ kind: z.literal('remove'), ...aboutRecipe }),
  z.object({ kind: z.literal('move'), ...aboutRecipe, toCollectionId: z.string() }),
  z.object({ kind: z.literal('reorder'), ...inCollection, recipeIds: z.array(z.string()) }),
]);
