import { WEB_SUBSCRIPTION_WAIT_MS } from '@larder/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushError } from '../push-errors.ts';
import {
  DEVICE_ID,
  fakeNotification,
  fakePushServer,
  fakeServiceWorker,
  fakeSubscription,
  removeServiceWorker,
  VAPID_KEY,
} from '../push-fixtures.ts';
import { keyBytes, webPushProvider } from './web-push.ts';

const deviceId = () => DEVICE_ID;

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  removeServiceWorker();
});

describe('web push provider', () => {
  it('reads the base64url VAPID key as the 65 bytes of a P-256 point', () => {
    const bytes = keyBytes(VAPID_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it.each([
    ['granted', 'granted'],
    ['denied', 'denied'],
    ['default', 'prompt'],
  ] as const)('maps the browser answer %s to %s', async (answer, permission) => {
    fakeNotification('default', answer);
    const provider = webPushProvider(deviceId);
    expect(await provider.requestPermission()).toBe(permission);
  });

  it('subscribes with the server key, registers the device, and is subscribed only then', async () => {
    const { pushManager } = fakeServiceWorker();
    const server = fakePushServer();
    const provider = webPushProvider(deviceId);
    await provider.initialise(VAPID_KEY);
    await provider.optIn();
    expect(pushManager.subscribe).toHaveBeenCalledExactlyOnceWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(VAPID_KEY),
    });
    expect(provider.subscriptionId()).toBeNull();
    await provider.login('cook-1');
    expect(provider.subscriptionId()).toBe(DEVICE_ID);
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`/api/push/devices/${DEVICE_ID}`);
    expect(put?.body).toEqual({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      channel: {
        kind: 'web-push',
        subscription: {
          endpoint: 'https://push.example.com/send/abc',
          keys: { p256dh: 'BPk3', auth: 'c2VjcmV0' },
        },
      },
    });
  });

  it('reuses a subscription made with the same key, and replaces one made with another', async () => {
    const same = fakeSubscription(keyBytes(VAPID_KEY));
    const reused = fakeServiceWorker({ existing: same });
    const provider = webPushProvider(deviceId);
    await provider.initialise(VAPID_KEY);
    await provider.optIn();
    expect(reused.pushManager.subscribe).not.toHaveBeenCalled();

    const other = fakeSubscription(keyBytes(`B${'Q'.repeat(86)}`));
    const replaced = fakeServiceWorker({ existing: other });
    await provider.optIn();
    expect(other.unsubscribe).toHaveBeenCalled();
    expect(replaced.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('fails "device not fully subscribed" when the service worker is not ready within 10 s', async () => {
    vi.useFakeTimers();
    fakeServiceWorker({ ready: false });
    const provider = webPushProvider(deviceId);
    await provider.initialise(VAPID_KEY);
    const failure = provider.optIn().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(WEB_SUBSCRIPTION_WAIT_MS - 1);
    let settled = false;
    void failure.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await failure) as PushError;
    expect(error.message).toBe('Device not fully subscribed.');
  });

  it('fails "device not fully subscribed" when the browser refuses to subscribe', async () => {
    const { pushManager } = fakeServiceWorker();
    pushManager.subscribe.mockRejectedValueOnce(new DOMException('Registration failed', 'AbortError'));
    const provider = webPushProvider(deviceId);
    await provider.initialise(VAPID_KEY);
    await expect(provider.optIn()).rejects.toMatchObject({ code: 'not-subscribed' });
    await expect(provider.login('cook-1')).rejects.toMatchObject({ code: 'not-subscribed' });
  });

  it('has no app id without a key', async () => {
    await expect(webPushProvider(deviceId).initialise('')).rejects.toMatchObject({ code: 'no-app-id' });
  });

  it('keeps the tags on the server, on the device routes', async () => {
    const server = fakePushServer();
    const provider = webPushProvider(deviceId);
    await provider.addTags({ meal_prefs: '1010', use_it_up: '0' });
    expect(await provider.getTags()).toEqual({ meal_prefs: '1010', use_it_up: '0' });
    expect(server.tagPuts()[0]?.body).toEqual({ tags: { meal_prefs: '1010', use_it_up: '0' } });
  });
});
