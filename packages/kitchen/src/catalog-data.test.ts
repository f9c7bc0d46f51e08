import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { allIngredients, findIngredient, getIngredient } from './catalog.ts';
import { provenanceOf } from './catalog-provenance.ts';
import { AISLES, ALLERGENS, ROLES, STORAGE_PLACES } from './catalog-types.ts';
import { normaliseName } from './ingredient-name.ts';

const ingredients = allIngredients();

/** SR Legacy's FoodData Central ids run from 167512 to 175304. */
const SR_LEGACY_FIRST = 167512;
const SR_LEGACY_LAST = 175304;

describe('the ingredient catalog', () => {
  it('has at least 500 ingredients with unique kebab-case ids', () => {
    expect(ingredients.length).toBeGreaterThanOrEqual(500);
    const ids = ingredients.map((ingredient) => ingredient.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every ingredient energy, protein, fat and carbohydrate per 100 g, within what food can hold', () => {
    for (const { id, nutrition } of ingredients) {
      const { kcal, protein, fat, carbs } = nutrition;
      for (const grams of [protein, fat, carbs]) expect(grams, id).toBeGreaterThanOrEqual(0);
      expect(kcal, id).toBeGreaterThanOrEqual(0);
      expect(kcal, id).toBeLessThanOrEqual(902);
      expect(protein + fat + carbs, id).toBeLessThanOrEqual(100.5);
    }
  });

  it('records an SR Legacy fdcId for every ingredient', () => {
    for (const { id } of ingredients) {
      const fdcId = provenanceOf(id)?.fdcId;
      expect(Number.isInteger(fdcId), id).toBe(true);
      expect(fdcId, id).toBeGreaterThanOrEqual(SR_LEGACY_FIRST);
      expect(fdcId, id).toBeLessThanOrEqual(SR_LEGACY_LAST);
    }
  });

  it('maps staples to the USDA foods chosen for them', () => {
    expect(provenanceOf('egg')?.fdcId).toBe(171287);
    expect(provenanceOf('onion')?.fdcId).toBe(170000);
    expect(provenanceOf('rice')?.fdcId).toBe(168877);
    expect(provenanceOf('olive-oil')?.fdcId).toBe(171413);
    expect(getIngredient('egg')?.nutrition).toEqual({
      kcal: 143,
      protein: 12.6,
      fat: 9.5,
      satFat: 3.1,
      carbs: 0.7,
      fibre: 0,
      sugars: 0.4,
      sodium: 142,
    });
  });

  it('keeps values USDA did not analyse as null, not 0', () => {
    expect(getIngredient('lemongrass')?.nutrition).toMatchObject({ fibre: null, sugars: null, carbs: 25.3 });
    expect(getIngredient('chicken-breast')?.nutrition.fibre).toBe(0);
  });

  it('gives every ingredient a shelf life, including in the place it usually lives', () => {
    for (const { id, storage, place } of ingredients) {
      expect(storage[place], `${id} in its ${place}`).not.toBeNull();
      for (const where of STORAGE_PLACES) {
        const life = storage[where];
        if (!life) continue;
        expect(life.minDays, id).toBeGreaterThan(0);
        expect(life.maxDays, id).toBeGreaterThanOrEqual(life.minDays);
      }
    }
  });

  it('reads FoodKeeper for storage and marks Larder estimates', () => {
    expect(getIngredient('egg')?.storage).toEqual({
      fridge: { minDays: 21, maxDays: 35, source: 'foodkeeper' },
      freezer: null,
      cupboard: null,
    });
    expect(getIngredient('egg')?.storageSource).toBe('foodkeeper');
    expect(getIngredient('fish-sauce')?.storageSource).toBe('larder-estimate');
    expect(provenanceOf('fish-sauce')?.foodKeeperId).toBeNull();
    expect(provenanceOf('egg')?.foodKeeperId).not.toBeNull();
  });

  it('uses only known aisles, roles and allergens', () => {
    for (const { id, aisle, roles, allergens } of ingredients) {
      expect(AISLES, id).toContain(aisle);
      expect(roles.length, id).toBeGreaterThan(0);
      for (const role of roles) expect(ROLES, id).toContain(role);
      for (const allergen of allergens) expect(ALLERGENS, id).toContain(allergen);
    }
  });

  it('lets no name or alias belong to two ingredients', () => {
    const owner = new Map<string, string>();
    for (const { id, name, aliases } of ingredients) {
      for (const text of [name, ...aliases]) {
        const key = normaliseName(text);
        const claimed = owner.get(key);
        if (claimed && claimed !== id) expect.fail(`"${text}" is a name of both ${claimed} and ${id}`);
        owner.set(key, id);
      }
    }
  });

  it('gives every counted ingredient a piece weight', () => {
    for (const { id, countable, pieceName, portions } of ingredients) {
      expect(countable, id).toBe(pieceName !== null);
      if (countable) expect(portions.piece, id).toBeGreaterThan(0);
    }
  });

  it('knows diet facts and allergens', () => {
    const facts = (id: string) => getIngredient(id)?.diet;
    expect(facts('butter')).toMatchObject({ dairy: true, meat: false, gluten: false });
    expect(facts('prawn')).toMatchObject({ shellfish: true, fish: false });
    expect(facts('honey')).toMatchObject({ honey: true });
    expect(facts('bacon')).toMatchObject({ meat: true });
    expect(facts('worcestershire-sauce')).toMatchObject({ fish: true, gluten: true });
    expect(facts('tofu')).toEqual({
      meat: false,
      fish: false,
      shellfish: false,
      dairy: false,
      egg: false,
      honey: false,
      gluten: false,
    });
    expect(getIngredient('tofu')?.allergens).toEqual(['soy']);
    expect(getIngredient('pesto')?.allergens).toEqual(['milk', 'tree-nuts']);
    expect(getIngredient('celeriac')?.allergens).toEqual(['celery']);
  });

  it('marks hot ingredients as not mild', () => {
    for (const id of ['chilli', 'jalapeno', 'sriracha', 'chilli-flakes', 'cayenne']) {
      expect(getIngredient(id)?.mild, id).toBe(false);
    }
    for (const id of ['onion', 'paprika', 'garlic']) expect(getIngredient(id)?.mild, id).toBe(true);
  });

  it.each([
    ['courgette', 'zucchini'],
    ['aubergine', 'eggplant'],
    ['coriander', 'cilantro'],
    ['spring onion', 'scallion'],
    ['spring onion', 'green onion'],
    ['prawns', 'shrimp'],
    ['minced beef', 'ground beef'],
    ['double cream', 'heavy cream'],
    ['plain flour', 'all-purpose flour'],
    ['rocket', 'arugula'],
    ['chickpeas', 'garbanzo beans'],
    ['beetroot', 'beets'],
    ['swede', 'rutabaga'],
    ['icing sugar', 'powdered sugar'],
    ['caster sugar', 'superfine sugar'],
    ['cornflour', 'cornstarch'],
    ['bicarbonate of soda', 'baking soda'],
    ['mangetout', 'snow peas'],
    ['single cream', 'light cream'],
    ['pak choi', 'bok choy'],
    ['tomato purée', 'tomato paste'],
    ['self-raising flour', 'self-rising flour'],
  ])('finds %s and %s as the same ingredient', (uk, us) => {
    const ingredient = findIngredient(uk);
    expect(ingredient).not.toBeNull();
    expect(findIngredient(us)?.id).toBe(ingredient?.id);
  });

  it('stays small enough for the browser (under 60 KB gzipped)', () => {
    const text = readFileSync(new URL('./catalog-data.gen.ts', import.meta.url), 'utf8');
    expect(text.startsWith('// Generated by')).toBe(true);
    expect(gzipSync(text).length).toBeLessThan(60 * 1024);
  });
});
