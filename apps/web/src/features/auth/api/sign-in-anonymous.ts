import type { signInAnswer } from '@larder/domain/api/auth';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/auth/sign-in/anonymous`: a first visit on the web continues as an anonymous cook. */
export function signInAnonymously() {
  return api<Answer<typeof signInAnswer>>('/auth/sign-in/anonymous', { method: 'POST', json: {} });
}
