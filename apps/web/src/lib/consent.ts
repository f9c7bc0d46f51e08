import { useSyncExternalStore } from 'react';
import { readFlag, writeFlag } from './storage.ts';

/**
 * The cookie banner's answer, kept in `cookie_consent_dismissed`. Accepting and dismissing both
 * dismiss the banner; only accepting allows anything that counts usage.
 */
export type ConsentAnswer = 'accepted' | 'dismissed';

const listeners = new Set<() => void>();

export function consentAnswer(): ConsentAnswer | null {
  const value = readFlag('cookie_consent_dismissed');
  if (value === 'accepted' || value === 'dismissed') return value;
  return value ? 'dismissed' : null;
}

export function recordConsent(answer: ConsentAnswer): void {
  writeFlag('cookie_consent_dismissed', answer);
  for (const listener of listeners) listener();
}

function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The answer as it changes: the banner hides, and the prompts that wait for it may show. */
export function useConsentAnswer(): ConsentAnswer | null {
  return useSyncExternalStore(subscribeToConsent, consentAnswer, () => null);
}

/** Gate for any tracking: false until the user has accepted. */
export function hasTrackingConsent(): boolean {
  return consentAnswer() === 'accepted';
}
