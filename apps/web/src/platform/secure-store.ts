import type { SecureStoragePluginPlugin } from 'capacitor-secure-storage-plugin';
import { onFirstUse, rejectionMessage } from './plugin.ts';
import type { SecureStore } from './types.ts';

/** The web keeps no secrets of its own: the session lives in an httpOnly cookie. */
export const webSecureStore: SecureStore = {
  get: () => Promise.resolve(null),
  set: () => Promise.resolve(),
  remove: () => Promise.resolve(),
};

export type SecureStoragePlugin = Pick<SecureStoragePluginPlugin, 'get' | 'set' | 'remove'>;

/** How the plugin rejects `get` and `remove` for a key it does not hold (iOS, Android and web alike). */
const MISSING_KEY = 'Item with given key does not exist';

/** The Keychain (iOS) or the Android Keystore, through capacitor-secure-storage-plugin. */
export function nativeSecureStore(load: () => Promise<SecureStoragePlugin>): SecureStore {
  const plugin = onFirstUse(load);
  return {
    async get(key) {
      const store = await plugin();
      try {
        return (await store.get({ key })).value;
      } catch (error) {
        if (rejectionMessage(error) === MISSING_KEY) return null;
        throw error;
      }
    },
    async set(key, value) {
      await (await plugin()).set({ key, value });
    },
    async remove(key) {
      const store = await plugin();
      try {
        await store.remove({ key });
      } catch (error) {
        if (rejectionMessage(error) !== MISSING_KEY) throw error;
      }
    },
  };
}
