import { ALLERGENS, DIETS, type Diet } from '@larder/kitchen/diet-profile';
import { GOALS } from '@larder/kitchen/goals';
import { MEAL_TYPES } from '@larder/kitchen/recipe';
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
function listOf<T extends string>(known: readonly T[], what: string) {
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
