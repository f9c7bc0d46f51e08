import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { toast } from '../../../components/ui/toast-store.ts';
import { useSession } from '../../../lib/session.ts';
import { AUTH_HEADINGS, type AuthMode, authModeFrom, authSearchFor } from '../auth-mode.ts';
import { useMailDelivered } from '../mail-delivery.ts';
import { pathAfterSignIn } from '../new-account.ts';
import { safeReturnTo } from '../return-to.ts';
import { AuthFrame } from './auth-frame.tsx';
import { LegalNote, SwitchLine } from './auth-links.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { ProviderButtons } from './provider-buttons.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpOptions } from './sign-up-options.tsx';

const LEADS: Record<AuthMode, string> = {
  'sign-up': 'Create a free account to keep your pantry, recipes and plans on every device.',
  'sign-in': 'Sign in to pick up where you left off.',
  'forgot-password': "Enter your account's email and we'll send you a link to set a new password.",
  'set-new-password': 'Choose a new password for your Larder account.',
};

/** Forgot password on a server without mail: the link is not sent, it is kept on the server. */
const NO_MAIL_FORGOT_LEAD = "Enter your account's email to ask for a link to set a new password.";

/** OAuth sends errors back as `/auth?error=…`: say so once. */
function useProviderError(search: string) {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  const description = params.get('error_description');
  useEffect(() => {
    if (!error) return;
    const readable =
      description ?? `Sign-in did not complete (${error.replaceAll('_', ' ')}). Please try again.`;
    toast({ title: 'Authentication Error', description: readable, tone: 'error' });
  }, [error, description]);
}

/** /auth: sign up (Join), sign in (Welcome Back), forgot password and set new password (spec §2). */
export function AuthScreen() {
  const { search, hash } = useLocation();
  const { status, user } = useSession();
  const mode = authModeFrom(search, hash);
  const mailDelivered = useMailDelivered();
  const returnTo = safeReturnTo(new URLSearchParams(search).get('returnTo'));
  useProviderError(search);

  if (status === 'signed-in' && mode !== 'set-new-password') {
    return <Navigate to={pathAfterSignIn(returnTo, user?.id)} replace />;
  }

  return (
    <AuthFrame
      title={AUTH_HEADINGS[mode]}
      lead={mode === 'forgot-password' && !mailDelivered ? NO_MAIL_FORGOT_LEAD : LEADS[mode]}
    >
      {mode === 'sign-up' ? (
        <>
          <SignUpOptions returnTo={returnTo} />
          <SwitchLine
            text="Already have an account?"
            link="Sign in"
            to={{ search: authSearchFor('sign-in', search) }}
          />
          <LegalNote />
        </>
      ) : null}
      {mode === 'sign-in' ? (
        <>
          <ProviderButtons returnTo={returnTo} />
          <SignInForm />
          <SwitchLine
            text="New to Larder?"
            link="Create an account"
            to={{ search: authSearchFor('sign-up', search) }}
          />
          <LegalNote />
        </>
      ) : null}
      {mode === 'forgot-password' ? <ForgotPasswordForm /> : null}
      {mode === 'set-new-password' ? <NewPasswordForm /> : null}
    </AuthFrame>
  );
}
