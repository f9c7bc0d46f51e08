import type { AdminErrorGroup } from '@larder/domain/api/admin';
import { dateTime } from '../admin-dates.ts';
import { useAdminUrl } from '../admin-url.ts';
import { useClientErrors } from '../api/list-client-errors.ts';
import { Badge, ListState, Pager, SearchForm } from './list-controls.tsx';

const times = (count: number) => (count === 1 ? 'once' : `${count.toLocaleString('en-GB')} times`);

function ErrorGroupCard({ group }: { group: AdminErrorGroup }) {
  return (
    <article
      aria-label={group.message}
      className="min-w-0 rounded-3xl border border-line bg-raised p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-bold font-mono text-base">{group.message}</h3>
        <Badge tone="danger">{times(group.count)}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 lg:grid-cols-4">
        <div className="min-w-0">
          <dt className="text-muted text-sm">Route</dt>
          <dd className="break-words font-mono">{group.route || '—'}</dd>
        </div>
        <div>
          <dt className="text-muted text-sm">First seen</dt>
          <dd>{dateTime(group.firstSeenAt)}</dd>
        </div>
        <div>
          <dt className="text-muted text-sm">Last seen</dt>
          <dd>{dateTime(group.lastSeenAt)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted text-sm">Release</dt>
          <dd className="break-words font-mono">{group.latestRelease || '—'}</dd>
        </div>
      </dl>
      {group.latestStack ? (
        <details className="mt-3 rounded-2xl border border-line">
          <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-brand">
            Latest stack
          </summary>
          <pre
            // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls in its box, so a keyboard must reach it (axe scrollable-region-focusable)
            tabIndex={0}
            className="max-h-72 overflow-auto px-4 pb-3 font-mono text-sm leading-relaxed"
          >
            {group.latestStack}
          </pre>
        </details>
      ) : null}
    </article>
  );
}

/** Errors the app reported from cooks' devices, grouped by message and route, most recent first. */
export function ErrorsSection() {
  const url = useAdminUrl();
  const errors = useClientErrors(url.q, url.page);
  const rows = errors.data?.rows ?? [];
  return (
    <div className="flex flex-col gap-5">
      <SearchForm id="admin-error-search" label="Search errors" placeholder="Message or route" />
      <ListState
        loading={errors.isPending}
        error={errors.data ? null : errors.error}
        onRetry={() => void errors.refetch()}
        empty={
          errors.data && rows.length === 0
            ? url.q
              ? `No errors match “${url.q}”.`
              : 'No client errors.'
            : null
        }
        what="client errors"
      />
      {rows.length > 0 ? (
        <ul aria-label="Client errors" className="flex flex-col gap-4">
          {rows.map((group) => (
            <li key={`${group.message}\n${group.route}`} className="min-w-0">
              <ErrorGroupCard group={group} />
            </li>
          ))}
        </ul>
      ) : null}
      {errors.data ? (
        <Pager
          label="Error pages"
          page={errors.data.page}
          pageSize={errors.data.pageSize}
          total={errors.data.total}
        />
      ) : null}
    </div>
  );
}
