import { CircleAlert, PartyPopper, UtensilsCrossed } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { gramsText } from '../cooked-summary.ts';
import type { CookedState } from '../use-cooked.ts';

interface CookedCardProps {
  state: CookedState;
  servings: number;
  onCooked: () => void;
  /** The cook's photo actions, offered once the dish is made (none for a cook without an account). */
  photo?: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

/** The end of the method: "I cooked this", then what left the pantry and the food saved. */
export function CookedCard({ state, servings, onCooked, photo, ref }: CookedCardProps) {
  if (state.status === 'done') {
    const { taken, savedGrams } = state.summary;
    return (
      <div role="status" className="rounded-3xl bg-brand-soft p-5 print:hidden">
        <h2 ref={ref} tabIndex={-1} className="flex items-center gap-2 font-bold text-brand text-xl">
          <PartyPopper aria-hidden="true" className="size-6" />
          Cooked. Enjoy your meal!
        </h2>
        {taken.length > 0 ? <p className="mt-2">Taken from your pantry: {taken.join(', ')}.</p> : null}
        {savedGrams > 0 ? (
          <p className="mt-1 font-semibold">You saved {gramsText(savedGrams)} of food from the bin.</p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          {photo}
          <ButtonLink to="/today" variant="secondary">
            See your pantry
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div className="rounded-3xl border border-line bg-raised p-5 shadow-sm print:hidden">
      <h2 ref={ref} tabIndex={-1} className="font-bold text-xl">
        Done cooking?
      </h2>
      <p className="mt-1 text-muted">
        Larder takes what you used for {servings} {servings === 1 ? 'serving' : 'servings'} out of your
        pantry.
      </p>
      {state.status === 'error' ? (
        <p role="alert" className="mt-3 flex items-start gap-2 font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {state.message}
        </p>
      ) : null}
      <Button size="lg" className="mt-4" disabled={state.status === 'saving'} onClick={onCooked}>
        <UtensilsCrossed aria-hidden="true" className="size-5" />
        {state.status === 'saving' ? 'Updating your pantry…' : 'I cooked this'}
      </Button>
    </div>
  );
}
