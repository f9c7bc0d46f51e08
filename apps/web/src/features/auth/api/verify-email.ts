import { authApi } from '../../../lib/auth-api.ts';

/** `GET /api/auth/verify-email?token=…`: confirms the address and signs the cook in. */
export function verifyEmail(token: string) {
  return authApi<unknown>(`/verify-email?token=${encodeURIComponent(token)}`);
}
