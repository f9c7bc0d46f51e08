/** `@larder/kitchen/planning`: the plan wizard's answers, the calorie target, and the week's meal plan. */
export {
  ACTIVITY_LABELS,
  ACTIVITY_LEVELS,
  type ActivityLevel,
  BODY_LIMITS,
  type BodyDetails,
  bodyProblems,
  type CalorieTarget,
  calorieTarget,
  feetAndInchesToCm,
  isWeightGoal,
  poundsToKg,
  SEXES,
  type Sex,
  toMetric,
  WEIGHT_GOALS,
  type WeightGoal,
} from '../planning/calorie-target.ts';
export { dislikedIngredients } from '../planning/dislikes.ts';
export {
  type BodyAnswers,
  DEFAULT_ANSWERS,
  MEAL_MINUTES,
  PLAN_DAYS,
  PLAN_SERVINGS,
  type PlanAnswers,
  TARGET_LIMITS,
} from '../planning/plan-answers.ts';
export {
  type PlanDayDto,
  type PlanDto,
  type PlannedMealDto,
  type PlanRecord,
  type PlanTarget,
  toPlanDto,
} from '../planning/plan-dto.ts';
export { formatKcal } from '../planning/plan-format.ts';
export { planNeeds } from '../planning/plan-needs.ts';
export { parseSlot } from '../planning/plan-slots.ts';
export { type SwapOption, setLocked, swapMeal, swapOptions } from '../planning/plan-swap.ts';
export type { MealPlan, PlannedMeal, PlanRequest } from '../planning/plan-types.ts';
export { planWeek } from '../planning/plan-week.ts';
