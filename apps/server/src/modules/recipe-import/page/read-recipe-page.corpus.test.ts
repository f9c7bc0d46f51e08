/**
 * The recipe-import corpus (apps/server/test/import-corpus): real-world-shaped pages from many kinds of
 * sites, each beside the recipe a cook reads on it. Silent unless a figure falls short.
 */
import { describe, expect, it } from 'vitest';
import { measureImportCorpus, readImportCorpus } from '../../../../test/import-corpus/measure.ts';

describe('recipe import corpus', () => {
  const results = readImportCorpus();
  const recipes = results.filter((r) => r.expected !== null);
  const others = results.filter((r) => r.expected === null);

  it('holds at least 110 recipe pages and 8 pages without a recipe', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(110);
    expect(others.length).toBeGreaterThanOrEqual(8);
    for (const { name, expected } of recipes) {
      expect(expected?.title, name).toEqual(expect.any(String));
      expect(expected?.ingredients.length, name).toBeGreaterThan(0);
    }
  });

  it('reads the title and every ingredient line exactly on at least 95 % of the pages', () => {
    const figures = measureImportCorpus();
    const missed = results.filter((r) => !(r.titleExact && r.ingredientsExact)).map((r) => r.name);
    expect(figures.pages).toBe(results.length);
    expect(figures.percent, `not exact: ${missed.join(', ')}`).toBeGreaterThanOrEqual(95);
  });

  it('finds no recipe on the pages that hold none', () => {
    const found = others.filter((r) => r.actual !== null).map((r) => `${r.name}: ${r.actual?.title}`);
    expect(found).toEqual([]);
  });
});
