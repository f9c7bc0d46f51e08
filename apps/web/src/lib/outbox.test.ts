import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createOutbox as createWith, type Entry, loadOutboxSchemas, type OutboxOptions } from './outbox.ts';

const KEY = 'larder_shopping_queue';
const note = z.object({ id: z.string(), text: z.string() });
type Note = z.infer<typeof note>;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const createOutbox = (key: typeof KEY, schema: typeof note, options?: OutboxOptions<Note>) =>
  createWith(
    key,
    () => import('./outbox-schemas.ts'),
    () => schema,
    options,
  );

// These read back at once: the schemas have loaded (as they do with the first stored entry).
beforeAll(() => loadOutboxSchemas(() => import('./outbox-schemas.ts')));

const texts = (entries: readonly Entry<Note>[]) => entries.map((entry) => entry.text);

describe('an outbox', () => {
  it('keeps entries in the order they were added, across a reload of the page', () => {
    const outbox = createOutbox(KEY, note);
    outbox.add({ id: '1', text: 'milk' });
    outbox.add({ id: '2', text: 'eggs' });
    const afterReload = createOutbox(KEY, note);
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
    const outbox = createOutbox(KEY, note);
    expect(outbox.entries()).toEqual([
      { id: '1', text: 'milk', opId: 'a', attempts: 0, createdAt: 1 },
      { id: '3', text: 'feta', opId: 'c', attempts: 2, createdAt: 3 },
    ]);
    expect(outbox.resolve('c-1')).toBe('c-1');
  });

  it('starts empty from unreadable storage', () => {
    localStorage.setItem(KEY, '{not json');
    expect(createOutbox(KEY, note).entries()).toEqual([]);
    localStorage.setItem(KEY, '"a string"');
    expect(createOutbox(KEY, note).entries()).toEqual([]);
  });

  it('reads a bare list of entries (the format before the outbox), giving each its own fields', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify([
        { id: '1', text: 'milk', opId: 'old-1', attempts: 3 },
        { id: '2', text: 'eggs' },
      ]),
    );
    const [milk, eggs] = createOutbox(KEY, note, { now: () => 50 }).entries();
    expect(milk).toMatchObject({ text: 'milk', attempts: 0, createdAt: 50 });
    expect(eggs).toMatchObject({ text: 'eggs', attempts: 0, createdAt: 50 });
    expect(milk?.opId).not.toBe(eggs?.opId);
  });

  it('replaces the waiting entries the new one supersedes, and forgets the key once empty', () => {
    const outbox = createOutbox(KEY, note);
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
    const outbox = createOutbox(KEY, note, {
      retarget: (entry, from, to) => (entry.id === from ? { ...entry, id: to } : entry),
    });
    const added = outbox.add({ id: 'client-1', text: 'add coffee' });
    outbox.add({ id: 'client-1', text: 'tick coffee' });
    outbox.complete(added.opId, { clientId: 'client-1', serverId: 'server-9' });
    expect(outbox.entries()).toMatchObject([{ id: 'server-9', text: 'tick coffee' }]);
    expect(outbox.resolve('client-1')).toBe('server-9');
    expect(createOutbox(KEY, note).resolve('client-1')).toBe('server-9');
  });
});

describe('two tabs', () => {
  it('neither writes over what the other added', () => {
    const first = createOutbox(KEY, note);
    const second = createOutbox(KEY, note);
    first.add({ id: '1', text: 'milk' });
    second.add({ id: '2', text: 'eggs' });
    first.add({ id: '3', text: 'feta' });
    expect(texts(createOutbox(KEY, note).entries())).toEqual(['milk', 'eggs', 'feta']);
  });

  it('shows what the other tab queued when it hears of it', () => {
    const first = createOutbox(KEY, note);
    const second = createOutbox(KEY, note);
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
