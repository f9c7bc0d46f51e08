import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { pantryItem as preview } from '../test/pantry-fixtures.ts';
import { NetworkError } from './api-client.ts';
import { loadOutboxSchemas } from './outbox.ts';
import { backoffMs } from './outbox-delivery.ts';
import { PANTRY_QUERY_KEY, withPendingEdits } from './pantry-cache.ts';
import { createPantryQueue, type PantryOp } from './pantry-queue.ts';
import { createPantrySync } from './pantry-sync.ts';

// What the outboxes read back is checked once their schemas have loaded (lib/outbox.ts).
beforeAll(() => loadOutboxSchemas(() => import('./outbox-schemas.ts')));

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(PANTRY_QUERY_KEY, [preview('s1', 'eggs')]);
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const add = (clientId: string, name: string) =>
  ({ kind: 'add', clientId, item: { name }, preview: preview(clientId, name) }) as const;

describe('pantry sync', () => {
  it('sends edits one at a time, in order, and applies each to the server copy', async () => {
    const queue = createPantryQueue();
    queue.enqueue(add('c1', 'milk'));
    queue.enqueue({ kind: 'update', itemId: 'c1', changes: { quantity: 2 } });
    queue.enqueue({ kind: 'used', itemId: 's1', name: 'eggs' });
    const calls = fakeApi({
      'POST /api/pantry/items': { status: 201, body: { items: [preview('s2', 'milk')] } },
      'PATCH /api/pantry/items/s2': { body: { item: { ...preview('s2', 'milk'), quantity: 2 } } },
      'POST /api/pantry/items/s1/used': { status: 204 },
      'GET /api/pantry': { body: { items: [{ ...preview('s2', 'milk'), quantity: 2 }] } },
    });
    await createPantrySync({ queue, client }).flush();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/pantry/items',
      'PATCH /api/pantry/items/s2',
      'POST /api/pantry/items/s1/used',
    ]);
    expect(calls[0]?.body).toEqual({ items: [{ name: 'milk', clientId: 'c1' }] });
    expect(queue.entries()).toEqual([]);
    expect(client.getQueryData(PANTRY_QUERY_KEY)).toEqual([{ ...preview('s2', 'milk'), quantity: 2 }]);
  });

  it('stops at an edit that cannot go now, keeps it and everything after it, and retries later', async () => {
    vi.useFakeTimers();
    const queue = createPantryQueue();
    queue.enqueue(add('c1', 'milk'));
    queue.enqueue(add('c2', 'feta'));
    let online = false;
    const sent: string[] = [];
    const send = vi.fn(async (op: PantryOp) => {
      if (!online) throw new NetworkError();
      sent.push(op.kind === 'add' ? op.clientId : op.kind);
      return preview(`s-${sent.length}`, 'x');
    });
    const sync = createPantrySync({ queue, client, send });
    await sync.flush();
    expect(queue.entries()).toHaveLength(2);
    expect(queue.entries()[0]?.attempts).toBe(1);
    online = true;
    await vi.advanceTimersByTimeAsync(backoffMs(1));
    expect(sent).toEqual(['c1', 'c2']);
    expect(queue.entries()).toEqual([]);
    sync.stop();
  });

  it('waits longer after every failed attempt, up to a minute', () => {
    expect([1, 2, 3, 4, 10].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 60_000]);
  });

  it('replays an add with the same clientId, so the server creates it once', async () => {
    const queue = createPantryQueue();
    queue.enqueue(add('c1', 'milk'));
    let attempt = 0;
    const calls = fakeApi({
      'POST /api/pantry/items': () =>
        ++attempt === 1
          ? { status: 503, body: {} }
          : { status: 201, body: { items: [preview('s2', 'milk')] } },
      'GET /api/pantry': { body: { items: [preview('s2', 'milk')] } },
    });
    const sync = createPantrySync({ queue, client });
    await sync.flush();
    await sync.flush();
    sync.stop();
    const bodies = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(bodies).toEqual([
      { items: [{ name: 'milk', clientId: 'c1' }] },
      { items: [{ name: 'milk', clientId: 'c1' }] },
    ]);
    expect(queue.entries()).toEqual([]);
  });

  it('treats removing an item that is already gone as done, and drops a refused edit with a notice', async () => {
    const queue = createPantryQueue();
    queue.enqueue({ kind: 'remove', itemId: 'gone', name: 'milk' });
    queue.enqueue({ kind: 'update', itemId: 's1', changes: { quantity: -1 } });
    queue.enqueue({ kind: 'remove', itemId: 's1', name: 'eggs' });
    fakeApi({
      'DELETE /api/pantry/items/gone': { status: 404, body: { error: { code: 'not_found', message: 'x' } } },
      'PATCH /api/pantry/items/s1': {
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Enter a quantity above 0.' } },
      },
      'DELETE /api/pantry/items/s1': { status: 204 },
      'GET /api/pantry': { body: { items: [] } },
    });
    const refused: string[] = [];
    await createPantrySync({ queue, client, onRefused: (_op, message) => refused.push(message) }).flush();
    expect(queue.entries()).toEqual([]);
    expect(refused).toEqual(['Enter a quantity above 0.']);
  });

  it('does not send while there is no session', async () => {
    const queue = createPantryQueue();
    queue.enqueue(add('c1', 'milk'));
    const send = vi.fn();
    await createPantrySync({ queue, client, send, canSend: () => false }).flush();
    expect(send).not.toHaveBeenCalled();
    expect(queue.entries()).toHaveLength(1);
  });

  it('sends a 401 (no session yet) to the back of the wait, not to the bin', async () => {
    const queue = createPantryQueue();
    queue.enqueue({ kind: 'remove', itemId: 's1', name: 'eggs' });
    fakeApi({ 'DELETE /api/pantry/items/s1': { status: 401, body: {} } });
    const sync = createPantrySync({ queue, client });
    await sync.flush();
    sync.stop();
    expect(queue.entries()).toMatchObject([{ kind: 'remove', itemId: 's1', attempts: 1 }]);
  });
});

describe('after the upgrade to the outbox', () => {
  it('replays the edits the previous version queued, in its format', async () => {
    localStorage.setItem(
      'larder_pantry_queue',
      JSON.stringify({
        ops: [
          {
            kind: 'add',
            clientId: 'c1',
            item: { name: 'milk', quantity: 1, unit: 'l' },
            preview: preview('c1', 'milk'),
            opId: 'lq3k-0-abc123',
            attempts: 2,
            createdAt: 1_767_225_600_000,
          },
          {
            kind: 'update',
            itemId: 'c1',
            changes: { opened: true },
            preview: { opened: true },
            opId: 'lq3k-1-def456',
            attempts: 0,
            createdAt: 1_767_225_600_001,
          },
          { kind: 'used', itemId: 's1', name: 'eggs', opId: 'lq3k-2-ghi789', attempts: 0, createdAt: 1 },
        ],
        aliases: { c0: 's0' },
      }),
    );
    const queue = createPantryQueue();
    expect(queue.entries().map((op) => op.kind)).toEqual(['add', 'update', 'used']);
    const calls = fakeApi({
      'POST /api/pantry/items': { status: 201, body: { items: [preview('s2', 'milk')] } },
      'PATCH /api/pantry/items/s2': { body: { item: { ...preview('s2', 'milk'), opened: true } } },
      'POST /api/pantry/items/s1/used': { status: 204 },
    });
    await createPantrySync({ queue, client }).flush();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/pantry/items',
      'PATCH /api/pantry/items/s2',
      'POST /api/pantry/items/s1/used',
    ]);
    expect(calls[0]?.body).toEqual({ items: [{ name: 'milk', quantity: 1, unit: 'l', clientId: 'c1' }] });
    expect(queue.entries()).toEqual([]);
    expect(queue.resolve('c0')).toBe('s0');
  });
});

describe('what the cook sees', () => {
  it('lays queued edits over the server copy and marks what they touched as pending', () => {
    const queue = createPantryQueue();
    queue.enqueue(add('c1', 'milk'));
    queue.enqueue({ kind: 'update', itemId: 's1', changes: { quantity: 6, expiresOn: '2026-02-01' } });
    queue.enqueue({ kind: 'remove', itemId: 's3', name: 'feta' });
    const view = withPendingEdits([preview('s1', 'eggs'), preview('s3', 'feta')], queue.entries());
    expect(view.map((item) => [item.name, item.pending])).toEqual([
      ['eggs', true],
      ['milk', true],
    ]);
    expect(view[0]).toMatchObject({ quantity: 6, expiresOn: '2026-02-01', expiryEstimated: false });
  });
});
