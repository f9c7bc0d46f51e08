import { PLAN_DAYS, PLAN_SERVINGS, type PlanAnswers } from '@larder/kitchen/planning';
import { MEAL_LABELS, MEAL_TYPES } from '@larder/kitchen/recipes';
import { CheckChips, SwitchRow } from '../../../components/ui/chip-choice.tsx';
import { Stepper } from '../../../components/ui/stepper.tsx';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { minuteChoices, minutesInWords } from '../choices.ts';

const MEAL_OPTIONS = MEAL_TYPES.map((meal) => ({ value: meal, label: MEAL_LABELS[meal] }));

export function WeekStep({
  answers,
  update,
}: {
  answers: PlanAnswers;
  update: (change: Partial<PlanAnswers>) => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <Stepper
          label="Days to plan"
          value={answers.days}
          min={PLAN_DAYS.min}
          max={PLAN_DAYS.max}
          unit={(days) => (days === 1 ? 'day' : 'days')}
          onChange={(days) => update({ days })}
        />
        <Stepper
          label="Cooking for"
          value={answers.servings}
          min={PLAN_SERVINGS.min}
          max={PLAN_SERVINGS.max}
          unit={(people) => (people === 1 ? 'person' : 'people')}
          onChange={(servings) => update({ servings })}
        />
      </div>
      <CheckChips
        name="meals"
        legend="Meals each day"
        hint="Choose at least one."
        keepOne
        options={MEAL_OPTIONS}
        values={answers.meals}
        onChange={(meals) => update({ meals })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MinutesSelect
          id="weekday-minutes"
          label="Time per meal on weekdays"
          value={answers.weekdayMinutes}
          onChange={(weekdayMinutes) => update({ weekdayMinutes })}
        />
        <MinutesSelect
          id="weekend-minutes"
          label="Time per meal at the weekend"
          value={answers.weekendMinutes}
          onChange={(weekendMinutes) => update({ weekendMinutes })}
        />
      </div>
      <SwitchRow
        id="leftovers"
        label="Cook once, eat twice"
        description="Some dinners are cooked double and become the next day's lunch."
        checked={answers.leftovers}
        onChange={(leftovers) => update({ leftovers })}
      />
    </div>
  );
}

/** A native select: the phone's own picker, and every choice within the server's limits. */
function MinutesSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (minutes: number) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className={`${inputClasses(false)} cursor-pointer`}
      >
        {minuteChoices(value).map((minutes) => (
          <option key={minutes} value={minutes}>
            Up to {minutesInWords(minutes)}
          </option>
        ))}
      </select>
    </div>
  );
}
