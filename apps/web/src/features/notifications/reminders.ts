import type { NotificationPreferences } from '@larder/domain/notifications/preferences';
import { buildPushTags } from '@larder/domain/notifications/tags';
import { oneSignalLoginToken } from './api/onesignal-auth.ts';
import { findPushBackend } from './find-push-backend.ts';
import { deviceTimeZone } from './push-device.ts';
import { PushError } from './push-errors.ts';
import type { PushPermission, PushProvider } from './push-provider.ts';
import { createPushSetup } from './push-setup.ts';
import { syncTags } from './tag-sync.ts';

/** This page's push setup (spec §4), shared by the Settings section and the resync on start. */
export const pushSetup = createPushSetup(findPushBackend);

/** Which cook this page has subscribed the device for; another cook signing in subscribes it again. */
let connectedAs: string | null = null;

/** Subscribes the device and registers it for the cook, logging the push user in (spec §7). */
async function connect(provider: PushProvider, userId: string): Promise<void> {
  connectedAs = null;
  await provider.optIn();
  const token = provider.kind === 'onesignal' ? await oneSignalLoginToken(userId) : null;
  await provider.login(userId, token ?? undefined);
  connectedAs = userId;
}

/**
 * Sends the tags for these preferences, first subscribing the device if this page has not yet (then,
 * as spec §9 asks, 2 s after opting in). Turning reminders off still sends tags: all flags 0.
 */
export async function syncReminders(userId: string, prefs: NotificationPreferences): Promise<void> {
  const provider = await pushSetup.initialise();
  const fresh = connectedAs !== userId || provider.subscriptionId() === null;
  if (fresh) await connect(provider, userId);
  const tags = buildPushTags(prefs, deviceTimeZone(), new Date());
  try {
    await syncTags(provider, tags, { afterOptIn: fresh });
  } catch (error) {
    if (fresh || !(error instanceof PushError && error.code === 'not-subscribed')) throw error;
    // The server no longer knows this device (its push service said the subscription ended, or another
    // tab signed out): subscribe and register it again, once.
    await connect(provider, userId);
    await syncTags(provider, tags, { afterOptIn: true });
  }
}

/**
 * "Turn on reminders": the browser's or the OS's permission prompt, through the provider. Once it is
 * granted the caller syncs (spec §4 "After granted, tags are synced").
 */
export async function askPermission(): Promise<PushPermission> {
  const provider = await pushSetup.initialise();
  return provider.requestPermission();
}

/** Forgets this page's setup and subscription, as a fresh page load would (tests). */
export function resetReminders(): void {
  pushSetup.reset();
  connectedAs = null;
}
