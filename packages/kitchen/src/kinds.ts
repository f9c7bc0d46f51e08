/**
 * Kinds: pantry foods that can stand in for what a recipe line asks for, and how much of the line a gram
 * of them covers. Basmati covers "rice", Greek yoghurt covers yoghurt, a lemon covers lemon juice (about
 * 30 ml from a 58 g lemon), a stock cube covers half a litre of stock, leftover cooked rice covers the
 * raw rice a dish would boil (rice roughly triples in weight as it cooks), leftover pasta the dry pasta.
 *
 * One table for every place that matches a pantry against a need: the ranking, the recipe screen,
 * "I cooked this" and the shopping list (`pantry-draw.ts`). A line's own food is always used first.
 */

/** `grams` of the need that one gram of the covering food is worth. */
export type Kind = Readonly<{ id: string; grams: number }>;

const SAME = 1;
/** Raw rice in a gram of cooked rice (USDA: 100 g raw long-grain rice cooks to about 290 g). */
const RAW_RICE_IN_COOKED = 1 / 2.9;
/** Dry pasta in a gram of cooked pasta (USDA: dry pasta about 2.4 times its weight once boiled). */
const DRY_PASTA_IN_COOKED = 1 / 2.4;
/** Juice in a gram of whole lemon: about 30 ml (31 g) from a 58 g lemon. */
const LEMON_JUICE = 31 / 58;
/** Juice in a gram of whole lime: about 30 ml from a 67 g lime. */
const LIME_JUICE = 31 / 67;
/** Stock from a gram of stock cube: a 4.8 g cube makes 500 ml. */
const STOCK_FROM_CUBE = 500 / 4.8;

/**
 * Cooked starches and the raw food each is made from, with the raw grams in a gram of it: what covers
 * the raw food in a recipe, and what a plan buys raw rather than cooked (the shopping list).
 */
export const COOKED_FROM: Readonly<Record<string, Readonly<{ raw: string; grams: number }>>> = {
  'microwave-rice': { raw: 'rice', grams: RAW_RICE_IN_COOKED },
  'cooked-pasta': { raw: 'pasta', grams: DRY_PASTA_IN_COOKED },
  'cooked-potatoes': { raw: 'potato', grams: SAME },
};

const same = (...ids: string[]): Kind[] => ids.map((id) => ({ id, grams: SAME }));

/** Each line's food → the other pantry foods that cover it, in the order they are used. */
const COVERED_BY: Readonly<Record<string, readonly Kind[]>> = {
  rice: [
    ...same('basmati-rice', 'jasmine-rice', 'sushi-rice'),
    { id: 'microwave-rice', grams: RAW_RICE_IN_COOKED },
  ],
  'basmati-rice': [...same('rice', 'jasmine-rice'), { id: 'microwave-rice', grams: RAW_RICE_IN_COOKED }],
  'jasmine-rice': [...same('rice', 'basmati-rice'), { id: 'microwave-rice', grams: RAW_RICE_IN_COOKED }],
  pasta: [
    ...same('spaghetti', 'penne', 'fusilli', 'linguine', 'wholewheat-pasta', 'gluten-free-pasta'),
    { id: 'cooked-pasta', grams: DRY_PASTA_IN_COOKED },
  ],
  spaghetti: same('linguine'),
  linguine: same('spaghetti'),
  penne: same('fusilli'),
  fusilli: same('penne'),
  yogurt: same('greek-yogurt'),
  'lemon-juice': [{ id: 'lemon', grams: LEMON_JUICE }],
  'lime-juice': [{ id: 'lime', grams: LIME_JUICE }],
  milk: same('whole-milk', 'skimmed-milk'),
  'whole-milk': same('milk'),
  butter: same('unsalted-butter'),
  'unsalted-butter': same('butter'),
  onion: same('red-onion'),
  potato: same('baking-potato', 'new-potato'),
  'baking-potato': same('potato'),
  mushroom: same('chestnut-mushroom'),
  'chestnut-mushroom': same('mushroom'),
  tomato: same('cherry-tomato'),
  bread: same('wholemeal-bread', 'sourdough'),
  mozzarella: same('grated-mozzarella'),
  'grated-mozzarella': same('mozzarella'),
  // A curry or stir-fry written for thighs is as good with breast, and the other way round.
  'chicken-thigh': same('chicken-breast'),
  'chicken-breast': same('chicken-thigh'),
  // Near-substitutes a cook reaches for without a second thought; never one that adds an allergen or
  // meat (vegetable stock covers chicken stock, not the other way round).
  'chopped-tomatoes': same('passata', 'crushed-tomatoes'),
  passata: same('chopped-tomatoes', 'crushed-tomatoes'),
  'refried-beans': same('black-beans', 'pinto-beans'),
  shallot: same('onion', 'red-onion'),
  'double-cream': same('whipping-cream'),
  'single-cream': same('double-cream', 'whipping-cream'),
  pecorino: same('parmesan'),
  parmesan: same('pecorino'),
  'minced-beef': same('lean-minced-beef'),
  'lean-minced-beef': same('minced-beef'),
  'frozen-peas': same('pea'),
  pea: same('frozen-peas'),
  'tinned-sweetcorn': same('frozen-sweetcorn'),
  'frozen-sweetcorn': same('tinned-sweetcorn'),
  'chicken-stock': [
    { id: 'chicken-stock-cube', grams: STOCK_FROM_CUBE },
    ...same('vegetable-stock'),
    { id: 'vegetable-stock-cube', grams: STOCK_FROM_CUBE },
  ],
  'beef-stock': [{ id: 'beef-stock-cube', grams: STOCK_FROM_CUBE }],
  'vegetable-stock': [{ id: 'vegetable-stock-cube', grams: STOCK_FROM_CUBE }],
};

/** The foods that can stand in for `ingredientId`, not counting itself. */
export function kindsCovering(ingredientId: string): readonly Kind[] {
  return COVERED_BY[ingredientId] ?? [];
}

/** Every food named in the table, for the test that checks each is in the catalog. */
export function kindIds(): string[] {
  return Object.entries(COVERED_BY).flatMap(([id, kinds]) => [id, ...kinds.map((kind) => kind.id)]);
}
