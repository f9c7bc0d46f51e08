import '../zod.ts';
import { z } from 'zod';
import { collectionIdSchema } from './collections.ts';
import { MAX_SERVINGS, MIN_SERVINGS, recipeViewAnswer } from './recipes.ts';

/** `POST /api/recipes/import` and editing an imported recipe (`PATCH /api/recipes/{id}`). */

/** The largest page the server fetches, and the longest it waits for one (the issue's limits). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_TIMEOUT_MS = 10_000;

export const IMPORT_MESSAGES = {
  noRecipe: "We couldn't find a recipe on that page",
  urlOrHtml: 'Paste a link to a recipe, or the page itself.',
  url: 'Paste a link that starts with http:// or https://.',
} as const;

const pageUrl = z
  .string({ error: IMPORT_MESSAGES.url })
  .trim()
  .max(2000, { error: 'That link is too long.' })
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), { error: IMPORT_MESSAGES.url });

/** A link the server fetches, or a page the app already has (from the share sheet), with its link if known. */
export const importBody = z
  .object({
    url: pageUrl.optional(),
    html: z
      .string({ error: IMPORT_MESSAGES.urlOrHtml })
      .min(1, { error: IMPORT_MESSAGES.urlOrHtml })
      .max(IMPORT_MAX_BYTES, { error: 'That page is too large to import.' })
      .optional(),
    /** Where it lands; "Saved" when left out. */
    collectionId: collectionIdSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.url === undefined && body.html === undefined) {
      context.addIssue({ code: 'custom', path: ['url'], message: IMPORT_MESSAGES.urlOrHtml });
    }
  })
  .meta({ id: 'ImportRecipe' });
export type ImportRequest = z.infer<typeof importBody>;

/** `201`: the recipe, the cook's own now, saved in the collection asked for. */
export const importAnswer = z.object({ recipe: recipeViewAnswer });

const line = z.string().trim().min(1).max(300, { error: 'Keep each line under 300 characters.' });
const servingsMessage = `Choose from ${MIN_SERVINGS} to ${MAX_SERVINGS} servings.`;

/** `PATCH /api/recipes/{id}`: an imported recipe's title, lines, steps and servings, as the cook corrects them. */
export const editRecipeBody = z
  .object({
    title: z
      .string({ error: 'Give the recipe a title.' })
      .trim()
      .min(1, { error: 'Give the recipe a title.' })
      .max(200, { error: 'Keep the title under 200 characters.' })
      .optional(),
    ingredients: z
      .array(line, { error: 'Send the ingredient lines as a list.' })
      .min(1, { error: 'Keep at least one ingredient.' })
      .max(80, { error: 'Keep it to 80 ingredient lines.' })
      .optional(),
    steps: z
      .array(z.string().trim().min(1).max(3000, { error: 'Keep each step under 3,000 characters.' }), {
        error: 'Send the steps as a list.',
      })
      .min(1, { error: 'Keep at least one step.' })
      .max(60, { error: 'Keep it to 60 steps.' })
      .optional(),
    servings: z
      .number({ error: servingsMessage })
      .int({ error: servingsMessage })
      .min(MIN_SERVINGS, { error: servingsMessage })
      .max(MAX_SERVINGS, { error: servingsMessage })
      .optional(),
  })
  .meta({ id: 'EditRecipe' });
export type EditRecipeInput = z.infer<typeof editRecipeBody>;
