import { formatKcal, type PlanDayDto } from '@larder/kitchen/planning';

/** "1,760 of 1,782 kcal" or "1,760 kcal" without a target. */
export function kcalAgainstTarget(day: PlanDayDto): string {
  return day.target
    ? `${formatKcal(day.totals.kcal).replace(' kcal', '')} of ${formatKcal(day.target.kcal)}`
    : formatKcal(day.totals.kcal);
}

export function proteinAgainstTarget(day: PlanDayDto): string {
  return day.target
    ? `${day.totals.proteinG} of ${day.target.proteinG} g protein`
    : `${day.totals.proteinG} g protein`;
}

/** The servings each person eats, in words: "1½ servings each" (nothing when it is one). */
export function portionText(portion: number): string | null {
  if (Math.abs(portion - 1) < 0.01) return null;
  const whole = Math.floor(portion);
  const part = portion - whole;
  const fraction = part >= 0.7 ? '¾' : part >= 0.45 ? '½' : part >= 0.2 ? '¼' : '';
  return `${whole > 0 ? whole : ''}${fraction} servings each`;
}

/** Where today falls in the plan, for the day shown first (the first day when today is outside it). */
export function todayIndex(days: readonly PlanDayDto[], today: string): number {
  const index = days.findIndex((day) => day.date === today);
  return index === -1 ? 0 : index;
}
