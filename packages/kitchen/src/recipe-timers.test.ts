import { describe, expect, it } from 'vitest';
import { stepDurations, timerProblem } from './recipe-timers.ts';

describe('stepDurations', () => {
  it.each([
    ['Simmer for 10 minutes.', [600]],
    ['Bake for 25–30 minutes, until golden.', [1500]],
    ['Bake for 25-30 mins.', [1500]],
    ['Leave for a 5-minute rest.', [300]],
    ['Cook for 1 minute more.', [60]],
    ['Simmer very gently for 1.5 hours.', [5400]],
    ['Roast for 1 hour.', [3600]],
    ['Blanch for 30 seconds.', [30]],
    ['Fry for 2 minutes, then simmer for 10 minutes.', [120, 600]],
  ])('reads "%s"', (text, seconds) => {
    expect(stepDurations(text).map((duration) => duration.seconds)).toEqual(seconds);
  });

  it('ignores amounts, sizes and temperatures', () => {
    expect(
      stepDurations('Add 400 g tomatoes, 2 tbsp oil and 500 ml water; cut into 2 cm chunks at 200°C.'),
    ).toEqual([]);
  });
});

describe('timerProblem', () => {
  it('accepts a step whose timer is the duration it names, and a step with neither', () => {
    expect(timerProblem({ text: 'Simmer for 10 minutes.', timerSeconds: 600 })).toBeNull();
    expect(timerProblem({ text: 'Season and serve.' })).toBeNull();
  });

  it('flags a wrong timer, a missing timer, a timer without a duration and two durations in one step', () => {
    expect(timerProblem({ text: 'Simmer for 10 minutes.', timerSeconds: 60 })).toMatch(/600 s/);
    expect(timerProblem({ text: 'Simmer for 10 minutes.' })).toMatch(/no timer/);
    expect(timerProblem({ text: 'Season and serve.', timerSeconds: 60 })).toMatch(/names no duration/);
    expect(
      timerProblem({ text: 'Fry for 2 minutes, then simmer for 10 minutes.', timerSeconds: 720 }),
    ).toMatch(/2 durations/);
  });
});
