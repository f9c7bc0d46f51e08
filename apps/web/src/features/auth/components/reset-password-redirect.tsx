import { hasAuthTokenData } from '@larder/domain/navigation';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { toast } from '../../../components/ui/toast-store.ts';
import { RESET_LINK_INVALID_MESSAGE } from '../auth-errors.ts';

/**
 * /reset-password: the reset mail's target. With a token it forwards to /auth (set-new-password mode,
 * same query and hash); an expired or broken link goes to "Reset Password" to ask for a new one.
 */
export function ResetPasswordRedirect() {
  const { search, hash } = useLocation();
  const valid = hasAuthTokenData(search, hash) && !new URLSearchParams(search).has('error');
  useEffect(() => {
    if (!valid) toast({ title: 'Error', description: RESET_LINK_INVALID_MESSAGE, tone: 'error' });
  }, [valid]);
  return <Navigate to={valid ? { pathname: '/auth', search, hash } : '/auth?mode=forgot'} replace />;
}
