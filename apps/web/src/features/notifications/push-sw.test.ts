import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** public/push-sw.js, run in a fake service-worker global: it is a plain script the generated /sw.js imports. */
const SOURCE = readFileSync(path.resolve(import.meta.dirname, '../../../public/push-sw.js'), 'utf8');
const ORIGIN = 'https://larder.test';

type Handler = (event: Record<string, unknown>) => void;

function worker({ windows = [] as unknown[], deviceId = 'device-1' } = {}) {
  const handlers = new Map<string, Handler>();
  const self = {
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    location: { origin: ORIGIN },
    registration: {
      showNotification: vi.fn(async () => undefined),
      pushManager: {
        subscribe: vi.fn(async () => ({
          toJSON: () => ({
            endpoint: 'https://push.example.com/new',
            keys: { p256dh: 'BNew', auth: 'YXV0aA' },
          }),
        })),
      },
    },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  const caches = {
    open: async () => ({ match: async () => (deviceId ? new Response(deviceId) : undefined) }),
  };
  const fetch = vi.fn(async () => new Response(null, { status: 200 }));
  new Function('self', 'caches', 'fetch', SOURCE)(self, caches, fetch);
  async function dispatch(type: string, event: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    handlers.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  }
  return { self, fetch, dispatch };
}

const payload = (body: unknown) => ({
  data: {
    json: () => (typeof body === 'string' ? JSON.parse(body) : body),
  },
});

function windowAt(
  url: string,
  { navigate = vi.fn(async () => ({})), focus = vi.fn(async () => undefined) } = {},
) {
  return { url, navigate, focus, postMessage: vi.fn() };
}

describe('push-sw.js', () => {
  it('shows a reminder from its JSON payload, with the icon, its tag and its page', async () => {
    const { self, dispatch } = worker();
    await dispatch(
      'push',
      payload({
        title: 'Use it up',
        body: 'The spinach goes off tomorrow.',
        url: '/today?item=abc',
        tag: 'use-it-up',
      }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledExactlyOnceWith('Use it up', {
      body: 'The spinach goes off tomorrow.',
      icon: '/icons/icon-192.png',
      tag: 'use-it-up',
      data: { url: '/today?item=abc' },
    });
  });

  it('shows a plain "Larder" notification for a payload that is not JSON, or none', async () => {
    const { self, dispatch } = worker();
    await dispatch('push', payload('not json {'));
    await dispatch('push', {});
    for (const call of self.registration.showNotification.mock.calls as unknown[][]) {
      expect(call[0]).toBe('Larder');
      expect(call[1]).toMatchObject({ icon: '/icons/icon-192.png', data: { url: '/today' } });
    }
    expect(self.registration.showNotification).toHaveBeenCalledTimes(2);
  });

  it('never opens an address off the site', async () => {
    const { self, dispatch } = worker();
    await dispatch('push', payload({ title: 'x', body: 'y', url: '//evil.example.com/', tag: 't' }));
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'x',
      expect.objectContaining({ data: { url: '/today' } }),
    );
  });

  it('on a tap, closes the notification, focuses the open window and takes it to the page', async () => {
    const open = windowAt(`${ORIGIN}/plan`);
    const { self, dispatch } = worker({ windows: [windowAt('https://other.example.com/'), open] });
    const close = vi.fn();
    await dispatch('notificationclick', { notification: { close, data: { url: '/today?item=abc' } } });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/today?item=abc`);
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('asks the app to navigate when the window cannot be navigated from the worker, even if focus fails', async () => {
    const open = windowAt(`${ORIGIN}/plan`, {
      navigate: vi.fn(async () => {
        throw new TypeError('not controlled');
      }),
      focus: vi.fn(async () => {
        throw new Error('not allowed');
      }),
    });
    const { dispatch } = worker({ windows: [open] });
    await dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: '/today?item=abc' } },
    });
    expect(open.postMessage).toHaveBeenCalledExactlyOnceWith({
      type: 'larder:navigate',
      url: '/today?item=abc',
    });
  });

  it('opens a window when none is open', async () => {
    const { self, dispatch } = worker();
    await dispatch('notificationclick', { notification: { close: vi.fn(), data: { url: '/plan/wizard' } } });
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/plan/wizard`);
  });

  it('on a renewed subscription, subscribes with the old key and registers the device again', async () => {
    const { self, fetch, dispatch } = worker({ deviceId: 'device-1' });
    const key = new Uint8Array([4, 1, 2]).buffer;
    await dispatch('pushsubscriptionchange', { oldSubscription: { options: { applicationServerKey: key } } });
    expect(self.registration.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/push/devices/device-1');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      channel: {
        kind: 'web-push',
        subscription: { endpoint: 'https://push.example.com/new', keys: { p256dh: 'BNew', auth: 'YXV0aA' } },
      },
    });
  });

  it('cannot register a renewed subscription without a known device, and does not try', async () => {
    const { fetch, dispatch } = worker({ deviceId: '' });
    await dispatch('pushsubscriptionchange', {
      newSubscription: { toJSON: () => ({ endpoint: 'x', keys: {} }) },
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
