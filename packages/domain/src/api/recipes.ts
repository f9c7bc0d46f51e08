import * as z from 'zod/mini';
import { pantryItem } from './pantry.ts';

/** `/api/recipes` answers (docs/contracts/kitchen-api.md). */

/** A recipe as the cook is shown it, against their pantry. */
export const recipeCard = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  cuisine: z.string(),
  minutes: z.number(),
  servings: z.number(),
  ingredients: z.array(
    z.object({
      name: z.string(),
      ingredientId: z.optional(z.string()),
      quantity: z.number(),
      unit: z.nullable(z.string()),
      inPantry: z.boolean(),
      note: z.optional(z.string()),
      optional: z.optional(z.boolean()),
    }),
  ),
  steps: z.array(z.object({ text: z.string(), timerSeconds: z.optional(z.number()) })),
  nutritionPerServing: z.object({
    kcal: z.number(),
    proteinG: z.number(),
    fatG: z.number(),
    carbsG: z.number(),
    fiberG: z.number(),
    sugarG: z.number(),
    sodiumMg: z.number(),
  }),
  /** Pantry item ids the recipe uses. */
  usesPantry: z.array(z.string()),
  /** Those of them that expire soon. */
  usesExpiring: z.array(z.string()),
  missing: z.array(
    z.object({
      name: z.string(),
      ingredientId: z.optional(z.string()),
      quantity: z.number(),
      unit: z.nullable(z.string()),
    }),
  ),
  source: z.enum(['library', 'generated', 'ai']),
});

/** `GET /api/recipes/:id`: the recipe, and whether this cook saved it. */
export const recipeResponse = z.extend(recipeCard, { saved: z.boolean() });

/** `POST /api/recipes/generate`. */
export const generateRecipesResponse = z.object({
  source: z.enum(['library+generator', 'ai']),
  /** Free recipes left today; null for Pro (unlimited). */
  remainingToday: z.nullable(z.number()),
  recipes: z.array(recipeCard),
});

/** `POST /api/recipes/offline`: a generation made on the device, counted and kept. */
export const offlineGenerationResponse = z.object({
  remainingToday: z.nullable(z.number()),
  recipes: z.array(recipeCard),
});

/** `PUT` / `DELETE /api/recipes/:id/saved`. */
export const savedRecipeResponse = z.object({ id: z.string(), saved: z.boolean() });

/** `POST /api/recipes/:id/cooked`: the pantry after cooking, and the food saved from the bin. */
export const cookedRecipeResponse = z.object({ pantry: z.array(pantryItem), savedGrams: z.number() });
