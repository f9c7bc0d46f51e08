import type { OfflineGeneration } from '@larder/domain/api/recipes';
import type { Recipe } from '@larder/kitchen/recipes';
import { recordOfflineGeneration } from '../features/today/api/record-offline-generation.ts';
import { noteRemainingToday } from './offline-kitchen.ts';
import { createOutbox } from './outbox.ts';
import { createDelivery } from './outbox-delivery.ts';

/**
 * Generations the kitchen made on this device while offline, in order, waiting for the server
 * (`POST /api/recipes/offline`) in an outbox. Once there, they count against the day's allowance and
 * their recipes open, save and cook on every device.
 */

export type { OfflineGeneration };

const loadSchemas = () => import('./outbox-schemas.ts');
const outbox = createOutbox(
  'larder_offline_generations',
  loadSchemas,
  (schemas) => schemas.offlineGeneration,
);

/**
 * Queues a generation made on this device. It is checked against the contract when it is read back to
 * be sent (lib/outbox.ts), so the schemas (zod) load once there is a network to send to, not on the
 * way to an offline answer; one the server refuses (it holds uploads to the contract's rules) is
 * dropped then. Its recipes stay readable here either way.
 */
export function queueOfflineGeneration(generation: {
  request: OfflineGeneration['request'];
  recipes: readonly Recipe[];
}): void {
  // The kitchen's recipes are the contract's, read-only: the outbox only stores them as JSON.
  outbox.add(generation as OfflineGeneration);
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
