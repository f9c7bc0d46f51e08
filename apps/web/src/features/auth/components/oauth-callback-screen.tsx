import { isNewAccount } from '@larder/domain/auth';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { StatusLayout } from '../../../components/ui/error-screen.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { refreshSession } from '../../../lib/session.ts';
import { safeReturnTo } from '../return-to.ts';

/**
 * /oauth-callback: the provider signed the cook in (cookie set). A new account (created within the last
 * 30 seconds) goes to /today?welcome=true, a returning one to /today with "Welcome back!".
 */
export function OAuthCallbackScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const returnTo = safeReturnTo(params.get('returnTo'));
    let cancelled = false;
    const fail = (description: string) => {
      toast({ title: 'Authentication Error', description, tone: 'error' });
      navigate('/auth?mode=signin', { replace: true });
    };
    refreshSession().then(
      ({ status, user }) => {
        if (cancelled) return;
        if (status !== 'signed-in' || !user) return fail('Sign-in did not complete. Please try again.');
        if (params.get('new') === '1' || isNewAccount(user.createdAt)) {
          navigate(returnTo ?? '/today?welcome=true', { replace: true });
        } else {
          toast({ title: 'Welcome back!', tone: 'success' });
          navigate(returnTo ?? '/today', { replace: true });
        }
      },
      (error: unknown) => {
        if (!cancelled) fail(error instanceof Error ? error.message : 'Please try again.');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [search, navigate]);

  return (
    <StatusLayout
      icon={<LoaderCircle aria-hidden="true" className="size-10 animate-spin" />}
      title="Signing you in"
      text="One moment while we open your kitchen."
    />
  );
}
