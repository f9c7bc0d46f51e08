import { ALLERGENS, DIETS, type Diet } from '@larder/kitchen/diet';
import { GOALS } from '@larder/kitchen/generation';
import { CUISINES, MEAL_TYPES, RECIPE_TAGS } from '@larder/kitchen/recipes';
import { PANTRY_UNITS } from '@larder/kitchen/units';
import '../zod.ts';
import { z } from 'zod';
import { pantryItemSchema } from './pantry.ts';
import { dislikesList } from './preferences.ts';
import { listOf } from './word-list.ts';

/** `/api/recipes`: suggestions, a recipe shown, saving, "I cooked this" (docs/contracts/kitchen-api.md). */

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 12;

const servingsMessage = `Choose from ${MIN_SERVINGS} to ${MAX_SERVINGS} servings.`;
const servings = z
  .number({ error: servingsMessage })
  .int({ error: servingsMessage })
  .min(MIN_SERVINGS, { error: servingsMessage })
  .max(MAX_SERVINGS, { error: servingsMessage });

const minutes = 'Choose from 5 to 240 minutes.';

const cuisineMessage = `Choose one of the cuisines: ${CUISINES.join(', ')}.`;

export const MAX_SEARCH = 100;
const searchMessage = `Search with words, at most ${MAX_SEARCH} characters, such as "something with leeks".`;
/** What the cook typed in "Search recipes": words only (no control characters), blank is no search. */
const search = z
  .string({ error: searchMessage })
  .max(MAX_SEARCH, { error: searchMessage })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  .regex(/^[^\u0000-\u001f\u007f]*$/, { error: searchMessage })
  .transform((value) => value.trim() || undefined)
  .optional();

/**
 * Of the cook's saved preferences (`/api/preferences`), those that hold for this ask, when the cook took
 * some off on Today ("Vegetarian ×"): only these of the saved ones are applied, for these suggestions
 * only. Left out, every saved preference holds. Anything here the cook has not saved is not added.
 */
const keptPreferences = z
  .object(
    {
      diet: listOf<Diet>(DIETS, 'diet'),
      allergens: listOf(ALLERGENS, 'allergen'),
      dislikes: dislikesList,
    },
    { error: 'Send the saved preferences kept as { diet, allergens, dislikes }.' },
  )
  .optional();

/** `POST /api/recipes/generate`: what the cook asks the kitchen for. */
export const generateBody = z
  .object({
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
    cuisine: z
      .string({ error: cuisineMessage })
      .refine((value) => (CUISINES as readonly string[]).includes(value), { error: cuisineMessage })
      .optional(),
    search,
    keptPreferences,
  })
  .meta({ id: 'GenerateRequest' });
export type GenerateRequest = z.infer<typeof generateBody>;

export { kitchenAsk } from '../kitchen-ask.ts';

/** `POST /api/recipes/:id/cooked`. */
export const cookedBody = z.object({ servings }).meta({ id: 'Cooked' });

const MAX_TEXT = 2000;
const text = (max = MAX_TEXT) => z.string().trim().min(1).max(max);

/**
 * A recipe the kitchen made on the device while offline, as uploaded. Only the shape is checked here;
 * the server holds it to every rule its own recipes meet, or takes the library's copy.
 */
const uploadedRecipe = z
  .object({
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
    /** Hands-off minutes (soaking, marinating, resting, chilling); left out by older devices. */
    waitMinutes: z.number().int().min(0).max(1440).optional(),
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
  })
  .meta({ id: 'UploadedRecipe' });
export type UploadedRecipe = z.infer<typeof uploadedRecipe>;

/** `POST /api/recipes/offline`: one generation the kitchen answered on the device while offline. */
export const offlineBody = z
  .object({ request: generateBody, recipes: z.array(uploadedRecipe).min(1).max(5) })
  .meta({ id: 'OfflineGeneration' });
export type OfflineGeneration = z.infer<typeof offlineBody>;

const amount = { quantity: z.number(), unit: z.string().nullable() };

/** A recipe as the cook is shown it: the same from the server and from the kitchen on the device. */
export const recipeSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    cuisine: z.string(),
    /** From start to table, any hands-off waiting included. */
    minutes: z.number(),
    /** Of `minutes`, those spent waiting hands-off (overnight soaking, marinating, resting); absent when none. */
    waitMinutes: z.number().optional(),
    servings: z.number(),
    ingredients: z.array(
      z.object({
        name: z.string(),
        ingredientId: z.string().optional(),
        ...amount,
        /** The cook need not buy it: the pantry covers the amount, or it is a store-cupboard basic. */
        inPantry: z.boolean(),
        /**
         * What the pantry holds of it (or of a kind that covers it), in the line's unit; null when it holds
         * an amount nobody gave, or it is a basic: enough. The screen compares it with the servings chosen.
         */
        held: z.number().nullable().optional(),
        note: z.string().optional(),
        optional: z.boolean().optional(),
        /** What one of a counted line is when it is not the food itself: "slice" (of ham), "fillet", "tin". */
        pieceName: z.string().max(40).optional(),
        /** An imported recipe's line as its source wrote it ("1 ½ cups flour, sifted"). */
        text: z.string().optional(),
      }),
    ),
    steps: z.array(z.object({ text: z.string(), timerSeconds: z.number().optional() })),
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
    missing: z.array(z.object({ name: z.string(), ingredientId: z.string().optional(), ...amount })),
    source: z.enum(['library', 'generated', 'ai', 'imported']),
    /** Imported recipes: the page it came from, its picture's address there, and who wrote it. */
    sourceUrl: z.string().optional(),
    image: z.string().optional(),
    author: z.string().optional(),
    /**
     * The viewing cook's own photo of the recipe (an upload of theirs, on a recipe they imported or
     * cooked); on a public page, its importer's photo of an imported recipe. Never another cook's.
     */
    photo: z.string().optional(),
    /** What the nutrition leaves out, when some lines could not be counted ("Not counted: 1 sprig thyme"). */
    nutritionNote: z.string().optional(),
    /**
     * Only on a suggestion that misses the goal asked for, saying why it is shown all the same:
     * "24 min, a little over 20", "24 g protein a serving, a little under 30 g".
     */
    goalNote: z.string().optional(),
  })
  .meta({ id: 'Recipe' });
export type RecipeDto = z.infer<typeof recipeSchema>;

/** `POST /api/recipes/generate`. */
export const generateAnswer = z.object({
  source: z.enum(['library+generator', 'ai']),
  /** Free recipes the cook may still open today; null when no allowance applies (Pro, or none set here). */
  remainingToday: z.number().nullable(),
  recipes: z.array(recipeSchema),
});
export type GenerateAnswer = z.infer<typeof generateAnswer>;

/** `POST /api/recipes/offline`: the uploaded generation, counted. */
export const offlineAnswer = generateAnswer.omit({ source: true });

/** `GET /api/recipes/:id`: a recipe this cook was shown or saved, against their pantry now. */
export const recipeViewAnswer = recipeSchema.extend({
  saved: z.boolean(),
  /** The cook's collections it is in (none for anonymous cooks). */
  collectionIds: z.array(z.string()).optional(),
  /** Anyone can open it at `/r/{id}`: library and imported recipes, and generated ones their cook shared. */
  public: z.boolean().optional(),
  /** The cook imported it, so they may edit it. */
  editable: z.boolean().optional(),
  /** The cook said "I cooked this" of it before: they may add their photo of it. */
  cooked: z.boolean().optional(),
});
export type RecipeView = z.infer<typeof recipeViewAnswer>;

/** `GET /api/recipes/saved`: latest saved first. */
export const savedRecipesAnswer = z.object({
  recipes: z.array(recipeSchema.extend({ saved: z.literal(true), savedAt: z.string() })),
});

/** `PUT` / `DELETE /api/recipes/:id/saved`. */
export const saveAnswer = z.object({ id: z.string(), saved: z.boolean() });

/** `POST /api/recipes/:id/cooked`: the pantry after the recipe's ingredients came out of it. */
export const cookedAnswer = z.object({ pantry: z.array(pantryItemSchema), savedGrams: z.number() });

/** `/api/recipes/:id…`: a recipe id (kebab-case). */
export const recipeParams = z.object({ id: z.string().meta({ description: 'The recipe id' }) });

/** `GET /api/public/recipes/:id`: a public recipe as anyone sees it, with no pantry (basics count as held). */
export const publicRecipeAnswer = z.object({ recipe: recipeSchema });
export type PublicRecipe = z.infer<typeof publicRecipeAnswer>;

/** `PUT` / `DELETE /api/recipes/:id/shared`: whether anyone with its link can open it now. */
export const shareAnswer = z.object({ id: z.string(), public: z.boolean() });
