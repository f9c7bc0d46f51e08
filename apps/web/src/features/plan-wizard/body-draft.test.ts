import { calorieTarget } from '@larder/kitchen/planning';
import { describe, expect, it } from 'vitest';
import {
  type BodyDraft,
  draftDetails,
  draftFromBody,
  draftProblems,
  draftToBody,
  EMPTY_DRAFT,
  readNumber,
  switchUnits,
} from './body-draft.ts';

const METRIC: BodyDraft = {
  ...EMPTY_DRAFT,
  sex: 'female',
  age: '34',
  activity: 'light',
  heightCm: '168',
  weightKg: '64',
  weightGoal: 'lose',
};
const IMPERIAL: BodyDraft = {
  ...EMPTY_DRAFT,
  sex: 'male',
  age: '40',
  activity: 'moderate',
  units: 'imperial',
  heightFeet: '5',
  heightInches: '9',
  weightPounds: '154',
};

describe('readNumber', () => {
  it('reads blank as not a number, and a decimal comma', () => {
    expect(readNumber('')).toBeNaN();
    expect(readNumber(' 64,5 ')).toBe(64.5);
    expect(readNumber('abc')).toBeNaN();
  });
});

describe('the body draft', () => {
  it('goes to the answers and back', () => {
    const body = draftToBody(METRIC);
    expect(body).toEqual({
      sex: 'female',
      age: 34,
      activity: 'light',
      measures: { units: 'metric', heightCm: 168, weightKg: 64 },
      weightGoal: 'lose',
    });
    expect(draftFromBody(body)).toEqual(METRIC);
    expect(draftFromBody(draftToBody(IMPERIAL))).toEqual(IMPERIAL);
    expect(draftFromBody(null)).toEqual(EMPTY_DRAFT);
  });

  it('has no problems when complete, and the calculator can use it in either units', () => {
    expect(draftProblems(METRIC)).toEqual({});
    expect(draftProblems(IMPERIAL)).toEqual({});
    expect(calorieTarget(draftDetails(IMPERIAL), 'maintain').working).toHaveLength(4);
    expect(draftDetails(IMPERIAL).heightCm).toBeCloseTo(175.26);
  });

  it("names every missing answer by its field, in the form's order", () => {
    expect(Object.keys(draftProblems(EMPTY_DRAFT))).toEqual([
      'sex',
      'age',
      'heightCm',
      'weightKg',
      'activity',
    ]);
    expect(draftProblems(EMPTY_DRAFT)).toEqual({
      sex: 'Choose female or male.',
      activity: 'Choose how active you are.',
      age: 'Age must be a number.',
      heightCm: 'Height must be a number.',
      weightKg: 'Weight must be a number.',
    });
  });

  it('holds the figures to the limits', () => {
    expect(draftProblems({ ...METRIC, age: '12', weightKg: '400' })).toEqual({
      age: 'Age must be between 18 and 100.',
      weightKg: 'Weight must be between 35 and 300 kg.',
    });
    expect(draftProblems({ ...METRIC, age: '30.5' })).toEqual({ age: 'Age must be a whole number.' });
  });

  it('says imperial problems in feet, inches and pounds', () => {
    expect(draftProblems({ ...IMPERIAL, heightFeet: '5.5', weightPounds: '20' })).toEqual({
      heightFeet: 'Feet must be a whole number from 3 to 7.',
      weightPounds: 'Weight must be between 78 and 660 lb.',
    });
    expect(draftProblems({ ...IMPERIAL, heightInches: '13' })).toEqual({
      heightInches: 'Inches must be between 0 and 11.99.',
    });
    expect(draftProblems({ ...IMPERIAL, heightFeet: '3', heightInches: '2' })).toEqual({
      heightFeet: 'Height must be between 4 ft 0 in and 7 ft 6 in.',
    });
    expect(draftProblems({ ...IMPERIAL, heightInches: '' })).toEqual({});
  });

  it('carries what was typed over when the units change', () => {
    const imperial = switchUnits(METRIC, 'imperial');
    expect(imperial).toMatchObject({
      units: 'imperial',
      heightFeet: '5',
      heightInches: '6',
      weightPounds: '141',
    });
    expect(switchUnits(IMPERIAL, 'metric')).toMatchObject({
      units: 'metric',
      heightCm: '175',
      weightKg: '69.9',
    });
    expect(switchUnits(EMPTY_DRAFT, 'imperial')).toEqual({ ...EMPTY_DRAFT, units: 'imperial' });
    expect(switchUnits(METRIC, 'metric')).toBe(METRIC);
  });
});
