import { useQueryClient } from '@tanstack/react-query';
import { ShieldX } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusLayout } from '../../../components/ui/error-screen.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { ADMIN_TABS, type AdminTab, useAdminUrl } from '../admin-url.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { AdminNav } from './admin-nav.tsx';
import { AuditSection } from './audit-section.tsx';
import { ErrorsSection } from './errors-section.tsx';
import { OverviewSection } from './overview-section.tsx';
import { ReportsSection } from './reports-section.tsx';
import { SupportSection } from './support-section.tsx';
import { UsersSection } from './users-section.tsx';

const SECTIONS: Record<AdminTab, () => React.ReactNode> = {
  overview: () => <OverviewSection />,
  users: () => <UsersSection />,
  support: () => <SupportSection />,
  reports: () => <ReportsSection />,
  errors: () => <ErrorsSection />,
  audit: () => <AuditSection />,
};

/** Whether the server refused any admin call with 403: the account is not (or no longer) an admin. */
function useRefused(): boolean {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () =>
      cache
        .findAll({ queryKey: adminKeys.all })
        .some((query) => query.state.error instanceof ApiError && query.state.error.status === 403),
  );
}

/**
 * /admin: the usage dashboard, accounts, the support inbox, content reports, client errors and the audit
 * log, one section at a time (`?tab=`). The server checks the admin role on every call; anyone else is
 * told so plainly.
 */
export function AdminScreen() {
  const url = useAdminUrl();
  if (useRefused()) {
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
  const label = ADMIN_TABS.find((tab) => tab.id === url.tab)?.label ?? 'Overview';
  return (
    <Page title="Admin" lead="Usage, accounts, support and reports." width="wide">
      <AdminNav current={url.tab} />
      <section aria-labelledby="admin-section-title" className="mt-6">
        <h2 id="admin-section-title" className="font-bold text-2xl tracking-tight">
          {label}
        </h2>
        <div className="mt-4">{SECTIONS[url.tab]()}</div>
      </section>
    </Page>
  );
}
