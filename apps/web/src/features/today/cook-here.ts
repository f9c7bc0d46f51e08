import { localToday } from '../../lib/local-day.ts';
import { queueOfflineGeneration } from '../../lib/offline-generations.ts';
import { remainingOn } from '../../lib/offline-kitchen.ts';
import { keepRecentRecipe } from '../../lib/recent-recipes.ts';
import type { GenerateAnswer, GenerateRequest } from '../../lib/recipe-types.ts';
import { OFFLINE_MESSAGE } from './offline-messages.ts';
import type { CookContext } from './use-cook.ts';

export type HereResult = { ok: true; answer: GenerateAnswer } | { ok: false; message: string };

/**
 * No network: the kitchen answers on the device. Suggestions are free to browse, so nothing is counted
 * here (the allowance counts recipes opened, on the server). What it made waits in a queue for the
 * server, which keeps it; the recipes open from this device.
 */
export async function cookHere(
  choice: GenerateRequest,
  context: CookContext,
  advance: (percent: number) => void,
): Promise<HereResult> {
  const day = localToday();
  let kitchen: typeof import('./device-kitchen.ts');
  try {
    kitchen = await import('./device-kitchen.ts');
  } catch {
    return { ok: false, message: OFFLINE_MESSAGE };
  }
  advance(60);
  const seed = Math.floor(Math.random() * 2 ** 32);
  const answer = await kitchen.cookOnDevice(choice, context.pantry, day, seed, context.userId);
  if (!answer) return { ok: false, message: OFFLINE_MESSAGE };
  const { recipes, made } = answer;
  advance(80);
  if (recipes.length === 0) {
    return {
      ok: true,
      answer: {
        source: 'device',
        remainingToday: remainingOn(day, context.signedIn, context.freeRecipesPerDay),
        recipes,
      },
    };
  }
  queueOfflineGeneration({ request: choice, recipes: made });
  for (const recipe of [...recipes].reverse()) keepRecentRecipe(recipe);
  return {
    ok: true,
    answer: {
      source: 'device',
      remainingToday: remainingOn(day, context.signedIn, context.freeRecipesPerDay),
      recipes,
    },
  };
}
