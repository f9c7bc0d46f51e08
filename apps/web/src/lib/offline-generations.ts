import { PANTRY_UNITS } from '@larder/kitchen/pantry-units';
import { MEAL_TYPES, RECIPE_TAGS, type Recipe } from '@larder/kitchen/recipe';
import * as z from 'zod/mini';
import { recordOfflineGeneration } from '../features/today/api/record-offline-generation.ts';
import { noteRemainingToday } from './offline-kitchen.ts';
import { createOutbox } from './outbox.ts';
import { createDelivery } from './outbox-delivery.ts';
import { type GenerateRequest, GOALS } from './recipe-types.ts';

/**
 * Generations the kitchen made on this device while offline, in order, waiting for the server
 * (`POST /api/recipes/offline`) in an outbox. Once there, they count against the day's allowance and
 * their recipes open, save and cook on every device.
 */

/** A recipe as the kitchen makes it (packages/kitchen `Recipe`), as this device keeps it until sent. */
const recipe: z.ZodMiniType<Recipe> = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  cuisine: z.string(),
  mealTypes: z.array(z.enum(MEAL_TYPES)),
  servings: z.number(),
  prepMinutes: z.number(),
  cookMinutes: z.number(),
  ingredients: z.array(
    z.object({
      ingredientId: z.string(),
      quantity: z.number(),
      unit: z.nullable(z.enum(PANTRY_UNITS)),
      note: z.optional(z.string()),
      optional: z.optional(z.boolean()),
    }),
  ),
  steps: z.array(z.object({ text: z.string(), timerSeconds: z.optional(z.number()) })),
  tags: z.array(z.enum(RECIPE_TAGS)),
  source: z.enum(['library', 'generated', 'ai']),
});

const request: z.ZodMiniType<GenerateRequest> = z.object({ goal: z.enum(GOALS), servings: z.number() });

export const offlineGeneration = z.object({ request, recipes: z.array(recipe) });
export type OfflineGeneration = z.infer<typeof offlineGeneration>;

const outbox = createOutbox('larder_offline_generations', offlineGeneration);

export function queueOfflineGeneration(generation: OfflineGeneration): void {
  outbox.add(generation);
}

export function offlineGenerationsWaiting(): number {
  outbox.reload();
  return outbox.entries().length;
}

/**
 * Sends what is queued, oldest first. A generation the server refuses (the day's allowance was used on
 * another device, or a rule it holds recipes to) is dropped: its recipes stay readable on this device.
 * Without a network or a session it waits for the next try.
 */
const delivery = createDelivery(outbox, {
  lock: 'larder-offline-generations',
  send: ({ request, recipes }) => recordOfflineGeneration({ request, recipes }),
  taken(_generation, answer) {
    if (answer) noteRemainingToday(answer.remainingToday);
  },
  refused(_generation, error) {
    if (error.code === 'allowance_used') noteRemainingToday(0);
  },
});

export const sendOfflineGenerations = (): Promise<void> => delivery.flush();
