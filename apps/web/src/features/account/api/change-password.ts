import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api.ts';

/** `POST /api/auth/change-password`; wrong current password: 400 INVALID_PASSWORD. */
export function changePassword(input: {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}) {
  return authApi<unknown>('/change-password', { json: input });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
