import { COOKIE_BANNER_DELAY_MS } from '@larder/domain/constants';
import { Cookie, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { recordConsent, useConsentAnswer } from '../../../lib/consent.ts';
import { isNativeApp } from '../../../lib/platform.ts';

/**
 * Whether the cook is still on the screen the app opened on: react-router numbers this tab's history
 * entries in `history.state.idx`, and `/` forwards to its screen in place (entry 0).
 */
const onLaunchScreen = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) === 0;

/**
 * Shown 1 s after a first visit (in the native app only on `/`, the screen it starts on: `/` itself only
 * forwards, so the banner shows on the screen `/` opened, and not once the cook has moved on). Accept
 * and dismiss both remember the dismissal; only Accept allows usage counting. It floats over the screen
 * (app-layout.tsx), so it moves nothing when it appears.
 */
export function CookieBanner() {
  useLocation(); // Drawn again on every move, to see whether this is still the launch screen.
  const answered = useConsentAnswer() !== null;
  const [delayPassed, setDelayPassed] = useState(false);
  const allowedHere = !isNativeApp() || onLaunchScreen();

  useEffect(() => {
    if (answered) return;
    const timer = setTimeout(() => setDelayPassed(true), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answered]);

  if (answered || !delayPassed || !allowedHere) return null;

  const answer = (value: 'accepted' | 'dismissed') => recordConsent(value);

  return (
    <section
      aria-label="Cookie notice"
      className="pointer-events-auto relative w-full max-w-lg rounded-3xl border border-line bg-raised p-4 pr-14 shadow-xl"
    >
      {/* Compact: it covers little of the screen, and its text never outsizes the screen's own. */}
      <div className="flex items-start gap-3">
        <Cookie aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        <p className="text-sm">
          We use cookies to keep you signed in. Accept to also let us count anonymous usage.{' '}
          <Link to="/legal/privacy" className="font-semibold text-brand underline underline-offset-4">
            Privacy
          </Link>
        </p>
      </div>
      <div className="mt-3 flex gap-3">
        <Button onClick={() => answer('accepted')}>Accept</Button>
        <Button variant="secondary" onClick={() => answer('dismissed')}>
          Necessary only
        </Button>
      </div>
      <Tooltip label="Dismiss" className="absolute top-2 right-2 inline-flex">
        <button
          type="button"
          aria-label="Dismiss cookie notice"
          onClick={() => answer('dismissed')}
          className="grid size-11 place-items-center rounded-full text-muted hover:bg-sunken"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </Tooltip>
    </section>
  );
}
