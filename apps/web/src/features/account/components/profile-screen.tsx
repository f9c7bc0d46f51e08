import { ChevronRight, Crown, LifeBuoy, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Card, Page } from '../../../components/ui/page.tsx';
import { useSession } from '../../../lib/session.ts';
import { openSupport } from '../../../lib/support-dialog.ts';
import { ProPlanCard } from '../../pro/components/pro-plan-card.tsx';
import { useMe } from '../api/get-me.ts';
import { SignOutButton } from './sign-out-button.tsx';

export function memberSince(createdAt: string | undefined): string | null {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
}

/** /profile for a signed-in cook: who they are, since when, their plan, and the way to Settings. */
export function ProfileScreen() {
  const { user } = useSession();
  const me = useMe(user?.id);
  const email = user?.email ?? '';
  const since = memberSince(user?.createdAt);

  return (
    <Page title="Profile" width="wide">
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
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
        <div className="lg:col-start-1">
          <ProPlanCard userId={user?.id} />
        </div>
        <Card className="flex flex-col gap-3 p-3 lg:col-start-2 lg:row-start-1">
          <Link
            to="/settings"
            className="flex min-h-14 items-center gap-3 rounded-2xl px-3 font-semibold text-lg hover:bg-sunken"
          >
            <Settings aria-hidden="true" className="size-6 text-brand" />
            <span className="flex-1">Settings</span>
            <ChevronRight aria-hidden="true" className="size-5 text-muted" />
          </Link>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => openSupport()}
            className="flex min-h-14 items-center gap-3 rounded-2xl px-3 text-left font-semibold text-lg hover:bg-sunken"
          >
            <LifeBuoy aria-hidden="true" className="size-6 text-brand" />
            <span className="flex-1">Contact Support</span>
            <ChevronRight aria-hidden="true" className="size-5 text-muted" />
          </button>
          <SignOutButton className="w-full" />
        </Card>
      </div>
    </Page>
  );
}
