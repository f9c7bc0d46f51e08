import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFlag, writeFlag } from '../../lib/storage.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { stopRemindersHere } from './stop-reminders-here.ts';

const DEVICE = '7f0c3f5e-9a51-4a7e-8a2e-2f3b1c1d0e9a';

/** The page's service worker registration, with a push subscription that can be dropped. */
function subscribedWorker() {
  const unsubscribe = vi.fn(async () => true);
  const registration = { pushManager: { getSubscription: async () => ({ unsubscribe }) } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return unsubscribe;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('signing out stops reminders on this device', () => {
  it('forgets the device on the server, drops the subscription and the device id', async () => {
    writeFlag('larder_push_device', DEVICE);
    writeFlag('notification_last_sync', new Date().toISOString());
    const calls = fakeApi({ [`DELETE /api/push/devices/${DEVICE}`]: { status: 204 } });
    const unsubscribe = subscribedWorker();
    await stopRemindersHere();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `DELETE /api/push/devices/${DEVICE}`,
    ]);
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(readFlag('larder_push_device')).toBeNull();
    expect(readFlag('notification_last_sync')).toBeNull();
  });

  it('still drops the subscription offline, when the server cannot be told', async () => {
    writeFlag('larder_push_device', DEVICE);
    fakeApi({ [`DELETE /api/push/devices/${DEVICE}`]: { offline: true } });
    const unsubscribe = subscribedWorker();
    await stopRemindersHere();
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(readFlag('larder_push_device')).toBeNull();
  });

  it('does nothing on a device that never had reminders', async () => {
    const calls = fakeApi({});
    const unsubscribe = subscribedWorker();
    await stopRemindersHere();
    expect(calls).toEqual([]);
    expect(unsubscribe).not.toHaveBeenCalled();
  });
});
