import type { oneSignalAuthAnswer } from '@larder/domain/api/push';
import { type Answer, api } from '../../../lib/api-client.ts';

/**
 * `POST /api/functions/onesignal-auth` `{ externalId }` (spec §7): the token that logs the push user in.
 * Null when the server has none to give (identity verification off) or could not be asked: the login
 * is then done without one.
 */
export async function oneSignalLoginToken(externalId: string): Promise<string | null> {
  try {
    const { token } = await api<Answer<typeof oneSignalAuthAnswer>>('/functions/onesignal-auth', {
      method: 'POST',
      json: { externalId },
    });
    return token;
  } catch (error) {
    console.warn('Push login token unavailable; logging in without one', error);
    return null;
  }
}
