import { formatKcal, type PlanDto } from '@larder/kitchen/planning';
import { Info, Pencil, RefreshCw, ShoppingBasket } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { OfflineScreen } from '../../../components/ui/kitchen-screens.tsx';
import { Waiting } from '../../../components/ui/waiting.tsx';
import { localToday } from '../../../lib/local-day.ts';
import { type CurrentPlan, usePlan } from '../../../lib/plan-cache.ts';
import { todayIndex } from '../plan-format.ts';
import { usePlanActions } from '../use-plan-actions.ts';
import { DayCard } from './day-card.tsx';
import { DayPills } from './day-pills.tsx';
import { EmptyPlan } from './empty-plan.tsx';

const SwapDialog = lazy(async () => ({ default: (await import('./swap-dialog.tsx')).SwapDialog }));

function targetLead(plan: PlanDto): string {
  if (!plan.target) return 'Balanced meals, no calorie counting.';
  const people = plan.servings === 1 ? '' : ` each, for ${plan.servings} people`;
  return `Aiming for ${formatKcal(plan.target.kcal)} and ${plan.target.proteinG} g protein a day${people}.`;
}

function Week({ current, plan, userId }: { current: CurrentPlan; plan: PlanDto; userId: string | null }) {
  const [selected, setSelected] = useState(() => todayIndex(plan.days, localToday()));
  const [swapping, setSwapping] = useState<string | null>(null);
  const actions = usePlanActions(userId, current);
  const day = plan.days[Math.min(selected, plan.days.length - 1)];
  const swapMeal = plan.days.flatMap((d) => d.meals).find((meal) => meal.slot === swapping);
  return (
    <div className="mx-auto w-full max-w-3xl px-5 pt-6 pb-10 lg:max-w-6xl lg:px-10 lg:pt-10">
      <h1 className="font-bold text-3xl leading-tight tracking-tight lg:text-4xl">Your week</h1>
      <p className="mt-2 text-lg text-muted">{targetLead(plan)}</p>
      <div className="mt-5 grid grid-cols-1 gap-2 sm:grid-cols-3 lg:max-w-3xl">
        <ButtonLink to="/meal-plan" className="sm:order-last">
          <ShoppingBasket aria-hidden="true" className="size-5" /> Shopping list
        </ButtonLink>
        <ButtonLink to="/plan/wizard" variant="secondary">
          <Pencil aria-hidden="true" className="size-5" /> Edit plan
        </ButtonLink>
        <Button
          variant="secondary"
          onClick={() => void actions.regenerate()}
          disabled={actions.busy !== null}
        >
          <RefreshCw
            aria-hidden="true"
            className={`size-5 ${actions.busy === 'regenerate' ? 'animate-spin' : ''}`}
          />
          {actions.busy === 'regenerate' ? 'Planning…' : 'New ideas'}
        </Button>
      </div>
      {plan.notes.length > 0 ? (
        <div className="mt-5 flex gap-3 rounded-2xl border border-line bg-raised p-4 lg:max-w-3xl">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          <ul className="space-y-1">
            {plan.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-6">
        <DayPills days={plan.days} selected={selected} onSelect={setSelected} />
      </div>
      {day ? <DayCard plan={plan} day={day} actions={actions} onSwap={setSwapping} /> : null}
      {swapMeal ? (
        <Suspense fallback={null}>
          <SwapDialog
            planId={plan.id}
            meal={swapMeal}
            busy={actions.busy !== null}
            onClose={() => setSwapping(null)}
            onChoose={async (recipeId, title) => {
              if (await actions.swap(swapMeal.slot, recipeId, title)) setSwapping(null);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** `/plan`: the week at a glance, or an inviting way to make one. Anonymous cooks may plan too. */
export function PlanScreen() {
  const { current, isLoading, isError, refetch, userId } = usePlan();
  if (isLoading) return <Waiting label="Loading your plan" />;
  if (isError || !current) return <OfflineScreen onRetry={() => void refetch()} />;
  if (!current.plan) return <EmptyPlan />;
  return <Week key={current.plan.id} current={current} plan={current.plan} userId={userId} />;
}
