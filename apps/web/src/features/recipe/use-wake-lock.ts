import { useEffect, useState } from 'react';
import { platform } from '../../platform/index.ts';
import type { KeepAwakeState } from '../../platform/types.ts';

/** Keeps the screen on while `active` (the Wake Lock API on the web, the OS in the app). */
export function useWakeLock(active: boolean): KeepAwakeState {
  const { keepAwake } = platform();
  const supported = keepAwake.supported();
  const [state, setState] = useState<KeepAwakeState>(supported ? 'on' : 'unsupported');
  useEffect(() => {
    if (!active || !supported) return;
    let live = true;
    void keepAwake.keepOn().then((answer) => {
      if (live) setState(answer);
    });
    return () => {
      live = false;
      void keepAwake.allowSleep();
    };
  }, [active, supported, keepAwake]);
  return state;
}
