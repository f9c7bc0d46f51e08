import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api.ts';

/** `POST /api/auth/reset-password`: sets the new password and ends every session of the account. */
export function resetPassword(input: { newPassword: string; token: string }) {
  return authApi<{ status: boolean }>('/reset-password', { json: input });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
