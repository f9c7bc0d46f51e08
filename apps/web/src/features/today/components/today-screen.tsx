import { freeRecipesADay } from '@larder/domain/entitlements';
import { lazy, Suspense } from 'react';
import type { SignUpDialogComponent } from '../../../components/ui/account-prompt-dialog.tsx';
import { localToday } from '../../../lib/local-day.ts';
import { usePantry } from '../../../lib/pantry-cache.ts';
import { usePlan } from '../../../lib/plan-cache.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useSession } from '../../../lib/session.ts';
import { useCook } from '../use-cook.ts';
import { CookPanel } from './cook-panel.tsx';
import { CookPanelSkeleton } from './cook-panel-skeleton.tsx';
import { PantryPanel } from './pantry-panel.tsx';
import { WelcomeBanner } from './welcome-banner.tsx';

// Only a cook with meals planned for today loads it: it comes last, so its arrival moves nothing.
const TodaysPlan = lazy(async () => ({ default: (await import('./todays-plan.tsx')).TodaysPlan }));

const AllowanceDialog = lazy(async () => ({
  default: (await import('./allowance-dialog.tsx')).AllowanceDialog,
}));

function todayHeading(now = new Date()): string {
  return now.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long' });
}

/** Today: what's in the kitchen, and something good to cook with it (design.md §4). */
export function TodayScreen({ signUpDialog }: { signUpDialog: SignUpDialogComponent }) {
  const pantry = usePantry();
  const { status, user } = useSession();
  const { pro } = usePublicConfig();
  const cook = useCook({
    pantry: pantry.items,
    signedIn: status === 'signed-in',
    userId: user?.id ?? null,
    freeRecipesPerDay: pro.freeRecipesPerDay,
  });
  const today = localToday();
  const planned = usePlan().current?.plan?.days.some((day) => day.date === today && day.meals.length > 0);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-10 sm:px-5 lg:px-10 lg:pt-10">
      <p className="font-semibold text-muted">{todayHeading()}</p>
      <h1 className="font-bold text-3xl leading-tight tracking-tight lg:text-4xl">Today</h1>
      <WelcomeBanner />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start lg:gap-8">
        <PantryPanel pantry={pantry} today={today} />
        {/* Under the pantry list on a phone: it comes with the list, so the list never pushes it down.
            Today's plan comes last, where its late arrival moves nothing (decision 019). */}
        {pantry.isLoading ? (
          <CookPanelSkeleton />
        ) : (
          <div className="min-w-0 space-y-6">
            <CookPanel
              cook={cook}
              pantry={pantry.server}
              pantryEmpty={pantry.items.length === 0}
              firstRecipeFree={status !== 'signed-in'}
              perDay={freeRecipesADay(pro.freeRecipesPerDay, status === 'signed-in')}
            />
            {planned ? (
              <Suspense fallback={null}>
                <TodaysPlan today={today} />
              </Suspense>
            ) : null}
          </div>
        )}
      </div>
      {cook.state.status === 'allowance' ? (
        <Suspense fallback={null}>
          <AllowanceDialog
            hasAccount={status === 'signed-in'}
            message={cook.state.message}
            onClose={cook.dismiss}
            signUpDialog={signUpDialog}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
