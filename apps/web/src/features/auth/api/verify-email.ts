import type { statusAnswer } from '@larder/domain/api/auth';
import { type Answer, api } from '../../../lib/api-client.ts';

/** `GET /api/auth/verify-email?token=…`: confirms the address and signs the cook in. */
export function verifyEmail(token: string) {
  return api<Answer<typeof statusAnswer>>(`/auth/verify-email?token=${encodeURIComponent(token)}`);
}
