import { signOutAnswer } from '@larder/domain/api/auth';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/sign-out`: ends this device's session on the server. */
export function signOutOnServer() {
  return api('/auth/sign-out', signOutAnswer, { method: 'POST', json: {} });
}
