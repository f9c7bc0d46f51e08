import '../zod.ts';
import { z } from 'zod';

/** One message the local mail catcher kept (no SMTP_URL), links and all. */
export const caughtMailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    from: z.string(),
    replyTo: z.string().nullable(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    links: z.array(z.string()),
    receivedAt: z.string(),
  })
  .meta({ id: 'CaughtMail' });
export type CaughtMail = z.infer<typeof caughtMailSchema>;

/** `GET /api/dev/mailbox`: the caught messages, newest first. Never mounted in production. */
export const mailboxAnswer = z.object({ messages: z.array(caughtMailSchema) });
