import { lazy, Suspense, useEffect, useState } from 'react';
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
  return (
    <Suspense fallback={null}>
      <WelcomeCard onDismiss={() => setShown(false)} />
    </Suspense>
  );
}
