import { type AdminSupportRequest, adminReplyBody, SUPPORT_STATUSES } from '@larder/domain/api/admin';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { failureText } from '../../../lib/api-client.ts';
import { useChangeSupportStatus } from '../api/change-support-status.ts';
import { useReplySupportRequest } from '../api/reply-support-request.ts';

const MOVE_TO = { open: 'Reopen', answered: 'Mark answered', closed: 'Close request' } as const;

/** A reply mailed to the cook (reply-to is the cook), and the buttons that move the request along. */
export function SupportReplyForm({ request }: { request: AdminSupportRequest }) {
  const reply = useReplySupportRequest(request.id);
  const status = useChangeSupportStatus(request.id);
  const [body, setBody] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const fieldId = `admin-reply-${request.id}`;
  const failure = reply.error ?? status.error;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    status.reset();
    const checked = adminReplyBody.safeParse({ body });
    setInvalid(checked.success ? null : (checked.error.issues[0]?.message ?? 'Write a reply.'));
    if (!checked.success) return;
    reply.mutate(checked.data, {
      onSuccess: () => {
        setBody('');
        toast({ title: 'Reply sent', description: request.email, tone: 'success' });
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 border-line border-t pt-4">
      <TextAreaField
        id={fieldId}
        label="Reply"
        hint={`Emailed to ${request.email}.`}
        rows={4}
        maxLength={10_000}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          setInvalid(null);
        }}
        error={invalid ?? undefined}
      />
      {failure ? (
        <p role="alert" className="flex items-start gap-2 font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {failureText(failure)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? 'Sending…' : 'Send reply'}
        </Button>
        {SUPPORT_STATUSES.filter((next) => next !== request.status).map((next) => (
          <Button
            key={next}
            variant="secondary"
            disabled={status.isPending}
            onClick={() => {
              reply.reset();
              status.mutate({ status: next });
            }}
          >
            {MOVE_TO[next]}
          </Button>
        ))}
      </div>
    </form>
  );
}
