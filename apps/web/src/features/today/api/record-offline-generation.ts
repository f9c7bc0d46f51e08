import type { offlineAnswer } from '@larder/domain/api/recipes';
import { type Answer, api } from '../../../lib/api-client.ts';
import type { OfflineGeneration } from '../../../lib/offline-generations.ts';

/**
 * `POST /api/recipes/offline`: a generation the kitchen made on this device while offline; the server
 * checks it, counts it against the day's allowance and keeps its recipes.
 */
export function recordOfflineGeneration(generation: OfflineGeneration) {
  return api<Answer<typeof offlineAnswer>>('/recipes/offline', { method: 'POST', json: generation });
}
