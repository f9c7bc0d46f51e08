import { useCallback, useEffect, useRef, useState } from 'react';
import { platform } from '../../platform/index.ts';
import { type AttEvent, type AttState, nextTrackingStep, startTracking } from './att-state.ts';
import { recordTrackingConsent, trackingConsent } from './tracking-consent.ts';

/** Runs att-state.ts against the device: asks the OS its status, keeps each answer, asks the OS after Allow. */
export function useTrackingPrompt() {
  const [initial] = useState(() => startTracking(platform().kind, trackingConsent()));
  const current = useRef<AttState>(initial);
  const [state, setState] = useState<AttState>(initial);

  const send = useCallback((event: AttEvent) => {
    const { state: next, keep, askOs } = nextTrackingStep(current.current, event);
    current.current = next;
    setState(next);
    if (keep) recordTrackingConsent(keep);
    if (!askOs) return;
    platform()
      .tracking.request()
      .then(
        (status) => send({ type: 'os-answered', status }),
        (error: unknown) => {
          console.warn('iOS did not answer the tracking request', error);
          send({ type: 'os-failed' });
        },
      );
  }, []);

  useEffect(() => {
    if (current.current.step !== 'checking') return;
    let live = true;
    platform()
      .tracking.status()
      .then(
        (status) => live && send({ type: 'status', status }),
        (error: unknown) => {
          console.warn('iOS did not say whether tracking is allowed', error);
          if (live) send({ type: 'status-failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [send]);

  return {
    open: state.step === 'open',
    allow: () => send({ type: 'allow' }),
    askNotToTrack: () => send({ type: 'ask-not-to-track' }),
    close: () => send({ type: 'close' }),
  };
}
