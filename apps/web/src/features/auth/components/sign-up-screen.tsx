import { Navigate, useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/session.ts';
import { pathAfterSignIn } from '../new-account.ts';
import { safeReturnTo } from '../return-to.ts';
import { AuthFrame } from './auth-frame.tsx';
import { LegalNote } from './auth-links.tsx';
import { SignUpOptions } from './sign-up-options.tsx';

/** /signup: the sign-up options, plus the way to sign in instead. */
export function SignUpScreen() {
  const { search } = useLocation();
  const { status, user } = useSession();
  const returnTo = safeReturnTo(new URLSearchParams(search).get('returnTo'));
  if (status === 'signed-in') return <Navigate to={pathAfterSignIn(returnTo, user?.id)} replace />;
  const signIn = returnTo
    ? `/auth?mode=signin&returnTo=${encodeURIComponent(returnTo)}`
    : '/auth?mode=signin';
  return (
    <AuthFrame
      title="Join"
      lead="Create a free account to keep your pantry, recipes and plans on every device."
    >
      <SignUpOptions returnTo={returnTo} />
      <ButtonLink to={signIn} variant="ghost" className="mt-4 w-full">
        Already have an account? Sign in
      </ButtonLink>
      <LegalNote />
    </AuthFrame>
  );
}
