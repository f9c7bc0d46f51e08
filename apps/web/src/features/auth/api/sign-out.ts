import type { signOutAnswer } from '@larder/domain/api/auth';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `POST /api/auth/sign-out`: ends this device's session on the server. */
export function signOutOnServer() {
  return api<Answer<typeof signOutAnswer>>('/auth/sign-out', { method: 'POST', json: {} });
}
