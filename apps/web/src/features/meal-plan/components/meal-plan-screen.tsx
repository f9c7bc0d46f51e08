import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { usePlan } from '../../../lib/plan-cache.ts';
import { NutritionTable } from './nutrition-table.tsx';
import { PlanMeals } from './plan-meals.tsx';
import { ShoppingList } from './shopping-list.tsx';

/** `/meal-plan` (needs an account): the shopping list, the nutrition of each day and the whole plan. */
export function MealPlanScreen() {
  const { current, userId } = usePlan();
  const plan = current?.plan ?? null;
  return (
    <div className="mx-auto w-full max-w-5xl px-5 pt-6 pb-10 lg:px-10 lg:pt-10">
      <Link to="/plan" className="inline-flex min-h-12 items-center gap-1.5 font-semibold text-brand">
        <ArrowLeft aria-hidden="true" className="size-5" /> Your week
      </Link>
      <h1 className="font-bold text-3xl leading-tight tracking-tight lg:text-4xl">Meal plan</h1>
      <p className="mt-2 text-lg text-muted">
        {plan
          ? 'Shop for what your fridge is missing, and see how each day adds up.'
          : 'You have no plan yet.'}
      </p>
      {plan ? null : (
        <ButtonLink to="/plan/wizard" className="mt-4">
          Plan my week
        </ButtonLink>
      )}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        {userId ? <ShoppingList userId={userId} /> : null}
        {plan ? (
          <div className="grid min-w-0 grid-cols-1 gap-6">
            <NutritionTable plan={plan} />
            <PlanMeals plan={plan} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
