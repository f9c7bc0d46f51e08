import { signInAnswer } from '@larder/domain/api/auth';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/sign-in/anonymous`: a first visit on the web continues as an anonymous cook. */
export function signInAnonymously() {
  return api('/auth/sign-in/anonymous', signInAnswer, { method: 'POST', json: {} });
}
