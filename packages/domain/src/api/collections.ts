import { DIETS } from '@larder/kitchen/diet';
import { MEAL_TYPES } from '@larder/kitchen/recipes';
import {
  COLLECTION_MESSAGES,
  DESCRIPTION_MAX,
  MAX_COLLECTIONS,
  MAX_RECIPES_PER_COLLECTION,
  NAME_MAX,
} from '../collection-messages.ts';
import '../zod.ts';
import { z } from 'zod';
import { recipeSchema } from './recipes.ts';

/** `/api/collections`: the cook's collections of saved recipes, and the shared previews anyone can open. */

export {
  COLLECTION_MESSAGES,
  DEFAULT_COLLECTION_NAME,
  MAX_COLLECTIONS,
  MAX_RECIPES_PER_COLLECTION,
} from '../collection-messages.ts';

export const collectionIdSchema = z.uuid({ error: 'Use a collection id.' });

const collectionName = z
  .string({ error: COLLECTION_MESSAGES.name })
  .trim()
  .min(1, { error: COLLECTION_MESSAGES.name })
  .max(NAME_MAX, { error: COLLECTION_MESSAGES.nameLength });
const description = z
  .string({ error: COLLECTION_MESSAGES.descriptionLength })
  .trim()
  .max(DESCRIPTION_MAX, { error: COLLECTION_MESSAGES.descriptionLength });
const recipeId = z
  .string({ error: 'Use a recipe id.' })
  .max(200, { error: 'Use a recipe id.' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Use a recipe id.' });

/** A collection as listed: its cover is one of its recipes (the cook's choice, or the first). */
export const collectionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    isDefault: z.boolean(),
    count: z.number(),
    cover: z.object({ recipeId: z.string(), title: z.string() }).nullable(),
    /** The cook chose the cover (else it is the first recipe). */
    coverChosen: z.boolean(),
    /** The id of the shared link (`/collection-preview/{shareId}`); null while the collection is private. */
    shareId: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Collection' });
export type CollectionDto = z.infer<typeof collectionSchema>;

/** `GET /api/collections`: in the cook's order, "Saved" first unless moved. */
export const collectionsAnswer = z.object({ collections: z.array(collectionSchema) });
export type CollectionsAnswer = z.infer<typeof collectionsAnswer>;

/** `POST /api/collections`: the id may be made on the device, so a create queued offline is made once. */
export const createCollectionBody = z
  .object({ name: collectionName, description: description.optional(), id: collectionIdSchema.optional() })
  .meta({ id: 'CreateCollection' });
export type CreateCollectionInput = z.infer<typeof createCollectionBody>;

/** `PATCH /api/collections/{id}`: rename, describe, choose the cover, share or stop sharing. */
export const updateCollectionBody = z
  .object({
    name: collectionName.optional(),
    description: description.optional(),
    coverRecipeId: recipeId.nullable().optional(),
    /** On: a new link is made (one turned off before never works again); off: the link stops working. */
    shared: z.boolean({ error: 'Use true or false.' }).optional(),
  })
  .meta({ id: 'UpdateCollection' });
export type UpdateCollectionInput = z.infer<typeof updateCollectionBody>;

/** `PUT /api/collections/order`: every collection's id, in the new order. */
export const collectionOrderBody = z
  .object({ ids: z.array(collectionIdSchema).min(1).max(MAX_COLLECTIONS) })
  .meta({ id: 'CollectionOrder' });

/** `PUT /api/collections/{id}/recipes`: the collection's recipes, in the new order. */
export const recipeOrderBody = z
  .object({ recipeIds: z.array(recipeId).min(1).max(MAX_RECIPES_PER_COLLECTION) })
  .meta({ id: 'RecipeOrder' });

/** `POST /api/collections/{id}/recipes/{recipeId}/move`. */
export const moveRecipeBody = z.object({ toCollectionId: collectionIdSchema }).meta({ id: 'MoveRecipe' });

export const collectionParams = z.object({ id: z.string().meta({ description: 'The collection id' }) });
export const collectionRecipeParams = collectionParams.extend({
  recipeId: z.string().meta({ description: 'The recipe id' }),
});

/** A recipe in a collection, against the cook's pantry now, with every collection of theirs it is in. */
export const collectionRecipeSchema = recipeSchema.extend({
  mealTypes: z.array(z.enum(MEAL_TYPES)),
  diets: z.array(z.enum(DIETS)),
  collectionIds: z.array(z.string()),
});
export type CollectionRecipe = z.infer<typeof collectionRecipeSchema>;

/** `GET /api/collections/{id}`: the collection and its recipes in the cook's order. */
export const collectionAnswer = z.object({
  collection: collectionSchema,
  recipes: z.array(collectionRecipeSchema),
});
export type CollectionAnswer = z.infer<typeof collectionAnswer>;

/** `GET /api/collections/search`: saved recipes, found by title or ingredient, filtered. */
export const collectionSearchQuery = z
  .object({
    q: z.string().trim().max(100, { error: 'Keep the search under 100 characters.' }).optional(),
    mealType: z.enum(MEAL_TYPES, { error: `Choose one of: ${MEAL_TYPES.join(', ')}.` }).optional(),
    maxMinutes: z.coerce
      .number({ error: 'Choose from 5 to 240 minutes.' })
      .int({ error: 'Choose from 5 to 240 minutes.' })
      .min(5, { error: 'Choose from 5 to 240 minutes.' })
      .max(240, { error: 'Choose from 5 to 240 minutes.' })
      .optional(),
    diet: z.enum(DIETS, { error: `Choose one of: ${DIETS.join(', ')}.` }).optional(),
  })
  .meta({ id: 'CollectionSearch' });
export type CollectionSearch = z.infer<typeof collectionSearchQuery>;
export const collectionSearchAnswer = z.object({ recipes: z.array(collectionRecipeSchema) });

/** `PUT` / `DELETE /api/collections/{id}/recipes/{recipeId}`: the collections the recipe is in now. */
export const membershipAnswer = z.object({
  recipeId: z.string(),
  saved: z.boolean(),
  collectionIds: z.array(z.string()),
});
export type MembershipAnswer = z.infer<typeof membershipAnswer>;

/** `GET /api/collection-previews/{shareId}`: what anyone with the link sees (no pantry, no owner's email). */
export const collectionPreviewAnswer = z.object({
  collection: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    count: z.number(),
    /** The owner's first name, when they gave a name. */
    by: z.string().nullable(),
    /** Whether the one looking is its owner. */
    mine: z.boolean(),
  }),
  recipes: z.array(recipeSchema),
});
export type CollectionPreview = z.infer<typeof collectionPreviewAnswer>;
