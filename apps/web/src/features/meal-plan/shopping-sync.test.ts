import type { ShoppingItemDto } from '@larder/kitchen/shopping';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { loadOutboxSchemas } from '../../lib/outbox.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { createShoppingQueue, type ShoppingOp, withPendingShopping } from './shopping-queue.ts';
import { createShoppingSync, SHOPPING_QUERY_KEY } from './shopping-sync.ts';

// What the outboxes read back is checked once their schemas have loaded (lib/outbox.ts).
beforeAll(() => loadOutboxSchemas(() => import('../../lib/outbox-schemas.ts')));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const line = (over: Partial<ShoppingItemDto>): ShoppingItemDto => ({
  id: 'id-1',
  ingredientId: 'egg',
  name: 'egg',
  quantity: 6,
  unit: null,
  aisle: 'dairy-eggs',
  pieceName: 'egg',
  forRecipes: [],
  fromPlan: true,
  checked: false,
  clientId: null,
  updatedAt: '2026-03-09T12:00:00.000Z',
  ...over,
});

describe('the shopping queue', () => {
  it('keeps edits on the device, the newest check-off of an item replacing an older one', () => {
    const queue = createShoppingQueue();
    queue.enqueue({ kind: 'check', itemId: 'id-1', checked: true, name: 'egg' });
    queue.enqueue({ kind: 'add', clientId: 'c-1', name: 'coffee' });
    queue.enqueue({ kind: 'check', itemId: 'id-1', checked: false, name: 'egg' });
    const again = createShoppingQueue();
    expect(again.entries().map((op) => [op.kind, op.kind === 'check' ? op.checked : op.name])).toEqual([
      ['add', 'coffee'],
      ['check', false],
    ]);
  });

  it('shows waiting edits as done and marked pending', () => {
    const queue = createShoppingQueue();
    queue.enqueue({ kind: 'check', itemId: 'id-1', checked: true, name: 'egg' });
    queue.enqueue({ kind: 'add', clientId: 'c-1', name: 'coffee' });
    const view = withPendingShopping([line({}), line({ id: 'id-2', name: 'feta' })], queue.entries());
    expect(view.map((item) => [item.name, item.checked, item.pending])).toEqual([
      ['egg', true, true],
      ['feta', false, false],
      ['coffee', false, true],
    ]);
  });
});

describe('sending the queue', () => {
  it('sends in order, stops at the first edit that cannot go, and sends the rest later', async () => {
    const queue = createShoppingQueue();
    const client = new QueryClient();
    queue.enqueue({ kind: 'add', clientId: 'c-1', name: 'coffee' });
    queue.enqueue({ kind: 'check', itemId: 'c-1', checked: true, name: 'coffee' });
    queue.enqueue({ kind: 'check', itemId: 'id-1', checked: true, name: 'egg' });
    const sent: ShoppingOp[] = [];
    let online = false;
    const sync = createShoppingSync(queue, client, async (op) => {
      if (!online) throw new NetworkError();
      sent.push(op);
      return op.kind === 'add'
        ? line({ id: 'server-9', name: op.name, clientId: op.clientId })
        : line({ id: op.itemId, checked: op.checked });
    });
    await sync.flush();
    expect(sent).toEqual([]);
    expect(queue.entries()).toHaveLength(3);
    online = true;
    await sync.flush();
    sync.stop();
    // The coffee added offline is checked off under the id the server gave it.
    expect(sent.map((op) => (op.kind === 'add' ? `add ${op.name}` : `check ${op.itemId}`))).toEqual([
      'add coffee',
      'check server-9',
      'check id-1',
    ]);
    expect(queue.entries()).toEqual([]);
  });

  it('drops an edit the server refuses for good, and goes on', async () => {
    const queue = createShoppingQueue();
    const client = new QueryClient();
    client.setQueryData(SHOPPING_QUERY_KEY, [line({})]);
    queue.enqueue({ kind: 'add', clientId: 'c-1', name: '' });
    queue.enqueue({ kind: 'check', itemId: 'id-1', checked: true, name: 'egg' });
    const sent: string[] = [];
    const sync = createShoppingSync(queue, client, async (op) => {
      sent.push(op.kind);
      if (op.kind === 'add') throw new ApiError(400, 'validation_failed', 'name: Enter what the item is.');
      return line({ checked: op.checked });
    });
    await sync.flush();
    expect(sent).toEqual(['add', 'check']);
    expect(queue.entries()).toEqual([]);
  });
});

describe('after the upgrade to the outbox', () => {
  it('replays the check-offs and additions the previous version queued, in its format', async () => {
    localStorage.setItem(
      'larder_shopping_queue',
      JSON.stringify([
        { kind: 'add', clientId: 'c-1', name: 'coffee', opId: 'lq3k-0', attempts: 1 },
        { kind: 'check', itemId: 'c-1', checked: true, name: 'coffee', opId: 'lq3k-1', attempts: 0 },
        { kind: 'check', itemId: 'id-1', checked: true, name: 'egg', opId: 'lq3k-2', attempts: 0 },
      ]),
    );
    const queue = createShoppingQueue();
    const client = new QueryClient();
    const calls = fakeApi({
      'POST /api/shopping-list/items': {
        status: 201,
        body: { item: line({ id: 'server-9', name: 'coffee', clientId: 'c-1', fromPlan: false }) },
      },
      'PATCH /api/shopping-list/items/server-9': {
        body: { item: line({ id: 'server-9', name: 'coffee', clientId: 'c-1', checked: true }) },
      },
      'PATCH /api/shopping-list/items/id-1': { body: { item: line({ checked: true }) } },
    });
    await createShoppingSync(queue, client).flush();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/shopping-list/items',
      'PATCH /api/shopping-list/items/server-9',
      'PATCH /api/shopping-list/items/id-1',
    ]);
    expect(calls[0]?.body).toEqual({ name: 'coffee', clientId: 'c-1' });
    expect(queue.entries()).toEqual([]);
  });
});
