import { describe, expect, it } from 'vitest';
import {
  serverMessage,
  stepAfter,
  stepBefore,
  stepIndex,
  stepOfField,
  WIZARD_STEPS,
} from './wizard-steps.ts';

describe('the wizard steps', () => {
  it('go goal, body, diet, week, review', () => {
    expect(WIZARD_STEPS.map((step) => step.id)).toEqual(['goal', 'body', 'diet', 'week', 'review']);
    expect(stepIndex('diet')).toBe(2);
    expect(stepAfter('goal')).toBe('body');
    expect(stepAfter('review')).toBe('review');
    expect(stepBefore('body')).toBe('goal');
    expect(stepBefore('goal')).toBeNull();
  });

  it('send each field the server names back to the step that asks for it', () => {
    expect(stepOfField('goal')).toBe('goal');
    expect(stepOfField('body.age')).toBe('body');
    expect(stepOfField('body.weightGoal')).toBe('body');
    expect(stepOfField('body.measures.heightFeet')).toBe('body');
    expect(stepOfField('diet.1')).toBe('diet');
    expect(stepOfField('allergens')).toBe('diet');
    expect(stepOfField('dislikes.0')).toBe('diet');
    for (const field of ['days', 'meals', 'servings', 'weekdayMinutes', 'weekendMinutes', 'leftovers']) {
      expect(stepOfField(field)).toBe('week');
    }
  });

  it('leave fields no step asks for, and none, to the review', () => {
    expect(stepOfField(undefined)).toBeNull();
    expect(stepOfField('startDate')).toBeNull();
    expect(stepOfField('target.kcal')).toBeNull();
    expect(stepOfField('toString')).toBeNull();
  });
});

describe('serverMessage', () => {
  it('drops the field path the server starts its message with', () => {
    expect(serverMessage('dislikes.0: Larder doesn\'t know "glorbnak". Did you mean "garlic"?')).toBe(
      'Larder doesn\'t know "glorbnak". Did you mean "garlic"?',
    );
    expect(serverMessage('body.age: Age must be a whole number.')).toBe('Age must be a whole number.');
  });

  it('keeps a message without a path whole', () => {
    expect(serverMessage('Please try again.')).toBe('Please try again.');
    expect(serverMessage('Too many plans today: please wait.')).toBe('Too many plans today: please wait.');
  });
});
