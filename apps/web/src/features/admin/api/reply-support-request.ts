import type { adminReplyBody, adminSupportRequestAnswer } from '@larder/domain/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Answer, api } from '../../../lib/api-client.ts';
import { showUpdatedRequest } from './update-support-request.ts';

/** `POST /api/admin/support/:id/reply`: mailed to the cook through the outbox; the request is then answered. */
export function useReplySupportRequest(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof adminReplyBody>) =>
      api<Answer<typeof adminSupportRequestAnswer>>(`/admin/support/${encodeURIComponent(requestId)}/reply`, {
        method: 'POST',
        json: body,
      }),
    onSuccess: (answer) => showUpdatedRequest(client, answer),
  });
}
