import webpush from 'web-push';
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { keptServerSecret } from '../../platform/auth/secret-repository.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who a push service may contact about our messages (RFC 8292 `sub`). */
  subject: string;
}

const NAME = 'vapid-keys';

/**
 * The server's VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else a pair generated once and
 * kept in the database, so every instance signs with the same key and browsers' subscriptions stay valid.
 */
export async function resolveVapidKeys(
  db: Db,
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUBLIC_URL' | 'SUPPORT_EMAIL'>,
): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT ?? vapidSubject(env);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const kept = await keptServerSecret(db, NAME, JSON.stringify(webpush.generateVAPIDKeys()));
  if (!kept) throw new Error('the VAPID keys could not be stored');
  const { publicKey, privateKey } = JSON.parse(kept) as { publicKey: string; privateKey: string };
  return { publicKey, privateKey, subject };
}

/** The site itself when it is public over https, else the support address. */
function vapidSubject(env: Pick<Env, 'PUBLIC_URL' | 'SUPPORT_EMAIL'>): string {
  return env.PUBLIC_URL.startsWith('https://') ? env.PUBLIC_URL : `mailto:${env.SUPPORT_EMAIL}`;
}
