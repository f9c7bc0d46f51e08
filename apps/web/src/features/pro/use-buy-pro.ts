import type { ProPlan } from '@larder/domain/entitlements';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { goTo, startCheckout } from './api/billing.ts';

/** Where a visitor without an account goes first: Pro belongs to an account, so it can be restored anywhere. */
export const SIGN_UP_FIRST = `/auth?mode=signup&returnTo=${encodeURIComponent('/pricing')}`;

/**
 * Buying a plan: a cook with an account goes to Stripe's Checkout; anyone else creates a free account
 * first and comes back to the pricing page. `problem` says in words why Checkout could not open.
 */
export function useBuyPro() {
  const navigate = useNavigate();
  const { status } = useSession();
  const [buying, setBuying] = useState<ProPlan | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const buy = async (plan: ProPlan) => {
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
