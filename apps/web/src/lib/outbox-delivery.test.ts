import { describe, expect, it, vi } from 'vitest';
import { cleanOutboxEachTest, type Note, notes } from '../test/outbox-fixtures.ts';
import { ApiError, NetworkError } from './api-client.ts';
import type { Entry } from './outbox.ts';
import { backoffMs, createDelivery, worthRetrying } from './outbox-delivery.ts';

cleanOutboxEachTest();

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

describe('sending an outbox', () => {
  it('sends in order, one at a time, and tells what the server answered', async () => {
    const outbox = notes();
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
    const outbox = notes();
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
    const outbox = notes();
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

  it('takes a 404 as done unless told otherwise', async () => {
    const outbox = notes();
    outbox.add({ id: '1', text: 'remove gone' });
    outbox.add({ id: '2', text: 'change gone' });
    const { send } = server([
      new ApiError(404, 'not_found', 'Not found.'),
      new ApiError(404, 'not_found', 'Not found.'),
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
    expect(taken).toEqual(['remove gone undefined']);
    expect(refused).toEqual(['change gone']);
    expect(outbox.entries()).toEqual([]);
  });

  it('sends nothing while it may not (no session yet)', async () => {
    const outbox = notes();
    outbox.add({ id: '1', text: 'milk' });
    const { sent, send } = server();
    await createDelivery(outbox, { lock: 'test', send, ready: () => false }).flush();
    expect(sent).toEqual([]);
    expect(outbox.entries()).toMatchObject([{ text: 'milk', attempts: 0 }]);
  });

  it('sends an entry added while a pass runs in one more pass', async () => {
    const outbox = notes();
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

  it('send each entry once when both try at the same time', async () => {
    stubLocks();
    const first = notes();
    first.add({ id: '1', text: 'milk' });
    first.add({ id: '2', text: 'eggs' });
    const second = notes();
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
