import { REPORT_STATUSES } from '@larder/domain/api/reports';
import { useAdminUrl } from '../admin-url.ts';
import { type ReportStatus, useContentReports } from '../api/list-content-reports.ts';
import { FilterChips, ListState, Pager, SearchForm } from './list-controls.tsx';
import { ReportCard } from './report-card.tsx';

type Filter = ReportStatus | 'all';
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'all', label: 'All' },
];
const isStatus = (value: string | null): value is ReportStatus =>
  (REPORT_STATUSES as readonly (string | null)[]).includes(value);

/** Reports of public recipes and shared collections, open ones first by default, a page at a time. */
export function ReportsSection() {
  const url = useAdminUrl();
  const asked = url.get('status');
  const filter: Filter = asked === 'all' ? 'all' : isStatus(asked) ? asked : 'open';
  const reports = useContentReports(filter === 'all' ? undefined : filter, url.q, url.page);
  const rows = reports.data?.reports ?? [];
  return (
    <div className="flex flex-col gap-5">
      <SearchForm id="admin-report-search" label="Search reports" placeholder="Id, reason or note" />
      <FilterChips name="status" legend="Status" options={FILTERS} value={filter} />
      <ListState
        loading={reports.isPending}
        error={reports.data ? null : reports.error}
        onRetry={() => void reports.refetch()}
        empty={
          reports.data && rows.length === 0
            ? filter === 'all'
              ? 'No reports.'
              : `No ${filter} reports.`
            : null
        }
        what="reports"
      />
      {rows.length > 0 ? (
        <ul aria-label="Reports" className="flex flex-col gap-4">
          {rows.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      ) : null}
      {reports.data ? (
        <Pager label="Report pages" page={reports.data.page} hasMore={reports.data.hasMore} />
      ) : null}
    </div>
  );
}
