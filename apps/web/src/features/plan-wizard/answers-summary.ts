import { GOAL_LABELS } from '@larder/domain/constants';
import {
  ACTIVITY_LABELS,
  type BodyAnswers,
  bodyProblems,
  type CalorieTarget,
  calorieTarget,
  type PlanAnswers,
  toMetric,
} from '@larder/kitchen/planning';
import { MEAL_LABELS, MEAL_TYPES } from '@larder/kitchen/recipes';
import {
  ALLERGEN_LABELS,
  DIET_LABELS,
  listInWords,
  minutesInWords,
  WEIGHT_GOAL_LABELS,
  wholeNumber,
} from './choices.ts';
import type { StepId } from './wizard-steps.ts';

/** One group of the review: the answers of one step, in plain words. */
export type SummaryGroup = { step: StepId; title: string; lines: string[] };

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function bodyInWords(body: BodyAnswers): string[] {
  const { measures } = body;
  const size =
    measures.units === 'metric'
      ? `${measures.heightCm} cm, ${measures.weightKg} kg`
      : `${measures.heightFeet} ft ${measures.heightInches} in, ${measures.weightPounds} lb`;
  return [
    WEIGHT_GOAL_LABELS[body.weightGoal],
    `${body.sex === 'female' ? 'Female' : 'Male'}, ${body.age} years old, ${size}`,
    ACTIVITY_LABELS[body.activity],
  ];
}

function weekInWords(answers: PlanAnswers): string[] {
  const meals = MEAL_TYPES.filter((meal) => answers.meals.includes(meal)).map((meal) =>
    lower(MEAL_LABELS[meal]),
  );
  const minutes =
    answers.weekdayMinutes === answers.weekendMinutes
      ? `Up to ${minutesInWords(answers.weekdayMinutes)} a meal, every day`
      : `Up to ${minutesInWords(answers.weekdayMinutes)} a meal on weekdays, ` +
        `${minutesInWords(answers.weekendMinutes)} at the weekend`;
  return [
    `${plural(answers.days, 'day', 'days')}: ${listInWords(meals)}`,
    `Cooking for ${plural(answers.servings, 'person', 'people')}`,
    minutes,
    answers.leftovers
      ? 'Cook once, eat twice: some dinners make the next day’s lunch'
      : 'Every meal cooked fresh',
  ];
}

/** Every answer in plain words, grouped by the step that asked for it (the review's Edit goes there). */
export function answersSummary(answers: PlanAnswers): SummaryGroup[] {
  const diets = answers.diet.map((diet) => lower(DIET_LABELS[diet]));
  const allergens = answers.allergens.map((allergen) => lower(ALLERGEN_LABELS[allergen]));
  return [
    {
      step: 'goal',
      title: 'Goal',
      lines: [GOAL_LABELS[answers.goal]],
    },
    {
      step: 'body',
      title: 'About you',
      lines: answers.body ? bodyInWords(answers.body) : ['Skipped'],
    },
    {
      step: 'diet',
      title: 'Diet',
      lines: [
        diets.length > 0 ? upper(listInWords(diets)) : 'No special diet',
        allergens.length > 0 ? `Free from ${listInWords(allergens)}` : 'No allergens to avoid',
        answers.dislikes.length > 0 ? `Never: ${answers.dislikes.join(', ')}` : 'No foods left out',
      ],
    },
    { step: 'week', title: 'Your week', lines: weekInWords(answers) },
  ];
}

/**
 * The day's target the plan will aim at, worked out as the server will, or null when the cook skipped
 * the body step (or the details cannot be used, which the body step does not let through).
 */
export function targetOfAnswers(answers: PlanAnswers): CalorieTarget | null {
  if (!answers.body) return null;
  const details = { ...answers.body, ...toMetric(answers.body.measures) };
  if (bodyProblems(details).length > 0) return null;
  return calorieTarget(details, answers.body.weightGoal, { highProtein: answers.goal === 'high-protein' });
}

/** "About 1,980 kcal and 77 g protein a day". */
export function targetInWords(target: CalorieTarget): string {
  return `About ${wholeNumber(target.kcal)} kcal and ${wholeNumber(target.proteinG)} g protein a day`;
}
