import type { AdminSupportRequest, SupportStatus } from '@larder/domain/api/admin';
import { CATEGORY_LABELS, type SupportCategory } from '@larder/domain/support';
import { FileText } from 'lucide-react';
import { dateTime } from '../admin-dates.ts';
import { Badge } from './list-controls.tsx';
import { SupportReplyForm } from './support-reply-form.tsx';

export const STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/** "stepsToReproduce" reads "Steps to reproduce". */
function fieldName(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
/** A value as the form offered it: a category by its label, a priority or severity capitalised. */
function fieldValue(key: string, value: unknown): string {
  if (key === 'category' && typeof value === 'string' && value in CATEGORY_LABELS) {
    return CATEGORY_LABELS[value as SupportCategory];
  }
  if ((key === 'priority' || key === 'severity') && typeof value === 'string') {
    return value.charAt(0).toUpperCase() + value.slice(1);
  }
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}
const IMAGE = /\.(png|jpe?g|gif|webp)$/i;
const fileName = (address: string) => decodeURIComponent(address.split('?')[0]?.split('/').at(-1) ?? address);

/** One contact request or bug report: what the cook sent, its files, the replies so far, and a reply box. */
export function SupportRequestCard({ request }: { request: AdminSupportRequest }) {
  const details = Object.entries(request.details).filter(
    ([, value]) => value !== '' && value !== null && value !== undefined,
  );
  return (
    <article aria-label={request.subject} className="rounded-3xl border border-line bg-raised p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{request.type === 'bug' ? 'Bug report' : 'Contact'}</Badge>
        <Badge tone={request.status === 'open' ? 'danger' : 'brand'}>{STATUS_LABELS[request.status]}</Badge>
        <span className="text-muted text-sm">{dateTime(request.createdAt)}</span>
      </div>
      <h3 className="mt-2 break-words font-bold text-lg">{request.subject}</h3>
      <p className="break-words text-muted">
        From{' '}
        <a href={`mailto:${request.email}`} className="font-semibold text-brand underline underline-offset-2">
          {request.email}
        </a>
      </p>
      <p className="mt-3 whitespace-pre-wrap break-words">{request.message}</p>
      {details.length > 0 ? (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
          {details.map(([key, value]) => (
            <div key={key} className="min-w-0">
              <dt className="text-muted text-sm">{fieldName(key)}</dt>
              <dd className="whitespace-pre-wrap break-words">{fieldValue(key, value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {request.attachments.length > 0 ? (
        <ul aria-label="Attachments" className="mt-3 flex flex-wrap gap-3">
          {request.attachments.map((address, index) => (
            <li key={address}>
              <a
                href={address}
                target="_blank"
                rel="noreferrer"
                className="flex min-h-11 items-center gap-2 rounded-2xl border border-line p-1.5 pr-3 font-semibold text-brand hover:bg-sunken"
              >
                {IMAGE.test(fileName(address)) ? (
                  <img
                    src={address}
                    alt=""
                    loading="lazy"
                    className="size-16 rounded-xl bg-sunken object-cover"
                  />
                ) : (
                  <FileText aria-hidden="true" className="size-6" />
                )}
                <span className="max-w-48 truncate">{`Attachment ${index + 1}: ${fileName(address)}`}</span>
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {request.replies.length > 0 ? (
        <div className="mt-4">
          <h4 className="font-semibold">Replies</h4>
          <ol className="mt-2 flex flex-col gap-2">
            {request.replies.map((reply) => (
              <li key={`${reply.createdAt}-${reply.adminEmail}`} className="rounded-2xl bg-sunken p-3">
                <p className="text-muted text-sm">
                  {reply.adminEmail}, {dateTime(reply.createdAt)}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words">{reply.body}</p>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <SupportReplyForm request={request} />
    </article>
  );
}
