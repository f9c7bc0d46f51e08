import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { isNativeIos } from '../../../lib/platform.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useAppleSignIn } from '../api/sign-in-apple.ts';
import { useGoogleSignIn } from '../api/sign-in-google.ts';
import { appleErrorMessage } from '../apple-errors.ts';
import { authProblem } from '../auth-errors.ts';
import { AppleMark, GoogleMark } from './provider-icons.tsx';

function showProviderError(error: unknown) {
  const message =
    error instanceof ApiError ? authProblem(error, 'provider').description : appleErrorMessage(error);
  if (message) toast({ title: 'Authentication Error', description: message, tone: 'error' });
}

/**
 * "Continue with Apple" (native iOS app only) and "Continue with Google" (when this server has Google),
 * then an "or" rule before the email form. Nothing at all when neither is offered.
 */
export function ProviderButtons({ returnTo }: { returnTo: string | null }) {
  const config = usePublicConfig();
  const navigate = useNavigate();
  const withApple = isNativeIos() && config.auth?.apple !== false;
  const withGoogle = config.auth?.google === true;
  const google = useGoogleSignIn();
  const apple = useAppleSignIn();
  if (!withApple && !withGoogle) return null;
  const busy = google.isPending || apple.isPending;
  const back = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';

  return (
    <div className="mb-6">
      <div className="flex flex-col gap-3">
        {withApple ? (
          <button
            type="button"
            className="inline-flex min-h-14 w-full items-center justify-center gap-2 rounded-2xl bg-text px-6 font-semibold text-lg text-surface shadow-sm hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60"
            disabled={busy}
            onClick={() =>
              apple.mutate(undefined, {
                onSuccess: () => navigate(`/oauth-callback${back}`, { replace: true }),
                onError: showProviderError,
              })
            }
          >
            <AppleMark />
            Continue with Apple
          </button>
        ) : null}
        {withGoogle ? (
          <Button
            size="lg"
            variant="secondary"
            disabled={busy}
            onClick={() => google.mutate(returnTo, { onError: showProviderError })}
          >
            <GoogleMark />
            Continue with Google
          </Button>
        ) : null}
      </div>
      <div className="mt-6 flex items-center gap-3 text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        or use your email
        <span className="h-px flex-1 bg-line" />
      </div>
    </div>
  );
}
