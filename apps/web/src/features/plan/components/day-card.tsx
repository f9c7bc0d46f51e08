import type { PlanDayDto, PlanDto } from '@larder/kitchen/planning';
import { MEAL_LABELS } from '@larder/kitchen/recipes';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Card } from '../../../components/ui/page.tsx';
import { longDate } from '../../../lib/local-day.ts';
import { kcalAgainstTarget, proteinAgainstTarget } from '../plan-format.ts';
import type { PlanActions } from '../use-plan-actions.ts';
import { MealRow } from './meal-row.tsx';

/** How the day's totals sit against its target, in words and as a bar. */
function DayTotals({ day }: { day: PlanDayDto }) {
  const share = day.target ? Math.min(1.2, day.totals.kcal / day.target.kcal) : null;
  return (
    <div className="mt-3 rounded-2xl bg-sunken p-4">
      <p className="font-semibold text-lg">{kcalAgainstTarget(day)}</p>
      <p className="text-muted">{proteinAgainstTarget(day)}</p>
      {share !== null ? (
        <>
          <div className="mt-3 h-2.5 overflow-hidden rounded-full bg-raised" aria-hidden="true">
            <div className="h-full rounded-full bg-brand" style={{ width: `${(share / 1.2) * 100}%` }} />
          </div>
          <p className="mt-2 flex items-center gap-1.5 font-semibold">
            {day.onTarget ? (
              <CircleCheck aria-hidden="true" className="size-5 text-brand" />
            ) : (
              <CircleAlert aria-hidden="true" className="size-5 text-danger" />
            )}
            {day.onTarget ? 'On target' : 'As close as the recipes allow'}
            {day.proteinMet === false ? ' · short of protein' : ''}
          </p>
        </>
      ) : null}
    </div>
  );
}

/** One day of the plan: its meals, each with swap and lock, and its totals against the target. */
export function DayCard({
  plan,
  day,
  actions,
  onSwap,
}: {
  plan: PlanDto;
  day: PlanDayDto;
  actions: PlanActions;
  onSwap: (slot: string) => void;
}) {
  const meals = plan.days.flatMap((d) => d.meals.map((meal) => ({ meal, date: d.date })));
  const leftoverFrom = (slot: string | null) => {
    const source = slot ? meals.find((entry) => entry.meal.slot === slot) : undefined;
    if (!source) return null;
    return `${longDate(source.date).split(' ')[0]}'s ${MEAL_LABELS[source.meal.mealType].toLowerCase()}`;
  };
  return (
    <Card className="mt-4 lg:max-w-3xl">
      <h2 className="font-bold text-2xl">{longDate(day.date)}</h2>
      <DayTotals day={day} />
      <ul className="mt-4 divide-y divide-line">
        {day.meals.map((meal) => (
          <MealRow
            key={meal.slot}
            meal={meal}
            leftoverFrom={leftoverFrom(meal.leftoverOf)}
            cooksDouble={meals.some((entry) => entry.meal.leftoverOf === meal.slot)}
            busy={actions.busy !== null}
            onSwap={() => onSwap(meal.slot)}
            onLock={(locked) => void actions.lock(meal.slot, locked)}
          />
        ))}
      </ul>
      {day.meals.length === 0 ? (
        <p className="mt-4 text-muted">Nothing could be planned for this day.</p>
      ) : null}
    </Card>
  );
}
