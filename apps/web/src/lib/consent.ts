import { readFlag, writeFlag } from './storage.ts';

/**
 * The cookie banner's answer, kept in `cookie_consent_dismissed`. Accepting and dismissing both
 * dismiss the banner; only accepting allows anything that counts usage.
 */
export type ConsentAnswer = 'accepted' | 'dismissed';

export function consentAnswer(): ConsentAnswer | null {
  const value = readFlag('cookie_consent_dismissed');
  if (value === 'accepted' || value === 'dismissed') return value;
  return value ? 'dismissed' : null;
}

export function recordConsent(answer: ConsentAnswer): void {
  writeFlag('cookie_consent_dismissed', answer);
}

/** Gate for any tracking: false until the user has accepted. */
export function hasTrackingConsent(): boolean {
  return consentAnswer() === 'accepted';
}
