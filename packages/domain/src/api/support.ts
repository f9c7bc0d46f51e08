import { MAX_ATTACHMENTS } from '../support.ts';
import '../zod.ts';
import { z } from 'zod';

/**
 * `POST /api/functions/send-support-email` (the body is `supportPayloadSchema` in `support.ts`, shared
 * with the support dialog's forms), or multipart/form-data with that JSON in `payload` and the files.
 */
export const supportFormData = z
  .object({
    /** The contact or bug JSON, as text. */
    payload: z.string(),
    /** Up to MAX_ATTACHMENTS files of 10 MB each: jpeg, png, gif, plain text or JSON by their bytes. */
    attachments: z
      .array(z.string().meta({ format: 'binary' }))
      .max(MAX_ATTACHMENTS)
      .optional(),
  })
  .meta({ id: 'SupportFormData' });

/** `201`: the request was stored and its mail queued. */
export const supportAnswer = z.object({
  id: z.string(),
  type: z.enum(['contact', 'bug']),
  /** Public addresses of the stored files. */
  attachments: z.array(z.string()),
});
export type SupportAnswer = z.infer<typeof supportAnswer>;
