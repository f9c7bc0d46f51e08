import { type PlanAnswers, WEIGHT_GOALS } from '@larder/kitchen/planning';
import { RadioChips, SwitchRow } from '../../../components/ui/chip-choice.tsx';
import { GOAL_LABELS } from '../choices.ts';

const GOALS = WEIGHT_GOALS.map((goal) => ({ value: goal, label: GOAL_LABELS[goal] }));

export function GoalStep({
  answers,
  update,
}: {
  answers: PlanAnswers;
  update: (change: Partial<PlanAnswers>) => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      <RadioChips
        name="goal"
        legend="Your goal"
        options={GOALS}
        value={answers.goal}
        onChange={(goal) => update({ goal })}
      />
      <SwitchRow
        id="high-protein"
        label="High protein"
        description="More protein in every meal, to help build and keep muscle."
        checked={answers.highProtein}
        onChange={(highProtein) => update({ highProtein })}
      />
    </div>
  );
}
