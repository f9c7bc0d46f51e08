import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  BODY_LIMITS,
  type BodyAnswers,
  type BodyDetails,
  bodyProblems,
  feetAndInchesToCm,
  poundsToKg,
  SEXES,
  type Sex,
  toMetric,
  type WeightGoal,
} from '@larder/kitchen/planning';

/**
 * The "About you" form as the cook typed it. Numbers stay text until the cook moves on, so a half-typed
 * "1" or an emptied field is kept as it is rather than turned into 0.
 */
export type BodyDraft = {
  sex: Sex | '';
  age: string;
  activity: ActivityLevel | '';
  units: 'metric' | 'imperial';
  heightCm: string;
  weightKg: string;
  heightFeet: string;
  heightInches: string;
  weightPounds: string;
  /** Lose, keep or gain weight: chosen, never typed, so never a problem. */
  weightGoal: WeightGoal;
};

export type DraftField = Exclude<keyof BodyDraft, 'units' | 'weightGoal'>;
export type DraftProblems = Partial<Record<DraftField, string>>;

export const EMPTY_DRAFT: BodyDraft = {
  sex: '',
  age: '',
  activity: '',
  units: 'metric',
  heightCm: '',
  weightKg: '',
  heightFeet: '',
  heightInches: '',
  weightPounds: '',
  weightGoal: 'maintain',
};

const FORM_ORDER: readonly DraftField[] = [
  'sex',
  'age',
  'heightCm',
  'heightFeet',
  'heightInches',
  'weightKg',
  'weightPounds',
  'activity',
];

/** The server's limits for imperial figures (apps/server plan-input.ts), inside the metric ones. */
const IMPERIAL = { feet: { min: 3, max: 7 }, pounds: { min: 78, max: 660 } } as const;
const INCHES_MAX = 11.99;
const INCHES = {
  min: Math.ceil(BODY_LIMITS.heightCm.min / 2.54),
  max: Math.floor(BODY_LIMITS.heightCm.max / 2.54),
};
const inFeet = (inches: number) => `${Math.floor(inches / 12)} ft ${inches % 12} in`;

/** Text as a number; blank is NaN (not 0), and a decimal comma counts as a point. */
export function readNumber(text: string): number {
  const clean = text.trim().replace(',', '.');
  return clean === '' ? Number.NaN : Number(clean);
}

const show = (value: number, places: number) => String(Math.round(value * 10 ** places) / 10 ** places);

/** The form for the body details given; an empty one (none given) asks in `units` when the cook chose them. */
export function draftFromBody(body: BodyAnswers | null, units?: BodyDraft['units']): BodyDraft {
  if (!body) return units ? { ...EMPTY_DRAFT, units } : EMPTY_DRAFT;
  const { measures } = body;
  const base = {
    ...EMPTY_DRAFT,
    sex: body.sex,
    age: String(body.age),
    activity: body.activity,
    weightGoal: body.weightGoal,
  };
  if (measures.units === 'metric') {
    return { ...base, heightCm: String(measures.heightCm), weightKg: String(measures.weightKg) };
  }
  return {
    ...base,
    units: 'imperial',
    heightFeet: String(measures.heightFeet),
    heightInches: String(measures.heightInches),
    weightPounds: String(measures.weightPounds),
  };
}

/** The draft in the other units, carrying over whatever the cook already typed. */
export function switchUnits(draft: BodyDraft, units: BodyDraft['units']): BodyDraft {
  if (units === draft.units) return draft;
  if (units === 'imperial') {
    const cm = readNumber(draft.heightCm);
    const kg = readNumber(draft.weightKg);
    const totalInches = Math.round(cm / 2.54);
    return {
      ...draft,
      units,
      heightFeet: Number.isFinite(cm) ? String(Math.floor(totalInches / 12)) : draft.heightFeet,
      heightInches: Number.isFinite(cm) ? String(totalInches % 12) : draft.heightInches,
      weightPounds: Number.isFinite(kg) ? show(kg / poundsToKg(1), 0) : draft.weightPounds,
    };
  }
  const feet = readNumber(draft.heightFeet);
  const inches = draft.heightInches.trim() === '' ? 0 : readNumber(draft.heightInches);
  const pounds = readNumber(draft.weightPounds);
  const height = feetAndInchesToCm(feet, inches);
  return {
    ...draft,
    units,
    heightCm: Number.isFinite(height) ? show(height, 0) : draft.heightCm,
    weightKg: Number.isFinite(pounds) ? show(poundsToKg(pounds), 1) : draft.weightKg,
  };
}

/** The draft as the server takes it: only sound once `draftProblems` is empty (NaN, '' until then). */
export function draftToBody(draft: BodyDraft): BodyAnswers {
  const inches = draft.heightInches.trim() === '' ? 0 : readNumber(draft.heightInches);
  return {
    sex: draft.sex as Sex,
    age: readNumber(draft.age),
    activity: draft.activity as ActivityLevel,
    measures:
      draft.units === 'metric'
        ? { units: 'metric', heightCm: readNumber(draft.heightCm), weightKg: readNumber(draft.weightKg) }
        : {
            units: 'imperial',
            heightFeet: readNumber(draft.heightFeet),
            heightInches: inches,
            weightPounds: readNumber(draft.weightPounds),
          },
    weightGoal: draft.weightGoal,
  };
}

/** The calculator's input, in metric. */
export function draftDetails(draft: BodyDraft): BodyDetails {
  const body = draftToBody(draft);
  return { sex: body.sex, age: body.age, activity: body.activity, ...toMetric(body.measures) };
}

/**
 * What is wrong, by the field the cook typed it in. The kitchen's `bodyProblems` checks the metric
 * details; imperial figures get their own words (and the server's whole-feet and inch rules).
 */
export function draftProblems(draft: BodyDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (!(SEXES as readonly string[]).includes(draft.sex)) problems.sex = 'Choose female or male.';
  if (!(ACTIVITY_LEVELS as readonly string[]).includes(draft.activity)) {
    problems.activity = 'Choose how active you are.';
  }
  const found = bodyProblems(draftDetails(draft));
  for (const { field, message } of found) {
    if (field === 'age') problems.age = message;
    if (draft.units === 'metric' && (field === 'heightCm' || field === 'weightKg')) problems[field] = message;
  }
  if (!problems.age && !Number.isInteger(readNumber(draft.age))) problems.age = 'Age must be a whole number.';
  if (draft.units === 'imperial') Object.assign(problems, imperialProblems(draft, found));
  // In the form's order, so the first problem is the first field the cook meets.
  return Object.fromEntries(
    FORM_ORDER.flatMap((field) => (problems[field] ? [[field, problems[field]]] : [])),
  );
}

function imperialProblems(draft: BodyDraft, found: ReturnType<typeof bodyProblems>): DraftProblems {
  const problems: DraftProblems = {};
  const feet = readNumber(draft.heightFeet);
  const inches = draft.heightInches.trim() === '' ? 0 : readNumber(draft.heightInches);
  const pounds = readNumber(draft.weightPounds);
  const { feet: feetLimit, pounds: poundLimit } = IMPERIAL;
  if (!Number.isInteger(feet) || feet < feetLimit.min || feet > feetLimit.max) {
    problems.heightFeet = `Feet must be a whole number from ${feetLimit.min} to ${feetLimit.max}.`;
  } else if (!Number.isFinite(inches) || inches < 0 || inches > INCHES_MAX) {
    problems.heightInches = `Inches must be between 0 and ${INCHES_MAX}.`;
  } else if (found.some((problem) => problem.field === 'heightCm')) {
    problems.heightFeet = `Height must be between ${inFeet(INCHES.min)} and ${inFeet(INCHES.max)}.`;
  }
  if (!Number.isFinite(pounds)) problems.weightPounds = 'Weight must be a number.';
  else if (pounds < poundLimit.min || pounds > poundLimit.max) {
    problems.weightPounds = `Weight must be between ${poundLimit.min} and ${poundLimit.max} lb.`;
  }
  return problems;
}
