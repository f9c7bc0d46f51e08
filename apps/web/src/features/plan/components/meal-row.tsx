import type { PlannedMealDto } from '@larder/kitchen/planning';
import { MEAL_LABELS } from '@larder/kitchen/recipes';
import { Lock, LockOpen, Repeat, Utensils } from 'lucide-react';
import { Link } from 'react-router';
import { DishPicture } from '../../../components/dish-picture/dish-picture.tsx';
import { portionText } from '../plan-format.ts';

interface MealRowProps {
  meal: PlannedMealDto;
  /** The day a leftover was cooked, in words ("Monday's dinner"). */
  leftoverFrom: string | null;
  cooksDouble: boolean;
  busy: boolean;
  onSwap: () => void;
  onLock: (locked: boolean) => void;
}

const iconButton =
  'inline-flex min-h-12 items-center gap-1.5 rounded-2xl border border-line bg-raised px-3 font-semibold hover:bg-sunken disabled:opacity-50';

/** One planned meal: what, how long, how much; swap it, or lock it so a new plan keeps it. */
export function MealRow({ meal, leftoverFrom, cooksDouble, busy, onSwap, onLock }: MealRowProps) {
  const portion = portionText(meal.portion);
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex items-start gap-3">
        <DishPicture
          recipe={{ id: meal.recipeId, title: meal.title, picture: meal.picture }}
          decorative
          className="size-16 shrink-0 rounded-xl"
        />
        <div className="min-w-0">
          <p className="font-semibold text-muted text-sm uppercase tracking-wide">
            {MEAL_LABELS[meal.mealType]}
          </p>
          <Link
            to={`/recipe?id=${encodeURIComponent(meal.recipeId)}`}
            className="flex min-h-11 items-center font-semibold text-xl leading-snug underline-offset-4 hover:underline"
          >
            {meal.title}
          </Link>
          <p className="mt-1 text-muted">
            {meal.leftoverOf ? 'No cooking' : `${meal.minutes} min`} · {meal.kcal} kcal · {meal.proteinG} g
            protein
            {portion ? ` · ${portion}` : ''}
          </p>
        </div>
      </div>
      {leftoverFrom ? (
        <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-3 py-1 font-semibold text-brand text-sm">
          <Utensils aria-hidden="true" className="size-4" /> Leftovers from {leftoverFrom}
        </p>
      ) : null}
      {cooksDouble ? (
        <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-3 py-1 font-semibold text-brand text-sm">
          <Utensils aria-hidden="true" className="size-4" /> Cook double: tomorrow's lunch
        </p>
      ) : null}
      {meal.leftoverOf ? null : (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={iconButton}
            onClick={onSwap}
            disabled={busy}
            aria-label={`Swap ${meal.title}`}
          >
            <Repeat aria-hidden="true" className="size-5" /> Swap
          </button>
          <button
            type="button"
            className={`${iconButton} ${meal.locked ? 'border-brand text-brand' : ''}`}
            aria-pressed={meal.locked}
            aria-label={`Lock ${meal.title}`}
            onClick={() => onLock(!meal.locked)}
            disabled={busy}
          >
            {meal.locked ? (
              <Lock aria-hidden="true" className="size-5" />
            ) : (
              <LockOpen aria-hidden="true" className="size-5" />
            )}
            {meal.locked ? 'Locked' : 'Lock'}
          </button>
        </div>
      )}
    </li>
  );
}
