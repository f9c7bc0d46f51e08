import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { writesHeard } from './writes-heard.ts';

/** A sync that resolves only when released, counting its calls. */
function heldSync() {
  const held = { calls: 0, release: (): void => undefined };
  const sync = () => {
    held.calls++;
    return new Promise<void>((resolve) => {
      held.release = resolve;
    });
  };
  return { held, sync };
}

describe('writesHeard', () => {
  it('answers a write only once its changes are heard, and a read at once', async () => {
    const { held, sync } = heldSync();
    const app = new Hono().use(writesHeard({ sync }));
    app.post('/items', (c) => c.json({ ok: true }, 201));
    app.get('/items', (c) => c.json({ items: [] }));

    expect((await app.request('/items')).status).toBe(200);
    expect(held.calls).toBe(0);

    let answered = false;
    const write = Promise.resolve(app.request('/items', { method: 'POST' })).then((response) => {
      answered = true;
      return response;
    });
    await expect.poll(() => held.calls).toBe(1);
    expect(answered).toBe(false);
    held.release();
    expect((await write).status).toBe(201);
  });

  it('lets everything through when nothing is kept in memory', async () => {
    const app = new Hono().use(writesHeard(undefined));
    app.delete('/items/1', (c) => c.body(null, 204));
    expect((await app.request('/items/1', { method: 'DELETE' })).status).toBe(204);
  });
});
