import { Crown } from 'lucide-react';
import { Card, Page } from '../../../components/ui/page.tsx';
import { useSession } from '../../../lib/session.ts';
import { useMe } from '../../account/api/get-me.ts';
import { PreferencesSection } from '../../preferences/components/preferences-section.tsx';
import { ProPlanCard } from '../../pro/components/pro-plan-card.tsx';
import { AccountLinks } from './account-links.tsx';
import { ProfileUsage } from './profile-usage.tsx';

export function memberSince(createdAt: string | undefined): string | null {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
}

/** Who the cook is, since when, and their plan. */
function WhoCard({ userId, email, createdAt }: { userId?: string; email: string; createdAt?: string }) {
  const me = useMe(userId);
  const since = memberSince(createdAt);
  return (
    <Card className="flex min-w-0 items-center gap-4 p-6">
      <span
        aria-hidden="true"
        className="grid size-16 shrink-0 place-items-center rounded-full bg-brand font-bold text-2xl text-on-brand uppercase"
      >
        {email.slice(0, 1) || '?'}
      </span>
      <div className="min-w-0">
        <p className="font-bold text-xl wrap-anywhere">{email}</p>
        {since ? <p className="text-muted">Member since {since}</p> : null}
        {me.data ? (
          <p className="mt-1 inline-flex items-center gap-1.5 font-semibold text-brand">
            {me.data.isPro ? <Crown aria-hidden="true" className="size-4" /> : null}
            {me.data.isPro ? 'Larder Pro' : 'Free plan'}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

/**
 * /profile for a signed-in cook: who they are, then what Larder did for them (food saved from the bin,
 * what they cooked, streak, badges); beside it on desktop, below on a phone, their plan, preferences and
 * the way to Settings.
 */
export function ProfileScreen() {
  const { user } = useSession();
  return (
    <Page title="Profile" width="wide">
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          <WhoCard userId={user?.id} email={user?.email ?? ''} createdAt={user?.createdAt} />
          <ProfileUsage userId={user?.id} />
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <ProPlanCard userId={user?.id} />
          <PreferencesSection />
          <AccountLinks />
        </div>
      </div>
    </Page>
  );
}
