import { ShieldX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ErrorScreen, StatusLayout } from '../../../components/ui/error-screen.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAdminOverview } from '../api/get-admin-overview.ts';

const label = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/^./, (first) => first.toUpperCase());

/** Every count in the overview, nested ones named by their path ("Users › Admin"). */
export function overviewCounts(value: unknown, path: string[] = []): [string, number][] {
  if (typeof value === 'number') return [[path.map(label).join(' › ') || 'Total', value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => overviewCounts(inner, [...path, key]));
}

/** /admin: user counts by role for admins; a clear refusal for everyone else. */
export function AdminScreen() {
  const overview = useAdminOverview();
  if (overview.error instanceof ApiError && overview.error.status === 403) {
    return (
      <StatusLayout
        icon={<ShieldX aria-hidden="true" className="size-10" />}
        title="Admin"
        text="You don't have access to the admin area."
      >
        <ButtonLink to="/today" size="lg">
          Back to Today
        </ButtonLink>
      </StatusLayout>
    );
  }
  if (overview.error) return <ErrorScreen type="error" onRetry={() => void overview.refetch()} />;
  const counts = overviewCounts(overview.data ?? {});
  return (
    <Page title="Admin" lead="Accounts on this server." width="wide">
      {overview.isPending ? (
        <p role="status" className="text-muted">
          Loading the overview…
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {counts.map(([name, count]) => (
            <div key={name} className="rounded-3xl border border-line bg-raised p-5 shadow-sm">
              <dt className="text-muted">{name}</dt>
              <dd className="mt-1 font-bold text-3xl tabular-nums">{count.toLocaleString()}</dd>
            </div>
          ))}
        </dl>
      )}
    </Page>
  );
}
