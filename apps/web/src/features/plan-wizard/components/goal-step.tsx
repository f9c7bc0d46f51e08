import type { PlanAnswers } from '@larder/kitchen/planning';
import { RadioChips } from '../../../components/ui/chip-choice.tsx';
import { GOAL_OPTIONS } from '../choices.ts';

/** What matters most this week: one of Today's goals, which ranks the plan's meals as it ranks Today's. */
export function GoalStep({
  answers,
  update,
}: {
  answers: PlanAnswers;
  update: (change: Partial<PlanAnswers>) => void;
}) {
  return (
    <RadioChips
      name="goal"
      legend="What matters most"
      options={GOAL_OPTIONS}
      value={answers.goal}
      onChange={(goal) => update({ goal })}
    />
  );
}
