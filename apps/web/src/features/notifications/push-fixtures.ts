import type { PushTags } from '@larder/domain/api/push';
import { vi } from 'vitest';
import { COOK, fakeApi } from '../../test/fake-api.ts';
import type { PushProvider } from './push-provider.ts';

/** Test fakes for push: the browser's Notification, service worker and PushManager, and Larder's push routes. */

export const DEVICE_ID = '6f1c2a4e-8b7d-4c3a-9e21-0d5b7a6c4f10';
/** A real P-256 public key's shape: 65 bytes, base64url. */
export const VAPID_KEY = `B${'A'.repeat(86)}`;

export function fakeNotification(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
) {
  const fake = {
    permission,
    requestPermission: vi.fn(async () => {
      fake.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', fake);
  return fake;
}

export function fakeSubscription(key: Uint8Array, endpoint = 'https://push.example.com/send/abc') {
  return {
    endpoint,
    options: { applicationServerKey: key.buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPk3', auth: 'c2VjcmV0' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

/** `navigator.serviceWorker` with a registration whose pushManager subscribes; `ready: false` never readies. */
export function fakeServiceWorker({
  existing = null,
  ready = true,
}: {
  existing?: ReturnType<typeof fakeSubscription> | null;
  ready?: boolean;
} = {}) {
  let current = existing;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      current = fakeSubscription(options.applicationServerKey);
      return current;
    }),
  };
  const registration = { pushManager };
  const container = {
    ready: ready ? Promise.resolve(registration) : new Promise(() => undefined),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.stubGlobal('PushManager', class {});
  return { pushManager, container };
}

export function removeServiceWorker() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}

/** A browser where Web Push works, with permission as given. */
export function webPushBrowser(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
) {
  return { notification: fakeNotification(permission, answer), worker: fakeServiceWorker() };
}

type Routes = Parameters<typeof fakeApi>[0];

/** Larder's push routes for one device, keeping its tags; `extra` adds or overrides routes. */
export function fakePushServer(
  extra: Routes = {},
  { tagsDown = () => false }: { tagsDown?: () => boolean } = {},
) {
  const tagsPath = `/api/push/devices/${DEVICE_ID}/tags`;
  let stored: PushTags = {};
  const calls = fakeApi({
    'GET /api/auth/get-session': { body: { user: COOK } },
    'GET /api/push/config': { body: { provider: 'web-push', publicKey: VAPID_KEY, nativePush: false } },
    [`PUT /api/push/devices/${DEVICE_ID}`]: { body: { deviceId: DEVICE_ID, kind: 'web-push' } },
    [`PUT ${tagsPath}`]: (init) => {
      if (tagsDown())
        return { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Down for a moment.' } } };
      stored = { ...stored, ...(JSON.parse(String(init?.body)) as { tags: PushTags }).tags };
      return { body: { tags: stored } };
    },
    [`GET ${tagsPath}`]: () => ({ body: { tags: stored } }),
    ...extra,
  });
  return {
    calls,
    /** The calls to Larder's push routes (not the session's). */
    pushCalls: () => calls.filter((c) => c.path.startsWith('/api/push/')),
    tags: () => stored,
    tagPuts: () => calls.filter((c) => c.method === 'PUT' && c.path === tagsPath),
  };
}

/** A provider whose tag calls are scripted per attempt, for the tag sync. */
export function scriptedProvider({
  subscribed = true,
  addTags = async () => undefined,
  getTags,
}: {
  subscribed?: boolean;
  addTags?: (tags: PushTags) => Promise<void>;
  getTags?: () => Promise<PushTags>;
} = {}) {
  let kept: PushTags = {};
  const provider = {
    kind: 'web-push' as const,
    initialise: vi.fn(async () => undefined),
    optIn: vi.fn(async () => undefined),
    requestPermission: vi.fn(async () => 'granted' as const),
    login: vi.fn(async () => undefined),
    addTags: vi.fn(async (tags: PushTags) => {
      await addTags(tags);
      kept = tags;
    }),
    getTags: vi.fn(async () => (getTags ? getTags() : kept)),
    subscriptionId: () => (subscribed ? DEVICE_ID : null),
  } satisfies PushProvider;
  return provider;
}
