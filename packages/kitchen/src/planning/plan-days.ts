import { formatKcal } from './plan-format.ts';
import { totalsOf } from './plan-portions.ts';
import { dayTarget, TARGET_TOLERANCE } from './plan-slots.ts';
import type { PlanDay, PlannedMeal, PlanRequest } from './plan-types.ts';

/** A day of the plan with its totals for one person, against the part of the target its meals stand for. */
export function finishDay(request: PlanRequest, day: number, date: string, meals: PlannedMeal[]): PlanDay {
  const totals = totalsOf(meals);
  const target = dayTarget(request);
  const rounded = target ? { kcal: Math.round(target.kcal), proteinG: Math.round(target.proteinG) } : null;
  return {
    day,
    date,
    meals,
    totals,
    target: rounded,
    onTarget: target ? Math.abs(totals.kcal - target.kcal) <= target.kcal * TARGET_TOLERANCE : null,
    proteinMet: target ? totals.proteinG >= target.proteinG - 0.5 : null,
  };
}

/** What the plan could not do, in the cook's words. */
export function planNotes(
  request: PlanRequest,
  days: readonly PlanDay[],
  flags: ReadonlySet<string>,
): string[] {
  const notes: string[] = [];
  const missed = days.filter((day) => day.onTarget === false).length;
  if (missed > 0 && request.target) {
    notes.push(
      `${missed} of ${days.length} ${days.length === 1 ? 'day lands' : 'days land'} outside ±10 % of ${formatKcal(days[0]?.target?.kcal ?? request.target.kcal)}: the recipes that fit your diet and time limits can't get closer, so those days are as close as they can be.`,
    );
  }
  const short = days.filter((day) => day.proteinMet === false).length;
  if (short > 0) {
    notes.push(
      `${short} of ${days.length} ${days.length === 1 ? 'day is' : 'days are'} short of your protein target with the recipes that fit.`,
    );
  }
  if (flags.has('repeats'))
    notes.push('Few recipes fit your diet and time limits, so some dishes come back within three days.');
  if (flags.has('variety'))
    notes.push(
      'Few recipes fit your diet and time limits, so some dishes or proteins come back more often than a varied week would.',
    );
  if (flags.has('quick'))
    notes.push('Few quick recipes fit your diet, so some meals take longer than 20 minutes.');
  if (flags.has('time'))
    notes.push('Some meals take longer than your time limit: no quicker recipe fits your diet.');
  if (flags.has('empty')) notes.push('Some meals could not be planned: no recipe fits your diet for them.');
  return notes;
}
