import { describe, expect, it } from 'vitest';
import { noteAccountCreated, pathAfterSignIn } from './new-account.ts';

describe('where a signed-in cook goes from /auth and /signup', () => {
  it('returnTo first; else Today', () => {
    expect(pathAfterSignIn('/meal-plan', 'cook-1')).toBe('/meal-plan');
    expect(pathAfterSignIn(null, 'cook-1')).toBe('/today');
  });

  it('an account just created here gets the welcome, for 30 seconds, and only that account', () => {
    noteAccountCreated('new-cook', 1_000_000);
    expect(pathAfterSignIn(null, 'new-cook', 1_000_000 + 5_000)).toBe('/today?welcome=true');
    expect(pathAfterSignIn('/recipe?id=r1', 'new-cook', 1_000_000 + 5_000)).toBe('/recipe?id=r1');
    expect(pathAfterSignIn(null, 'someone-else', 1_000_000 + 5_000)).toBe('/today');
    expect(pathAfterSignIn(null, 'new-cook', 1_000_000 + 31_000)).toBe('/today');
  });
});
