import { LogIn } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';

/** In place of the forms for anyone not signed in: support replies by email to an account. */
export function SignInPrompt({ onNavigate }: { onNavigate: () => void }) {
  const { pathname, search } = useLocation();
  return (
    <div className="rounded-2xl border border-line bg-raised p-5 text-center">
      <p className="font-semibold text-lg">Sign in to contact support</p>
      <p className="mt-1 text-muted">The More help tab has other ways to reach us.</p>
      <ButtonLink
        to={`/auth?mode=signin&returnTo=${encodeURIComponent(pathname + search)}`}
        size="lg"
        className="mt-4"
        onClick={onNavigate}
      >
        <LogIn aria-hidden="true" className="size-5" />
        Sign in
      </ButtonLink>
    </div>
  );
}
