import { CloudOff, TriangleAlert, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ERROR_SCREEN_COPY } from '../../../components/ui/error-screen.tsx';
import { NetworkError } from '../../../lib/api-client.ts';
import { useProfileSummary } from '../api/get-profile-summary.ts';
import { BadgesCard } from './badges-card.tsx';
import { CookedCard } from './cooked-card.tsx';
import { SavedFromBinCard } from './saved-from-bin-card.tsx';
import { StreakCard } from './streak-card.tsx';

function Loading() {
  return (
    <div role="status" aria-label="Loading what Larder did for you" className="flex flex-col gap-5">
      {['h-64', 'h-56', 'h-32'].map((height) => (
        <div key={height} className={`${height} animate-pulse rounded-3xl border border-line bg-sunken`} />
      ))}
    </div>
  );
}

/** The numbers could not be loaded: the screen's other cards still work, and this one offers a retry. */
function Failed({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  const copy = offline
    ? { ...ERROR_SCREEN_COPY.network, Icon: CloudOff }
    : { ...ERROR_SCREEN_COPY.error, Icon: TriangleAlert };
  return (
    <section
      aria-labelledby="usage-failed"
      className="flex flex-col items-start gap-3 rounded-3xl border border-line bg-raised p-5 shadow-sm lg:p-6"
    >
      <copy.Icon aria-hidden="true" className="size-8 text-brand" />
      <h2 id="usage-failed" className="font-bold text-xl">
        {copy.title}
      </h2>
      <p className="text-muted">
        {offline
          ? "You're offline, so your food saved, meals and badges can't load. Reconnect and try again."
          : `Your food saved, meals and badges didn't load. ${copy.text}`}
      </p>
      <Button onClick={onRetry}>Try Again</Button>
    </section>
  );
}

/** What Larder did for the cook: food saved from the bin, what they cooked, their streak and badges. */
export function ProfileUsage({ userId }: { userId: string | undefined }) {
  const summary = useProfileSummary(userId);
  const retry = () => void summary.refetch();
  const offline = summary.error instanceof NetworkError;
  if (!summary.data) {
    return summary.isError ? <Failed offline={offline} onRetry={retry} /> : <Loading />;
  }
  const { saved, cooked, streak, badges } = summary.data;
  return (
    <>
      {summary.isError ? (
        <p role="status" className="flex items-start gap-2 rounded-2xl bg-sunken p-3">
          <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {offline
            ? "You're offline: these are your numbers as this device last saw them."
            : 'These numbers may be out of date: they could not be refreshed.'}
        </p>
      ) : null}
      <SavedFromBinCard saved={saved} />
      <CookedCard cooked={cooked} />
      <StreakCard streak={streak} />
      <BadgesCard userId={userId} badges={badges} />
    </>
  );
}
