import { Check, CircleAlert, LoaderCircle, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { SyncState } from '../use-reminders.ts';

/** A quiet line under the settings: saving, saved, or why the sync failed with a way to try again. */
export function SyncLine({ sync, on, onRetry }: { sync: SyncState; on: boolean; onRetry: () => void }) {
  return (
    <div className="mt-4 flex min-h-12 flex-wrap items-center gap-x-4 gap-y-2">
      <p role="status" className="flex min-w-0 flex-1 basis-56 items-start gap-2 text-sm">
        {sync.status === 'saving' ? (
          <>
            <LoaderCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin text-muted" />
            <span className="text-muted">Saving…</span>
          </>
        ) : sync.status === 'synced' ? (
          <>
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand dark:text-brand-strong" />
            <span className="text-muted">
              {on ? 'Saved. Reminders will come to this device.' : 'Saved. Reminders are off on this device.'}
            </span>
          </>
        ) : sync.status === 'failed' ? (
          <>
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
            <span>
              <span className="font-semibold text-danger">Couldn't sync your reminders.</span> {sync.message}
            </span>
          </>
        ) : null}
      </p>
      {sync.status === 'failed' ? (
        <Button variant="secondary" onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-5" />
          Try again
        </Button>
      ) : null}
    </div>
  );
}
