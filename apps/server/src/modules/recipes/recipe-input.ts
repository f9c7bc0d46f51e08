import { ALLERGENS, DIETS, type Diet } from '@larder/kitchen/diet';
import { GOALS } from '@larder/kitchen/generation';
import { MEAL_TYPES, RECIPE_TAGS } from '@larder/kitchen/recipes';
import { PANTRY_UNITS } from '@larder/kitchen/units';
import { z } from 'zod';

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 12;

const servings = z
  .number({ error: `Choose from ${MIN_SERVINGS} to ${MAX_SERVINGS} servings.` })
  .int({ error: `Choose from ${MIN_SERVINGS} to ${MAX_SERVINGS} servings.` })
  .min(MIN_SERVINGS, { error: `Choose from ${MIN_SERVINGS} to ${MAX_SERVINGS} servings.` })
  .max(MAX_SERVINGS, { error: `Choose from ${MIN_SERVINGS} to ${MAX_SERVINGS} servings.` });

const minutes = 'Choose from 5 to 240 minutes.';

/** A list of known words; an unknown one is named in the message, and the error names the list's field. */
export function listOf<T extends string>(known: readonly T[], what: string) {
  return z
    .array(z.string({ error: `Each ${what} is a word such as ${known[0]}.` }), {
      error: `Send a list of ${what}s.`,
    })
    .max(known.length, { error: `Send at most ${known.length} ${what}s.` })
    .superRefine((values, context) => {
      const unknown = values.find((value) => !(known as readonly string[]).includes(value));
      if (unknown !== undefined) {
        context.addIssue({
          code: 'custom',
          message: `"${unknown}" is not a ${what} Larder knows. Use: ${known.join(', ')}.`,
        });
      }
    })
    .transform((values) => [...new Set(values)] as T[]);
}

/** `POST /api/recipes/generate`. */
export const generateBody = z.object({
  goal: z.enum(GOALS, { error: `Choose one of the goals: ${GOALS.join(', ')}.` }),
  servings,
  mealType: z.enum(MEAL_TYPES, { error: `Choose one of: ${MEAL_TYPES.join(', ')}.` }).optional(),
  maxMinutes: z
    .number({ error: minutes })
    .int({ error: minutes })
    .min(5, { error: minutes })
    .max(240, { error: minutes })
    .optional(),
  diet: listOf<Diet>(DIETS, 'diet').optional(),
  allergens: listOf(ALLERGENS, 'allergen').optional(),
});
export type GenerateRequest = z.infer<typeof generateBody>;

/** `POST /api/recipes/:id/cooked`. */
export const cookedBody = z.object({ servings });

const MAX_TEXT = 2000;
const text = (max = MAX_TEXT) => z.string().trim().min(1).max(max);

/**
 * A recipe the kitchen made on the device while offline, as uploaded. Only the shape is checked here;
 * `offline-recipes.ts` holds it to every rule the server's own recipes meet, or takes the library's copy.
 */
const uploadedRecipe = z.object({
  id: z
    .string()
    .max(200)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Recipe ids are kebab-case.' }),
  title: text(200),
  description: z.string().max(MAX_TEXT),
  cuisine: text(60),
  mealTypes: z.array(z.enum(MEAL_TYPES)).min(1).max(MEAL_TYPES.length),
  servings,
  prepMinutes: z.number().int().min(0).max(1440),
  cookMinutes: z.number().int().min(0).max(1440),
  ingredients: z
    .array(
      z.object({
        ingredientId: text(80),
        quantity: z.number().positive().max(100_000),
        unit: z.enum(PANTRY_UNITS).nullable(),
        note: z.string().max(200).optional(),
        optional: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(40),
  steps: z
    .array(z.object({ text: text(), timerSeconds: z.number().int().positive().max(86_400).optional() }))
    .min(1)
    .max(30),
  tags: z.array(z.enum(RECIPE_TAGS)).max(RECIPE_TAGS.length),
  source: z.enum(['library', 'generated'], {
    error: 'Only recipes from the library or the generator are made on a device.',
  }),
});
export type UploadedRecipe = z.infer<typeof uploadedRecipe>;

/** `POST /api/recipes/offline`: one generation the kitchen answered on the device while offline. */
export const offlineBody = z.object({
  request: generateBody,
  recipes: z.array(uploadedRecipe).min(1).max(5),
});
export type OfflineGeneration = z.infer<typeof offlineBody>;
