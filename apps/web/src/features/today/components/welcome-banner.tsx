import { lazy, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const WelcomeCard = lazy(async () => ({ default: (await import('./welcome-card.tsx')).WelcomeCard }));

/** `?welcome=true` (a new account, spec §4): a one-time welcome; the flag leaves the address at once. */
export function WelcomeBanner() {
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(params.get('welcome') === 'true');
  useEffect(() => {
    if (params.get('welcome') === null) return;
    const next = new URLSearchParams(params);
    next.delete('welcome');
    setParams(next, { replace: true });
  }, [params, setParams]);
  if (!shown) return null;
  // No Suspense boundary of its own: Today waits for the card's code (the route's loading state, or the
  // previous screen during a navigation), so the card never arrives late above the pantry and pushes
  // the screen down. Only a new account's first visit pays for it.
  return <WelcomeCard onDismiss={() => setShown(false)} />;
}
