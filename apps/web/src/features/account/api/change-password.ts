import { changePasswordAnswer } from '@larder/domain/api/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/change-password`; wrong current password: 400 INVALID_PASSWORD. */
export function changePassword(input: {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}) {
  return api('/auth/change-password', changePasswordAnswer, { method: 'POST', json: input });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
