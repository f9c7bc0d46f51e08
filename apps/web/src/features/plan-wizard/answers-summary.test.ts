import { DEFAULT_ANSWERS, type PlanAnswers } from '@larder/kitchen/planning';
import { describe, expect, it } from 'vitest';
import { answersSummary, targetInWords, targetOfAnswers } from './answers-summary.ts';

const lines = (answers: PlanAnswers) =>
  Object.fromEntries(answersSummary(answers).map((group) => [group.step, group.lines]));

describe('answersSummary', () => {
  it('says the defaults in plain words, one group a step', () => {
    expect(answersSummary(DEFAULT_ANSWERS).map((group) => group.title)).toEqual([
      'Goal',
      'About you',
      'Diet',
      'Your week',
    ]);
    expect(lines(DEFAULT_ANSWERS)).toEqual({
      goal: ['Use it up'],
      body: ['Skipped'],
      diet: ['No special diet', 'No allergens to avoid', 'No foods left out'],
      week: [
        '7 days: breakfast, lunch and dinner',
        'Cooking for 2 people',
        'Up to 30 minutes a meal on weekdays, 1 hour at the weekend',
        'Cook once, eat twice: some dinners make the next day’s lunch',
      ],
    });
  });

  it('says every answer the cook gave', () => {
    const answers: PlanAnswers = {
      ...DEFAULT_ANSWERS,
      goal: 'high-protein',
      body: {
        sex: 'female',
        age: 34,
        activity: 'light',
        measures: { units: 'imperial', heightFeet: 5, heightInches: 6, weightPounds: 150 },
        weightGoal: 'lose',
      },
      diet: ['vegetarian', 'gluten-free'],
      allergens: ['tree-nuts', 'sesame'],
      dislikes: ['mushrooms', 'olives'],
      days: 1,
      meals: ['dinner', 'lunch'],
      servings: 1,
      weekdayMinutes: 45,
      weekendMinutes: 45,
      leftovers: false,
    };
    expect(lines(answers)).toEqual({
      goal: ['High protein'],
      body: ['Lose weight', 'Female, 34 years old, 5 ft 6 in, 150 lb', 'Exercise 1–3 days a week'],
      diet: ['Vegetarian and gluten-free', 'Free from tree nuts and sesame', 'Never: mushrooms, olives'],
      week: [
        '1 day: lunch and dinner',
        'Cooking for 1 person',
        'Up to 45 minutes a meal, every day',
        'Every meal cooked fresh',
      ],
    });
  });
});

describe('targetOfAnswers', () => {
  it('is none without body details', () => {
    expect(targetOfAnswers(DEFAULT_ANSWERS)).toBeNull();
  });

  it('works the target out from the details, in either units, for the weight goal and high protein', () => {
    const body = {
      sex: 'female',
      age: 34,
      activity: 'light',
      measures: { units: 'metric', heightCm: 168, weightKg: 64 },
      weightGoal: 'maintain',
    } as const;
    const lose = targetOfAnswers({
      ...DEFAULT_ANSWERS,
      goal: 'high-protein',
      body: { ...body, weightGoal: 'lose' },
    });
    expect(lose).toMatchObject({ kcal: 1370, proteinG: 102 });
    expect(lose?.working).toHaveLength(4);
    // Another goal keeps the usual protein: 1.2 g a kg.
    expect(targetOfAnswers({ ...DEFAULT_ANSWERS, goal: 'quick', body })?.proteinG).toBe(77);
    const maintain = targetOfAnswers({ ...DEFAULT_ANSWERS, body });
    expect(maintain && targetInWords(maintain)).toBe('About 1,870 kcal and 77 g protein a day');
    const imperial = targetOfAnswers({
      ...DEFAULT_ANSWERS,
      body: { ...body, measures: { units: 'imperial', heightFeet: 5, heightInches: 6, weightPounds: 141 } },
    });
    expect(imperial?.kcal).toBe(1860);
  });

  it('is none for details the calculator cannot use', () => {
    const body = {
      sex: 'male',
      age: 12,
      activity: 'light',
      measures: { units: 'imperial', heightFeet: 5, heightInches: 9, weightPounds: 154 },
      weightGoal: 'maintain',
    } as const;
    expect(targetOfAnswers({ ...DEFAULT_ANSWERS, body })).toBeNull();
  });
});
