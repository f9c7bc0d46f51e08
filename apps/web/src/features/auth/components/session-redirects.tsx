import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { readFlag } from '../../../lib/storage.ts';

/**
 * The signed-in/out rules of spec §4, for every screen: when an account's session ends (sign out,
 * account deleted, expired), go to /auth if the intro was seen, else to the welcome; a signed-in cook
 * on the onboarding welcome goes to Today. (/auth and /signup send signed-in cooks on themselves.)
 */
export function SessionRedirects() {
  const { status } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const previous = useRef(status);

  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was === 'signed-in' && (status === 'signed-out' || status === 'anonymous')) {
      navigate(readFlag('intro_completed') ? '/auth?mode=signin' : '/onboarding/welcome', { replace: true });
    } else if (status === 'signed-in' && pathname === '/onboarding/welcome') {
      navigate('/today', { replace: true });
    }
  }, [status, pathname, navigate]);

  return null;
}
