import { Hammer } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../components/ui/button.tsx';
import { StatusLayout } from '../components/ui/error-screen.tsx';

/** The honest state of a screen that this release does not have yet. */
export function PendingScreen({ title }: { title: string }) {
  const { pathname } = useLocation();
  const isTab = ['/today', '/plan', '/collections', '/profile'].includes(pathname);
  return (
    <StatusLayout
      icon={<Hammer aria-hidden="true" className="size-10" />}
      title={title}
      text="This part of Larder isn't built yet. It's coming in a later release."
    >
      {/* On a tab, the tab bar is the way on; elsewhere, offer the way home. */}
      {isTab ? null : (
        <ButtonLink to="/" size="lg">
          Go Home
        </ButtonLink>
      )}
    </StatusLayout>
  );
}
