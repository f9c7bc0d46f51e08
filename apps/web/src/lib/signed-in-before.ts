import { readFlag, writeFlag } from './storage.ts';

/**
 * Whether an account was ever signed in on this device (anonymous sessions do not count): written on the
 * first session of an account, by sign-in, sign-up or a link, and never cleared by signing out. A cook who
 * has never signed in here is new: account pages offer them sign-up first, and sign-in to the others.
 */
export function rememberSignedIn(): void {
  if (readFlag('larder_signed_in_before') !== 'true') writeFlag('larder_signed_in_before', 'true');
}

export function hasSignedInBefore(): boolean {
  return readFlag('larder_signed_in_before') === 'true';
}

/** Where an account-only page sends a visitor, coming back to `path` afterwards: sign-up first for someone new. */
export function accountPathFor(path: string): string {
  const returnTo = `returnTo=${encodeURIComponent(path)}`;
  return hasSignedInBefore() ? `/auth?mode=signin&${returnTo}` : `/auth?${returnTo}`;
}
