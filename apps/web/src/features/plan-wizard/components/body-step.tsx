import {
  ACTIVITY_LABELS,
  ACTIVITY_LEVELS,
  calorieTarget,
  type PlanAnswers,
  WEIGHT_GOALS,
} from '@larder/kitchen/planning';
import { RadioChips } from '../../../components/ui/chip-choice.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { targetInWords } from '../answers-summary.ts';
import {
  type BodyDraft,
  type DraftProblems,
  draftDetails,
  draftProblems,
  switchUnits,
} from '../body-draft.ts';
import { WEIGHT_GOAL_LABELS } from '../choices.ts';
import { TargetCard } from './target-card.tsx';

const SEX_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
] as const;
const UNIT_OPTIONS = [
  { value: 'metric', label: 'Metric (cm, kg)' },
  { value: 'imperial', label: 'Imperial (ft, lb)' },
] as const;
const WEIGHT_OPTIONS = WEIGHT_GOALS.map((goal) => ({ value: goal, label: WEIGHT_GOAL_LABELS[goal] }));
const ACTIVITY_OPTIONS = ACTIVITY_LEVELS.map((level) => ({ value: level, label: ACTIVITY_LABELS[level] }));

/** The calculator's details, with the day's target and its working shown as soon as they can be used. */
export function BodyStep({
  answers,
  draft,
  onChange,
  problems,
}: {
  answers: PlanAnswers;
  draft: BodyDraft;
  onChange: (draft: BodyDraft) => void;
  problems: DraftProblems;
}) {
  const set = (change: Partial<BodyDraft>) => onChange({ ...draft, ...change });
  const number = (field: keyof BodyDraft & keyof DraftProblems, label: string, numeric = false) => (
    <TextField
      id={`body-${field}`}
      label={label}
      inputMode={numeric ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={draft[field]}
      error={problems[field]}
      onChange={(event) => set({ [field]: event.target.value })}
    />
  );
  const usable = Object.keys(draftProblems(draft)).length === 0;
  const target = usable
    ? calorieTarget(draftDetails(draft), draft.weightGoal, { highProtein: answers.goal === 'high-protein' })
    : null;

  return (
    <div className="flex flex-col gap-6">
      <RadioChips
        name="body-weight-goal"
        legend="Your weight"
        options={WEIGHT_OPTIONS}
        value={draft.weightGoal}
        onChange={(weightGoal) => set({ weightGoal })}
      />
      <RadioChips
        name="body-sex"
        legend="Sex"
        hint="The calorie formula differs for women and men."
        options={SEX_OPTIONS}
        value={draft.sex}
        error={problems.sex}
        onChange={(sex) => set({ sex })}
      />
      <div className="max-w-40">{number('age', 'Age (years)', true)}</div>
      <RadioChips
        name="body-units"
        legend="Units"
        options={UNIT_OPTIONS}
        value={draft.units}
        onChange={(units) => onChange(switchUnits(draft, units))}
      />
      {draft.units === 'metric' ? (
        <div className="grid grid-cols-2 gap-4">
          {number('heightCm', 'Height (cm)')}
          {number('weightKg', 'Weight (kg)')}
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-4">
          {number('heightFeet', 'Height (feet)', true)}
          {number('heightInches', 'Inches')}
          {number('weightPounds', 'Weight (lb)')}
        </div>
      )}
      <RadioChips
        name="body-activity"
        legend="How active are you?"
        layout="list"
        options={ACTIVITY_OPTIONS}
        value={draft.activity}
        error={problems.activity}
        onChange={(activity) => set({ activity })}
      />
      <TargetCard
        live
        heading={target ? targetInWords(target) : 'Fill in your details to see how much to eat in a day.'}
        working={target?.working ?? []}
      />
    </div>
  );
}
