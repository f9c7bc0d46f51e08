import { describe, expect, it } from 'vitest';
import { getIngredient } from './catalog.ts';
import { type Container, packedFoods, packSize } from './pack-sizes.ts';
import { type ParsedPantryItem, parsePantryText } from './parse-pantry-text.ts';

const item = (
  text: string,
  ingredientId: string | null,
  name: string,
  quantity: number | null = null,
  unit: ParsedPantryItem['unit'] = null,
): ParsedPantryItem => ({ text, name, ingredientId, quantity, unit });

describe('parsePantryText', () => {
  it('reads several items from one line', () => {
    expect(parsePantryText('2 eggs, 200g feta and half a cucumber')).toEqual([
      item('2 eggs', 'egg', 'egg', 2, 'piece'),
      item('200g feta', 'feta', 'feta', 200, 'g'),
      item('half a cucumber', 'cucumber', 'cucumber', 0.5, 'piece'),
    ]);
  });

  it.each([
    ['1 1/2 cups rice', item('1 1/2 cups rice', 'rice', 'rice', 1.5, 'cup')],
    ['a bunch of coriander', item('a bunch of coriander', 'coriander', 'coriander', 1, 'bunch')],
    ['3 tomatoes', item('3 tomatoes', 'tomato', 'tomato', 3, 'piece')],
    ['½ lemon', item('½ lemon', 'lemon', 'lemon', 0.5, 'piece')],
    [
      '2x400g tins chopped tomatoes',
      item('2x400g tins chopped tomatoes', 'chopped-tomatoes', 'chopped tomatoes', 800, 'g'),
    ],
    ['500 g minced beef', item('500 g minced beef', 'minced-beef', 'beef mince', 500, 'g')],
    ['some milk', item('some milk', 'milk', 'milk')],
    ['eggs', item('eggs', 'egg', 'egg')],
    ['a pinch of salt', item('a pinch of salt', 'salt', 'salt', 1, 'pinch')],
    ['a handful of spinach', item('a handful of spinach', 'spinach', 'spinach', 1, 'handful')],
    ['1 tin of chickpeas', item('1 tin of chickpeas', 'chickpeas', 'chickpeas', 1, 'tin')],
    ['1 can of chickpeas', item('1 can of chickpeas', 'chickpeas', 'chickpeas', 1, 'tin')],
    ['2 tins of tomatoes', item('2 tins of tomatoes', 'chopped-tomatoes', 'chopped tomatoes', 2, 'tin')],
    ['a tin of salmon', item('a tin of salmon', 'tinned-salmon', 'tinned salmon', 1, 'tin')],
    ['3 cloves garlic', item('3 cloves garlic', 'garlic', 'garlic', 3, 'clove')],
    ['2 tbsp olive oil', item('2 tbsp olive oil', 'olive-oil', 'olive oil', 2, 'tbsp')],
    ['1kg potatoes', item('1kg potatoes', 'potato', 'potato', 1, 'kg')],
    ['200 g feta', item('200 g feta', 'feta', 'feta', 200, 'g')],
    ['350ml double cream', item('350ml double cream', 'double-cream', 'double cream', 350, 'ml')],
    ['a dozen eggs', item('a dozen eggs', 'egg', 'egg', 12, 'piece')],
    ['a couple of onions', item('a couple of onions', 'onion', 'onion', 2, 'piece')],
    ['an onion', item('an onion', 'onion', 'onion', 1, 'piece')],
    ['half an onion', item('half an onion', 'onion', 'onion', 0.5, 'piece')],
    ['twelve eggs', item('twelve eggs', 'egg', 'egg', 12, 'piece')],
    ['three red peppers', item('three red peppers', 'red-pepper', 'red pepper', 3, 'piece')],
    ['¼ cabbage', item('¼ cabbage', 'cabbage', 'cabbage', 0.25, 'piece')],
    ['¾ cup milk', item('¾ cup milk', 'milk', 'milk', 0.75, 'cup')],
    ['1½ lemons', item('1½ lemons', 'lemon', 'lemon', 1.5, 'piece')],
    [
      'one and a half cups flour',
      item('one and a half cups flour', 'plain-flour', 'plain flour', 1.5, 'cup'),
    ],
    ['2 large eggs', item('2 large eggs', 'egg', 'egg', 2, 'piece')],
    ['6 rashers streaky bacon', item('6 rashers streaky bacon', 'bacon', 'bacon', 6, 'slice')],
    ['a bulb of garlic', item('a bulb of garlic', 'garlic', 'garlic', 10, 'clove')],
    ['feta 200g', item('feta 200g', 'feta', 'feta', 200, 'g')],
    ['eggs x6', item('eggs x6', 'egg', 'egg', 6, 'piece')],
    ['1,5 kg chicken thighs', item('1,5 kg chicken thighs', 'chicken-thigh', 'chicken thigh', 1.5, 'kg')],
    ['1 cup half and half', item('1 cup half and half', 'half-and-half', 'half-and-half', 1, 'cup')],
  ])('reads "%s"', (text, expected) => {
    expect(parsePantryText(text)).toEqual([expected]);
  });

  it('splits on new lines, semicolons, commas, "and" and "&"', () => {
    expect(parsePantryText('milk\nbread; butter, jam & honey\r\ncheese and ham')).toEqual([
      item('milk', 'milk', 'milk'),
      item('bread', 'bread', 'white bread'),
      item('butter', 'butter', 'butter'),
      item('jam', 'jam', 'jam'),
      item('honey', 'honey', 'honey'),
      item('cheese', 'cheddar', 'cheddar'),
      item('ham', 'ham', 'ham'),
    ]);
  });

  it('reads "salt and pepper" as two items', () => {
    expect(parsePantryText('salt and pepper')).toEqual([
      item('salt', 'salt', 'salt'),
      item('pepper', 'black-pepper', 'black pepper'),
    ]);
  });

  it('keeps a preparation note with the item before it', () => {
    expect(parsePantryText('200g feta, crumbled, 2 carrots')).toEqual([
      item('200g feta, crumbled', 'feta', 'feta', 200, 'g'),
      item('2 carrots', 'carrot', 'carrot', 2, 'piece'),
    ]);
  });

  it('reads a typo clearly nearest one food as that food, keeping what was typed', () => {
    expect(parsePantryText('2 tomatoe, corriander, brocoli, chiken thighs')).toEqual([
      { ...item('2 tomatoe', 'tomato', 'tomato', 2, 'piece'), correctedFrom: 'tomatoe' },
      { ...item('corriander', 'coriander', 'coriander'), correctedFrom: 'corriander' },
      { ...item('brocoli', 'broccoli', 'broccoli'), correctedFrom: 'brocoli' },
      { ...item('chiken thighs', 'chicken-thigh', 'chicken thigh'), correctedFrom: 'chiken thighs' },
    ]);
  });

  it('keeps an unknown word as a free-text item, with a "did you mean" when two foods are as close', () => {
    expect(parsePantryText('pasata, dragonfly wings')).toEqual([
      {
        ...item('pasata', null, 'pasata'),
        suggestion: expect.objectContaining({ ingredientId: expect.any(String) }),
      },
      item('dragonfly wings', null, 'dragonfly wings'),
    ]);
  });

  it('corrects no typo when asked not to (a name the cook set by hand)', () => {
    expect(parsePantryText('brocoli', undefined, { correctTypos: false })).toEqual([
      { ...item('brocoli', null, 'brocoli'), suggestion: { ingredientId: 'broccoli', name: 'broccoli' } },
    ]);
  });

  it('keeps a fragment with no name rather than dropping it', () => {
    expect(parsePantryText('2')).toEqual([item('2', null, '2')]);
  });

  it('reads nothing from empty text or separators alone', () => {
    expect(parsePantryText('')).toEqual([]);
    expect(parsePantryText(' ,; \n ')).toEqual([]);
  });
});

describe('household amounts', () => {
  const grams = (container: Container, id: string, count = 1) => {
    const ingredient = getIngredient(id);
    if (!ingredient) throw new Error(`no ${id} in the catalog`);
    const pack = packSize(container, ingredient);
    if (!pack) throw new Error(`no size for a ${container} of ${id}`);
    return { quantity: pack.quantity * count, unit: pack.unit };
  };

  it.each([
    ['a jar of pesto', 'pesto', grams('jar', 'pesto')],
    ['a bag of spinach', 'spinach', grams('bag', 'spinach')],
    ['2 bags of spinach', 'spinach', grams('bag', 'spinach', 2)],
    ['a punnet of strawberries', 'strawberry', grams('punnet', 'strawberry')],
    ['a tub of hummus', 'hummus', grams('tub', 'hummus')],
    ['a bottle of milk', 'milk', grams('bottle', 'milk')],
    ['half a loaf of bread', 'bread', grams('loaf', 'bread', 0.5)],
    ['half a loaf', 'bread', grams('loaf', 'bread', 0.5)],
    ['a knob of ginger', 'ginger', grams('knob', 'ginger')],
    ['a few mushrooms', 'mushroom', { quantity: 3, unit: 'piece' }],
    ['a handful of spinach', 'spinach', { quantity: 1, unit: 'handful' }],
    ['4 rashers of streaky bacon', 'bacon', { quantity: 4, unit: 'slice' }],
    ['greek yoghurt (500g)', 'greek-yogurt', { quantity: 500, unit: 'g' }],
    ['2 x 400g tins of chopped tomatoes', 'chopped-tomatoes', { quantity: 800, unit: 'g' }],
    ['a head of broccoli', 'broccoli', { quantity: 1, unit: 'piece' }],
  ])('reads "%s" as %s, %o', (text, ingredientId, amount) => {
    expect(parsePantryText(text)).toMatchObject([{ ingredientId, ...amount }]);
  });

  it('half a loaf is half of a loaf, not half a slice', () => {
    const [half] = parsePantryText('half a loaf');
    const [slice] = parsePantryText('1 slice of bread');
    expect(half?.unit).toBe('g');
    expect((half?.quantity ?? 0) / 2).toBeGreaterThan(
      getIngredient('bread')?.portions.slice ?? Number.POSITIVE_INFINITY,
    );
    expect(slice?.unit).toBe('slice');
  });

  it('keeps a container it knows no size for as a count', () => {
    expect(parsePantryText('a sachet of yeast')).toMatchObject([{ quantity: expect.any(Number) }]);
    expect(parsePantryText('a pack of something odd')).toMatchObject([{ ingredientId: null, quantity: 1 }]);
  });
});

describe('recipe ingredient lines', () => {
  it.each([
    ['200g/7oz feta, crumbled', 'feta', 200, 'g'],
    ['500g/1lb 2oz beef mince', 'minced-beef', 500, 'g'],
    ['150ml/5fl oz double cream', 'double-cream', 150, 'ml'],
    ['1 (28 oz) can crushed tomatoes', 'crushed-tomatoes', 28, 'oz'],
    ['2 (15-ounce) cans black beans', 'black-beans', 30, 'oz'],
    ['juice of 1 lemon', 'lemon', 1, 'piece'],
    ['thumb-sized piece of ginger', 'ginger', 1, 'piece'],
    ['a small bunch of coriander', 'coriander', 1, 'bunch'],
    ['3 garlic cloves, crushed', 'garlic', 3, 'clove'],
    ['1 sheet ready-rolled puff pastry', 'puff-pastry', 1, 'piece'],
    ['½ cup packed brown sugar', 'light-brown-sugar', 0.5, 'cup'],
    ['rashers of streaky bacon', 'bacon', null, null],
    ['a pot of double cream', 'double-cream', 300, 'ml'],
  ])('reads "%s" as %s, %s %s', (text, ingredientId, quantity, unit) => {
    expect(parsePantryText(text)).toMatchObject([{ ingredientId, quantity, unit }]);
  });

  it.each([
    '500g chicken thighs, skinless and boneless',
    '2 salmon fillets, skin on',
    '1 lemon, zested and juiced',
    '800g potatoes, peeled and cut into chunks',
    '100g dark chocolate, broken into pieces',
  ])('keeps the notes of "%s" with its one item', (text) => {
    expect(parsePantryText(text)).toHaveLength(1);
  });
});

describe('pack sizes', () => {
  it('names only foods of the catalog', () => {
    expect(packedFoods().length).toBeGreaterThan(50);
    expect(packedFoods().filter((id) => getIngredient(id) === null)).toEqual([]);
  });
});
