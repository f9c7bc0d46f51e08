import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PANTRY_QUERY_KEY } from '../../lib/pantry-cache.ts';
import { pantryQueue } from '../../lib/pantry-queue.ts';
import { COOK, fakeApi } from '../../test/fake-api.ts';
import { pantryItem } from '../../test/pantry-fixtures.ts';
import { addToPantry } from './add-to-pantry.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  pantryQueue.reload();
});

describe('adding what the cook typed', () => {
  it('online, sends the text to the server and adds its items to the pantry', async () => {
    const client = new QueryClient();
    client.setQueryData(PANTRY_QUERY_KEY, [pantryItem('s1', 'milk')]);
    const calls = fakeApi({
      'GET /api/auth/get-session': { body: { user: COOK } },
      'POST /api/pantry/items': { status: 201, body: { items: [pantryItem('s2', 'egg')] } },
    });
    const added = await addToPantry('2 eggs', client);
    expect(added.queued).toBe(false);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: '2 eggs' });
    expect(client.getQueryData<{ name: string }[]>(PANTRY_QUERY_KEY)?.map((i) => i.name)).toEqual([
      'milk',
      'egg',
    ]);
  });

  it('offline, reads the text here and queues each item with its own clientId', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = fakeApi({});
    const added = await addToPantry('2 eggs, 200g feta', new QueryClient());
    expect(added.queued).toBe(true);
    expect(calls.filter((c) => c.path.startsWith('/api/pantry'))).toEqual([]);
    const ops = pantryQueue.entries();
    expect(ops.map((op) => (op.kind === 'add' ? [op.item.name, op.clientId] : null))).toEqual([
      ['egg', added.items[0]?.id],
      ['feta', added.items[1]?.id],
    ]);
    expect(new Set(added.items.map((i) => i.id)).size).toBe(2);
  });

  it("a refused text is the cook's to fix: nothing is queued", async () => {
    fakeApi({
      'GET /api/auth/get-session': { body: { user: COOK } },
      'POST /api/pantry/items': {
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Enter a quantity below 100,000.' } },
      },
    });
    await expect(addToPantry('999999 eggs', new QueryClient())).rejects.toThrow('below 100,000');
    expect(pantryQueue.entries()).toEqual([]);
  });
});
