import { describe, expect, it } from 'vitest';
import { readCommand } from './voice-command.ts';

describe('voice commands', () => {
  it.each([
    ['Next', 'next'],
    ['next step please', 'next'],
    ['go back', 'back'],
    ['previous', 'back'],
    ['repeat', 'repeat'],
    ['say that again', 'repeat'],
    ['start timer', 'start-timer'],
    ['start the timer', 'start-timer'],
    ['stop the timer', 'pause-timer'],
    ['hello there', null],
  ])('"%s" → %s', (said, command) => {
    expect(readCommand(said)).toBe(command);
  });
});
