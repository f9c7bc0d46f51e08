import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { WelcomeCard } from './welcome-card.tsx';

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
  // In Today's own code (half a kilobyte), not loaded after it: it is above the pantry, and a card
  // that arrived late would push the whole screen down.
  return <WelcomeCard onDismiss={() => setShown(false)} />;
}
