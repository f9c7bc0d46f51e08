import { useSyncExternalStore } from 'react';
import { readFlag, writeFlag } from '../../lib/storage.ts';
import type { TrackingAnswer } from './att-state.ts';

const listeners = new Set<() => void>();

/** The cook's answer to the tracking modal (`att_permission`), or null before they have answered. */
export function trackingConsent(): TrackingAnswer | null {
  const value = readFlag('att_permission');
  return value === 'granted' || value === 'denied' || value === 'dismissed' ? value : null;
}

export function recordTrackingConsent(answer: TrackingAnswer): void {
  writeFlag('att_permission', answer);
  for (const listener of listeners) listener();
}

function subscribeToTrackingConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The answer as it changes. */
export function useTrackingConsent(): TrackingAnswer | null {
  return useSyncExternalStore(subscribeToTrackingConsent, trackingConsent, () => null);
}
