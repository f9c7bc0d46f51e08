import type { sessionAnswer } from '@larder/domain/api/auth';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `GET /api/auth/get-session`: `{ session, user }`, or null when nobody is signed in. */
export function getSession(signal?: AbortSignal) {
  return api<Answer<typeof sessionAnswer>>('/auth/get-session', { signal });
}
