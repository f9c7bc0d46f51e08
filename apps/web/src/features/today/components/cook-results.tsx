import { CircleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingScreen } from '../../../components/ui/kitchen-screens.tsx';
import type { PantryItemDto } from '../../../lib/pantry-types.ts';
import type { useCook } from '../use-cook.ts';

// Loaded with the first suggestions: cards are not part of Today's first load.
const SuggestionList = lazy(async () => ({
  default: (await import('./suggestion-list.tsx')).SuggestionList,
}));

interface CookResultsProps {
  cook: ReturnType<typeof useCook>;
  pantry: readonly PantryItemDto[];
  onRetry: () => void;
  /** The filters, search and saved preferences the ask was narrowed by, named when nothing fits them. */
  narrowedBy: readonly string[];
}

/** The loading stages while the kitchen works, then the suggestions (or what went wrong). */
export function CookResults({ cook, pantry, onRetry, narrowedBy }: CookResultsProps) {
  const { state, answer } = cook;
  const region = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const status = state.status;

  useEffect(() => {
    if (status === 'loading') region.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [status]);
  const fresh = useRef(false);
  useEffect(() => {
    if (status === 'loading') fresh.current = true;
    if (status === 'done' && fresh.current) {
      fresh.current = false;
      heading.current?.focus();
    }
  }, [status]);

  return (
    <div ref={region} className="scroll-mt-4">
      {state.status === 'loading' ? (
        <div className="rounded-3xl border border-line bg-raised shadow-sm">
          <LoadingScreen percent={state.percent} label="Finding recipes" />
        </div>
      ) : null}
      {state.status === 'error' ? (
        <div
          role="alert"
          className="mb-4 flex flex-col gap-3 rounded-3xl border border-danger/40 bg-danger/10 p-4"
        >
          <p className="flex items-start gap-2 font-medium">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
            {state.message}
          </p>
          <Button variant="secondary" onClick={onRetry} className="self-start">
            Try Again
          </Button>
        </div>
      ) : null}
      {state.status !== 'loading' && answer ? (
        <Suspense fallback={null}>
          <SuggestionList answer={answer} pantry={pantry} headingRef={heading} narrowedBy={narrowedBy} />
        </Suspense>
      ) : null}
      {state.status === 'idle' ? (
        <div className="rounded-3xl border border-line border-dashed p-5 text-muted">
          <p>Recipes that use what you have, what goes off first before anything else, will appear here.</p>
        </div>
      ) : null}
    </div>
  );
}
