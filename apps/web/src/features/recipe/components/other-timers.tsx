import { Timer } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import type { RecipeDto } from '../../../lib/recipe-types.ts';
import { clockText } from '../timers.ts';
import { recipeTimers, timerKey } from '../use-timers.ts';

/** Timers of other steps still running (or just done), so none is forgotten while moving on. */
export function OtherTimers({ recipe, current }: { recipe: RecipeDto; current: number }) {
  const timers = useSyncExternalStore(recipeTimers.subscribe, recipeTimers.all, recipeTimers.all);
  const others = recipe.steps
    .map((_, index) => ({ index, timer: timers[timerKey(recipe.id, index)] }))
    .filter(({ index, timer }) => index !== current && timer && timer.status !== 'idle');
  if (others.length === 0) return null;
  return (
    <ul aria-label="Other timers" className="flex flex-wrap gap-2">
      {others.map(({ index, timer }) => (
        <li
          key={index}
          className={`inline-flex min-h-10 items-center gap-2 rounded-full px-3 font-semibold ${
            timer?.status === 'done' ? 'bg-danger text-on-danger' : 'bg-sunken'
          }`}
        >
          <Timer aria-hidden="true" className="size-4" />
          Step {index + 1}:{' '}
          {timer?.status === 'done'
            ? "time's up"
            : `${clockText(timer?.remainingMs ?? 0)}${timer?.status === 'paused' ? ' (paused)' : ''}`}
        </li>
      ))}
    </ul>
  );
}
