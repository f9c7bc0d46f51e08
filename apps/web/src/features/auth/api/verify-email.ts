import { statusAnswer } from '@larder/domain/api/auth';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/auth/verify-email?token=…`: confirms the address and signs the cook in. */
export function verifyEmail(token: string) {
  return api(`/auth/verify-email?token=${encodeURIComponent(token)}`, statusAnswer);
}
