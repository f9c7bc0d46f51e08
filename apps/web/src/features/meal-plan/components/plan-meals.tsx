import type { PlanDto } from '@larder/kitchen/planning';
import { MEAL_LABELS } from '@larder/kitchen/recipes';
import { Link } from 'react-router';
import { DishPicture } from '../../../components/dish-picture/dish-picture.tsx';
import { Card } from '../../../components/ui/page.tsx';
import { longDate } from '../../../lib/local-day.ts';

/** The whole plan, day by day, each meal opening its recipe. */
export function PlanMeals({ plan }: { plan: PlanDto }) {
  return (
    <Card>
      <h2 className="font-bold text-2xl">The plan</h2>
      <ol className="mt-2 divide-y divide-line">
        {plan.days.map((day) => (
          <li key={day.date} className="py-3">
            <h3 className="font-semibold">{longDate(day.date)}</h3>
            <ul className="mt-1 space-y-1">
              {day.meals.map((meal) => (
                <li key={meal.slot} className="flex items-center gap-3">
                  <DishPicture
                    recipe={{ id: meal.recipeId, title: meal.title, picture: meal.picture }}
                    decorative
                    className="size-12 shrink-0 rounded-xl"
                  />
                  <span className="w-24 shrink-0 text-muted">{MEAL_LABELS[meal.mealType]}</span>
                  <Link
                    to={`/recipe?id=${encodeURIComponent(meal.recipeId)}`}
                    className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                  >
                    {meal.title}
                    {meal.leftoverOf ? ' (leftovers)' : ''}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Card>
  );
}
