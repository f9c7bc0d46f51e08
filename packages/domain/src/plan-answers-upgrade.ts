import { isWeightGoal, type PlanAnswers } from '@larder/kitchen/planning';

/**
 * The plan wizard's answers in the shape before one set of goals (docs/decisions/046-one-set-of-goals.md):
 * `goal` was the weight direction (lose, maintain, gain) and `highProtein` a switch. Now `goal` is one of
 * Today's goals and the weight direction is `body.weightGoal`. No schema here, so the wizard reads what a
 * device kept with it as the server reads what it stored.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Answers of either shape in the new one: an old weight goal moves into the body details (dropped with
 * them when the cook skipped those, as it then set no target), and high protein on becomes the goal "high
 * protein". Anything else is left as it is, for the schema to judge.
 */
export function upgradePlanAnswers(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const { goal, highProtein, ...rest } = value;
  const weightGoal = typeof goal === 'string' && isWeightGoal(goal) ? goal : null;
  if (weightGoal === null && highProtein === undefined) return value;
  const body =
    isRecord(rest.body) && weightGoal && rest.body.weightGoal === undefined
      ? { ...rest.body, weightGoal }
      : rest.body;
  const kept =
    weightGoal === null && goal !== undefined ? goal : highProtein === true ? 'high-protein' : undefined;
  return {
    ...rest,
    ...(body === undefined ? {} : { body }),
    ...(kept === undefined ? {} : { goal: kept }),
  };
}

/** Answers kept before (in a plan row, or on a device) as the new shape, the defaults of the new fields filled in. */
export function storedPlanAnswers(value: unknown): PlanAnswers {
  const answers = upgradePlanAnswers(value) as Partial<PlanAnswers>;
  const body = answers.body ? { ...answers.body, weightGoal: answers.body.weightGoal ?? 'maintain' } : null;
  return { ...answers, goal: answers.goal ?? 'use-it-up', body } as PlanAnswers;
}
