import { sessionAnswer } from '@larder/domain/api/auth';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/auth/get-session`: `{ session, user }`, or null when nobody is signed in. */
export function getSession(signal?: AbortSignal) {
  return api('/auth/get-session', sessionAnswer, { signal });
}
