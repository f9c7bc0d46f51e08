import { X } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { isIosWeb } from '../../../lib/platform.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { readFlag, writeFlag } from '../../../lib/storage.ts';
import { IOS_APP_BANNER_BOX } from '../ios-app-banner-box.ts';

/** On iOS in the browser only: points to the App Store app, until dismissed. */
export function IosAppBanner() {
  const { iosAppStoreUrl } = usePublicConfig();
  const [dismissed, setDismissed] = useState(() => readFlag('app-store-banner-dismissed') !== null);
  if (!iosAppStoreUrl || dismissed || !isIosWeb()) return null;

  return (
    <section aria-label="Larder for iPhone" className={`flex items-center gap-3 px-3 ${IOS_APP_BANNER_BOX}`}>
      <button
        type="button"
        aria-label="Dismiss App Store banner"
        onClick={() => {
          writeFlag('app-store-banner-dismissed', 'true');
          setDismissed(true);
        }}
        className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-sunken"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      <img src="/icons/icon.svg" alt="" className="size-11 rounded-xl" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Larder for iPhone</p>
        <p className="truncate text-sm text-muted">Hands-free cooking and reminders</p>
      </div>
      <a
        href={iosAppStoreUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('primary', 'md')}
      >
        Get the app
      </a>
    </section>
  );
}
