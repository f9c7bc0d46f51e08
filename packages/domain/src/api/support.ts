import * as z from 'zod/mini';

/** `POST /api/functions/send-support-email`: the request kept, and the addresses of its files. */
export const supportRequestResponse = z.object({
  id: z.string(),
  type: z.enum(['contact', 'bug']),
  attachments: z.array(z.string()),
});

/** `POST /api/client-errors`: the stored report's id. */
export const clientErrorResponse = z.object({ id: z.union([z.string(), z.number()]) });
