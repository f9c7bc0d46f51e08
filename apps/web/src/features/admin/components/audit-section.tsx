import { dateTime } from '../admin-dates.ts';
import { useAdminUrl } from '../admin-url.ts';
import { useAdminAudit } from '../api/list-admin-audit.ts';
import { describeAction } from '../audit-text.ts';
import { ListState, Pager, SearchForm } from './list-controls.tsx';

/** Every admin action, newest first: when, who, what in plain words. */
export function AuditSection() {
  const url = useAdminUrl();
  const audit = useAdminAudit(url.q, url.page);
  const rows = audit.data?.rows ?? [];
  return (
    <div className="flex flex-col gap-5">
      <SearchForm
        id="admin-audit-search"
        label="Search the audit log"
        placeholder="Admin, account or action"
      />
      <ListState
        loading={audit.isPending}
        error={audit.data ? null : audit.error}
        onRetry={() => void audit.refetch()}
        empty={
          audit.data && rows.length === 0
            ? url.q
              ? `No actions match “${url.q}”.`
              : 'No admin actions yet.'
            : null
        }
        what="the audit log"
      />
      {rows.length > 0 ? (
        <ol
          aria-label="Admin actions, newest first"
          className="flex flex-col divide-y divide-line rounded-3xl border border-line bg-raised"
        >
          {rows.map((entry) => (
            <li key={entry.id} className="min-w-0 px-5 py-4">
              <p className="text-muted text-sm">
                <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
              </p>
              <p className="mt-0.5 break-words">
                <span className="font-semibold">{entry.adminEmail}</span> {describeAction(entry)}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {audit.data ? (
        <Pager
          label="Audit log pages"
          page={audit.data.page}
          pageSize={audit.data.pageSize}
          total={audit.data.total}
        />
      ) : null}
    </div>
  );
}
