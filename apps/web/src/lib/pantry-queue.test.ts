import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pantryItem } from '../test/pantry-fixtures.ts';
import { loadOutboxSchemas } from './outbox.ts';
import { createPantryQueue } from './pantry-queue.ts';

// What the outboxes read back is checked once their schemas have loaded (lib/outbox.ts).
beforeAll(() => loadOutboxSchemas(() => import('./outbox-schemas.ts')));

afterEach(() => localStorage.clear());

const preview = (id: string, name: string) => pantryItem(id, name);

const add = (clientId: string, name: string) =>
  ({ kind: 'add', clientId, item: { name }, preview: preview(clientId, name) }) as const;

describe('pantry queue', () => {
  it('keeps edits in the order they were made', () => {
    const queue = createPantryQueue();
    queue.enqueue(add('c1', 'milk'));
    queue.enqueue({ kind: 'update', itemId: 'c1', changes: { quantity: 2 } });
    queue.enqueue({ kind: 'remove', itemId: 's9', name: 'feta' });
    expect(queue.entries().map((op) => op.kind)).toEqual(['add', 'update', 'remove']);
    expect([...queue.pendingIds()]).toEqual(['c1', 's9']);
  });

  it('survives a reload: a new queue reads the same edits from storage', () => {
    const first = createPantryQueue();
    first.enqueue(add('c1', 'milk'));
    first.enqueue({ kind: 'used', itemId: 's1', name: 'eggs' });
    const afterReload = createPantryQueue();
    expect(afterReload.entries()).toEqual(first.entries());
  });

  it('points later edits of an added item at the id the server gave it', () => {
    const queue = createPantryQueue();
    const added = queue.enqueue(add('c1', 'milk'));
    queue.enqueue({ kind: 'update', itemId: 'c1', changes: { quantity: 2 } });
    queue.complete(added.opId, { clientId: 'c1', serverId: 'server-1' });
    expect(queue.entries()).toMatchObject([{ kind: 'update', itemId: 'server-1' }]);
    // An edit made after the add was confirmed, by a screen that still knew the item as c1.
    queue.enqueue({ kind: 'remove', itemId: 'c1', name: 'milk' });
    expect(queue.entries().at(-1)).toMatchObject({ kind: 'remove', itemId: 'server-1' });
    expect(createPantryQueue().entries().at(-1)).toMatchObject({ itemId: 'server-1' });
  });

  it('counts failed attempts and keeps the edit first in line', () => {
    const queue = createPantryQueue();
    const op = queue.enqueue(add('c1', 'milk'));
    queue.enqueue(add('c2', 'feta'));
    queue.retryLater(op.opId);
    queue.retryLater(op.opId);
    expect(queue.entries()[0]).toMatchObject({ clientId: 'c1', attempts: 2 });
  });

  it('drops a refused edit and tells subscribers about every change', () => {
    const queue = createPantryQueue();
    let changes = 0;
    queue.subscribe(() => {
      changes += 1;
    });
    const op = queue.enqueue(add('c1', 'milk'));
    queue.complete(op.opId);
    expect(queue.entries()).toEqual([]);
    expect(changes).toBe(2);
  });

  it('starts empty from unreadable storage', () => {
    localStorage.setItem('larder_pantry_queue', '{not json');
    expect(createPantryQueue().entries()).toEqual([]);
  });
});
