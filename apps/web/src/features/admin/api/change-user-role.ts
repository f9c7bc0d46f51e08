import type { adminRoleBody, adminUserAnswer } from '@larder/domain/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Answer, api } from '../../../lib/api-client.ts';
import { showUpdatedUser } from './update-admin-user.ts';

/** `PUT /api/admin/users/:id/role`: make an account an admin or a cook again, with a reason. */
export function useChangeUserRole(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof adminRoleBody>) =>
      api<Answer<typeof adminUserAnswer>>(`/admin/users/${encodeURIComponent(userId)}/role`, {
        method: 'PUT',
        json: body,
      }),
    onSuccess: (answer) => showUpdatedUser(client, answer),
  });
}
