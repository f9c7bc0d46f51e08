import { Apple } from 'lucide-react';
import { useEffect } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusLayout } from '../../../components/ui/error-screen.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';

/** `/ios`: sends people to the App Store page, or says honestly that the app is not in a store yet. */
export function IosRedirectScreen() {
  const { iosAppStoreUrl } = usePublicConfig();
  useEffect(() => {
    if (iosAppStoreUrl) window.location.replace(iosAppStoreUrl);
  }, [iosAppStoreUrl]);

  if (iosAppStoreUrl) {
    return (
      <StatusLayout
        icon={<Apple aria-hidden="true" className="size-10" />}
        title="Opening the App Store…"
        text="If nothing happens, use the link below."
      >
        <a className="text-lg font-semibold text-brand underline underline-offset-4" href={iosAppStoreUrl}>
          Open Larder in the App Store
        </a>
      </StatusLayout>
    );
  }
  return (
    <StatusLayout
      icon={<Apple aria-hidden="true" className="size-10" />}
      title="Not in the App Store yet"
      text="Larder isn't in the App Store yet. On iPhone, open Larder in Safari, tap Share, then Add to Home Screen: it works like an app, offline too."
    >
      <ButtonLink to="/" size="lg">
        Go Home
      </ButtonLink>
    </StatusLayout>
  );
}
