import { describe, expect, it } from 'vitest';
import { type InstallCardState, installCardDue } from './install-card-due.ts';

const ready: InstallCardState = {
  offered: true,
  dismissed: false,
  consentAnswered: true,
  recipeOpened: true,
};

describe('installCardDue', () => {
  it('shows the card once the browser offers, the notice is answered and a recipe was opened', () => {
    expect(installCardDue(ready)).toBe(true);
  });

  it.each([
    ['the browser has not offered installation', { offered: false }],
    ['the cook said "Not now" before', { dismissed: true }],
    ['the cookie notice is still waiting for an answer', { consentAnswered: false }],
    ['no recipe was opened on this device yet (a first visit)', { recipeOpened: false }],
  ])('waits while %s', (_, change) => {
    expect(installCardDue({ ...ready, ...change })).toBe(false);
  });
});
