import { type adminReportsAnswer, REPORT_REASON_LABELS } from '@larder/domain/api/reports';
import { CircleAlert, ExternalLink } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { type Answer, failureText } from '../../../lib/api-client.ts';
import { dateTime } from '../admin-dates.ts';
import { useDecideContentReport } from '../api/decide-content-report.ts';
import { Badge } from './list-controls.tsx';

type Report = Answer<typeof adminReportsAnswer>['reports'][number];

const STATUS = { open: 'Open', hidden: 'Hidden', dismissed: 'Dismissed' } as const;

/** Where the reported item is public: a recipe's page, or a shared collection's preview. */
const itemAddress = (report: Report) =>
  report.kind === 'recipe'
    ? `/r/${encodeURIComponent(report.itemId)}`
    : `/collection-preview/${encodeURIComponent(report.itemId)}`;

/** One report: the item (with a link to it), the reason and note, and Hide or Dismiss while it is open. */
export function ReportCard({ report }: { report: Report }) {
  const decide = useDecideContentReport(report);
  const kind = report.kind === 'recipe' ? 'Recipe' : 'Collection';
  const title = report.itemTitle ?? `${kind} no longer there`;
  const act = (decision: 'hide' | 'dismiss') =>
    decide.mutate(decision, {
      onSuccess: () =>
        toast({
          title: decision === 'hide' ? `${kind} hidden` : 'Report dismissed',
          description: title,
          tone: 'success',
        }),
    });
  return (
    <article
      aria-label={`Report of ${title}`}
      className="rounded-3xl border border-line bg-raised p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{kind}</Badge>
        <Badge tone={report.status === 'open' ? 'danger' : 'brand'}>{STATUS[report.status]}</Badge>
        <span className="text-muted text-sm">{dateTime(report.createdAt)}</span>
      </div>
      <h3 className="mt-2 break-words font-bold text-lg leading-snug">
        <a
          href={itemAddress(report)}
          target="_blank"
          rel="noreferrer"
          className="inline-block py-2.5 text-brand underline underline-offset-2"
        >
          {title}
          <span className="sr-only"> (opens in a new tab)</span>
          <ExternalLink aria-hidden="true" className="ml-1.5 inline size-4 align-[-0.1em]" />
        </a>
      </h3>
      <dl className="mt-1 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-muted text-sm">Reason</dt>
          <dd className="font-semibold">{REPORT_REASON_LABELS[report.reason]}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted text-sm">Note</dt>
          <dd className="whitespace-pre-wrap break-words">{report.note || 'No note'}</dd>
        </div>
      </dl>
      {decide.error ? (
        <p role="alert" className="mt-3 flex items-start gap-2 font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {failureText(decide.error)}
        </p>
      ) : null}
      {report.status === 'open' ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="danger" disabled={decide.isPending} onClick={() => act('hide')}>
            Hide {kind.toLowerCase()}
          </Button>
          <Button variant="secondary" disabled={decide.isPending} onClick={() => act('dismiss')}>
            Dismiss
          </Button>
        </div>
      ) : null}
    </article>
  );
}
