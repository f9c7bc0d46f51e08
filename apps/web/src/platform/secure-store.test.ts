import { describe, expect, it, vi } from 'vitest';
import { nativeSecureStore, type SecureStoragePlugin, webSecureStore } from './secure-store.ts';

/** capacitor-secure-storage-plugin as documented: get and remove reject for a key it does not hold. */
function fakeSecureStorage() {
  const kept = new Map<string, string>();
  const missing = () => Promise.reject(new Error('Item with given key does not exist'));
  const plugin = {
    get: vi.fn(({ key }: { key: string }) => {
      const value = kept.get(key);
      return value === undefined ? missing() : Promise.resolve({ value });
    }),
    set: vi.fn(async ({ key, value }: { key: string; value: string }) => {
      kept.set(key, value);
      return { value: true };
    }),
    remove: vi.fn(({ key }: { key: string }) =>
      kept.delete(key) ? Promise.resolve({ value: true }) : missing(),
    ),
  } satisfies SecureStoragePlugin;
  return plugin;
}

describe('native secure store', () => {
  it('loads the plugin on first use only, and once', async () => {
    const plugin = fakeSecureStorage();
    const load = vi.fn(async () => plugin);
    const store = nativeSecureStore(load);
    expect(load).not.toHaveBeenCalled();
    await store.set('refresh', 'abc');
    expect(await store.get('refresh')).toBe('abc');
    expect(load).toHaveBeenCalledTimes(1);
    expect(plugin.set).toHaveBeenCalledWith({ key: 'refresh', value: 'abc' });
  });

  it('answers null for a key it does not hold (the plugin rejects)', async () => {
    const store = nativeSecureStore(async () => fakeSecureStorage());
    expect(await store.get('nothing')).toBeNull();
  });

  it('removes a key, and removing a missing key is no error', async () => {
    const plugin = fakeSecureStorage();
    const store = nativeSecureStore(async () => plugin);
    await store.set('refresh', 'abc');
    await store.remove('refresh');
    expect(await store.get('refresh')).toBeNull();
    await expect(store.remove('refresh')).resolves.toBeUndefined();
    expect(plugin.remove).toHaveBeenCalledTimes(2);
  });

  it('passes on any other failure of the Keychain or Keystore', async () => {
    const plugin = fakeSecureStorage();
    plugin.get.mockRejectedValueOnce(new Error('error'));
    plugin.remove.mockRejectedValueOnce(new Error('Remove failed'));
    plugin.set.mockRejectedValueOnce(new Error('error'));
    const store = nativeSecureStore(async () => plugin);
    await expect(store.get('refresh')).rejects.toThrow('error');
    await expect(store.remove('refresh')).rejects.toThrow('Remove failed');
    await expect(store.set('refresh', 'abc')).rejects.toThrow('error');
  });

  it('tries to load the plugin again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<SecureStoragePlugin>>()
      .mockRejectedValueOnce(new Error('not implemented'))
      .mockResolvedValue(fakeSecureStorage());
    const store = nativeSecureStore(load);
    await expect(store.get('refresh')).rejects.toThrow('not implemented');
    expect(await store.get('refresh')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('web secure store', () => {
  it('keeps nothing: the session is in a cookie', async () => {
    await webSecureStore.set('refresh', 'abc');
    expect(await webSecureStore.get('refresh')).toBeNull();
    await expect(webSecureStore.remove('refresh')).resolves.toBeUndefined();
  });
});
