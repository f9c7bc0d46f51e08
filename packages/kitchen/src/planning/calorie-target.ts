/**
 * How much to eat in a day to lose, keep or gain weight, and how much protein. Resting energy comes from
 * the Mifflin-St Jeor equation, times a factor for how active the cook is, then a goal adjustment.
 * Everything here is pure, and the result shows its working in plain words.
 */

export const SEXES = ['female', 'male'] as const;
export type Sex = (typeof SEXES)[number];

export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'very-active'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

/** How many times their resting energy a day takes someone at each activity level. */
export const ACTIVITY_FACTORS: Readonly<Record<ActivityLevel, number>> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  'very-active': 1.9,
};

/** What each activity level means, as the form shows it. */
export const ACTIVITY_LABELS: Readonly<Record<ActivityLevel, string>> = {
  sedentary: 'Little or no exercise',
  light: 'Exercise 1–3 days a week',
  moderate: 'Exercise 3–5 days a week',
  active: 'Exercise 6–7 days a week',
  'very-active': 'Hard exercise every day, or a physical job',
};

export const WEIGHT_GOALS = ['lose', 'maintain', 'gain'] as const;
export type WeightGoal = (typeof WEIGHT_GOALS)[number];

/** "Lose": this much less than maintenance, about 0.5 kg a week. */
export const LOSE_KCAL = 500;
/** "Gain": this much more than maintenance. */
export const GAIN_KCAL = 300;
/** The least a day we suggest eating while losing weight. */
export const KCAL_FLOOR: Readonly<Record<Sex, number>> = { female: 1200, male: 1500 };
/** Grams of protein per kg of body weight a day. */
export const PROTEIN_G_PER_KG = 1.2;
/** Grams of protein per kg of body weight a day when gaining or when the cook asks for high protein. */
export const HIGH_PROTEIN_G_PER_KG = 1.6;

/** The values we accept, both ends included. */
export const BODY_LIMITS = {
  age: { min: 18, max: 100 },
  heightCm: { min: 120, max: 230 },
  weightKg: { min: 35, max: 300 },
} as const;

/** Who the target is for, in metric: callers convert imperial input first (`toMetric`). */
export type BodyDetails = Readonly<{
  sex: Sex;
  /** Years. */
  age: number;
  heightCm: number;
  weightKg: number;
  activity: ActivityLevel;
}>;

export type MetricMeasures = Readonly<{ units: 'metric'; heightCm: number; weightKg: number }>;
export type ImperialMeasures = Readonly<{
  units: 'imperial';
  heightFeet: number;
  heightInches: number;
  weightPounds: number;
}>;

export type BodyProblem = Readonly<{ field: keyof BodyDetails; message: string }>;

export type CalorieTargetOptions = Readonly<{ highProtein?: boolean }>;

export type CalorieTarget = Readonly<{
  /** Resting energy, whole kcal a day. */
  bmr: number;
  /** What keeps the cook at their weight, whole kcal a day. */
  maintenance: number;
  /** The day's target, to the nearest 10 kcal. */
  kcal: number;
  /** Whole grams of protein a day. */
  proteinG: number;
  /** True when the least-we-suggest floor held back the 500 kcal cut for "lose". */
  floorApplied: boolean;
  /** How the numbers were worked out, one plain sentence a step. */
  working: string[];
}>;

const CM_PER_INCH = 2.54;
const INCHES_PER_FOOT = 12;
const KG_PER_POUND = 0.45359237;

export function isActivityLevel(value: string): value is ActivityLevel {
  return (ACTIVITY_LEVELS as readonly string[]).includes(value);
}

export function isWeightGoal(value: string): value is WeightGoal {
  return (WEIGHT_GOALS as readonly string[]).includes(value);
}

/** A height in feet and inches as centimetres (1 in = 2.54 cm): 5 ft 9 in → 175.26 cm. */
export function feetAndInchesToCm(feet: number, inches: number): number {
  return (feet * INCHES_PER_FOOT + inches) * CM_PER_INCH;
}

/** A weight in pounds as kilograms (1 lb = 0.45359237 kg): 154 lb → 69.85 kg. */
export function poundsToKg(pounds: number): number {
  return pounds * KG_PER_POUND;
}

/** Height in cm and weight in kg from what the cook typed, in either units. Not rounded. */
export function toMetric(
  input: MetricMeasures | ImperialMeasures,
): Readonly<{ heightCm: number; weightKg: number }> {
  if (input.units === 'metric') return { heightCm: input.heightCm, weightKg: input.weightKg };
  return {
    heightCm: feetAndInchesToCm(input.heightFeet, input.heightInches),
    weightKg: poundsToKg(input.weightPounds),
  };
}

const LIMITED_FIELDS = [
  { field: 'age', name: 'Age', unit: '' },
  { field: 'heightCm', name: 'Height', unit: ' cm' },
  { field: 'weightKg', name: 'Weight', unit: ' kg' },
] as const;

/** What is wrong with the details, in plain words for the form; empty when they can be used. */
export function bodyProblems(details: BodyDetails): BodyProblem[] {
  const problems: BodyProblem[] = [];
  if (!(SEXES as readonly string[]).includes(details.sex)) {
    problems.push({ field: 'sex', message: 'Choose female or male.' });
  }
  for (const { field, name, unit } of LIMITED_FIELDS) {
    const value = details[field];
    const { min, max } = BODY_LIMITS[field];
    if (!Number.isFinite(value)) problems.push({ field, message: `${name} must be a number.` });
    else if (value < min || value > max) {
      problems.push({ field, message: `${name} must be between ${min} and ${max}${unit}.` });
    }
  }
  if (!isActivityLevel(details.activity)) {
    problems.push({ field: 'activity', message: 'Choose how active you are.' });
  }
  return problems;
}

/**
 * The day's calories and protein for `goal`, with the working. Throws a RangeError when `bodyProblems`
 * finds anything wrong with the details, or the goal is not one of `WEIGHT_GOALS`.
 */
export function calorieTarget(
  details: BodyDetails,
  goal: WeightGoal,
  options: CalorieTargetOptions = {},
): CalorieTarget {
  const problems = bodyProblems(details);
  if (problems.length > 0) {
    throw new RangeError(`Cannot work out a calorie target: ${problems.map((p) => p.message).join(' ')}`);
  }
  if (!isWeightGoal(goal)) throw new RangeError(`Unknown weight goal: ${String(goal)}.`);

  const { sex, age, heightCm, weightKg, activity } = details;
  const bmr = 10 * weightKg + 6.25 * heightCm - 5 * age + (sex === 'male' ? 5 : -161);
  const factor = ACTIVITY_FACTORS[activity];
  const maintenance = bmr * factor;
  const target = goalTarget(maintenance, goal, sex);
  const proteinPerKg = goal === 'gain' || options.highProtein ? HIGH_PROTEIN_G_PER_KG : PROTEIN_G_PER_KG;
  const proteinG = Math.round(proteinPerKg * weightKg);

  const kg = formatNumber(weightKg, 1);
  const sexTerm = sex === 'male' ? '+ 5' : '− 161';
  const label = ACTIVITY_LABELS[activity];
  return {
    bmr: Math.round(bmr),
    maintenance: Math.round(maintenance),
    kcal: target.kcal,
    proteinG,
    floorApplied: target.floorApplied,
    working: [
      `Resting energy (Mifflin-St Jeor): 10 × ${kg} kg + 6.25 × ${formatNumber(heightCm, 1)} cm − 5 × ` +
        `${formatNumber(age, 1)} ${sexTerm} = ${formatNumber(bmr)} kcal`,
      `Activity: × ${factor} (${label.charAt(0).toLowerCase()}${label.slice(1)}) = ` +
        `${formatNumber(maintenance)} kcal to stay at your weight`,
      target.line,
      `Protein: ${proteinPerKg} g per kg × ${kg} kg = ${formatNumber(proteinG)} g a day`,
    ],
  };
}

type GoalTarget = Readonly<{ kcal: number; floorApplied: boolean; line: string }>;

/**
 * The day's kcal for the goal, to the nearest 10. Losing takes 500 kcal off, but not below the floor for
 * the cook's sex, and never above maintenance: when maintenance is already under the floor we suggest
 * maintenance itself, rounded down to a multiple of 10 so it stays at or below it.
 */
function goalTarget(maintenance: number, goal: WeightGoal, sex: Sex): GoalTarget {
  if (goal === 'maintain') {
    const kcal = roundToTen(maintenance);
    return {
      kcal,
      floorApplied: false,
      line: `Goal: stay at your weight = ${formatNumber(kcal)} kcal a day`,
    };
  }
  if (goal === 'gain') {
    const kcal = roundToTen(maintenance + GAIN_KCAL);
    return {
      kcal,
      floorApplied: false,
      line: `Goal: gain weight, so ${GAIN_KCAL} kcal more = ${formatNumber(kcal)} kcal a day`,
    };
  }
  const floor = KCAL_FLOOR[sex];
  const least = `${formatNumber(floor)} kcal, the least we suggest for ${sex === 'female' ? 'women' : 'men'}`;
  const lose = 'Goal: lose about 0.5 kg a week';
  if (maintenance < floor) {
    const kcal = Math.floor(maintenance / 10) * 10;
    return {
      kcal,
      floorApplied: true,
      line: `${lose}, but staying at your weight takes only ${formatNumber(maintenance)} kcal, under ${least}, so we suggest no cut: ${formatNumber(kcal)} kcal a day`,
    };
  }
  const cut = maintenance - LOSE_KCAL;
  if (cut < floor) {
    return {
      kcal: floor,
      floorApplied: true,
      line: `${lose}, so ${LOSE_KCAL} kcal less, but not below ${least} = ${formatNumber(floor)} kcal a day`,
    };
  }
  const kcal = roundToTen(cut);
  return {
    kcal,
    floorApplied: false,
    line: `${lose}, so ${LOSE_KCAL} kcal less = ${formatNumber(kcal)} kcal a day`,
  };
}

function roundToTen(kcal: number): number {
  return Math.round(kcal / 10) * 10;
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * `value` to at most `decimals` places with a comma between thousands: 1648.75 → "1,649", 69.853 → "69.9"
 * (with 1 place), 70 → "70". Written out by hand because toLocaleString follows the machine's locale.
 */
function formatNumber(value: number, decimals = 0): string {
  const scale = 10 ** decimals;
  const [whole = '', fraction] = String(Math.round(value * scale) / scale).split('.');
  const grouped = whole.replace(THOUSANDS, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
