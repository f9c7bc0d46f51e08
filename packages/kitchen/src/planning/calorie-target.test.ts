import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_FACTORS,
  ACTIVITY_LABELS,
  ACTIVITY_LEVELS,
  BODY_LIMITS,
  type BodyDetails,
  bodyProblems,
  calorieTarget,
  feetAndInchesToCm,
  isActivityLevel,
  isWeightGoal,
  poundsToKg,
  toMetric,
  WEIGHT_GOALS,
  type WeightGoal,
} from './calorie-target.ts';

// Mifflin-St Jeor: BMR = 10 × kg + 6.25 × cm − 5 × age, then + 5 for men or − 161 for women.
// Every expected number below is worked out by hand in the comment beside it.

/** A 30-year-old man, 175 cm, 70 kg, exercising 3–5 days a week. */
const MAN: BodyDetails = { sex: 'male', age: 30, heightCm: 175, weightKg: 70, activity: 'moderate' };

describe('calorieTarget', () => {
  it('takes 500 kcal off maintenance to lose weight (worked example)', () => {
    // BMR: 10 × 70 = 700; 6.25 × 175 = 1093.75; − 5 × 30 = −150; + 5 → 1648.75 → 1,649
    // Maintenance: 1648.75 × 1.55 = 2555.5625 → 2,556
    // Lose: 2555.5625 − 500 = 2055.5625 → nearest 10 = 2,060
    // Protein: 1.2 × 70 = 84 g
    expect(calorieTarget(MAN, 'lose')).toMatchObject({
      bmr: 1649,
      maintenance: 2556,
      kcal: 2060,
      proteinG: 84,
      floorApplied: false,
    });
  });

  it('shows its working in plain words, with the numbers', () => {
    expect(calorieTarget(MAN, 'lose').working).toEqual([
      'Resting energy (Mifflin-St Jeor): 10 × 70 kg + 6.25 × 175 cm − 5 × 30 + 5 = 1,649 kcal',
      'Activity: × 1.55 (exercise 3–5 days a week) = 2,556 kcal to stay at your weight',
      'Goal: lose about 0.5 kg a week, so 500 kcal less = 2,060 kcal a day',
      'Protein: 1.2 g per kg × 70 kg = 84 g a day',
    ]);
  });

  it('keeps maintenance, to the nearest 10, for "maintain"', () => {
    // 2555.5625 → 2,560; protein stays 1.2 × 70 = 84 g
    const target = calorieTarget(MAN, 'maintain');
    expect(target).toMatchObject({
      bmr: 1649,
      maintenance: 2556,
      kcal: 2560,
      proteinG: 84,
      floorApplied: false,
    });
    expect(target.working[2]).toBe('Goal: stay at your weight = 2,560 kcal a day');
  });

  it('adds 300 kcal and raises protein to 1.6 g per kg for "gain"', () => {
    // 2555.5625 + 300 = 2855.5625 → 2,860; protein 1.6 × 70 = 112 g
    const target = calorieTarget(MAN, 'gain');
    expect(target).toMatchObject({ maintenance: 2556, kcal: 2860, proteinG: 112, floorApplied: false });
    expect(target.working.slice(2)).toEqual([
      'Goal: gain weight, so 300 kcal more = 2,860 kcal a day',
      'Protein: 1.6 g per kg × 70 kg = 112 g a day',
    ]);
  });

  it('raises protein to 1.6 g per kg when the cook asks for high protein, leaving the kcal alone', () => {
    // Lose as in the worked example: 2,060 kcal. Protein 1.6 × 70 = 112 g instead of 84 g.
    const target = calorieTarget(MAN, 'lose', { highProtein: true });
    expect(target).toMatchObject({ kcal: 2060, proteinG: 112 });
    expect(target.working[3]).toBe('Protein: 1.6 g per kg × 70 kg = 112 g a day');
    // Asking not to: 1.2 × 70 = 84 g.
    expect(calorieTarget(MAN, 'maintain', { highProtein: false }).proteinG).toBe(84);
  });

  it('does not cut a woman below 1,200 kcal', () => {
    // Woman, 45, 160 cm, 55 kg, sedentary.
    // BMR: 550 + 1000 − 225 − 161 = 1164. Maintenance: 1164 × 1.2 = 1396.8 → 1,397.
    // Lose: 1396.8 − 500 = 896.8, under the floor → 1,200. Protein 1.2 × 55 = 66 g.
    const woman: BodyDetails = { sex: 'female', age: 45, heightCm: 160, weightKg: 55, activity: 'sedentary' };
    const target = calorieTarget(woman, 'lose');
    expect(target).toMatchObject({
      bmr: 1164,
      maintenance: 1397,
      kcal: 1200,
      proteinG: 66,
      floorApplied: true,
    });
    expect(target.working).toEqual([
      'Resting energy (Mifflin-St Jeor): 10 × 55 kg + 6.25 × 160 cm − 5 × 45 − 161 = 1,164 kcal',
      'Activity: × 1.2 (little or no exercise) = 1,397 kcal to stay at your weight',
      'Goal: lose about 0.5 kg a week, so 500 kcal less, but not below 1,200 kcal, the least we suggest for women = 1,200 kcal a day',
      'Protein: 1.2 g per kg × 55 kg = 66 g a day',
    ]);
  });

  it('does not cut a man below 1,500 kcal', () => {
    // Man, 50, 170 cm, 60 kg, sedentary.
    // BMR: 600 + 1062.5 − 250 + 5 = 1417.5 → 1,418. Maintenance: 1417.5 × 1.2 = 1701.
    // Lose: 1701 − 500 = 1201, under the floor → 1,500. Protein 1.2 × 60 = 72 g.
    const man: BodyDetails = { sex: 'male', age: 50, heightCm: 170, weightKg: 60, activity: 'sedentary' };
    const target = calorieTarget(man, 'lose');
    expect(target).toMatchObject({
      bmr: 1418,
      maintenance: 1701,
      kcal: 1500,
      proteinG: 72,
      floorApplied: true,
    });
    expect(target.working[2]).toBe(
      'Goal: lose about 0.5 kg a week, so 500 kcal less, but not below 1,500 kcal, the least we suggest for men = 1,500 kcal a day',
    );
  });

  it('suggests no cut, and never more than maintenance, when maintenance is already under the floor', () => {
    // Woman, 80, 152 cm, 45 kg, sedentary.
    // BMR: 450 + 950 − 400 − 161 = 839. Maintenance: 839 × 1.2 = 1006.8 → 1,007, under 1,200.
    // The nearest 10 would be 1,010, above maintenance, so it rounds down to 1,000. Protein 1.2 × 45 = 54 g.
    const woman: BodyDetails = { sex: 'female', age: 80, heightCm: 152, weightKg: 45, activity: 'sedentary' };
    const target = calorieTarget(woman, 'lose');
    expect(target).toMatchObject({
      bmr: 839,
      maintenance: 1007,
      kcal: 1000,
      proteinG: 54,
      floorApplied: true,
    });
    expect(target.working[2]).toBe(
      'Goal: lose about 0.5 kg a week, but staying at your weight takes only 1,007 kcal, under 1,200 kcal, the least we suggest for women, so we suggest no cut: 1,000 kcal a day',
    );

    // Man, 70, 165 cm, 55 kg, sedentary.
    // BMR: 550 + 1031.25 − 350 + 5 = 1236.25 → 1,236. Maintenance: 1236.25 × 1.2 = 1483.5 → 1,484, under 1,500.
    // Rounded down to 10: 1,480.
    const man: BodyDetails = { sex: 'male', age: 70, heightCm: 165, weightKg: 55, activity: 'sedentary' };
    expect(calorieTarget(man, 'lose')).toMatchObject({
      bmr: 1236,
      maintenance: 1484,
      kcal: 1480,
      floorApplied: true,
    });
  });

  it('applies the floor when the cut misses it by a fraction, and not when it clears it', () => {
    // Woman, 27, 162 cm, 70 kg, sedentary.
    // BMR: 700 + 1012.5 − 135 − 161 = 1416.5. Maintenance: 1416.5 × 1.2 = 1699.8.
    // Lose: 1699.8 − 500 = 1199.8, just under 1,200 → the floor, 1,200.
    const woman: BodyDetails = { sex: 'female', age: 27, heightCm: 162, weightKg: 70, activity: 'sedentary' };
    const under = calorieTarget(woman, 'lose');
    expect(under).toMatchObject({ maintenance: 1700, kcal: 1200, floorApplied: true });
    expect(under.working[2]).toContain('but not below 1,200 kcal');

    // A year younger, 26: BMR 1416.5 + 5 = 1421.5.
    // Maintenance: 1421.5 × 1.2 = 1705.8. Lose: 1205.8 → 1,210, over the floor.
    const clear = calorieTarget({ ...woman, age: 26 }, 'lose');
    expect(clear).toMatchObject({ maintenance: 1706, kcal: 1210, floorApplied: false });
    expect(clear.working[2]).toBe('Goal: lose about 0.5 kg a week, so 500 kcal less = 1,210 kcal a day');
  });

  it('rounds the kcal target down as well as up, to the nearest 10', () => {
    // Man, 50, 170 cm, 60 kg, sedentary: maintenance 1701 (as above).
    // Maintain: 1701 → 1,700. Gain: 1701 + 300 = 2001 → 2,000.
    const man: BodyDetails = { sex: 'male', age: 50, heightCm: 170, weightKg: 60, activity: 'sedentary' };
    expect(calorieTarget(man, 'maintain').kcal).toBe(1700);
    expect(calorieTarget(man, 'gain').kcal).toBe(2000);
  });

  it('uses the factor for each activity level', () => {
    // The worked example's BMR, 1648.75, times each factor:
    // light 1.375 → 2267.03 → 2,267; active 1.725 → 2844.09 → 2,844; very active 1.9 → 3132.63 → 3,133
    expect(calorieTarget({ ...MAN, activity: 'light' }, 'maintain').maintenance).toBe(2267);
    expect(calorieTarget({ ...MAN, activity: 'active' }, 'maintain').maintenance).toBe(2844);
    expect(calorieTarget({ ...MAN, activity: 'very-active' }, 'maintain').maintenance).toBe(3133);

    // Woman, 25, 165 cm, 60 kg, very active.
    // BMR: 600 + 1031.25 − 125 − 161 = 1345.25 → 1,345. Maintenance: 1345.25 × 1.9 = 2555.975 → 2,556 → 2,560.
    const woman: BodyDetails = {
      sex: 'female',
      age: 25,
      heightCm: 165,
      weightKg: 60,
      activity: 'very-active',
    };
    const target = calorieTarget(woman, 'maintain');
    expect(target).toMatchObject({ bmr: 1345, maintenance: 2556, kcal: 2560, proteinG: 72 });
    expect(target.working[1]).toBe(
      'Activity: × 1.9 (hard exercise every day, or a physical job) = 2,556 kcal to stay at your weight',
    );
  });

  it('writes thousands with a comma, whatever the machine locale', () => {
    // Man, 18, 230 cm, 300 kg, very active, gaining.
    // BMR: 3000 + 1437.5 − 90 + 5 = 4352.5 → 4,353. Maintenance: 4352.5 × 1.9 = 8269.75 → 8,270.
    // Gain: 8569.75 → 8,570. Protein 1.6 × 300 = 480 g.
    const big: BodyDetails = { sex: 'male', age: 18, heightCm: 230, weightKg: 300, activity: 'very-active' };
    const target = calorieTarget(big, 'gain');
    expect(target).toMatchObject({ bmr: 4353, maintenance: 8270, kcal: 8570, proteinG: 480 });
    expect(target.working).toEqual([
      'Resting energy (Mifflin-St Jeor): 10 × 300 kg + 6.25 × 230 cm − 5 × 18 + 5 = 4,353 kcal',
      'Activity: × 1.9 (hard exercise every day, or a physical job) = 8,270 kcal to stay at your weight',
      'Goal: gain weight, so 300 kcal more = 8,570 kcal a day',
      'Protein: 1.6 g per kg × 300 kg = 480 g a day',
    ]);
  });

  it('throws a RangeError for details with problems', () => {
    expect(() => calorieTarget({ ...MAN, age: 17 }, 'lose')).toThrow(RangeError);
    expect(() => calorieTarget({ ...MAN, age: 17 }, 'lose')).toThrow('Age must be between 18 and 100.');
    expect(() => calorieTarget({ ...MAN, weightKg: Number.NaN }, 'lose')).toThrow('Weight must be a number.');
  });

  it('throws a RangeError for a goal it does not know', () => {
    const bulk = 'bulk' as unknown as WeightGoal;
    expect(() => calorieTarget(MAN, bulk)).toThrow(RangeError);
    expect(() => calorieTarget(MAN, bulk)).toThrow('Unknown weight goal: bulk.');
  });
});

describe('imperial input', () => {
  it('converts feet and inches to centimetres at 2.54 cm an inch', () => {
    // 5 ft 9 in = 69 in; 69 × 2.54 = 175.26 cm. 6 ft = 72 in = 182.88 cm.
    expect(feetAndInchesToCm(5, 9)).toBeCloseTo(175.26, 9);
    expect(feetAndInchesToCm(6, 0)).toBeCloseTo(182.88, 9);
    expect(feetAndInchesToCm(0, 1)).toBeCloseTo(2.54, 9);
  });

  it('converts pounds to kilograms at 0.45359237 kg a pound', () => {
    // 154 × 0.45359237 = 69.85322498
    expect(poundsToKg(154)).toBeCloseTo(69.85322498, 8);
    expect(poundsToKg(1)).toBe(0.45359237);
  });

  it('turns either kind of input into metric', () => {
    expect(toMetric({ units: 'metric', heightCm: 175, weightKg: 70 })).toEqual({
      heightCm: 175,
      weightKg: 70,
    });
    const metric = toMetric({ units: 'imperial', heightFeet: 5, heightInches: 9, weightPounds: 154 });
    expect(metric.heightCm).toBeCloseTo(175.26, 2);
    expect(metric.weightKg).toBeCloseTo(69.85, 2);
  });

  it('gives the same target for 5 ft 9 in and 154 lb as for 175 cm and 70 kg, within rounding', () => {
    // BMR: 10 × 69.85322498 = 698.5322498; 6.25 × 175.26 = 1095.375; − 150 + 5 → 1648.907 → 1,649
    // Maintenance: 1648.907 × 1.55 = 2555.806 → 2,556. Lose: 2055.806 → 2,060.
    // Protein: 1.2 × 69.853 = 83.82 → 84 g. All as in the metric worked example.
    const measures = toMetric({ units: 'imperial', heightFeet: 5, heightInches: 9, weightPounds: 154 });
    const target = calorieTarget({ sex: 'male', age: 30, activity: 'moderate', ...measures }, 'lose');
    expect(target).toMatchObject({ bmr: 1649, maintenance: 2556, kcal: 2060, proteinG: 84 });
    expect(target.working[0]).toBe(
      'Resting energy (Mifflin-St Jeor): 10 × 69.9 kg + 6.25 × 175.3 cm − 5 × 30 + 5 = 1,649 kcal',
    );
    expect(target.working[3]).toBe('Protein: 1.2 g per kg × 69.9 kg = 84 g a day');
  });
});

describe('bodyProblems', () => {
  it('finds nothing wrong with sensible details', () => {
    expect(bodyProblems(MAN)).toEqual([]);
  });

  it('accepts ages 18 to 100 and no others', () => {
    const age = [{ field: 'age', message: 'Age must be between 18 and 100.' }];
    expect(bodyProblems({ ...MAN, age: 17 })).toEqual(age);
    expect(bodyProblems({ ...MAN, age: 18 })).toEqual([]);
    expect(bodyProblems({ ...MAN, age: 100 })).toEqual([]);
    expect(bodyProblems({ ...MAN, age: 101 })).toEqual(age);
  });

  it('accepts heights 120 to 230 cm and no others', () => {
    const height = [{ field: 'heightCm', message: 'Height must be between 120 and 230 cm.' }];
    expect(bodyProblems({ ...MAN, heightCm: 119 })).toEqual(height);
    expect(bodyProblems({ ...MAN, heightCm: 120 })).toEqual([]);
    expect(bodyProblems({ ...MAN, heightCm: 230 })).toEqual([]);
    expect(bodyProblems({ ...MAN, heightCm: 231 })).toEqual(height);
  });

  it('accepts weights 35 to 300 kg and no others', () => {
    const weight = [{ field: 'weightKg', message: 'Weight must be between 35 and 300 kg.' }];
    expect(bodyProblems({ ...MAN, weightKg: 34 })).toEqual(weight);
    expect(bodyProblems({ ...MAN, weightKg: 35 })).toEqual([]);
    expect(bodyProblems({ ...MAN, weightKg: 300 })).toEqual([]);
    expect(bodyProblems({ ...MAN, weightKg: 301 })).toEqual(weight);
  });

  it('says a value that is not a finite number must be a number', () => {
    expect(bodyProblems({ ...MAN, age: Number.NaN, heightCm: Number.POSITIVE_INFINITY })).toEqual([
      { field: 'age', message: 'Age must be a number.' },
      { field: 'heightCm', message: 'Height must be a number.' },
    ]);
    expect(bodyProblems({ ...MAN, weightKg: Number.NEGATIVE_INFINITY })).toEqual([
      { field: 'weightKg', message: 'Weight must be a number.' },
    ]);
  });

  it('lists every problem at once, in form order', () => {
    const details = {
      ...MAN,
      sex: 'other',
      age: 12,
      weightKg: 400,
      activity: 'lazy',
    } as unknown as BodyDetails;
    expect(bodyProblems(details)).toEqual([
      { field: 'sex', message: 'Choose female or male.' },
      { field: 'age', message: 'Age must be between 18 and 100.' },
      { field: 'weightKg', message: 'Weight must be between 35 and 300 kg.' },
      { field: 'activity', message: 'Choose how active you are.' },
    ]);
  });

  it('publishes the limits it checks', () => {
    expect(BODY_LIMITS).toEqual({
      age: { min: 18, max: 100 },
      heightCm: { min: 120, max: 230 },
      weightKg: { min: 35, max: 300 },
    });
  });
});

describe('choices', () => {
  it('lists the activity levels with their factors and plain labels', () => {
    expect(ACTIVITY_LEVELS).toEqual(['sedentary', 'light', 'moderate', 'active', 'very-active']);
    expect(ACTIVITY_FACTORS).toEqual({
      sedentary: 1.2,
      light: 1.375,
      moderate: 1.55,
      active: 1.725,
      'very-active': 1.9,
    });
    expect(ACTIVITY_LABELS.sedentary).toBe('Little or no exercise');
    expect(ACTIVITY_LABELS.moderate).toBe('Exercise 3–5 days a week');
    expect(new Set(ACTIVITY_LEVELS.map((level) => ACTIVITY_LABELS[level])).size).toBe(5);
    expect(isActivityLevel('moderate')).toBe(true);
    expect(isActivityLevel('lazy')).toBe(false);
  });

  it('lists the weight goals', () => {
    expect(WEIGHT_GOALS).toEqual(['lose', 'maintain', 'gain']);
    expect(isWeightGoal('gain')).toBe(true);
    expect(isWeightGoal('bulk')).toBe(false);
  });
});
