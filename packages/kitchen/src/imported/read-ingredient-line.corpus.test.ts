import { describe, expect, it } from 'vitest';
import { getIngredient } from '../catalog.ts';
import { type ExpectedLine, INGREDIENT_LINES } from './ingredient-lines.corpus.ts';
import { type ImportedLine, readIngredientLine } from './read-ingredient-line.ts';

/** The share of lines whose quantity, unit and catalog id must come out exactly as expected. */
const GOAL = 0.95;

const sameQuantity = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));

const isExact = (read: ImportedLine, expected: ExpectedLine) =>
  sameQuantity(read.quantity, expected.quantity) &&
  read.unit === expected.unit &&
  read.ingredientId === expected.ingredientId;

const describeReading = ({ quantity, unit, ingredientId, name }: ExpectedLine | ImportedLine) =>
  `${quantity ?? '-'} ${unit ?? '-'} ${ingredientId ?? 'no id'} "${name}"`;

const readings = INGREDIENT_LINES.map(([text, expected]) => ({
  text,
  expected,
  read: readIngredientLine(text),
}));

describe('the imported ingredient line corpus', () => {
  it('holds at least 250 distinct lines, each expecting a catalog food or none', () => {
    expect(INGREDIENT_LINES.length).toBeGreaterThanOrEqual(250);
    expect(new Set(INGREDIENT_LINES.map(([text]) => text)).size).toBe(INGREDIENT_LINES.length);
    const unknown = INGREDIENT_LINES.filter(
      ([, { ingredientId }]) => ingredientId !== undefined && getIngredient(ingredientId) === null,
    );
    expect(unknown).toEqual([]);
  });

  it('never gives a line a wrong catalog food (an absent one is allowed)', () => {
    const wrong = readings
      .filter(
        ({ read, expected }) =>
          read.ingredientId !== undefined && read.ingredientId !== expected.ingredientId,
      )
      .map(
        ({ text, read, expected }) =>
          `"${text}": expected ${expected.ingredientId ?? 'no id'}, read ${read.ingredientId}`,
      );
    expect(wrong).toEqual([]);
  });

  it(`reads at least ${GOAL * 100} % of the lines' quantity, unit and catalog id exactly`, () => {
    const misses = readings
      .filter(({ read, expected }) => !isExact(read, expected))
      .map(
        ({ text, read, expected }) =>
          `"${text}": expected ${describeReading(expected)}, read ${describeReading(read)}`,
      );
    const share = (readings.length - misses.length) / readings.length;
    if (share < GOAL) {
      throw new Error(
        `Imported lines: ${readings.length - misses.length} of ${readings.length} exact (${(share * 100).toFixed(1)} %), below ${GOAL * 100} %:\n${misses.join('\n')}`,
      );
    }
  });
});
