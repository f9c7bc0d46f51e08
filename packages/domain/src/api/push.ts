import '../zod.ts';
import { z } from 'zod';

/**
 * Push reminders (issue 18): how a device tells the server where to reach it and which reminders it
 * wants. The device keeps the preferences (spec §3); the server keeps only the tags made from them
 * (`meal_schedule`, `meal_prefs`, `use_it_up`) and sends what is due.
 */

/**
 * `GET /api/push/config`: which push service this server uses. `nativePush`: whether it can send to the
 * native apps' APNs and FCM tokens (not yet: no server here holds Apple's or Google's credentials).
 */
export const pushConfigSchema = z
  .discriminatedUnion('provider', [
    /** Standard Web Push: the VAPID public key (base64url) the browser subscribes with. */
    z.object({ provider: z.literal('web-push'), publicKey: z.string(), nativePush: z.boolean() }),
    /** OneSignal, when the operator set `ONESIGNAL_APP_ID` and `ONESIGNAL_REST_API_KEY`. */
    z.object({ provider: z.literal('onesignal'), appId: z.string(), nativePush: z.boolean() }),
  ])
  .meta({ id: 'PushConfig' });
export type PushConfig = z.infer<typeof pushConfigSchema>;

/** Where the device's id comes from: made on the device once (a UUID) and kept there. */
export const pushDeviceIdSchema = z.uuid({ error: 'Use the device id this app made.' });

const timeZone = z
  .string({ error: 'Say which time zone the device is in.' })
  .min(1, { error: 'Say which time zone the device is in.' })
  .max(64, { error: 'Say which time zone the device is in.' })
  .regex(/^[A-Za-z0-9_+\-/]+$/, { error: 'Say which time zone the device is in.' });

const base64url = (what: string) =>
  z
    .string({ error: `The ${what} is missing.` })
    .min(1, { error: `The ${what} is missing.` })
    .max(200, { error: `The ${what} is too long.` })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: `The ${what} is not base64url.` });

/** A browser's PushSubscription, as `subscription.toJSON()` gives it. */
export const webPushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'The push endpoint must be a web address.' })
    .max(1000, { error: 'The push endpoint is too long.' }),
  keys: z.object({
    // A P-256 public key, uncompressed (65 bytes, 0x04 first), and a 16-byte secret (RFC 8291).
    p256dh: base64url('p256dh key').regex(/^B[A-Za-z0-9_-]{86}=?$/, {
      error: 'The p256dh key is not a P-256 key.',
    }),
    auth: base64url('auth secret').regex(/^[A-Za-z0-9_-]{22}(==)?$/, {
      error: 'The auth secret is not 16 bytes.',
    }),
  }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

const token = z
  .string({ error: 'The push token is missing.' })
  .min(1, { error: 'The push token is missing.' })
  .max(4096, { error: 'The push token is too long.' })
  .regex(/^[\x21-\x7e]+$/, { error: 'The push token has characters a token never has.' });

/** `PUT /api/push/devices/{deviceId}`: this device can be reached this way (signed-in cooks only). */
export const pushDeviceBody = z
  .object({
    timeZone,
    channel: z.discriminatedUnion(
      'kind',
      [
        z.object({ kind: z.literal('web-push'), subscription: webPushSubscriptionSchema }),
        /** A native app's APNs (iOS) or FCM (Android) token from `@capacitor/push-notifications`. */
        z.object({ kind: z.enum(['apns', 'fcm']), token }),
        /** The OneSignal subscription id the SDK reports. */
        z.object({ kind: z.literal('onesignal'), subscriptionId: token }),
      ],
      { error: 'Say how this device gets push messages.' },
    ),
  })
  .meta({ id: 'PushDevice' });
export type PushDeviceInput = z.infer<typeof pushDeviceBody>;

export const pushDeviceAnswer = z.object({ deviceId: z.string(), kind: z.string() });

export const PUSH_TAG_KEYS = ['meal_schedule', 'meal_prefs', 'use_it_up'] as const;
export type PushTagKey = (typeof PUSH_TAG_KEYS)[number];

/** The device's tags; any key left out keeps its value. Values are short strings (spec §3). */
export const pushTagsSchema = z
  .object({
    meal_schedule: z
      .string()
      .max(200)
      .regex(/^[\x20-\x7e]*$/),
    meal_prefs: z.string().regex(/^[01]{4}$/, { error: 'meal_prefs is four 0/1 flags.' }),
    use_it_up: z.enum(['0', '1'], { error: 'use_it_up is 0 or 1.' }),
  })
  .partial()
  .strict()
  .meta({ id: 'PushTags' });
export type PushTags = z.infer<typeof pushTagsSchema>;

/** `PUT /api/push/devices/{deviceId}/tags` takes `{ tags }`; it and `GET` answer the stored tags. */
export const pushTagsBody = z.object({ tags: pushTagsSchema });
export const pushTagsAnswer = z.object({ tags: pushTagsSchema });

/** `POST /api/functions/get-onesignal-config` (spec §7): no body. 404 when OneSignal is not configured. */
export const oneSignalConfigAnswer = z.object({ appId: z.string() });

/** `POST /api/functions/onesignal-auth` (spec §7): the signed-in cook's own id only. */
export const oneSignalAuthBody = z.object({
  externalId: z
    .string({ error: 'Say who is signing in to push.' })
    .min(1, { error: 'Say who is signing in to push.' })
    .max(200, { error: 'Say who is signing in to push.' }),
});
/** `token` is null when the operator has not set up identity verification: log in without one. */
export const oneSignalAuthAnswer = z.object({ token: z.string().nullable() });

/** What a reminder's notification carries; the service worker shows it and opens `url` on tap. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path on this site: /today, /pantry-item…, /plan/wizard. */
  url: z.string().startsWith('/'),
  /** One notification per tag on the device: a newer one replaces the older. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
