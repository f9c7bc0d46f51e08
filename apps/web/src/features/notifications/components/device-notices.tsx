import { BellOff, Info, Share, SquarePlus } from 'lucide-react';
import type { ReactNode } from 'react';

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-sunken px-4 py-3">
      <span className="mt-0.5 shrink-0 text-muted">{icon}</span>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** Permission denied: the cook can only change it in the settings of the browser or phone. */
export function BlockedNotice() {
  return (
    <Notice icon={<BellOff aria-hidden="true" className="size-5" />}>
      <p>
        Notifications are blocked for Larder. Allow them in your browser or phone settings, then come back.
      </p>
    </Notice>
  );
}

export function UnsupportedNotice() {
  return (
    <Notice icon={<Info aria-hidden="true" className="size-5" />}>
      <p>
        This browser can't show notifications, so reminders can't reach you here. Open Larder in a current
        Chrome, Edge, Firefox or Safari, or install the app.
      </p>
    </Notice>
  );
}

/** iPhone and iPad: Web Push only reaches Larder installed on the Home Screen (iOS 16.4 and later). */
export function InstallForRemindersNotice() {
  return (
    <Notice icon={<Info aria-hidden="true" className="size-5" />}>
      <p className="font-semibold">On iPhone and iPad, reminders need Larder on your Home Screen.</p>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>
          In Safari, tap Share <Share aria-hidden="true" className="inline size-4 align-[-2px]" />.
        </li>
        <li>
          Choose Add to Home Screen <SquarePlus aria-hidden="true" className="inline size-4 align-[-2px]" />.
        </li>
        <li>Open Larder from your Home Screen and turn reminders on in Settings.</li>
      </ol>
    </Notice>
  );
}
