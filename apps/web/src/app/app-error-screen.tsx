import { Bug } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { StatusLayout } from '../components/ui/error-screen.tsx';
import { reportClientError } from '../lib/error-reporting.ts';

/**
 * The top-level boundary's screen (spec §8). The error is sent to the server once, which stores it:
 * that is what makes "The error has been logged" true.
 */
export function AppErrorScreen({ error }: { error: unknown }) {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    console.error(error);
    void reportClientError(error, window.location.pathname);
  }, [error]);

  return (
    <main>
      <StatusLayout
        icon={<Bug aria-hidden="true" className="size-10" />}
        title="Application Error"
        text="Something went wrong in the application. The error has been logged."
      >
        <Button size="lg" onClick={() => window.location.reload()}>
          Try Again
        </Button>
        {/* A full load of / clears whatever state broke the app. */}
        <a href="/" className={buttonClasses('secondary', 'lg')}>
          Go Home
        </a>
      </StatusLayout>
    </main>
  );
}
