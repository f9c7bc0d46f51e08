import { MailCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { StatusLayout } from '../../../components/ui/error-screen.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { refreshSession } from '../../../lib/session.ts';
import { getMe } from '../api/get-me.ts';
import { verifyEmail } from '../api/verify-email.ts';
import { authProblem } from '../auth-errors.ts';
import { safeReturnTo } from '../return-to.ts';

/** One confirmation per token and page load (React may run the effect twice). */
const confirmations = new Map<string, Promise<string>>();

/** Confirms, signs in, and answers where to go: /today with recipes, else /today?welcome=true. */
async function confirm(token: string, returnTo: string | null): Promise<string> {
  await verifyEmail(token);
  const { status } = await refreshSession();
  if (status !== 'signed-in') throw new Error('Your email is confirmed. Please sign in to continue.');
  if (returnTo) return returnTo;
  const hasRecipes = await getMe().then(
    (me) => me.hasRecipes,
    () => false,
  );
  return hasRecipes ? '/today' : '/today?welcome=true';
}

/** /email-confirm?token=…: the link in the confirmation mail lands here (spec §4 "Email confirmation"). */
export function EmailConfirmScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const token = params.get('token');
    let confirmation = token ? confirmations.get(token) : undefined;
    if (token && !confirmation) {
      confirmation = confirm(token, safeReturnTo(params.get('returnTo')));
      confirmations.set(token, confirmation);
    }
    let cancelled = false;
    (confirmation ?? Promise.reject(new Error('This confirmation link is incomplete.'))).then(
      (destination) => {
        if (cancelled) return;
        toast({ title: 'Email confirmed', description: 'Welcome to Larder!', tone: 'success' });
        navigate(destination, { replace: true });
      },
      (error: unknown) => {
        if (cancelled) return;
        const { title, description } = authProblem(error, 'email-confirm');
        toast({ title, description, tone: 'error' });
        navigate('/auth?mode=signin', { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [search, navigate]);

  return (
    <StatusLayout
      icon={<MailCheck aria-hidden="true" className="size-10 animate-pulse" />}
      title="Confirming your email"
      text="One moment while we check your link."
    />
  );
}
