import type { SharePlugin } from '@capacitor/share';
import { onFirstUse, rejectionMessage } from './plugin.ts';
import type { ShareSheet } from './types.ts';

/** The Web Share API: an AbortError is the cook closing the sheet; no API, or any other refusal, is 'unavailable'. */
export const webShare: ShareSheet = {
  async share(content) {
    if (typeof navigator.share !== 'function') return 'unavailable';
    try {
      await navigator.share(content);
      return 'shared';
    } catch (error) {
      return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'unavailable';
    }
  },
};

export type ShareModule = Pick<SharePlugin, 'share'>;

/** How @capacitor/share rejects when the cook closes the sheet (iOS and Android). */
const SHARE_CANCELLED = 'Share canceled';

/** @capacitor/share: the OS's share sheet. */
export function nativeShare(load: () => Promise<ShareModule>): ShareSheet {
  const plugin = onFirstUse(load);
  return {
    async share(content) {
      try {
        await (await plugin()).share(content);
        return 'shared';
      } catch (error) {
        return rejectionMessage(error) === SHARE_CANCELLED ? 'cancelled' : 'unavailable';
      }
    },
  };
}
