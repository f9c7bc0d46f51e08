import { MEAL_LABELS } from '@larder/kitchen/recipes';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { usePlan } from '../../../lib/plan-cache.ts';

/** Today's first load stays small: the picture's code comes with the first planned meal shown. */
const DishPicture = lazy(async () => ({
  default: (await import('../../../components/dish-picture/dish-picture.tsx')).DishPicture,
}));
const PICTURE_FRAME = 'size-14 shrink-0 rounded-xl';

/** Today's meals from the week's plan (design.md §4), each opening its recipe; nothing without a plan. */
export function TodaysPlan({ today }: { today: string }) {
  const { current } = usePlan();
  const day = current?.plan?.days.find((candidate) => candidate.date === today);
  if (!day || day.meals.length === 0) return null;
  return (
    <section
      aria-labelledby="todays-plan-title"
      className="rounded-3xl border border-line bg-raised p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <h2 id="todays-plan-title" className="font-bold text-xl">
          On today's plan
        </h2>
        <Link to="/plan" className="inline-flex min-h-12 items-center font-semibold text-brand">
          See the week
        </Link>
      </div>
      <ul className="divide-y divide-line">
        {day.meals.map((meal) => (
          <li key={meal.slot} className="flex items-center gap-3 py-3">
            <Suspense fallback={<div className={`bg-brand-soft ${PICTURE_FRAME}`} />}>
              <DishPicture
                recipe={{ id: meal.recipeId, title: meal.title, picture: meal.picture }}
                decorative
                className={PICTURE_FRAME}
              />
            </Suspense>
            <span className="w-24 shrink-0 text-muted">{MEAL_LABELS[meal.mealType]}</span>
            <Link
              to={`/recipe?id=${encodeURIComponent(meal.recipeId)}`}
              className="inline-flex min-h-11 items-center font-semibold text-lg underline-offset-4 hover:underline"
            >
              {meal.title}
              {meal.leftoverOf ? ' (leftovers)' : ''}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
