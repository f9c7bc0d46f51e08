import { useEffect, useState } from 'react';

export type WakeLockState = 'on' | 'unsupported' | 'refused';

/** Keeps the screen on while `active` (Wake Lock API), and again after the tab comes back to the front. */
export function useWakeLock(active: boolean): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? 'on' : 'unsupported');
  useEffect(() => {
    if (!active || !supported) return;
    let lock: WakeLockSentinel | null = null;
    let live = true;
    const request = async () => {
      try {
        lock = await navigator.wakeLock.request('screen');
        if (live) setState('on');
        else void lock.release();
      } catch {
        if (live) setState('refused');
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && (!lock || lock.released)) void request();
    };
    void request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
      lock?.release().catch(() => undefined);
    };
  }, [active, supported]);
  return state;
}
