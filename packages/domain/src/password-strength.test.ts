import { describe, expect, it } from 'vitest';
import { weakPasswordReason } from './password-strength.ts';

const cook = { email: 'maria.rossi@example.com', name: 'Maria Rossi' };

describe('weakPasswordReason', () => {
  it.each(['aaaaaa', '      ', '111111', 'ZZZZZZZZ'])('refuses %j: one character repeated', (password) => {
    expect(weakPasswordReason(password)).toBe('repeated');
  });

  it.each([
    'abcdef',
    'ABCDEFG',
    'fedcba',
    '123456789',
    '987654',
    'qwerty',
    'qwerty123',
    'asdfgh',
    'abcabc',
    '121212',
    'zxcvbnm1234',
  ])('refuses %j: a simple sequence', (password) => {
    expect(weakPasswordReason(password)).toBe('sequence');
  });

  it.each([
    'maria.rossi@example.com',
    'MARIA.ROSSI@EXAMPLE.COM!',
    'maria.rossi',
    'rossi1987',
    'Maria!!',
    '2024maria',
  ])('refuses %j: made from the email or name', (password) => {
    expect(weakPasswordReason(password, cook)).toBe('personal');
  });

  it.each(['larder', 'larder123', 'Larder!', '2024LARDER'])(
    'refuses %j: made from the app name',
    (password) => {
      expect(weakPasswordReason(password)).toBe('appName');
    },
  );

  it.each(['tomato-basil-42', 'Frittata!Sunday', 'q8#Lm2vZ', 'mariasoup-with-leeks', 'my larder is full'])(
    'accepts %j',
    (password) => {
      expect(weakPasswordReason(password, cook)).toBeNull();
    },
  );
});
