import type { adminSupportRequestAnswer, adminSupportStatusBody } from '@larder/domain/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Answer, api } from '../../../lib/api-client.ts';
import { showUpdatedRequest } from './update-support-request.ts';

/** `PUT /api/admin/support/:id/status`: open, answered or closed. */
export function useChangeSupportStatus(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof adminSupportStatusBody>) =>
      api<Answer<typeof adminSupportRequestAnswer>>(
        `/admin/support/${encodeURIComponent(requestId)}/status`,
        { method: 'PUT', json: body },
      ),
    onSuccess: (answer) => showUpdatedRequest(client, answer),
  });
}
