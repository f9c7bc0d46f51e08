import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusLayout } from '../../../components/ui/error-screen.tsx';

/** A collection link that is not one of the cook's: deleted, someone else's, or no collection at all. */
export function CollectionNotFound() {
  return (
    <StatusLayout
      icon={<SearchX aria-hidden="true" className="size-10" />}
      title="Collection not found"
      text="It may have been deleted, or it isn't one of yours."
    >
      <ButtonLink to="/collections" size="lg">
        Back to Collections
      </ButtonLink>
    </StatusLayout>
  );
}
