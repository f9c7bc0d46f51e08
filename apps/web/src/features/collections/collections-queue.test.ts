import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadOutboxSchemas } from '../../lib/outbox.ts';
import { LENTIL, SOUPS, SOUPS_ID } from '../../test/collection-fixtures.ts';
import { createCollectionsQueue } from './collections-queue.ts';

// What the outboxes read back is checked once their schemas have loaded (lib/outbox.ts).
beforeAll(() => loadOutboxSchemas(() => import('../../lib/outbox-schemas.ts')));
afterEach(() => localStorage.clear());

const userId = 'cook-1';
const about = { userId, collectionId: SOUPS_ID, recipeId: LENTIL.id, title: LENTIL.title };

describe('collections queue', () => {
  it('keeps changes in the order they were made, and across a reload', () => {
    const queue = createCollectionsQueue();
    queue.enqueue({ kind: 'create', userId, collectionId: 'c-1', name: 'Bakes', description: '' });
    queue.enqueue({ kind: 'update', userId, collectionId: 'c-1', changes: { description: 'Sweet' } });
    queue.enqueue({ kind: 'remove', ...about });
    expect(queue.entries().map((op) => op.kind)).toEqual(['create', 'update', 'remove']);
    expect(createCollectionsQueue().entries()).toEqual(queue.entries());
  });

  it('keeps one order of the collections, and one order per collection: the newest, last', () => {
    const queue = createCollectionsQueue();
    queue.enqueue({ kind: 'order', userId, ids: ['a', 'b'] });
    queue.enqueue({ kind: 'reorder', userId, collectionId: 'a', recipeIds: ['x', 'y'] });
    queue.enqueue({ kind: 'reorder', userId, collectionId: 'b', recipeIds: ['z', 'w'] });
    queue.enqueue({ kind: 'order', userId, ids: ['b', 'a'] });
    queue.enqueue({ kind: 'reorder', userId, collectionId: 'a', recipeIds: ['y', 'x'] });
    expect(queue.entries()).toMatchObject([
      { kind: 'reorder', collectionId: 'b' },
      { kind: 'order', ids: ['b', 'a'] },
      { kind: 'reorder', collectionId: 'a', recipeIds: ['y', 'x'] },
    ]);
  });

  it('Undo of a delete still waiting replaces it with the restore', () => {
    const queue = createCollectionsQueue();
    const deleted = queue.enqueue({ kind: 'delete', userId, collectionId: SOUPS_ID, name: 'Soups' });
    queue.undoDelete(deleted, {
      kind: 'restore',
      userId,
      collectionId: SOUPS_ID,
      collection: SOUPS,
      index: 1,
    });
    expect(queue.entries()).toMatchObject([{ kind: 'restore', collectionId: SOUPS_ID, index: 1 }]);
  });

  it('Undo of a removal still waiting puts the old order back in its place; once sent, adds it back first', () => {
    const order = {
      kind: 'reorder' as const,
      userId,
      collectionId: SOUPS_ID,
      recipeIds: ['lentil-soup', 'pea-soup'],
    };
    const add = { kind: 'add', ...about, recipe: LENTIL } as const;
    const waiting = createCollectionsQueue();
    const removed = waiting.enqueue({ kind: 'remove', ...about });
    waiting.undoRemove(removed, add, order);
    expect(waiting.entries()).toMatchObject([{ kind: 'reorder', recipeIds: ['lentil-soup', 'pea-soup'] }]);

    localStorage.clear();
    const sent = createCollectionsQueue();
    const gone = sent.enqueue({ kind: 'remove', ...about });
    sent.complete(gone.opId);
    sent.undoRemove(gone, add, order);
    expect(sent.entries().map((op) => op.kind)).toEqual(['add', 'reorder']);
    expect(createCollectionsQueue().entries()[0]).toMatchObject({
      kind: 'add',
      recipe: { id: 'lentil-soup' },
    });
  });

  it('drops an entry storage holds that is not a collection change, and keeps the rest', () => {
    const queue = createCollectionsQueue();
    queue.enqueue({ kind: 'delete', userId, collectionId: SOUPS_ID, name: 'Soups' });
    const stored = JSON.parse(localStorage.getItem('larder_collections_queue') ?? '{}');
    stored.ops.unshift({ kind: 'delete', collectionId: 7 });
    localStorage.setItem('larder_collections_queue', JSON.stringify(stored));
    expect(createCollectionsQueue().entries()).toMatchObject([{ kind: 'delete', collectionId: SOUPS_ID }]);
  });
});
