import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Waiting } from '../../../components/ui/waiting.tsx';
import { useSession } from '../../../lib/session.ts';
import { accountPathFor } from '../../../lib/signed-in-before.ts';
import type { PromptKind, SignUpDialogComponent } from './account-prompt.tsx';

const AccountPrompt = lazy(async () => ({ default: (await import('./account-prompt.tsx')).AccountPrompt }));

const checking = <Waiting label="Checking your account" />;

interface RequireAccountProps {
  children: ReactNode;
  /** Collections and Profile explain what an account gives instead of sending the visitor away. */
  prompt?: PromptKind;
  /** The sign-up dialog the prompt opens (composed by the app, from the auth feature). */
  signUpDialog: SignUpDialogComponent;
}

/**
 * A screen that needs an account (spec §2 "Protected routes"); anonymous sessions do not count. Others
 * see the prompt, or go to sign-up (sign-in on a device an account used before) and come back afterwards.
 */
export function RequireAccount({ children, prompt, signUpDialog }: RequireAccountProps) {
  const { status } = useSession();
  const { pathname, search } = useLocation();
  // Once this screen was shown to an account, its session ending is the app's to handle (to /auth or the
  // welcome): no prompt or sign-in redirect flashes in between.
  const shownToAccount = useRef(false);
  if (status === 'signed-in') {
    shownToAccount.current = true;
    return children;
  }
  if (status === 'loading' || shownToAccount.current) return checking;
  if (prompt) {
    return (
      <Suspense fallback={checking}>
        <AccountPrompt kind={prompt} returnTo={pathname} signUpDialog={signUpDialog} />
      </Suspense>
    );
  }
  return <Navigate to={accountPathFor(`${pathname}${search}`)} replace />;
}
