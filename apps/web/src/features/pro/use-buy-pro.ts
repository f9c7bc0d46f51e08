import type { ProPlan } from '@larder/domain/entitlements';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { isNativeApp } from '../../lib/platform.ts';
import { useSession } from '../../lib/session.ts';
import { newUuid } from '../../lib/uuid.ts';
import { goTo, startCheckout } from './api/billing.ts';

/** Where a visitor without an account goes first: Pro belongs to an account, so it can be restored anywhere. */
export const SIGN_UP_FIRST = `/auth?mode=signup&returnTo=${encodeURIComponent('/pricing')}`;

/**
 * In the native app, the store sells the plan (RevenueCat; spec §6: an anonymous cook may buy, and the
 * purchase moves to the account they create). The flow's toasts say what happened; the store module loads
 * only here, on native.
 */
async function buyInStore(plan: ProPlan, userId: string | null): Promise<void> {
  const { purchaseFlow } = await import('./native/use-native-purchases.ts');
  const flow = purchaseFlow();
  const period = plan === 'monthly' ? 'month' : 'year';
  // The store not answering with its packages is said by the purchase below, in the spec's words.
  const offered = await flow.packages(userId).catch(() => []);
  const chosen = offered.find((one) => one.period === period);
  const outcome = await flow.buy(chosen?.identifier ?? plan, userId);
  if (outcome.kind === 'purchased') {
    // Counted on the side: the cook's purchase is done whatever happens to the report.
    void import('../conversions/track-conversions.ts')
      .then(({ trackConversion }) => trackConversion({ kind: 'pro', plan }, newUuid()))
      .catch(() => undefined);
  }
}

/**
 * Buying a plan: on the web, a cook with an account goes to Stripe's Checkout, and anyone else creates a
 * free account first and comes back to the pricing page (`problem` says in words why Checkout could not
 * open); in the native app, the store sells it.
 */
export function useBuyPro() {
  const navigate = useNavigate();
  const { status, user } = useSession();
  const [buying, setBuying] = useState<ProPlan | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const buy = async (plan: ProPlan) => {
    if (isNativeApp()) {
      setBuying(plan);
      await buyInStore(plan, user?.id ?? null).finally(() => setBuying(null));
      return;
    }
    if (status !== 'signed-in') {
      navigate(SIGN_UP_FIRST);
      return;
    }
    setBuying(plan);
    setProblem(null);
    try {
      goTo((await startCheckout(plan)).url);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'Please check your connection and try again.');
      setBuying(null);
    }
  };
  return { buy, buying, problem };
}
