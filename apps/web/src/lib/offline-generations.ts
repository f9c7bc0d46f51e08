import type { Recipe } from '@larder/kitchen/recipes';
import { ApiError, api } from './api-client.ts';
import { noteRemainingToday } from './offline-kitchen.ts';
import type { GenerateRequest, RecipeDto } from './recipe-types.ts';
import { readFlag, writeFlag } from './storage.ts';

/**
 * Generations the kitchen made on this device while offline, in order, waiting for the server
 * (`POST /api/recipes/offline`). Once there, they count against the day's allowance and their recipes
 * open, save and cook on every device.
 */
export interface OfflineGeneration {
  request: GenerateRequest;
  recipes: Recipe[];
}

function readQueue(): OfflineGeneration[] {
  try {
    const queue = JSON.parse(readFlag('larder_offline_generations') ?? '[]') as unknown;
    return Array.isArray(queue) ? (queue as OfflineGeneration[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: OfflineGeneration[]): void {
  writeFlag('larder_offline_generations', JSON.stringify(queue));
}

export function queueOfflineGeneration(generation: OfflineGeneration): void {
  writeQueue([...readQueue(), generation]);
}

export function offlineGenerationsWaiting(): number {
  return readQueue().length;
}

let sending: Promise<void> | null = null;

/**
 * Sends what is queued, oldest first. A generation the server refuses (the day's allowance was used on
 * another device, or a rule it holds recipes to) is dropped: its recipes stay readable on this device.
 * Without a network it stops, and the rest waits for the next try.
 */
export function sendOfflineGenerations(): Promise<void> {
  // One run at a time; `.finally` clears it only after the assignment (an empty queue ends at once).
  sending ??= sendQueue().finally(() => {
    sending = null;
  });
  return sending;
}

async function sendQueue(): Promise<void> {
  for (;;) {
    const [next] = readQueue();
    if (!next) return;
    try {
      const answer = await api<{ remainingToday: number | null; recipes: RecipeDto[] }>('/recipes/offline', {
        method: 'POST',
        json: next,
      });
      noteRemainingToday(answer.remainingToday);
    } catch (error) {
      // No network, no session yet, or the server failed: keep it for the next try.
      if (!(error instanceof ApiError) || error.status === 401 || error.status >= 500) return;
      if (error.code === 'allowance_used') noteRemainingToday(0);
    }
    writeQueue(readQueue().slice(1));
  }
}
