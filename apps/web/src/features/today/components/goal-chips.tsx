import { GOAL_LABELS } from '@larder/domain/constants';
import type { Goal } from '../../../lib/recipe-types.ts';

export const GOAL_CHIPS = Object.entries(GOAL_LABELS).map(([goal, label]) => ({ goal: goal as Goal, label }));

/** One goal for tonight: native radio buttons dressed as chips (arrow keys move between them). */
export function GoalChips({ value, onChange }: { value: Goal; onChange: (goal: Goal) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">Goal</legend>
      <div className="flex flex-wrap gap-2">
        {GOAL_CHIPS.map(({ goal, label }) => (
          <label
            key={goal}
            className="inline-flex min-h-12 cursor-pointer select-none items-center rounded-full border border-line bg-surface px-4 font-semibold has-checked:border-brand has-checked:bg-brand has-checked:text-on-brand has-focus-visible:outline-3 has-focus-visible:outline-brand-strong has-focus-visible:outline-offset-2 hover:border-muted/60"
          >
            <input
              type="radio"
              name="goal"
              value={goal}
              checked={value === goal}
              onChange={() => onChange(goal)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
