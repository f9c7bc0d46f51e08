import { MEAL_TYPES, RECIPE_TAGS } from '@larder/kitchen/recipes';
import { PANTRY_UNITS } from '@larder/kitchen/units';
import { z } from 'zod';

/**
 * The JSON the model is asked for (as a JSON schema in `response_format`) and checked against (with zod):
 * one definition for both. Nutrition is not asked for: it is always worked out from the catalog.
 */
const answerIngredient = z.object({
  ingredientId: z.string().min(1).max(80),
  name: z.string().min(1).max(100),
  quantity: z.number().gt(0).lt(100_000),
  unit: z.enum(PANTRY_UNITS).nullable(),
  note: z.string().max(100).nullable(),
  optional: z.boolean(),
});

const answerStep = z.object({
  text: z.string().min(1).max(1000),
  timerSeconds: z.number().int().min(1).max(86_400).nullable(),
});

const answerRecipe = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(600),
  cuisine: z.string().min(1).max(40),
  mealTypes: z.array(z.enum(MEAL_TYPES)).min(1).max(MEAL_TYPES.length),
  servings: z.number().int().min(1).max(12),
  prepMinutes: z.number().int().min(0).max(600),
  cookMinutes: z.number().int().min(0).max(1440),
  ingredients: z.array(answerIngredient).min(1).max(30),
  steps: z.array(answerStep).min(1).max(30),
  tags: z.array(z.enum(RECIPE_TAGS)).max(RECIPE_TAGS.length),
});
export type AnswerRecipe = z.infer<typeof answerRecipe>;

export const recipeAnswer = z.object({ recipes: z.array(answerRecipe).min(1).max(5) });

/**
 * Numeric and length limits are left out of the schema sent: strict modes (OpenAI's among them) refuse
 * some of them, and the answer is checked against all of them here anyway.
 */
const UNSENT_KEYWORDS = new Set([
  '$schema',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
]);

function portable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(portable);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !UNSENT_KEYWORDS.has(key))
      .map(([key, value]) => [key, key === 'properties' ? portableProperties(value) : portable(value)]),
  );
}

/** Property names are data, not keywords: a property called "minimum" would be kept. */
function portableProperties(properties: unknown): unknown {
  if (typeof properties !== 'object' || properties === null) return properties;
  return Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, portable(value)]));
}

function jsonSchema(): Record<string, unknown> {
  return portable(z.toJSONSchema(recipeAnswer)) as Record<string, unknown>;
}

/** The chat completions `response_format` that asks for `recipeAnswer`. */
export const RECIPE_RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: { name: 'larder_recipes', strict: true, schema: jsonSchema() },
} as const;
