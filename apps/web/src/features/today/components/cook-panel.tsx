import { ChefHat } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Stepper } from '../../../components/ui/stepper.tsx';
import type { PantryItemDto } from '../../../lib/pantry-types.ts';
import { usePlan } from '../../../lib/plan-cache.ts';
import {
  type CookChoice,
  FAMILY_SERVINGS,
  MAX_SERVINGS,
  MIN_SERVINGS,
  readCookChoice,
  remainingText,
  writeCookChoice,
} from '../cook-choice.ts';
import type { useCook } from '../use-cook.ts';
import { CookResults } from './cook-results.tsx';
import { FindBar, filtersInUse } from './find-bar.tsx';
import { GoalChips } from './goal-chips.tsx';

interface CookPanelProps {
  cook: ReturnType<typeof useCook>;
  pantry: readonly PantryItemDto[];
  pantryEmpty: boolean;
  firstRecipeFree: boolean;
  /** Free recipes a day for this cook on this server; null when no limit applies. */
  perDay: number | null;
}

/** Pick a goal and servings, then "Cook something": the loading stages, then the suggestions. */
export function CookPanel({ cook, pantry, pantryEmpty, firstRecipeFree, perDay }: CookPanelProps) {
  // Until the cook picks on this device, the goal and household of their saved preferences.
  const saved = usePlan().current?.cookPreferences;
  const [picked, setPicked] = useState<CookChoice | null>(null);
  const choice = picked ?? readCookChoice(saved);
  const change = (next: CookChoice) => {
    setPicked(next);
    writeCookChoice(next);
  };
  // The filters kept on the device join the ask; their rules load only when one is in use, and what
  // narrows the ask is named if nothing fits it.
  const [narrowedBy, setNarrowedBy] = useState<string[]>([]);
  const ask = async () => {
    if (!filtersInUse(saved)) {
      setNarrowedBy([]);
      return cook.cook(choice);
    }
    const { labelsInUse, storedRequest } = await import('../today-filters.ts');
    setNarrowedBy(labelsInUse(saved));
    await cook.cook({ ...choice, ...storedRequest(saved) });
  };
  const loading = cook.state.status === 'loading';
  const remaining = remainingText(cook.answer?.remainingToday, perDay);
  return (
    <section aria-labelledby="cook-title" className="min-w-0 space-y-5">
      <div className="space-y-5 rounded-3xl border border-line bg-raised p-4 shadow-sm sm:p-5">
        <h2 id="cook-title" className="font-bold text-xl">
          What shall we cook?
        </h2>
        <GoalChips
          value={choice.goal}
          onChange={(goal) =>
            change({
              goal,
              servings: goal === 'family' ? Math.max(FAMILY_SERVINGS, choice.servings) : choice.servings,
            })
          }
        />
        <Stepper
          label="Servings"
          value={choice.servings}
          min={MIN_SERVINGS}
          max={MAX_SERVINGS}
          unit={(n) => (n === 1 ? 'serving' : 'servings')}
          onChange={(servings) => change({ ...choice, servings })}
        />
        <FindBar
          saved={saved}
          onAsk={(always) => {
            if (always || cook.answer) void ask();
          }}
        />
        {choice.goal === 'family' ? (
          <p className="-mt-3 text-muted text-sm">Family recipes are mild and cook for at least four.</p>
        ) : null}
        <div>
          <Button size="lg" disabled={loading} onClick={() => void ask()}>
            <ChefHat aria-hidden="true" className="size-6" />
            Cook something
          </Button>
          <p className="mt-2 text-center text-muted text-sm">
            {pantryEmpty
              ? 'Your pantry is empty, so we will suggest dishes that need only a few things.'
              : (remaining ??
                (firstRecipeFree ? 'Your first recipe each day is free.' : 'Uses what expires first.'))}
          </p>
        </div>
      </div>
      <CookResults cook={cook} pantry={pantry} onRetry={() => void ask()} narrowedBy={narrowedBy} />
    </section>
  );
}
