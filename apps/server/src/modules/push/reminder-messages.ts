import type { PushMessage } from '@larder/domain/api/push';
import type { ReminderKind } from '@larder/domain/notifications/preferences';
import { recipesFor } from '@larder/kitchen/generation';
import { MEAL_TYPES } from '@larder/kitchen/recipes';

export interface PantryFood {
  id: string;
  name: string;
  ingredientId: string | null;
  expiresOn: string | null;
}

/** Library recipes by the catalog foods they use, built once. */
let recipesByFood: Map<string, Set<string>> | undefined;
function recipesUsing(ingredientIds: readonly string[]): number {
  if (!recipesByFood) {
    recipesByFood = new Map();
    for (const meal of MEAL_TYPES) {
      for (const recipe of recipesFor(meal)) {
        for (const line of recipe.ingredients) {
          const ids = recipesByFood.get(line.ingredientId) ?? new Set<string>();
          ids.add(recipe.id);
          recipesByFood.set(line.ingredientId, ids);
        }
      }
    }
  }
  const recipes = new Set<string>();
  for (const id of ingredientIds) for (const recipe of recipesByFood.get(id) ?? []) recipes.add(recipe);
  return recipes.size;
}

const lower = (name: string) => name.trim().toLowerCase();

/** "spinach", "spinach and milk", "spinach, milk and 2 more". */
export function foodList(names: readonly string[]): string {
  const [first, second, third] = names.map(lower);
  if (names.length === 1) return first ?? '';
  if (names.length === 2) return `${first} and ${second}`;
  if (names.length === 3) return `${first}, ${second} and ${third}`;
  return `${first}, ${second} and ${names.length - 2} more`;
}

/** The food to use first: what goes off soonest (dated before undated). */
function soonest(pantry: readonly PantryFood[], count: number): PantryFood[] {
  return [...pantry]
    .filter((item) => item.expiresOn !== null)
    .sort((a, b) => (a.expiresOn ?? '').localeCompare(b.expiresOn ?? ''))
    .slice(0, count);
}

const MEALS: Record<Exclude<ReminderKind, 'weekly'>, { title: string; meal: string }> = {
  breakfast: { title: 'Breakfast from your fridge', meal: 'breakfast' },
  lunch: { title: 'Lunch from what you have', meal: 'lunch' },
  dinner: { title: 'Time to start dinner', meal: 'dinner' },
};

/** What a meal or planning reminder says, from the cook's pantry. */
export function reminderMessage(kind: ReminderKind, pantry: readonly PantryFood[]): PushMessage {
  if (kind === 'weekly') {
    return {
      title: 'Plan next week',
      body: 'Two minutes now: a week of meals from what you have, and a shopping list for the rest.',
      url: '/plan/wizard',
      tag: 'larder-weekly',
    };
  }
  const { title, meal } = MEALS[kind];
  const first = soonest(pantry, 2);
  const body =
    first.length > 0
      ? `Use your ${foodList(first.map((item) => item.name))} first — tap for ${meal} ideas.`
      : pantry.length > 0
        ? `Tap for ${meal} ideas from the ${pantry.length === 1 ? 'food' : `${pantry.length} foods`} in your kitchen.`
        : `Tell Larder what is in your fridge and get ${meal} ideas.`;
  return { title, body, url: '/today', tag: `larder-${kind}` };
}

/**
 * The use-it-up alert for food that goes off tomorrow: "Your spinach goes off tomorrow — 3 recipes use
 * it". Null when nothing does.
 */
export function expiryMessage(goingOff: readonly PantryFood[]): PushMessage | null {
  const [first] = goingOff;
  if (!first) return null;
  const names = goingOff.map((item) => item.name);
  const one = goingOff.length === 1;
  const count = recipesUsing(goingOff.flatMap((item) => (item.ingredientId ? [item.ingredientId] : [])));
  const uses =
    count === 0
      ? 'tap for ideas'
      : `${count} ${count === 1 ? 'recipe uses' : 'recipes use'} ${one ? 'it' : 'them'}`;
  return {
    title: 'Use it up',
    body: `Your ${foodList(names)} ${one ? 'goes' : 'go'} off tomorrow — ${uses}`,
    url: `/today?item=${first.id}`,
    tag: 'larder-use-it-up',
  };
}
