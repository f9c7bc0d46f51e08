import type {
  ActionPerformed,
  PermissionStatus,
  PushNotificationsPlugin,
  RegistrationError,
  Token,
} from '@capacitor/push-notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID, fakePushServer } from '../push-fixtures.ts';
import { type NativePushDeps, nativePushProvider, openTappedNotifications } from './native-push.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type Listener = (event: Token | RegistrationError | ActionPerformed) => void;

/** `@capacitor/push-notifications` as its definitions describe it; `emit` plays the native side. */
function fakePlugin({
  permission = 'prompt',
  answer = 'granted',
  onRegister,
}: {
  permission?: PermissionStatus['receive'];
  answer?: PermissionStatus['receive'];
  onRegister?: (emit: (event: string, payload: Token | RegistrationError) => void) => void;
} = {}) {
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, payload: Token | RegistrationError | ActionPerformed) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  const plugin = {
    checkPermissions: vi.fn(async () => ({ receive: permission })),
    requestPermissions: vi.fn(async () => ({ receive: answer })),
    register: vi.fn(async () => {
      onRegister?.(emit);
    }),
    addListener: vi.fn(async (event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return { remove: async () => void set.delete(listener) };
    }),
  };
  return { plugin, emit, listening: (event: string) => listeners.get(event)?.size ?? 0 };
}

function deps(
  plugin: unknown,
  {
    platform = 'ios',
    availableAfterPolls = 0,
  }: { platform?: 'ios' | 'android'; availableAfterPolls?: number } = {},
) {
  let polls = 0;
  return {
    deviceId: () => DEVICE_ID,
    platform: () => platform,
    isPluginAvailable: vi.fn(() => ++polls > availableAfterPolls),
    loadPlugin: async () => plugin as PushNotificationsPlugin,
  } satisfies NativePushDeps;
}

const token = (value: string) => (emit: (event: string, payload: Token) => void) =>
  emit('registration', { value });

describe('native push (Capacitor)', () => {
  it('waits for the plugin, polling every 100 ms', async () => {
    vi.useFakeTimers();
    const { plugin } = fakePlugin();
    const d = deps(plugin, { availableAfterPolls: 30 });
    const started = nativePushProvider(d).initialise('native');
    await vi.advanceTimersByTimeAsync(30 * 100);
    await started;
    expect(d.isPluginAvailable).toHaveBeenCalledTimes(31);
  });

  it('gives up after 50 polls when the plugin never comes', async () => {
    vi.useFakeTimers();
    const d = deps(fakePlugin().plugin, { availableAfterPolls: Number.POSITIVE_INFINITY });
    const failure = nativePushProvider(d)
      .initialise('native')
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(49 * 100);
    expect(await failure).toMatchObject({ code: 'sdk-unavailable' });
    expect(d.isPluginAvailable).toHaveBeenCalledTimes(50);
  });

  it('asks for permission only when the OS has not been asked', async () => {
    const asked = fakePlugin({ permission: 'prompt-with-rationale', answer: 'granted' });
    const provider = nativePushProvider(deps(asked.plugin));
    await provider.initialise('native');
    expect(await provider.requestPermission()).toBe('granted');
    expect(asked.plugin.requestPermissions).toHaveBeenCalledTimes(1);

    const denied = fakePlugin({ permission: 'denied' });
    const refused = nativePushProvider(deps(denied.plugin));
    await refused.initialise('native');
    expect(await refused.requestPermission()).toBe('denied');
    expect(denied.plugin.requestPermissions).not.toHaveBeenCalled();
  });

  it.each([
    ['ios', 'apns'],
    ['android', 'fcm'],
  ] as const)('on %s registers the token as an %s device', async (platform, kind) => {
    const server = fakePushServer();
    const { plugin, listening } = fakePlugin({ onRegister: token('device-token-1') });
    const provider = nativePushProvider(deps(plugin, { platform }));
    await provider.initialise('native');
    await provider.optIn();
    expect(provider.subscriptionId()).toBeNull();
    await provider.login('cook-1');
    expect(provider.subscriptionId()).toBe(DEVICE_ID);
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      channel: { kind, token: 'device-token-1' },
    });
    // The one-off registration listeners are gone.
    expect(listening('registration')).toBe(0);
    expect(listening('registrationError')).toBe(0);
  });

  it('fails "device not fully subscribed" with the OS’s reason on registrationError', async () => {
    const { plugin } = fakePlugin({
      onRegister: (emit) => emit('registrationError', { error: 'APNs environment missing' }),
    });
    const provider = nativePushProvider(deps(plugin));
    await provider.initialise('native');
    const error = await provider.optIn().catch((failure: unknown) => failure);
    expect(error).toMatchObject({ message: 'Device not fully subscribed.' });
    expect((error as { cause: Error }).cause.message).toBe('APNs environment missing');
    await expect(provider.login('cook-1')).rejects.toMatchObject({ code: 'not-subscribed' });
  });

  it('fails "device not fully subscribed" when no token comes within 10 s', async () => {
    vi.useFakeTimers();
    const { plugin } = fakePlugin();
    const provider = nativePushProvider(deps(plugin));
    await provider.initialise('native');
    const failure = provider.optIn().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await failure).toMatchObject({ code: 'not-subscribed' });
  });

  it('opens a tapped notification’s page, and nothing for an address off the site', async () => {
    const { plugin, emit } = fakePlugin();
    const open = vi.fn();
    const stop = await openTappedNotifications(deps(plugin), open);
    const tap = (url: unknown) =>
      emit('pushNotificationActionPerformed', { actionId: 'tap', notification: { id: '1', data: { url } } });
    tap('/today?item=abc');
    tap('https://evil.example.com/');
    tap('//evil.example.com/');
    tap(undefined);
    expect(open).toHaveBeenCalledExactlyOnceWith('/today?item=abc');
    stop();
    await Promise.resolve();
    tap('/plan');
    expect(open).toHaveBeenCalledTimes(1);
  });
});
