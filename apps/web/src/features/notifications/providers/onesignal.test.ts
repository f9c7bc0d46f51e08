import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID, fakeNotification, fakePushServer } from '../push-fixtures.ts';
import { ONESIGNAL_WORKER, oneSignalProvider } from './onesignal.ts';
import type { OneSignalSdk } from './onesignal-sdk.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** OneSignal's SDK as v16 documents it: `PushSubscription.id` appears once opted in. */
function fakeSdk({ idAfterOptIn = 'os-sub-1' }: { idAfterOptIn?: string | null } = {}) {
  let id: string | null = null;
  const tags: Record<string, string> = { from_dashboard: 'x' };
  const sdk = {
    init: vi.fn(async () => undefined),
    login: vi.fn(async () => undefined),
    Notifications: { requestPermission: vi.fn(async () => undefined) },
    User: {
      addTags: vi.fn((added: Record<string, string>) => Object.assign(tags, added)),
      getTags: vi.fn(() => ({ ...tags })),
      PushSubscription: {
        optIn: vi.fn(async () => {
          id = idAfterOptIn;
        }),
        get id() {
          return id;
        },
      },
    },
  } satisfies OneSignalSdk;
  return sdk;
}

const providerWith = (sdk: OneSignalSdk) =>
  oneSignalProvider({ deviceId: () => DEVICE_ID, loadSdk: async () => sdk });

describe('OneSignal provider', () => {
  it('initialises the SDK with the app id and its worker out of the way of Larder’s', async () => {
    const sdk = fakeSdk();
    await providerWith(sdk).initialise('os-app');
    expect(sdk.init).toHaveBeenCalledExactlyOnceWith({
      appId: 'os-app',
      serviceWorkerPath: ONESIGNAL_WORKER.path,
      serviceWorkerParam: { scope: '/push/onesignal/' },
    });
  });

  it('asks permission through the SDK and reads the answer from the browser', async () => {
    const sdk = fakeSdk();
    fakeNotification('default', 'denied');
    sdk.Notifications.requestPermission.mockImplementation(async () => {
      await Notification.requestPermission();
    });
    const provider = providerWith(sdk);
    await provider.initialise('os-app');
    expect(await provider.requestPermission()).toBe('denied');
  });

  it('opts in, logs in with the token, and registers the subscription id with Larder', async () => {
    const sdk = fakeSdk();
    const server = fakePushServer();
    const provider = providerWith(sdk);
    await provider.initialise('os-app');
    expect(provider.subscriptionId()).toBeNull();
    await provider.optIn();
    expect(provider.subscriptionId()).toBe('os-sub-1');
    await provider.login('cook-1', 'jwt-1');
    expect(sdk.login).toHaveBeenCalledExactlyOnceWith('cook-1', 'jwt-1');
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      channel: { kind: 'onesignal', subscriptionId: 'os-sub-1' },
    });
  });

  it('logs in without a token when there is none', async () => {
    const sdk = fakeSdk();
    fakePushServer();
    const provider = providerWith(sdk);
    await provider.initialise('os-app');
    await provider.optIn();
    await provider.login('cook-1');
    expect(sdk.login).toHaveBeenCalledExactlyOnceWith('cook-1');
  });

  it('fails "device not fully subscribed" when no subscription id comes within 10 s', async () => {
    vi.useFakeTimers();
    const provider = providerWith(fakeSdk({ idAfterOptIn: null }));
    await provider.initialise('os-app');
    const failure = provider.optIn().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await failure).toMatchObject({ message: 'Device not fully subscribed.' });
  });

  it('adds the tags in OneSignal and mirrors them to Larder; reads back only Larder’s', async () => {
    const sdk = fakeSdk();
    const server = fakePushServer();
    const provider = providerWith(sdk);
    await provider.initialise('os-app');
    await provider.addTags({ meal_prefs: '1111', use_it_up: '1' });
    expect(sdk.User.addTags).toHaveBeenCalledWith({ meal_prefs: '1111', use_it_up: '1' });
    expect(server.tagPuts()[0]?.body).toEqual({ tags: { meal_prefs: '1111', use_it_up: '1' } });
    expect(await provider.getTags()).toEqual({ meal_prefs: '1111', use_it_up: '1' });
  });

  it('says the tag API is unavailable when the SDK refuses the tags', async () => {
    const sdk = fakeSdk();
    sdk.User.addTags.mockImplementation(() => {
      throw new Error('no user yet');
    });
    const provider = providerWith(sdk);
    await provider.initialise('os-app');
    await expect(provider.addTags({ use_it_up: '1' })).rejects.toMatchObject({
      message: 'Tag API unavailable.',
    });
  });

  it('has no app id without one', async () => {
    await expect(providerWith(fakeSdk()).initialise('')).rejects.toMatchObject({ code: 'no-app-id' });
  });
});
