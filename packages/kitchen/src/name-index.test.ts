import { describe, expect, it } from 'vitest';
import { allIngredients, getIngredient } from './catalog.ts';
import type { Ingredient } from './catalog-types.ts';
import { buildNameIndex, correctionTolerance } from './name-index.ts';

const names = buildNameIndex(allIngredients());

describe('correct: typos read at once as the food they clearly mean', () => {
  it.each([
    ['brocoli', 'broccoli'],
    ['chiken thighs', 'chicken-thigh'],
    ['corriander', 'coriander'],
    ['tomatoe', 'tomato'],
    ['aubergene', 'aubergine'],
    ['zuchini', 'courgette'],
    ['mozarella', 'mozzarella'],
    ['parmesean', 'parmesan'],
    ['strawberies', 'strawberry'],
    ['greek yougurt', 'greek-yogurt'],
    ['doubel cream', 'double-cream'],
  ])('"%s" → %s', (typo, id) => {
    expect(names.correct(typo)?.ingredient.id).toBe(id);
  });

  it('leaves a word about as close to two foods as a question ("did you mean")', () => {
    // "pasata": one letter from passata and one from pasta.
    expect(names.correct('pasata')).toBeNull();
    expect(names.suggest('pasata')).not.toBeNull();
  });

  it('corrects between two foods only with a clear margin', () => {
    const food = (id: string, name: string): Ingredient => {
      const base = getIngredient('tomato');
      if (!base) throw new Error('no tomato');
      return { ...base, id, name, aliases: [] };
    };
    const two = buildNameIndex([food('plantain', 'plantain'), food('plantaix', 'plantaix')]);
    expect(two.correct('plantaim')).toBeNull();
    const one = buildNameIndex([food('plantain', 'plantain'), food('planter', 'planter')]);
    expect(one.correct('plantaim')?.ingredient.id).toBe('plantain');
  });

  it.each([
    'dragonfly wings',
    'kitchen roll',
    'toilet roll',
    'tissues',
    'shampoo',
    'bleach',
    'batteries',
    'cling film',
    'mice',
    'lines',
    'pearl',
  ])('leaves "%s", a real word that is simply not food, unknown', (word) => {
    expect(names.correct(word)).toBeNull();
  });

  it('never corrects a catalog name or alias into another food', () => {
    const wrong = allIngredients().flatMap((ingredient) =>
      [ingredient.name, ...ingredient.aliases]
        .filter((name) => names.correct(name) !== null)
        .map((name) => `${name} → ${names.correct(name)?.ingredient.id}`),
    );
    expect(wrong).toEqual([]);
  });

  it('needs an exact match for short words, and allows more typos in longer names', () => {
    expect(correctionTolerance(4)).toBe(0);
    expect(correctionTolerance(5)).toBe(0);
    expect(correctionTolerance(7)).toBe(1);
    expect(correctionTolerance(8)).toBe(2);
    expect(correctionTolerance(10)).toBe(2);
    expect(correctionTolerance(14)).toBe(3);
    expect(names.correct('rce')).toBeNull();
    expect(names.correct('chese')).toBeNull();
  });
});
