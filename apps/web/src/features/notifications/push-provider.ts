import type { PushTags } from '@larder/domain/api/push';

/** Spec §4: what the device allows. A browser's 'default' (not asked yet) is 'prompt'. */
export type PushPermission = 'granted' | 'denied' | 'prompt';

/** Maps the browser's or the native plugin's answer ('default', 'prompt-with-rationale', …) to spec §4's three. */
export function permissionOf(answer: string | undefined): PushPermission {
  if (answer === 'granted' || answer === 'denied') return answer;
  return 'prompt';
}

export type PushProviderKind = 'web-push' | 'onesignal' | 'native';

/**
 * The push provider's operations (spec §7: initialise, opt in, request permission, login, add tags, get
 * tags, read subscription id), whichever service delivers: the browser's own Web Push with Larder's
 * server, OneSignal's web SDK, or the native app's APNs/FCM. Every failure is a PushError (push-errors.ts).
 */
export interface PushProvider {
  readonly kind: PushProviderKind;
  /** `appId`: the VAPID public key for web-push, the OneSignal app id, unused on native. */
  initialise(appId: string): Promise<void>;
  /** Subscribes this device (asks the browser or OS for a push subscription or token). */
  optIn(): Promise<void>;
  requestPermission(): Promise<PushPermission>;
  /** Ties the subscription to the cook and tells Larder's server where to reach this device. */
  login(externalId: string, token?: string): Promise<void>;
  addTags(tags: PushTags): Promise<void>;
  getTags(): Promise<PushTags>;
  /** The id the provider knows this device by, once it is fully subscribed; null before. */
  subscriptionId(): string | null;
}
