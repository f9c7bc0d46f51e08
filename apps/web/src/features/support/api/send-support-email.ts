import type { supportAnswer } from '@larder/domain/api/support';
import type { BugForm, ContactForm } from '@larder/domain/support';
import { useMutation } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client.ts';

const SEND_SUPPORT_EMAIL = '/functions/send-support-email';

/** Who is writing: the signed-in cook (the server checks the session; these go into the email). */
export interface Sender {
  userEmail: string | undefined;
  userId: string;
}

/** `POST /api/functions/send-support-email` with a contact request, as JSON. */
export function sendContact({ sender, values }: { sender: Sender; values: ContactForm }) {
  return api<Answer<typeof supportAnswer>>(SEND_SUPPORT_EMAIL, {
    method: 'POST',
    json: { type: 'contact', ...sender, ...values },
  });
}

/**
 * The same address with a bug report: multipart, the payload as JSON in `payload` and each file in
 * `attachments` (the browser sets the multipart content type and boundary).
 */
export function sendBugReport({ sender, values, files }: { sender: Sender; values: BugForm; files: File[] }) {
  const body = new FormData();
  body.append('payload', JSON.stringify({ type: 'bug', ...sender, ...values, attachments: [] }));
  for (const file of files) body.append('attachments', file, file.name);
  return api<Answer<typeof supportAnswer>>(SEND_SUPPORT_EMAIL, { method: 'POST', body });
}

export const useSendContact = () => useMutation({ mutationFn: sendContact });
export const useSendBugReport = () => useMutation({ mutationFn: sendBugReport });
