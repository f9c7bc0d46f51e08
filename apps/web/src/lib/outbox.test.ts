import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, NetworkError, UNEXPECTED_ANSWER, UNEXPECTED_ANSWER_MESSAGE } from './api-client.ts';
import { backoffMs, createDelivery, createOutbox, type Entry, worthRetrying } from './outbox.ts';

const KEY = 'larder_shopping_queue';
const note = z.object({ id: z.string(), text: z.string() });
type Note = z.infer<typeof note>;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const texts = (entries: readonly Entry<Note>[]) => entries.map((entry) => entry.text);

/** A server that takes notes, or refuses them with `failures` (one per attempt, in order). */
function server(failures: unknown[] = []) {
  const sent: string[] = [];
  const send = async (entry: Entry<Note>) => {
    const failure = failures.shift();
    if (failure) throw failure;
    sent.push(entry.text);
    return `saved ${entry.text}`;
  };
  return { sent, send };
}

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

describe('sending an outbox', () => {
  it('sends in order, one at a time, and tells what the server answered', async () => {
    const outbox = createOutbox(KEY, note);
    outbox.add({ id: '1', text: 'milk' });
    outbox.add({ id: '2', text: 'eggs' });
    const { sent, send } = server();
    const answers: (string | undefined)[] = [];
    const settled = vi.fn(async () => undefined);
    await createDelivery(outbox, {
      lock: 'test',
      send,
      taken: (_entry, answer) => {
        answers.push(answer);
      },
      settled,
    }).flush();
    expect(sent).toEqual(['milk', 'eggs']);
    expect(answers).toEqual(['saved milk', 'saved eggs']);
    expect(outbox.entries()).toEqual([]);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('stops at an entry that cannot go now, keeps it and everything after it, and retries later', async () => {
    vi.useFakeTimers();
    const outbox = createOutbox(KEY, note);
    outbox.add({ id: '1', text: 'milk' });
    outbox.add({ id: '2', text: 'eggs' });
    const { sent, send } = server([new NetworkError(), new ApiError(503, 'database_unavailable', 'Down')]);
    const delivery = createDelivery(outbox, { lock: 'test', send });
    await delivery.flush();
    expect(sent).toEqual([]);
    expect(outbox.entries()).toMatchObject([
      { text: 'milk', attempts: 1 },
      { text: 'eggs', attempts: 0 },
    ]);
    await vi.advanceTimersByTimeAsync(backoffMs(1));
    expect(outbox.entries()[0]).toMatchObject({ text: 'milk', attempts: 2 });
    await vi.advanceTimersByTimeAsync(backoffMs(2) - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['milk', 'eggs']);
    expect(outbox.entries()).toEqual([]);
    delivery.stop();
  });

  it('drops a refused entry with a word to the caller, and goes on with the next', async () => {
    const outbox = createOutbox(KEY, note);
    outbox.add({ id: '1', text: 'too long' });
    outbox.add({ id: '2', text: 'eggs' });
    const { sent, send } = server([new ApiError(400, 'validation_failed', 'Keep it short.')]);
    const refused: string[] = [];
    await createDelivery(outbox, {
      lock: 'test',
      send,
      refused: (entry, error) => {
        refused.push(`${entry.text}: ${error.message}`);
      },
    }).flush();
    expect(refused).toEqual(['too long: Keep it short.']);
    expect(sent).toEqual(['eggs']);
    expect(outbox.entries()).toEqual([]);
  });

  it('takes a 404 as done unless told otherwise, and an answer it cannot read as done', async () => {
    const outbox = createOutbox(KEY, note);
    outbox.add({ id: '1', text: 'remove gone' });
    outbox.add({ id: '2', text: 'change gone' });
    outbox.add({ id: '3', text: 'unreadable' });
    const { send } = server([
      new ApiError(404, 'not_found', 'Not found.'),
      new ApiError(404, 'not_found', 'Not found.'),
      new ApiError(200, UNEXPECTED_ANSWER, UNEXPECTED_ANSWER_MESSAGE),
    ]);
    const taken: string[] = [];
    const refused: string[] = [];
    await createDelivery(outbox, {
      lock: 'test',
      send,
      goneIsDone: (entry) => entry.text.startsWith('remove'),
      taken: (entry, answer) => {
        taken.push(`${entry.text} ${answer}`);
      },
      refused: (entry) => {
        refused.push(entry.text);
      },
    }).flush();
    expect(taken).toEqual(['remove gone undefined', 'unreadable undefined']);
    expect(refused).toEqual(['change gone']);
    expect(outbox.entries()).toEqual([]);
  });

  it('sends nothing while it may not (no session yet)', async () => {
    const outbox = createOutbox(KEY, note);
    outbox.add({ id: '1', text: 'milk' });
    const { sent, send } = server();
    await createDelivery(outbox, { lock: 'test', send, ready: () => false }).flush();
    expect(sent).toEqual([]);
    expect(outbox.entries()).toMatchObject([{ text: 'milk', attempts: 0 }]);
  });

  it('sends an entry added while a pass runs in one more pass', async () => {
    const outbox = createOutbox(KEY, note);
    outbox.add({ id: '1', text: 'milk' });
    const sent: string[] = [];
    const delivery = createDelivery(outbox, {
      lock: 'test',
      send: async (entry) => {
        sent.push(entry.text);
        if (entry.text === 'milk') {
          outbox.add({ id: '2', text: 'eggs' });
          void delivery.flush();
        }
      },
    });
    await delivery.flush();
    expect(sent).toEqual(['milk', 'eggs']);
  });

  it('retries what is worth retrying, and only that', () => {
    const error = (status: number, code = 'x') => new ApiError(status, code, 'x');
    expect(worthRetrying(new NetworkError())).toBe(true);
    expect(worthRetrying(new TypeError('boom'))).toBe(true);
    expect([401, 408, 429, 500, 503].map((status) => worthRetrying(error(status)))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([400, 403, 404, 409, 413].map((status) => worthRetrying(error(status)))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(worthRetrying(error(429, 'allowance_used'))).toBe(false);
    expect([1, 2, 3, 4, 10].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 60_000]);
  });
});

describe('two tabs', () => {
  /** The Web Locks API, as browsers have it: one holder of a name at a time, in order. */
  function stubLocks() {
    const queues = new Map<string, Promise<unknown>>();
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: (name: string, task: () => Promise<unknown>) => {
          const run = (queues.get(name) ?? Promise.resolve()).then(task);
          queues.set(
            name,
            run.catch(() => undefined),
          );
          return run;
        },
      },
    });
  }

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

  it('send each entry once when both try at the same time', async () => {
    stubLocks();
    const first = createOutbox(KEY, note);
    first.add({ id: '1', text: 'milk' });
    first.add({ id: '2', text: 'eggs' });
    const second = createOutbox(KEY, note);
    const { sent, send } = server();
    await Promise.all([
      createDelivery(first, { lock: 'notes', send }).flush(),
      createDelivery(second, { lock: 'notes', send }).flush(),
    ]);
    expect(sent).toEqual(['milk', 'eggs']);
    expect(first.entries()).toEqual([]);
    expect(second.entries()).toEqual([]);
  });
});
