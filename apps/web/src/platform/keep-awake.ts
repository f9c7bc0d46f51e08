import type { KeepAwakePlugin } from '@capacitor-community/keep-awake';
import { onFirstUse } from './plugin.ts';
import type { KeepAwake, KeepAwakeState } from './types.ts';

/**
 * The Wake Lock API. The browser lets the lock go whenever the tab is hidden, so it is asked for again
 * each time the tab comes back to the front, until `allowSleep`.
 */
export function webKeepAwake(): KeepAwake {
  let wanted = false;
  let lock: WakeLockSentinel | null = null;
  const supported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

  async function request(): Promise<KeepAwakeState> {
    if (lock && !lock.released) return 'on';
    try {
      const sentinel = await navigator.wakeLock.request('screen');
      if (wanted) lock = sentinel;
      else await sentinel.release(); // `allowSleep` came while the browser was answering.
      return 'on';
    } catch {
      return 'refused';
    }
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') void request();
  };

  return {
    supported,
    keepOn() {
      if (!supported()) return Promise.resolve('unsupported');
      if (!wanted) document.addEventListener('visibilitychange', onVisible);
      wanted = true;
      return request();
    },
    async allowSleep() {
      wanted = false;
      document.removeEventListener('visibilitychange', onVisible);
      const held = lock;
      lock = null;
      await held?.release().catch(() => undefined); // Already released by the browser.
    },
  };
}

export type KeepAwakeModule = Pick<KeepAwakePlugin, 'keepAwake' | 'allowSleep' | 'isSupported'>;

/**
 * @capacitor-community/keep-awake: the OS keeps the screen on until told otherwise, in the background
 * too. Calls run one after another, so leaving hands-free while the screen is being kept on still lets
 * it sleep.
 */
export function nativeKeepAwake(load: () => Promise<KeepAwakeModule>): KeepAwake {
  const plugin = onFirstUse(load);
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work);
    queue = turn.catch(() => undefined);
    return turn;
  };
  return {
    supported: () => true,
    keepOn: () =>
      inTurn(async (): Promise<KeepAwakeState> => {
        try {
          const keepAwake = await plugin();
          if (!(await keepAwake.isSupported()).isSupported) return 'unsupported';
          await keepAwake.keepAwake();
          return 'on';
        } catch {
          return 'refused';
        }
      }),
    allowSleep: () =>
      inTurn(async () => {
        try {
          await (await plugin()).allowSleep();
        } catch (error) {
          console.warn('The screen could not be allowed to sleep again', error);
        }
      }),
  };
}
