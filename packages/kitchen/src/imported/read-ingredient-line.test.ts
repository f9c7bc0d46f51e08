import { describe, expect, it } from 'vitest';
import type { PantryUnit } from '../pantry-units.ts';
import { readIngredientLine } from './read-ingredient-line.ts';

/** Quantity, unit and catalog id, the three things the corpus measures. */
const amountOf = (text: string) => {
  const { quantity, unit, ingredientId } = readIngredientLine(text);
  return [quantity, unit, ingredientId ?? null];
};

describe('readIngredientLine', () => {
  it('reads the example line whole', () => {
    expect(readIngredientLine('  1 ½ cups all-purpose flour, sifted ')).toEqual({
      text: '1 ½ cups all-purpose flour, sifted',
      name: 'all-purpose flour',
      quantity: 1.5,
      unit: 'cup',
      ingredientId: 'plain-flour',
      note: 'sifted',
    });
  });

  it.each([
    ['2 eggs', 2],
    ['1.5 kg potatoes', 1.5],
    ['1,5 kg Kartoffeln', 1.5],
    ['.5 tsp salt', 0.5],
    ['1/2 cup milk', 0.5],
    ['1 1/2 cups milk', 1.5],
    ['1-1/2 cups milk', 1.5],
    ['1 and 1/2 cups milk', 1.5],
    ['½ cup milk', 0.5],
    ['1½ cups milk', 1.5],
    ['1 ½ cups milk', 1.5],
    ['⅓ cup milk', 1 / 3],
    ['a lemon', 1],
    ['an onion', 1],
    ['one onion', 1],
    ['two onions', 2],
    ['une gousse d’ail', 1],
    ['a few sprigs of thyme', 3],
  ])('reads the amount of "%s" as %d', (text, quantity) => {
    expect(readIngredientLine(text).quantity).toBeCloseTo(quantity, 9);
  });

  it.each([
    ['2-3 tbsp water', 2, '2-3'],
    ['2 to 3 tbsp water', 2, '2 to 3'],
    ['2–3 tbsp water', 2, '2–3'],
    ['2 or 3 carrots', 2, '2 or 3'],
    ['1/2-1 tsp chilli flakes', 0.5, '1/2-1'],
    ['10-12 curry leaves', 10, '10-12'],
  ])('takes the lower end of the range "%s" and keeps the range as a note', (text, quantity, range) => {
    const line = readIngredientLine(text);
    expect(line.quantity).toBe(quantity);
    expect(line.note?.split(', ')).toContain(range);
  });

  it.each<[string, PantryUnit | null]>([
    ['2 cups flour', 'cup'],
    ['2 cup flour', 'cup'],
    ['2 c. flour', 'cup'],
    ['2 C flour', 'cup'],
    ['1 Tbsp olive oil', 'tbsp'],
    ['1 tbsp. olive oil', 'tbsp'],
    ['2 tablespoons olive oil', 'tbsp'],
    ['2 T olive oil', 'tbsp'],
    ['2 T. olive oil', 'tbsp'],
    ['1 tsp salt', 'tsp'],
    ['2 teaspoons salt', 'tsp'],
    ['1 t salt', 'tsp'],
    ['1 t. salt', 'tsp'],
    ['200 grams flour', 'g'],
    ['200 gr flour', 'g'],
    ['200g flour', 'g'],
    ['1 kg flour', 'kg'],
    ['250 ml milk', 'ml'],
    ['250 mL milk', 'ml'],
    ['1 litre milk', 'l'],
    ['2 liters milk', 'l'],
    ['8 oz cheddar', 'oz'],
    ['8 ounces cheddar', 'oz'],
    ['1 lb beef mince', 'lb'],
    ['2 lbs beef mince', 'lb'],
    ['2 lbs. beef mince', 'lb'],
    ['2 pounds beef mince', 'lb'],
    ['2 fl oz milk', 'fl-oz'],
    ['3 cloves garlic', 'clove'],
    ['4 slices bacon', 'slice'],
    ['4 strips bacon', 'slice'],
    ['2 tins chickpeas', 'tin'],
    ['2 cans chickpeas', 'tin'],
    ['1 bunch parsley', 'bunch'],
    ['2 bunches parsley', 'bunch'],
    ['a pinch of salt', 'pinch'],
    ['a handful of parsley', 'handful'],
    ['2 pieces ginger', null],
    ['3 eggs', null],
  ])('reads the unit of "%s" as %s', (text, unit) => {
    expect(readIngredientLine(text).unit).toBe(unit);
  });

  it('counts sticks of butter as the catalog piece of butter (a stick), sprigs and knobs as their weight', () => {
    expect(amountOf('2 sticks unsalted butter')).toEqual([2, null, 'unsalted-butter']);
    expect(amountOf('4 sprigs fresh rosemary')).toEqual([4, 'g', 'rosemary']);
    expect(amountOf('knob of butter')).toEqual([15, 'g', 'butter']);
    expect(amountOf('1 head garlic')).toEqual([10, 'clove', 'garlic']);
  });

  it('reads a tin or pack with its size in brackets as the size times the count, the words as a note', () => {
    expect(readIngredientLine('2 (14 oz) cans tomatoes')).toEqual({
      text: '2 (14 oz) cans tomatoes',
      name: 'tomatoes',
      quantity: 28,
      unit: 'oz',
      ingredientId: 'chopped-tomatoes',
      note: '2 (14 oz) cans',
    });
    expect(amountOf('1 (400g) tin chickpeas')).toEqual([400, 'g', 'chickpeas']);
    expect(amountOf('1 can (15 oz) black beans, drained')).toEqual([15, 'oz', 'black-beans']);
    expect(amountOf('1 (8 ounce) package cream cheese, softened')).toEqual([8, 'oz', 'cream-cheese']);
    expect(amountOf('1 package (10 oz) frozen spinach')).toEqual([10, 'oz', 'frozen-spinach']);
    expect(amountOf('2 14-ounce cans coconut milk')).toEqual([28, 'oz', 'coconut-milk']);
    expect(amountOf('2 x 400g tins chopped tomatoes')).toEqual([800, 'g', 'chopped-tomatoes']);
    expect(amountOf('1 tin chickpeas')).toEqual([1, 'tin', 'chickpeas']);
  });

  it('keeps the first of two measures and notes the second', () => {
    expect(amountOf('200g/7oz flour')).toEqual([200, 'g', 'plain-flour']);
    expect(readIngredientLine('1 cup (120 g) flour')).toMatchObject({
      quantity: 1,
      unit: 'cup',
      name: 'flour',
      note: '(120 g)',
    });
  });

  it('adds up two measures of the same kind', () => {
    expect(amountOf('1/2 cup + 2 tbsp sugar')).toEqual([0.625, 'cup', 'sugar']);
    expect(amountOf('1 cup plus 2 tablespoons flour')).toEqual([1.125, 'cup', 'plain-flour']);
    expect(amountOf('1 lb 4 oz beef mince')).toEqual([1.25, 'lb', 'minced-beef']);
    expect(readIngredientLine('3 eggs + 1 yolk')).toMatchObject({ quantity: 3, note: '+ 1 yolk' });
  });

  it('reads the food without its amount, unit and preparation', () => {
    expect(readIngredientLine('3 large eggs, beaten')).toEqual({
      text: '3 large eggs, beaten',
      name: 'large eggs',
      quantity: 3,
      unit: null,
      ingredientId: 'egg',
      note: 'beaten',
    });
    expect(readIngredientLine('1 onion, finely chopped')).toEqual({
      text: '1 onion, finely chopped',
      name: 'onion',
      quantity: 1,
      unit: null,
      ingredientId: 'onion',
      note: 'finely chopped',
    });
    expect(readIngredientLine('2 garlic cloves, minced')).toEqual({
      text: '2 garlic cloves, minced',
      name: 'garlic',
      quantity: 2,
      unit: 'clove',
      ingredientId: 'garlic',
      note: 'minced',
    });
    expect(readIngredientLine('¼ cup finely chopped fresh parsley')).toMatchObject({
      name: 'fresh parsley',
      ingredientId: 'parsley',
      note: 'finely chopped',
    });
    expect(readIngredientLine('2 medium onions (about 2 medium), chopped').note).toBe(
      '(about 2 medium), chopped',
    );
  });

  it('reads the fruit a juice or zest comes from', () => {
    expect(readIngredientLine('Juice of 1 lemon')).toMatchObject({
      name: 'lemon',
      quantity: 1,
      unit: null,
      ingredientId: 'lemon',
      note: 'juice',
    });
    expect(amountOf('zest and juice of ½ orange')).toEqual([0.5, null, 'orange']);
  });

  it('gives no amount to a line that says none, and notes how it is used', () => {
    expect(readIngredientLine('Olive oil, for frying')).toEqual({
      text: 'Olive oil, for frying',
      name: 'Olive oil',
      quantity: null,
      unit: null,
      ingredientId: 'olive-oil',
      note: 'for frying',
    });
    expect(readIngredientLine('salt to taste')).toMatchObject({
      name: 'salt',
      quantity: null,
      ingredientId: 'salt',
      note: 'to taste',
    });
    expect(readIngredientLine('1 tsp salt, or to taste').note).toBe('or to taste');
    expect(amountOf('a drizzle of honey')).toEqual([null, null, 'honey']);
    expect(amountOf('2 dashes hot sauce')).toEqual([null, null, 'hot-sauce']);
  });

  it('marks what is only to serve, optional or a garnish, but not the rest of a line that has "plus more to serve"', () => {
    expect(readIngredientLine('Lime wedges, to serve').optional).toBe(true);
    expect(readIngredientLine('1 tbsp sesame seeds (optional)').optional).toBe(true);
    expect(readIngredientLine('Optional: 1 tbsp chopped chives').optional).toBe(true);
    expect(readIngredientLine('Fresh coriander, for garnish').optional).toBe(true);
    expect(readIngredientLine('½ cup grated Parmesan, plus more for serving').optional).toBeUndefined();
    expect(readIngredientLine('1 onion, chopped').optional).toBeUndefined();
  });

  it('reads a heading as a name with no amount and no food', () => {
    expect(readIngredientLine('For the sauce:')).toEqual({
      text: 'For the sauce:',
      name: 'For the sauce',
      quantity: null,
      unit: null,
    });
    expect(readIngredientLine('For the dressing')).toMatchObject({
      quantity: null,
      name: 'For the dressing',
    });
    expect(readIngredientLine('Topping:').ingredientId).toBeUndefined();
  });

  it('never guesses a food the line only mentions', () => {
    expect(amountOf('2 cups chicken stock')).toEqual([2, 'cup', 'chicken-stock']);
    expect(amountOf('1 cup chicken or vegetable stock')).toEqual([1, 'cup', 'chicken-stock']);
    expect(readIngredientLine('Salt and freshly ground black pepper')).toEqual({
      text: 'Salt and freshly ground black pepper',
      name: 'Salt and freshly ground black pepper',
      quantity: null,
      unit: null,
    });
    expect(readIngredientLine('2 cups cooked quinoa').ingredientId).toBeUndefined();
    expect(readIngredientLine('1 tbsp chicken fat').ingredientId).toBeUndefined();
    expect(readIngredientLine('1 cup pineapple juice').ingredientId).toBeUndefined();
    expect(readIngredientLine('6 cloves').ingredientId).toBeUndefined();
    expect(amountOf('1 chicken')).toEqual([1, null, 'whole-chicken']);
    expect(amountOf('1 large chicken')).toEqual([1, null, 'whole-chicken']);
    expect(readIngredientLine('1 turkey').ingredientId).toBeUndefined();
    expect(readIngredientLine('2 ducks').ingredientId).toBeUndefined();
    expect(amountOf('4 sausages')).toEqual([4, null, 'sausage']);
    expect(amountOf('1 pepper, sliced')).toEqual([1, null, 'red-pepper']);
    expect(amountOf('1 small pepper')).toEqual([1, null, 'red-pepper']);
  });

  it('finds a food under its descriptions, a part word or the first of two choices', () => {
    expect(amountOf('4 boneless, skinless chicken breasts')).toEqual([4, null, 'chicken-breast']);
    expect(amountOf('3 extra-large eggs')).toEqual([3, null, 'egg']);
    expect(amountOf('¼ cup fresh cilantro leaves')).toEqual([0.25, 'cup', 'coriander']);
    expect(amountOf('2 tbsp butter or margarine')).toEqual([2, 'tbsp', 'butter']);
    expect(amountOf('1 cup fresh or frozen blueberries')).toEqual([1, 'cup', 'blueberry']);
    expect(amountOf('2 ears corn')).toEqual([2, null, 'sweetcorn']);
    expect(amountOf('2 cinnamon sticks')).toEqual([2, null, 'cinnamon-stick']);
    expect(amountOf('2 tins tomatoes')).toEqual([2, 'tin', 'chopped-tomatoes']);
    expect(amountOf('1 cup shredded mozzarella')).toEqual([1, 'cup', 'grated-mozzarella']);
  });

  it('reads the amount and unit of lines in German, French, Spanish and Italian', () => {
    expect(amountOf('200 g Mehl')).toEqual([200, 'g', null]);
    expect(amountOf('2 EL Olivenöl')).toEqual([2, 'tbsp', null]);
    expect(amountOf('1 TL Salz')).toEqual([1, 'tsp', null]);
    expect(amountOf('1 Prise Zucker')).toEqual([1, 'pinch', null]);
    expect(amountOf('2 Zehen Knoblauch')).toEqual([2, 'clove', null]);
    expect(amountOf('1 Dose Tomaten')).toEqual([1, 'tin', null]);
    expect(amountOf('100 g Butter')).toEqual([100, 'g', 'butter']);
    expect(readIngredientLine("2 c. à soupe d'huile d'olive")).toMatchObject({
      quantity: 2,
      unit: 'tbsp',
      name: "huile d'olive",
    });
    expect(amountOf('1 c. à café de sel')).toEqual([1, 'tsp', null]);
    expect(amountOf('2 c.à.s. de sucre')).toEqual([2, 'tbsp', null]);
    expect(amountOf('20 cl de lait')).toEqual([200, 'ml', null]);
    expect(amountOf('1 pincée de sel')).toEqual([1, 'pinch', null]);
    expect(amountOf('2 cucharadas de aceite de oliva')).toEqual([2, 'tbsp', null]);
    expect(amountOf("1 spicchio d'aglio")).toEqual([1, 'clove', null]);
    expect(amountOf('300 g di spaghetti')).toEqual([300, 'g', 'spaghetti']);
  });
});
