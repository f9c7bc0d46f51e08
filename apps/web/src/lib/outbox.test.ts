import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanOutboxEachTest, KEY, loadSchemas, type Note, note, notes } from '../test/outbox-fixtures.ts';
import { type Entry, loadOutboxSchemas } from './outbox.ts';

cleanOutboxEachTest();

// These read back at once: the schemas have loaded (as they do with the first stored entry).
beforeAll(() => loadOutboxSchemas(loadSchemas));

const texts = (entries: readonly Entry<Note>[]) => entries.map((entry) => entry.text);

describe('an outbox', () => {
  it('keeps entries in the order they were added, across a reload of the page', () => {
    const outbox = notes();
    outbox.add({ id: '1', text: 'milk' });
    outbox.add({ id: '2', text: 'eggs' });
    const afterReload = notes();
    expect(texts(afterReload.entries())).toEqual(['milk', 'eggs']);
    expect(afterReload.entries()).toEqual(outbox.entries());
  });

  it('drops what it reads back that does not match its schema, keeping the rest in order', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        ops: [
          { id: '1', text: 'milk', opId: 'a', attempts: 0, createdAt: 1 },
          { id: '2', text: 42, opId: 'b', attempts: 0, createdAt: 2 },
          'not an entry',
          { id: '3', text: 'feta', opId: 'c', attempts: 2, createdAt: 3 },
        ],
        aliases: { 'c-1': 7 },
      }),
    );
    const outbox = notes();
    expect(outbox.entries()).toEqual([
      { id: '1', text: 'milk', opId: 'a', attempts: 0, createdAt: 1 },
      { id: '3', text: 'feta', opId: 'c', attempts: 2, createdAt: 3 },
    ]);
    expect(outbox.resolve('c-1')).toBe('c-1');
  });

  it('starts empty from unreadable storage', () => {
    localStorage.setItem(KEY, '{not json');
    expect(notes().entries()).toEqual([]);
    localStorage.setItem(KEY, '"a string"');
    expect(notes().entries()).toEqual([]);
  });

  it('reads a bare list of entries (the format before the outbox), giving each its own fields', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify([
        { id: '1', text: 'milk', opId: 'old-1', attempts: 3 },
        { id: '2', text: 'eggs' },
      ]),
    );
    const [milk, eggs] = notes({ now: () => 50 }).entries();
    expect(milk).toMatchObject({ text: 'milk', attempts: 0, createdAt: 50 });
    expect(eggs).toMatchObject({ text: 'eggs', attempts: 0, createdAt: 50 });
    expect(milk?.opId).not.toBe(eggs?.opId);
  });

  it('replaces the waiting entries the new one supersedes, and forgets the key once empty', () => {
    const outbox = notes();
    outbox.add({ id: '1', text: 'tick' });
    outbox.add({ id: '2', text: 'other' });
    const last = outbox.add({ id: '1', text: 'untick' }, (entry) => entry.id === '1');
    expect(texts(outbox.entries())).toEqual(['other', 'untick']);
    for (const entry of outbox.entries()) outbox.complete(entry.opId);
    expect(outbox.entries()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
    outbox.complete(last.opId);
    expect(outbox.entries()).toEqual([]);
  });

  it('points waiting entries at the id the server gave an item added here, then and later', () => {
    const outbox = notes({
      retarget: (entry, from, to) => (entry.id === from ? { ...entry, id: to } : entry),
    });
    const added = outbox.add({ id: 'client-1', text: 'add coffee' });
    outbox.add({ id: 'client-1', text: 'tick coffee' });
    outbox.complete(added.opId, { clientId: 'client-1', serverId: 'server-9' });
    expect(outbox.entries()).toMatchObject([{ id: 'server-9', text: 'tick coffee' }]);
    expect(outbox.resolve('client-1')).toBe('server-9');
    expect(notes().resolve('client-1')).toBe('server-9');
  });
});

describe('two tabs', () => {
  it('neither writes over what the other added', () => {
    const first = notes();
    const second = notes();
    first.add({ id: '1', text: 'milk' });
    second.add({ id: '2', text: 'eggs' });
    first.add({ id: '3', text: 'feta' });
    expect(texts(notes().entries())).toEqual(['milk', 'eggs', 'feta']);
  });

  it('shows what the other tab queued when it hears of it', () => {
    const first = notes();
    const second = notes();
    const heard = vi.fn();
    first.subscribe(heard);
    second.add({ id: '1', text: 'milk' });
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(texts(first.entries())).toEqual(['milk']);
    expect(heard).toHaveBeenCalled();
  });
});

describe('an outbox whose schemas have not loaded yet', () => {
  it('neither shows nor sends what storage held until it is checked, keeps it when adding, then drops what does not match', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        ops: [
          { id: '1', text: 'milk', opId: 'a', attempts: 0, createdAt: 1 },
          { id: '2', text: 42, opId: 'b', attempts: 0, createdAt: 2 },
        ],
        aliases: { 'client-1': 'server-1' },
      }),
    );
    vi.resetModules();
    const fresh = await import('./outbox.ts');
    const { createDelivery } = await import('./outbox-delivery.ts');
    const outbox = fresh.createOutbox(
      KEY,
      () => import('./outbox-schemas.ts'),
      () => note,
    );
    expect(outbox.entries()).toEqual([]);
    outbox.add({ id: '3', text: 'eggs' });
    expect(texts(outbox.entries())).toEqual(['eggs']);
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    expect(stored.ops.map((op: { text: unknown }) => op.text)).toEqual(['milk', 42, 'eggs']);
    expect(stored.aliases).toEqual({ 'client-1': 'server-1' });

    const sent: string[] = [];
    await createDelivery(outbox, {
      lock: 'test',
      send: async (entry: Entry<Note>) => {
        sent.push(entry.text);
      },
    }).flush();
    expect(sent).toEqual(['milk', 'eggs']);
    expect(outbox.entries()).toEqual([]);
    expect(outbox.resolve('client-1')).toBe('server-1');
  });
});
