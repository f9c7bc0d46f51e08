import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api.ts';

/** `POST /api/auth/request-password-reset`: `{ status: true }` whether or not the address has an account. */
export function requestPasswordReset(email: string) {
  return authApi<{ status: boolean }>('/request-password-reset', {
    json: { email, redirectTo: '/reset-password' },
  });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
