import type { CollectionAnswer, CollectionDto } from '@larder/domain/api/collections';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeToasts } from '../../components/ui/toast-store.ts';
import { NetworkError } from '../../lib/api-client.ts';
import { COLLECTION_LIST_KEY, collectionQueryKey } from '../../lib/collections-api.ts';
import { loadOutboxSchemas } from '../../lib/outbox.ts';
import { backoffMs } from '../../lib/outbox-delivery.ts';
import {
  collection,
  LENTIL,
  opened,
  PEA_SOUP,
  SAVED,
  SOUPS,
  SOUPS_ID,
  TOMATO_SOUP,
} from '../../test/collection-fixtures.ts';
import { fakeApi } from '../../test/fake-api.ts';
import type { CollectionOp } from './collection-edits.ts';
import { createCollectionsQueue } from './collections-queue.ts';
import { createCollectionsSync } from './collections-sync.ts';

beforeAll(() => loadOutboxSchemas(() => import('../../lib/outbox-schemas.ts')));

const userId = 'cook-1';
const me = () => userId;
let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
  client.setQueryData<CollectionDto[]>(COLLECTION_LIST_KEY, [SAVED, { ...SOUPS, count: 3 }]);
  client.setQueryData<CollectionAnswer>(
    collectionQueryKey(SOUPS_ID),
    opened(SOUPS, [LENTIL, TOMATO_SOUP, PEA_SOUP]),
  );
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const about = { userId, collectionId: SOUPS_ID, recipeId: LENTIL.id, title: LENTIL.title };
const member = (collectionIds: string[]) => ({ body: { recipeId: LENTIL.id, saved: true, collectionIds } });

describe('collections sync', () => {
  it('sends changes one at a time, in order, each to its endpoint, and applies each to the server copies', async () => {
    const queue = createCollectionsQueue();
    queue.enqueue({ kind: 'create', userId, collectionId: 'new-1', name: 'Bakes', description: '' });
    queue.enqueue({ kind: 'order', userId, ids: ['new-1', SAVED.id, SOUPS_ID] });
    queue.enqueue({
      kind: 'reorder',
      userId,
      collectionId: SOUPS_ID,
      recipeIds: ['pea-soup', 'lentil-soup', 'tomato-soup'],
    });
    queue.enqueue({ kind: 'remove', ...about });
    const calls = fakeApi({
      'POST /api/collections': { status: 201, body: collection('new-1', 'Bakes') },
      'PUT /api/collections/order': { body: { collections: [] } },
      [`PUT /api/collections/${SOUPS_ID}/recipes`]: { body: {} },
      [`DELETE /api/collections/${SOUPS_ID}/recipes/lentil-soup`]: member([]),
      'GET /api/collections': { body: { collections: [] } },
    });
    await createCollectionsSync(queue, client, undefined, me).flush();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/collections',
      'PUT /api/collections/order',
      `PUT /api/collections/${SOUPS_ID}/recipes`,
      `DELETE /api/collections/${SOUPS_ID}/recipes/lentil-soup`,
    ]);
    expect(calls[0]?.body).toEqual({ id: 'new-1', name: 'Bakes' });
    expect(calls[1]?.body).toEqual({ ids: ['new-1', SAVED.id, SOUPS_ID] });
    expect(queue.entries()).toEqual([]);
    const list = client.getQueryData<CollectionDto[]>(COLLECTION_LIST_KEY);
    expect(list?.map((c) => c.name)).toEqual(['Bakes', 'Saved', 'Soups']);
    const soups = client.getQueryData<CollectionAnswer>(collectionQueryKey(SOUPS_ID));
    expect(soups?.recipes.map((r) => r.id)).toEqual(['pea-soup', 'tomato-soup']);
  });

  it('stops at a change that cannot go now (offline), keeps it and what follows, and retries later', async () => {
    vi.useFakeTimers();
    const queue = createCollectionsQueue();
    queue.enqueue({ kind: 'create', userId, collectionId: 'new-1', name: 'Bakes', description: '' });
    queue.enqueue({ kind: 'add', ...about, collectionId: 'new-1' });
    let online = false;
    const sent: string[] = [];
    const send = vi.fn(async (op: CollectionOp) => {
      if (!online) throw new NetworkError();
      sent.push(op.kind);
    });
    const sync = createCollectionsSync(queue, client, send, me);
    await sync.flush();
    expect(queue.entries().map((op) => [op.kind, op.attempts])).toEqual([
      ['create', 1],
      ['add', 0],
    ]);
    online = true;
    await vi.advanceTimersByTimeAsync(backoffMs(1));
    expect(sent).toEqual(['create', 'add']);
    expect(queue.entries()).toEqual([]);
    sync.stop();
  });

  it('replays a create with the id made on the device, so the server makes it once', async () => {
    const queue = createCollectionsQueue();
    queue.enqueue({ kind: 'create', userId, collectionId: 'new-1', name: 'Bakes', description: 'Sweet' });
    let attempts = 0;
    const calls = fakeApi({
      'POST /api/collections': () =>
        ++attempts === 1 ? { status: 503, body: {} } : { status: 201, body: collection('new-1', 'Bakes') },
    });
    vi.useFakeTimers();
    const sync = createCollectionsSync(queue, client, undefined, me);
    await sync.flush();
    await vi.advanceTimersByTimeAsync(backoffMs(1));
    expect(calls.map((c) => c.body)).toEqual([
      { id: 'new-1', name: 'Bakes', description: 'Sweet' },
      { id: 'new-1', name: 'Bakes', description: 'Sweet' },
    ]);
    expect(queue.entries()).toEqual([]);
    sync.stop();
  });

  it('counts removing what is already gone as done, and drops a refused change with its message', async () => {
    const queue = createCollectionsQueue();
    queue.enqueue({ kind: 'remove', ...about });
    queue.enqueue({ kind: 'update', userId, collectionId: SOUPS_ID, changes: { name: 'x'.repeat(80) } });
    queue.enqueue({ kind: 'delete', userId, collectionId: SOUPS_ID, name: 'Soups' });
    const message = 'Keep the name under 60 characters.';
    const calls = fakeApi({
      [`DELETE /api/collections/${SOUPS_ID}/recipes/lentil-soup`]: { status: 404, body: {} },
      [`PATCH /api/collections/${SOUPS_ID}`]: {
        status: 400,
        body: { error: { code: 'validation_failed', message, field: 'name' } },
      },
      [`DELETE /api/collections/${SOUPS_ID}`]: { body: SOUPS },
    });
    await createCollectionsSync(queue, client, undefined, me).flush();
    expect(calls).toHaveLength(3);
    expect(queue.entries()).toEqual([]);
    expect(noticeToasts.getSnapshot()[0]).toMatchObject({
      title: `Couldn't save the name ${'x'.repeat(80)}`,
      description: message,
    });
    expect(client.getQueryData<CollectionDto[]>(COLLECTION_LIST_KEY)?.map((c) => c.name)).toEqual(['Saved']);
  });

  it('waits while no account is signed in, and never sends another cook’s changes under this one', async () => {
    const queue = createCollectionsQueue();
    queue.enqueue({ kind: 'delete', ...about, userId: 'someone-else', name: 'Soups' });
    const send = vi.fn(async () => undefined);
    await createCollectionsSync(queue, client, send, () => null).flush();
    expect(queue.entries()).toHaveLength(1);
    await createCollectionsSync(queue, client, send, me).flush();
    expect(send).not.toHaveBeenCalled();
    expect(queue.entries()).toEqual([]);
    expect(client.getQueryData<CollectionDto[]>(COLLECTION_LIST_KEY)).toHaveLength(2);
  });
});
