import { Navigate } from 'react-router';
import { readFlag } from '../lib/storage.ts';

/** `/`: returning cooks go to Today, first-timers to the onboarding welcome. */
export function StartupScreen() {
  return <Navigate to={readFlag('intro_completed') ? '/today' : '/onboarding/welcome'} replace />;
}
