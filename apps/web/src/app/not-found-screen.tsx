import { hasAuthTokenData } from '@larder/domain/navigation';
import { Navigate, useLocation } from 'react-router';
import { ErrorScreen } from '../components/ui/error-screen.tsx';

/**
 * Any unknown path. A URL that carries recovery or access-token data (a password-reset or sign-in
 * link that landed on the wrong path) is forwarded to /auth with the same query and hash.
 */
export function NotFoundScreen() {
  const { search, hash } = useLocation();
  if (hasAuthTokenData(search, hash)) return <Navigate to={{ pathname: '/auth', search, hash }} replace />;
  return <ErrorScreen type={404} />;
}
