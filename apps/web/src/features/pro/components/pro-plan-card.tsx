import { WEB_SUBSCRIPTION_WAIT_MS } from '@larder/domain/constants';
import type { ProPlan } from '@larder/domain/entitlements';
import { useQueryClient } from '@tanstack/react-query';
import { Crown, ExternalLink } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { isNativeApp } from '../../../lib/platform.ts';
import { goTo, openBillingPortal } from '../api/billing.ts';
import { entitlementsKey, useEntitlements } from '../api/entitlements.ts';
import { proSummary } from '../pro-summary.ts';

const RestorePurchases = lazy(async () => ({
  default: (await import('./restore-purchases.tsx')).RestorePurchases,
}));

/** How often the card asks again while it waits for Stripe's word after Checkout. */
const CHECK_EVERY_MS = 1_000;

/**
 * Back from Checkout (`?checkout=done`), Pro is on once Stripe's webhook has reached the server: the card
 * asks again every second for up to 10 s (spec §9), then says what happened.
 */
function useCheckoutWait(userId: string | undefined, active: boolean | undefined) {
  const [params, setParams] = useSearchParams();
  const returned = params.get('checkout') === 'done';
  const [timedOut, setTimedOut] = useState(false);
  const client = useQueryClient();
  const waiting = returned && active !== true && !timedOut;
  useEffect(() => {
    if (!waiting) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started >= WEB_SUBSCRIPTION_WAIT_MS) setTimedOut(true);
      else void client.invalidateQueries({ queryKey: entitlementsKey(userId) });
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, client, userId]);
  const done = () =>
    setParams(
      (current) => {
        current.delete('checkout');
        current.delete('session_id');
        return current;
      },
      { replace: true },
    );
  return { returned, waiting, timedOut, done };
}

/**
 * Back from Checkout with Pro on: reports the purchase (spec §7 conversions) once, keyed by Checkout's
 * session id, so a reload of this page counts it once.
 */
function useProConversion(plan: ProPlan | null) {
  const [params] = useSearchParams();
  const checkout = params.get('session_id') ?? '';
  useEffect(() => {
    if (!plan || !checkout) return;
    void import('../../conversions/track-conversions.ts')
      .then(({ trackConversion }) => trackConversion({ kind: 'pro', plan }, checkout))
      .catch(() => undefined);
  }, [plan, checkout]);
}

/** Profile's plan: Free or Pro, when it renews or ends, and the way to manage or buy it. */
export function ProPlanCard({ userId }: { userId: string | undefined }) {
  const entitlements = useEntitlements(userId);
  const pro = entitlements.data?.entitlements.pro;
  const wait = useCheckoutWait(userId, pro?.isActive);
  useProConversion(wait.returned && pro?.isActive === true ? pro.plan : null);
  const [portalError, setPortalError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);

  const manage = async () => {
    setOpening(true);
    setPortalError(null);
    try {
      goTo((await openBillingPortal()).url);
    } catch (error) {
      setPortalError(
        error instanceof ApiError ? error.message : 'Please check your connection and try again.',
      );
      setOpening(false);
    }
  };

  if (wait.waiting) {
    return (
      <Card className="p-6">
        <div role="status" aria-live="polite">
          <p className="font-bold text-lg">Confirming your payment…</p>
          <p className="mt-1 text-muted">
            Stripe is telling Larder about your subscription. This takes a few seconds.
          </p>
        </div>
        <span className="mt-4 block h-2 overflow-hidden rounded-full bg-sunken">
          <span className="block h-full w-1/3 animate-pulse rounded-full bg-brand" />
        </span>
      </Card>
    );
  }
  if (!pro) {
    return entitlements.isError ? (
      <Card className="p-6">
        <p className="font-semibold">Your plan could not be loaded.</p>
        <Button variant="secondary" className="mt-3" onClick={() => void entitlements.refetch()}>
          Try again
        </Button>
      </Card>
    ) : null;
  }
  const summary = proSummary(pro);
  return (
    <Card className="p-6">
      <div role="status" aria-live="polite">
        {wait.returned && pro.isActive ? (
          <p className="mb-3 rounded-2xl bg-brand-soft p-3 font-semibold">
            Welcome to Larder Pro. Enjoy unlimited recipes.
          </p>
        ) : null}
        {wait.returned && wait.timedOut ? (
          <p className="mb-3 rounded-2xl bg-sunken p-3">
            Your payment is still being confirmed. Pro appears here as soon as Stripe tells us, usually within
            a minute.
          </p>
        ) : null}
      </div>
      <h2 className="inline-flex items-center gap-2 font-bold text-xl">
        {pro.isActive ? <Crown aria-hidden="true" className="size-5 text-brand" /> : null}
        {summary.title}
      </h2>
      {summary.detail ? <p className="mt-1 text-muted">{summary.detail}</p> : null}
      {summary.manage ? <p className="mt-1 text-muted">{summary.manage}</p> : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {pro.isActive && pro.manageable ? (
          <Button variant="secondary" onClick={() => void manage()} disabled={opening}>
            <ExternalLink aria-hidden="true" className="size-5" />
            {opening ? 'Opening…' : 'Manage subscription'}
          </Button>
        ) : null}
        {pro.isActive ? null : <ButtonLink to="/pricing">See Pro plans</ButtonLink>}
        {isNativeApp() ? (
          <Suspense fallback={null}>
            <RestorePurchases />
          </Suspense>
        ) : null}
        {wait.returned && !wait.waiting ? (
          <Button variant="ghost" onClick={wait.done}>
            Done
          </Button>
        ) : null}
      </div>
      {portalError ? (
        <p role="alert" className="mt-3 font-semibold text-danger">
          {portalError}
        </p>
      ) : null}
    </Card>
  );
}
