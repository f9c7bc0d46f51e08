import type { PushMessage } from '@larder/domain/api/push';
import webpush from 'web-push';
import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import { postPush } from './push-request.ts';
import type { PushDevice } from './repository.ts';
import type { VapidKeys } from './vapid.ts';

/** sent; gone (the service says the device unsubscribed: forget it); skipped (no way to reach it here). */
export type SendOutcome = 'sent' | 'gone' | 'skipped';

export interface PushSender {
  send: (
    device: PushDevice,
    message: PushMessage,
    options: { ttlSeconds: number; topic: string },
  ) => Promise<SendOutcome>;
}

export class PushServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PushServiceError';
  }
}

/**
 * Standard Web Push: the `web-push` library encrypts the message for the browser (RFC 8291, aes128gcm)
 * and signs the VAPID claim (RFC 8292); the request is posted here, to a public address only.
 */
export function webPushSender(vapid: VapidKeys, allowLoopback: boolean): PushSender['send'] {
  return async (device, message, options) => {
    if (!device.endpoint || !device.p256dh || !device.auth) return 'skipped';
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(message),
      {
        vapidDetails: vapid,
        TTL: options.ttlSeconds,
        urgency: 'normal',
        topic: options.topic,
        contentEncoding: 'aes128gcm',
      },
    );
    const answer = await postPush(
      {
        endpoint: request.endpoint,
        method: request.method,
        headers: request.headers as Record<string, string | number>,
        body: request.body ?? null,
      },
      allowLoopback,
    );
    if (answer.status === 404 || answer.status === 410) return 'gone';
    if (answer.status < 200 || answer.status > 299) {
      throw new PushServiceError(answer.status, `the push service answered ${answer.status}`);
    }
    return 'sent';
  };
}

/**
 * OneSignal's REST API (POST /notifications), when the operator chose it: the device is a OneSignal
 * subscription id. Its tags are the same as ours; the server decides what is due and sends to the id.
 */
export function oneSignalSender(
  env: Pick<Env, 'ONESIGNAL_APP_ID' | 'ONESIGNAL_REST_API_KEY' | 'ONESIGNAL_API_URL' | 'PUBLIC_URL'>,
): PushSender['send'] {
  return async (device, message, options) => {
    if (!env.ONESIGNAL_APP_ID || !env.ONESIGNAL_REST_API_KEY || !device.token) return 'skipped';
    const response = await fetch(`${env.ONESIGNAL_API_URL.replace(/\/$/, '')}/notifications?c=push`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Key ${env.ONESIGNAL_REST_API_KEY}` },
      body: JSON.stringify({
        app_id: env.ONESIGNAL_APP_ID,
        target_channel: 'push',
        include_subscription_ids: [device.token],
        headings: { en: message.title },
        contents: { en: message.body },
        url: `${env.PUBLIC_URL}${message.url}`,
        data: { url: message.url },
        collapse_id: message.tag,
        web_push_topic: options.topic,
        ttl: options.ttlSeconds,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as { id?: string; errors?: unknown };
    if (!response.ok) throw new PushServiceError(response.status, `OneSignal answered ${response.status}`);
    if (!answer.id && unsubscribed(answer.errors)) return 'gone';
    return 'sent';
  };
}

/** OneSignal answers 200 with no id and says why when the subscription no longer takes messages. */
function unsubscribed(errors: unknown): boolean {
  if (Array.isArray(errors)) return errors.some((error) => /not subscribed/i.test(String(error)));
  if (errors && typeof errors === 'object') {
    const invalid = errors as { invalid_player_ids?: unknown; invalid_subscription_ids?: unknown };
    return Array.isArray(invalid.invalid_player_ids) || Array.isArray(invalid.invalid_subscription_ids);
  }
  return false;
}

/** Picks how each device is reached. Native tokens (APNs/FCM) are kept for when a native sender exists. */
export function pushSender(deps: {
  vapid: VapidKeys;
  env: Pick<
    Env,
    'ONESIGNAL_APP_ID' | 'ONESIGNAL_REST_API_KEY' | 'ONESIGNAL_API_URL' | 'PUBLIC_URL' | 'PUSH_ALLOW_LOOPBACK'
  >;
  logger: Logger;
}): PushSender {
  const web = webPushSender(deps.vapid, deps.env.PUSH_ALLOW_LOOPBACK);
  const oneSignal = oneSignalSender(deps.env);
  return {
    send: async (device, message, options) => {
      if (device.kind === 'web-push') return web(device, message, options);
      if (device.kind === 'onesignal') return oneSignal(device, message, options);
      deps.logger.debug({ kind: device.kind }, 'no sender for this kind of device on this server');
      return 'skipped';
    },
  };
}
