import { SUPPORT_STATUSES, type SupportStatus } from '@larder/domain/api/admin';
import { useAdminUrl } from '../admin-url.ts';
import { useSupportRequests } from '../api/list-support-requests.ts';
import { FilterChips, ListState, Pager, SearchForm } from './list-controls.tsx';
import { SupportRequestCard } from './support-request-card.tsx';

type Filter = SupportStatus | 'all';
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];
const isStatus = (value: string | null): value is SupportStatus =>
  (SUPPORT_STATUSES as readonly (string | null)[]).includes(value);

/** The support inbox: contact requests and bug reports, open ones first by default, a page at a time. */
export function SupportSection() {
  const url = useAdminUrl();
  const asked = url.get('status');
  const filter: Filter = asked === 'all' ? 'all' : isStatus(asked) ? asked : 'open';
  const status = filter === 'all' ? undefined : filter;
  const requests = useSupportRequests(status, url.q, url.page);
  const rows = requests.data?.rows ?? [];
  const none = filter === 'all' ? 'No support requests' : `No ${filter} support requests`;
  return (
    <div className="flex flex-col gap-5">
      <SearchForm id="admin-support-search" label="Search requests" placeholder="Email, subject or message" />
      <FilterChips name="status" legend="Status" options={FILTERS} value={filter} />
      <ListState
        loading={requests.isPending}
        error={requests.data ? null : requests.error}
        onRetry={() => void requests.refetch()}
        empty={requests.data && rows.length === 0 ? (url.q ? `${none} match “${url.q}”.` : `${none}.`) : null}
        what="support requests"
      />
      {rows.length > 0 ? (
        <ul aria-label="Support requests" className="flex flex-col gap-4">
          {rows.map((request) => (
            <li key={request.id}>
              <SupportRequestCard request={request} />
            </li>
          ))}
        </ul>
      ) : null}
      {requests.data ? (
        <Pager
          label="Support request pages"
          page={requests.data.page}
          pageSize={requests.data.pageSize}
          total={requests.data.total}
        />
      ) : null}
    </div>
  );
}
