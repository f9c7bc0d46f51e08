import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { localToday } from './local-day.ts';
import {
  type OfflineGeneration,
  offlineGenerationsWaiting,
  queueOfflineGeneration,
  sendOfflineGenerations,
} from './offline-generations.ts';
import { remainingOn } from './offline-kitchen.ts';
import { loadOutboxSchemas } from './outbox.ts';
import { backoffMs } from './outbox-delivery.ts';

// What the outboxes read back is checked once their schemas have loaded (lib/outbox.ts).
beforeAll(() => loadOutboxSchemas(() => import('./outbox-schemas.ts')));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A generation as the kitchen makes it on the device: one recipe named `id`. */
const generation = (id: string): OfflineGeneration => ({
  request: { goal: 'quick', servings: 2 },
  recipes: [
    {
      id,
      title: 'Cheese omelette',
      description: 'Eggs and cheese.',
      cuisine: 'french',
      mealTypes: ['breakfast'],
      servings: 2,
      prepMinutes: 5,
      cookMinutes: 5,
      ingredients: [{ ingredientId: 'egg', quantity: 4, unit: null }],
      steps: [{ text: 'Whisk the eggs and cook them.' }],
      tags: ['quick'],
      source: 'generated',
    },
  ],
});

describe('generations made offline', () => {
  it('go to the server oldest first, and the day’s count follows the answer', async () => {
    queueOfflineGeneration(generation('first'));
    queueOfflineGeneration(generation('second'));
    let remaining = 4;
    const calls = fakeApi({
      'POST /api/recipes/offline': () => ({
        status: 201,
        body: { remainingToday: --remaining, recipes: [] },
      }),
    });
    await sendOfflineGenerations();
    expect(calls.map((call) => (call.body as OfflineGeneration).recipes[0]?.id)).toEqual(['first', 'second']);
    expect(offlineGenerationsWaiting()).toBe(0);
    expect(remainingOn(localToday(), true)).toBe(2);
  });

  it('go out after an earlier send found nothing to send', async () => {
    await sendOfflineGenerations();
    queueOfflineGeneration(generation('later'));
    const calls = fakeApi({
      'POST /api/recipes/offline': { status: 201, body: { remainingToday: 0, recipes: [] } },
    });
    await sendOfflineGenerations();
    expect(calls).toHaveLength(1);
    expect(offlineGenerationsWaiting()).toBe(0);
  });

  it('wait while there is no network or no session, and go out by themselves once they can', async () => {
    vi.useFakeTimers();
    queueOfflineGeneration(generation('first'));
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await sendOfflineGenerations();
    expect(offlineGenerationsWaiting()).toBe(1);
    fakeApi({ 'POST /api/recipes/offline': { status: 401, body: { error: { code: 'unauthorized' } } } });
    await vi.advanceTimersByTimeAsync(backoffMs(1));
    expect(offlineGenerationsWaiting()).toBe(1);
    const calls = fakeApi({
      'POST /api/recipes/offline': { status: 201, body: { remainingToday: 3, recipes: [] } },
    });
    await vi.advanceTimersByTimeAsync(backoffMs(2));
    expect(calls).toHaveLength(1);
    expect(offlineGenerationsWaiting()).toBe(0);
  });

  it('are dropped when the server refuses them: the day was used elsewhere, or a rule failed', async () => {
    queueOfflineGeneration(generation('over-the-allowance'));
    queueOfflineGeneration(generation('broken'));
    const answers = [
      { status: 429, body: { error: { code: 'allowance_used', message: 'used' } } },
      { status: 400, body: { error: { code: 'validation_failed', message: 'bad', field: 'recipes' } } },
    ];
    fakeApi({ 'POST /api/recipes/offline': () => answers.shift() ?? { status: 500 } });
    await sendOfflineGenerations();
    expect(offlineGenerationsWaiting()).toBe(0);
    expect(remainingOn(localToday(), true)).toBe(0);
  });

  it('made before the upgrade to the outbox still go out, in their format', async () => {
    localStorage.setItem(
      'larder_offline_generations',
      JSON.stringify([generation('before-upgrade'), { request: { goal: 'quick' }, recipes: 'damaged' }]),
    );
    expect(offlineGenerationsWaiting()).toBe(1);
    const calls = fakeApi({
      'POST /api/recipes/offline': { status: 201, body: { remainingToday: 4, recipes: [] } },
    });
    await sendOfflineGenerations();
    expect(calls.map((call) => call.body)).toEqual([generation('before-upgrade')]);
    expect(offlineGenerationsWaiting()).toBe(0);
  });
});
