import type { PushTags } from '@larder/domain/api/push';
import { TAG_SCHEMA_VERSION, TAG_SYNC } from '@larder/domain/constants';
import { tagsEqual } from '@larder/domain/notifications/tags';
import { ApiError } from '../../lib/api-client.ts';
import { writeFlag } from '../../lib/storage.ts';
import { attemptsExhausted, PushError, pushError } from './push-errors.ts';
import type { PushProvider } from './push-provider.ts';
import { wait } from './wait.ts';

/** The first try and spec §9's 3 retries. */
export const TAG_SYNC_ATTEMPTS = TAG_SYNC.retries + 1;

/** A tag call's failure as spec §8 names it: an unknown device is not fully subscribed. */
function tagCallFailure(error: unknown): PushError {
  if (error instanceof PushError) return error;
  if (error instanceof ApiError && error.status === 404) return pushError('not-subscribed', error);
  return pushError('tag-api-unavailable', error);
}

/** What no retry can change: nothing to sync with, or a device the provider does not know. */
const final = (error: PushError) => error.code === 'no-app-id' || error.code === 'not-subscribed';

/** One try: add the tags, wait 1 s, read them back and check they are all there. */
async function syncOnce(provider: PushProvider, tags: PushTags): Promise<void> {
  if (provider.subscriptionId() === null) throw pushError('not-subscribed');
  try {
    await provider.addTags(tags);
  } catch (error) {
    throw tagCallFailure(error);
  }
  await wait(TAG_SYNC.beforeVerificationMs);
  let stored: PushTags;
  try {
    stored = await provider.getTags();
  } catch (error) {
    throw tagCallFailure(error);
  }
  if (!tagsEqual(tags, stored)) throw pushError('tags-not-verified');
}

/**
 * Sends the tags and checks they arrived (spec §4, §8, §9): right after opting in it first waits 2 s;
 * a failed try is retried 3 times, 1 s, 2 s and then 3 s later. On success the device remembers when it
 * synced and with which tag schema (`notification_last_sync`, `notification_tag_schema_version`), for
 * `needsTagResync`. Throws a PushError: no app id, device not fully subscribed, or failed after 4
 * attempts (its cause: the last try's 'tag-api-unavailable' or 'tags-not-verified').
 */
export async function syncTags(
  provider: PushProvider,
  tags: PushTags,
  { afterOptIn = false }: { afterOptIn?: boolean } = {},
): Promise<void> {
  if (afterOptIn) await wait(TAG_SYNC.afterOptInMs);
  let last: PushError = pushError('tag-api-unavailable');
  for (let attempt = 1; attempt <= TAG_SYNC_ATTEMPTS; attempt++) {
    try {
      await syncOnce(provider, tags);
      writeFlag('notification_last_sync', new Date().toISOString());
      writeFlag('notification_tag_schema_version', String(TAG_SCHEMA_VERSION));
      return;
    } catch (error) {
      last = tagCallFailure(error);
      if (final(last)) throw last;
      if (attempt < TAG_SYNC_ATTEMPTS) await wait(attempt * TAG_SYNC.retryStepMs);
    }
  }
  throw attemptsExhausted(TAG_SYNC_ATTEMPTS, last);
}
