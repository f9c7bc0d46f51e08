import { describe, expect, it } from 'vitest';
import { getIngredient } from './catalog.ts';
import { provenanceOf } from './catalog-provenance.ts';
import { LEFTOVER_PORTION_GRAMS, LEFTOVER_PORTIONS, PORTIONS_PER_BOWL } from './leftovers.ts';
import { packSize } from './pack-sizes.ts';
import { placeNewItem } from './pantry.ts';
import { parsePantryText } from './parse-pantry-text.ts';

const COOKED = Object.keys(LEFTOVER_PORTION_GRAMS);

function only(text: string) {
  const items = parsePantryText(text);
  expect(items, text).toHaveLength(1);
  const [item] = items;
  if (!item) throw new Error(`nothing read from "${text}"`);
  return item;
}

describe('cooked food and leftovers in the catalog', () => {
  it('names every cooked food the parser sizes', () => {
    for (const id of COOKED) expect(getIngredient(id), id).not.toBeNull();
  });

  it("keeps each in the fridge for a leftover's 3 to 4 days (5 for cooked pasta), from FoodKeeper", () => {
    for (const id of COOKED) {
      const ingredient = getIngredient(id);
      expect(ingredient?.place, id).toBe('fridge');
      expect(ingredient?.storage.fridge, id).toMatchObject({ minDays: 3, source: 'foodkeeper' });
      expect(ingredient?.storage.fridge?.maxDays, id).toBeLessThanOrEqual(id === 'cooked-pasta' ? 5 : 4);
      expect(ingredient?.storage.freezer?.minDays, `${id} freezes`).toBeGreaterThanOrEqual(30);
    }
  });

  it('dates a leftover three days out, where raw rice and a raw chicken keep otherwise', () => {
    expect(placeNewItem('microwave-rice', '2025-06-01')).toEqual({
      place: 'fridge',
      expiresOn: '2025-06-04',
      expiryEstimated: true,
    });
    expect(placeNewItem('cooked-chicken', '2025-06-01').expiresOn).toBe('2025-06-04');
    expect(placeNewItem('rice', '2025-06-01').place).toBe('cupboard');
    expect(placeNewItem('whole-chicken', '2025-06-01').expiresOn).toBe('2025-06-02');
  });

  it('keeps a sealed pouch of cooked rice in the cupboard for months', () => {
    expect(placeNewItem('microwave-rice', '2025-06-01', { place: 'cupboard' }).expiresOn).toBe('2025-11-28');
  });

  it.each([
    ['microwave-rice', 169753, 'rice', 'kcal'],
    ['cooked-pasta', 169751, 'pasta', 'kcal'],
    ['cooked-chicken', 171054, 'chicken-breast', 'protein'],
    ['cooked-beef', 168702, 'beef-joint', 'protein'],
    ['cooked-potatoes', 170520, 'potato', 'kcal'],
    ['lasagne', 169850, 'lasagne-sheets', 'kcal'],
  ] as const)('takes %s from SR Legacy cooked food %i, not the raw %s', (id, fdcId, raw, nutrient) => {
    const cooked = getIngredient(id);
    const uncooked = getIngredient(raw);
    expect(provenanceOf(id)?.fdcId).toBe(fdcId);
    expect(provenanceOf(id)?.fdcId).not.toBe(provenanceOf(raw)?.fdcId);
    // Cooking adds water to rice and pasta and takes it from meat: the figures per 100 g move apart.
    expect(cooked?.nutrition[nutrient]).not.toBe(uncooked?.nutrition[nutrient]);
  });

  it('says where a cooked food only stands in for what the cook made', () => {
    for (const id of ['bolognese-sauce', 'chilli-con-carne']) {
      expect(getIngredient(id)?.diet.meat, id).toBe(true);
    }
    expect(getIngredient('lasagne')?.allergens).toEqual(['gluten', 'milk']);
    expect(getIngredient('chilli-con-carne')?.mild).toBe(false);
  });
});

describe('reading leftovers the cook types', () => {
  it.each([
    ['leftover roast chicken', 'cooked-chicken'],
    ['roast chicken', 'cooked-chicken'],
    ['rotisserie chicken', 'cooked-chicken'],
    ['shredded chicken', 'cooked-chicken'],
    ['leftover rice', 'microwave-rice'],
    ['cooked pasta', 'cooked-pasta'],
    ['leftover spaghetti', 'cooked-pasta'],
    ['half a tray of lasagne', 'lasagne'],
    ['lasagna', 'lasagne'],
    ['leftover bolognese', 'bolognese-sauce'],
    ['meat sauce', 'bolognese-sauce'],
    ['leftover chilli', 'chilli-con-carne'],
    ['roast potatoes', 'cooked-potatoes'],
    ['mash', 'cooked-potatoes'],
    ['leftover roast beef', 'cooked-beef'],
    ['leftover veg', 'cooked-vegetables'],
  ])('reads "%s" as the cooked food %s', (text, id) => {
    expect(only(text).ingredientId).toBe(id);
  });

  it.each([
    ['leftover rice', 'rice'],
    ['roast chicken', 'whole-chicken'],
    ['cooked pasta', 'pasta'],
    ['roast potatoes', 'potato'],
    ['lasagne', 'lasagne-sheets'],
  ])('never reads "%s" as the raw %s', (text, raw) => {
    expect(only(text).ingredientId).not.toBe(raw);
  });

  it('keeps raw food raw', () => {
    expect(only('rice').ingredientId).toBe('rice');
    expect(only('whole chicken').ingredientId).toBe('whole-chicken');
    expect(only('lasagne sheets').ingredientId).toBe('lasagne-sheets');
    expect(only('potatoes').ingredientId).toBe('potato');
  });

  it('gives an amountless leftover two portions, marked as a guess the cook can correct', () => {
    const rice = only('leftover rice');
    expect(rice).toMatchObject({ quantity: 2 * 150, unit: 'g', amountGuessed: true });
    expect(rice.place).toBeUndefined();
    for (const [text, id] of [
      ['leftover roast chicken', 'cooked-chicken'],
      ['cooked pasta', 'cooked-pasta'],
      ['leftover bolognese', 'bolognese-sauce'],
      ['roast potatoes', 'cooked-potatoes'],
      ['some leftover rice', 'microwave-rice'],
    ] as const) {
      expect(only(text), text).toMatchObject({
        ingredientId: id,
        quantity: (LEFTOVER_PORTION_GRAMS[id] ?? 0) * LEFTOVER_PORTIONS,
        unit: 'g',
        amountGuessed: true,
      });
    }
  });

  it('keeps the amount the cook said, and guesses none for raw food', () => {
    expect(only('300g leftover rice')).toEqual({
      text: '300g leftover rice',
      name: 'cooked rice',
      ingredientId: 'microwave-rice',
      quantity: 300,
      unit: 'g',
    });
    expect(only('rice')).toMatchObject({ quantity: null, unit: null });
    expect(only('rice').amountGuessed).toBeUndefined();
  });

  it('sizes half a tray of lasagne, a portion and a bowl of leftovers', () => {
    const tray = packSize('tray', { id: 'lasagne', aisle: 'meat' });
    expect(tray?.quantity).toBe(6 * (LEFTOVER_PORTION_GRAMS.lasagne ?? 0));
    expect(only('half a tray of lasagne')).toMatchObject({ quantity: (tray?.quantity ?? 0) / 2, unit: 'g' });
    expect(only('half a tray of lasagne').amountGuessed).toBeUndefined();
    expect(only('a portion of leftover pasta')).toMatchObject({ quantity: 180, unit: 'g' });
    expect(only('2 portions of leftover chilli')).toMatchObject({ quantity: 500, unit: 'g' });
    expect(only('a bowl of leftover bolognese')).toMatchObject({
      ingredientId: 'bolognese-sauce',
      quantity: (LEFTOVER_PORTION_GRAMS['bolognese-sauce'] ?? 0) * PORTIONS_PER_BOWL,
      unit: 'g',
    });
  });

  it('puts a sealed pouch of microwave rice in the cupboard: one pouch when no amount is said', () => {
    expect(only('microwave rice')).toMatchObject({
      ingredientId: 'microwave-rice',
      quantity: 250,
      unit: 'g',
      amountGuessed: true,
      place: 'cupboard',
    });
    expect(only('2 pouches of microwave rice')).toMatchObject({
      quantity: 500,
      unit: 'g',
      place: 'cupboard',
    });
    expect(only('a pouch of rice')).toMatchObject({ ingredientId: 'microwave-rice', place: 'cupboard' });
  });

  it('reads leftovers among other items on one line', () => {
    const items = parsePantryText('3 eggs, leftover rice and a bunch of spring onions');
    expect(items.map((item) => item.ingredientId)).toEqual(['egg', 'microwave-rice', 'spring-onion']);
    expect(items[1]).toMatchObject({ quantity: 300, amountGuessed: true });
  });

  it('leaves a leftover it does not know unknown rather than calling it raw', () => {
    const salmon = only('leftover salmon');
    expect(salmon.ingredientId).toBeNull();
    expect(salmon.name).toBe('leftover salmon');
  });
});
