import { loadingStage } from '@larder/domain/loading-stages';
import { ChefHat, CookingPot, WifiOff } from 'lucide-react';
import { Button } from './button.tsx';
import { StatusLayout } from './error-screen.tsx';

/** The loading screen: the spec §4 stage for the real progress made so far. */
export function LoadingScreen({ percent, label = 'Loading Larder' }: { percent: number; label?: string }) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  const stage = loadingStage(value);
  return (
    <div className="mx-auto flex min-h-[70dvh] w-full max-w-sm flex-col items-center justify-center gap-6 px-6 text-center">
      <div className="grid size-24 place-items-center rounded-full bg-brand-soft text-brand">
        <CookingPot aria-hidden="true" className="size-12 animate-pulse" />
      </div>
      <div className="w-full">
        {/* Two lines kept for the stage, so a longer one does not move the centred screen. */}
        <p className="min-h-14 text-xl font-semibold" aria-live="polite">
          {/* A new text for each stage (not the old one rewritten), so no words are seen to move. */}
          <span key={stage}>{stage}…</span>
        </p>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={`${value}% — ${stage}`}
          className="mt-4 h-3 w-full overflow-hidden rounded-full bg-sunken"
        >
          <div
            className="h-full rounded-full bg-brand transition-[width] duration-300"
            style={{ width: `${value}%` }}
          />
        </div>
      </div>
    </div>
  );
}

/** No network, and what the page needs is not in the cache. */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusLayout
      icon={<WifiOff aria-hidden="true" className="size-10" />}
      title="Kitchen Offline"
      text="You're offline and this page isn't saved on your device yet. Reconnect to the internet and try again."
    >
      <Button size="lg" onClick={onRetry}>
        Try Again
      </Button>
    </StatusLayout>
  );
}

/** The app could not start for a reason other than the network. */
export function KitchenErrorScreen() {
  return (
    <StatusLayout
      icon={<ChefHat aria-hidden="true" className="size-10" />}
      title="The kitchen hit a snag"
      text="Larder couldn't start properly. Restarting usually fixes it."
    >
      <Button size="lg" onClick={() => window.location.reload()}>
        Restart Kitchen
      </Button>
    </StatusLayout>
  );
}
