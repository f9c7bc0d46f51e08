import { describe, expect, it } from 'vitest';
import { allIngredients, gramsFor } from '../catalog.ts';
import { seededRandom } from '../generator/random.ts';
import { PANTRY_UNITS, type PantryUnit } from '../pantry-units.ts';
import { convertAmount } from './convert-amount.ts';

const TRIALS = 20_000;
const UNITS: readonly (PantryUnit | null)[] = [...PANTRY_UNITS, null];

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('picked from an empty list');
  return item;
}

/** Relative difference, safe at zero. */
function relativeError(actual: number, expected: number): number {
  return Math.abs(actual - expected) / Math.max(Math.abs(expected), Number.MIN_VALUE);
}

describe(`convertAmount over ${TRIALS} random ingredients, units and quantities`, () => {
  it('comes back to the same quantity there and back, and keeps the weight the catalog gives', () => {
    const random = seededRandom('shopping-convert-amount');
    const ingredients = allIngredients();
    const faults: string[] = [];
    let bothWays = 0;
    let weighed = 0;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const { id } = pick(ingredients, random);
      const from = pick(UNITS, random);
      const to = pick(UNITS, random);
      // From a thousandth to ten thousand, spread evenly over the orders of magnitude.
      const quantity = 10 ** (random() * 7 - 3);
      const there = convertAmount(id, quantity, from, to);
      const back = there === null ? null : convertAmount(id, there, to, from);
      if (there === null || back === null) continue;
      bothWays += 1;
      if (relativeError(back, quantity) >= 1e-9)
        faults.push(`${id} ${quantity} ${from}→${to}→${from}: ${back}`);
      const gramsBefore = gramsFor(id, quantity, from ?? 'piece');
      const gramsAfter = gramsFor(id, there, to ?? 'piece');
      if (gramsBefore === null || gramsAfter === null) continue;
      weighed += 1;
      if (relativeError(gramsAfter, gramsBefore) >= 1e-9) {
        faults.push(`${id} ${quantity} ${from}→${to}: ${gramsBefore} g became ${gramsAfter} g`);
      }
    }
    expect(faults.slice(0, 10)).toEqual([]);
    // Enough pairs convert for the check to mean something (about a quarter of random pairs do).
    expect(bothWays).toBeGreaterThan(TRIALS / 10);
    expect(weighed).toBeGreaterThan(TRIALS / 20);
  });
});
