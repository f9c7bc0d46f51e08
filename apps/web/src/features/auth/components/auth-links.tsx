import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';

const linkClasses =
  'inline-flex min-h-12 items-center rounded-xl px-1 font-semibold text-brand underline-offset-4 hover:underline';

/** "Already have an account? Sign in" and friends: a short line with one link, a full 48 px target. */
export function SwitchLine({ text, link, to }: { text: string; link: string; to: To }) {
  return (
    <p className="mt-6 flex flex-wrap items-center justify-center gap-x-1 text-center text-muted">
      {text}
      <Link to={to} className={linkClasses}>
        {link}
      </Link>
    </p>
  );
}

/** Links to the terms and privacy policy, under every auth form. */
export function LegalNote({ children = 'By continuing, you agree to our' }: { children?: ReactNode }) {
  return (
    <p className="mt-4 text-center text-muted text-sm">
      {children}{' '}
      <Link to="/legal/terms" className="font-semibold text-text underline underline-offset-2">
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to="/legal/privacy" className="font-semibold text-text underline underline-offset-2">
        Privacy Policy
      </Link>
      .
    </p>
  );
}

export function TextLink({ to, children }: { to: To; children: ReactNode }) {
  return (
    <Link to={to} className={linkClasses}>
      {children}
    </Link>
  );
}
