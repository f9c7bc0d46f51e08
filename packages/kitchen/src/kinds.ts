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
/** Yolk and white in a gram of whole egg (USDA: a 50 g large egg is about 17 g yolk and 33 g white). */
const YOLK_IN_EGG = 17 / 50;
const WHITE_IN_EGG = 33 / 50;
/** Juice in a gram of whole lime: about 30 ml from a 67 g lime. */
const LIME_JUICE = 31 / 67;
/** Stock from a gram of stock cube: a 4.8 g cube makes 500 ml. */
const STOCK_FROM_CUBE = 500 / 4.8;

/**
 * Fresh herb in a gram of the dried herb: dried thyme, rosemary, sage and the like are about three times
 * as strong as fresh (the cook's rule, a teaspoon of dried for a tablespoon of fresh; by the catalog's
 * spoon weights 1 g of dried thyme for 3.2 g of fresh).
 */
const FRESH_HERB_IN_DRIED = 3;
/** Cayenne is about twice as hot as a UK chilli powder (a blend of milder chillies): half as much. */
const CHILLI_POWDER_IN_CAYENNE = 2;
/** A cinnamon stick (about 3 g) in a curry or a braise does the work of half a teaspoon (1.3 g) of ground. */
const CINNAMON_STICK_IN_GROUND = 3 / 1.3;
/** Cube in a gram of made-up stock: the other way round from `STOCK_FROM_CUBE`. */
const CUBE_IN_STOCK = 1 / STOCK_FROM_CUBE;

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

/** A dried herb covers its fresh herb at about a third of the weight. */
const dried = (id: string): Kind => ({ id, grams: FRESH_HERB_IN_DRIED });

/**
 * Each line's food → the other pantry foods that cover it, in the order they are used: the closest stand-in
 * first. Only near-substitutes a cook reaches for without a second thought, and never one that adds an
 * allergen, a may-contain allergen or a diet fact the line's food does not have (`kinds.test.ts` checks
 * every entry): vegetable stock covers chicken stock, not the other way round; udon (wheat) does not
 * cover rice noodles, nor oat milk (gluten) soya milk; a beef stock cube (wheat) does not cover beef
 * stock, which only may contain it.
 */
const COVERED_BY: Readonly<Record<string, readonly Kind[]>> = {
  rice: [
    ...same('basmati-rice', 'jasmine-rice', 'sushi-rice'),
    { id: 'microwave-rice', grams: RAW_RICE_IN_COOKED },
    // Brown rice serves as well; its own steps give it its 30 minutes.
    ...same('brown-rice'),
  ],
  'basmati-rice': [...same('rice', 'jasmine-rice'), { id: 'microwave-rice', grams: RAW_RICE_IN_COOKED }],
  'jasmine-rice': [...same('rice', 'basmati-rice'), { id: 'microwave-rice', grams: RAW_RICE_IN_COOKED }],
  // Brown rice in a bowl is as good white; it only cooks faster.
  'brown-rice': same('rice', 'basmati-rice'),
  pasta: [
    ...same('spaghetti', 'penne', 'fusilli', 'linguine', 'wholewheat-pasta', 'gluten-free-pasta'),
    { id: 'cooked-pasta', grams: DRY_PASTA_IN_COOKED },
  ],
  // Tinned tuna in brine or in oil: drained, either does.
  tuna: same('tuna-in-oil'),
  'tuna-in-oil': same('tuna'),
  // Wholewheat pasta of any shape does for a spaghetti or a penne: the cook's packet, not a new one.
  spaghetti: same('linguine', 'wholewheat-pasta'),
  linguine: same('spaghetti', 'wholewheat-pasta'),
  penne: same('fusilli', 'wholewheat-pasta'),
  fusilli: same('penne', 'wholewheat-pasta'),
  // Noodles of a kind: a stir-fry or a noodle soup takes any of them, as long as no allergen comes in.
  'egg-noodles': same('udon-noodles', 'rice-noodles'),
  'udon-noodles': same('soba-noodles', 'rice-noodles'),
  'soba-noodles': same('udon-noodles', 'rice-noodles'),
  'rice-noodles': same('glass-noodles'),
  'glass-noodles': same('rice-noodles'),
  // Kefir is a pourable yoghurt: it does a yoghurt's work in a marinade, a dressing, a curry or a smoothie.
  yogurt: same('greek-yogurt', 'kefir'),
  buttermilk: same('kefir'),
  'greek-yogurt': same('yogurt'),
  'soured-cream': same('creme-fraiche', 'greek-yogurt'),
  'creme-fraiche': same('soured-cream'),
  'lemon-juice': [{ id: 'lemon', grams: LEMON_JUICE }],
  // A yolk or a white is separated from the cook's eggs: no one buys them apart.
  'egg-yolk': [{ id: 'egg', grams: YOLK_IN_EGG }],
  'egg-white': [{ id: 'egg', grams: WHITE_IN_EGG }],
  'lime-juice': [{ id: 'lime', grams: LIME_JUICE }],
  milk: same('whole-milk', 'skimmed-milk'),
  'whole-milk': same('milk'),
  'soy-milk': same('rice-milk'),
  'oat-milk': same('rice-milk'),
  butter: same('unsalted-butter'),
  'unsalted-butter': same('butter'),
  onion: same('red-onion', 'shallot'),
  // Dijon and wholegrain, a spoon of one for the other (not the hot English: a family dish stays mild).
  'dijon-mustard': same('wholegrain-mustard'),
  'wholegrain-mustard': same('dijon-mustard'),
  'red-onion': same('onion', 'shallot'),
  shallot: same('onion', 'red-onion'),
  // Peppers: a red and a green pepper are a pack of mixed peppers; one colour does for another.
  'mixed-peppers': same('red-pepper', 'yellow-pepper', 'green-pepper'),
  'red-pepper': same('yellow-pepper', 'mixed-peppers', 'green-pepper'),
  'yellow-pepper': same('red-pepper', 'mixed-peppers', 'green-pepper'),
  'green-pepper': same('mixed-peppers', 'red-pepper', 'yellow-pepper'),
  chilli: same('green-chilli'),
  'green-chilli': same('chilli'),
  potato: same('baking-potato', 'new-potato'),
  'baking-potato': same('potato'),
  mushroom: same('chestnut-mushroom'),
  'chestnut-mushroom': same('mushroom'),
  tomato: same('cherry-tomato'),
  'cherry-tomato': same('tomato'),
  // Green veg and leaves of a kind.
  broccoli: same('tenderstem-broccoli', 'purple-sprouting-broccoli'),
  'tenderstem-broccoli': same('purple-sprouting-broccoli', 'broccoli'),
  'purple-sprouting-broccoli': same('tenderstem-broccoli', 'broccoli'),
  kale: same('spring-greens', 'savoy-cabbage'),
  'spring-greens': same('kale', 'savoy-cabbage', 'cabbage'),
  cabbage: same('savoy-cabbage', 'spring-greens'),
  'savoy-cabbage': same('cabbage', 'spring-greens'),
  'red-cabbage': same('cabbage'),
  'chinese-cabbage': same('pak-choi', 'cabbage'),
  'pak-choi': same('chinese-cabbage'),
  lettuce: same('romaine-lettuce', 'butterhead-lettuce', 'iceberg-lettuce', 'salad-leaves'),
  'romaine-lettuce': same('lettuce', 'butterhead-lettuce', 'iceberg-lettuce'),
  'iceberg-lettuce': same('romaine-lettuce', 'lettuce'),
  'butterhead-lettuce': same('lettuce', 'romaine-lettuce'),
  'salad-leaves': same('lettuce', 'butterhead-lettuce', 'romaine-lettuce', 'rocket', 'watercress'),
  rocket: same('watercress', 'salad-leaves'),
  watercress: same('rocket', 'salad-leaves'),
  // Fresh herbs and dried: the dried herb covers a woody fresh herb at a third of the weight (never a soft
  // one such as basil, parsley or coriander, which are eaten fresh); a fresh herb covers its dried herb.
  thyme: [dried('dried-thyme')],
  rosemary: [dried('dried-rosemary')],
  sage: [dried('dried-sage')],
  oregano: [dried('dried-oregano')],
  tarragon: [dried('dried-tarragon')],
  'thai-basil': same('basil'),
  'dried-thyme': [{ id: 'thyme', grams: 1 / FRESH_HERB_IN_DRIED }, ...same('mixed-herbs')],
  'dried-rosemary': [{ id: 'rosemary', grams: 1 / FRESH_HERB_IN_DRIED }],
  'dried-sage': [{ id: 'sage', grams: 1 / FRESH_HERB_IN_DRIED }, ...same('mixed-herbs')],
  'dried-oregano': [
    { id: 'oregano', grams: 1 / FRESH_HERB_IN_DRIED },
    ...same('dried-marjoram', 'mixed-herbs'),
  ],
  'dried-marjoram': same('dried-oregano', 'mixed-herbs'),
  'dried-basil': [{ id: 'basil', grams: 1 / FRESH_HERB_IN_DRIED }, ...same('mixed-herbs')],
  'dried-parsley': [{ id: 'parsley', grams: 1 / FRESH_HERB_IN_DRIED }],
  'dried-mint': [{ id: 'mint', grams: 1 / FRESH_HERB_IN_DRIED }],
  'dried-dill': [{ id: 'dill', grams: 1 / FRESH_HERB_IN_DRIED }],
  'dried-tarragon': [{ id: 'tarragon', grams: 1 / FRESH_HERB_IN_DRIED }],
  'mixed-herbs': same('dried-oregano', 'dried-thyme', 'dried-basil', 'dried-marjoram'),
  // Spices: whole for ground and ground for whole (toasted and ground, or ground stirred in sooner).
  'smoked-paprika': same('paprika'),
  paprika: same('smoked-paprika'),
  'ground-cumin': same('cumin-seeds'),
  'cumin-seeds': same('ground-cumin'),
  'ground-coriander': same('coriander-seeds'),
  'coriander-seeds': same('ground-coriander'),
  'cinnamon-stick': [{ id: 'ground-cinnamon', grams: CINNAMON_STICK_IN_GROUND }],
  'chilli-powder': [...same('chilli-flakes'), { id: 'cayenne', grams: CHILLI_POWDER_IN_CAYENNE }],
  'chilli-flakes': same('dried-chilli', 'chilli-powder'),
  cayenne: [
    { id: 'chilli-powder', grams: 1 / CHILLI_POWDER_IN_CAYENNE },
    { id: 'chilli-flakes', grams: 1 / CHILLI_POWDER_IN_CAYENNE },
  ],
  sugar: same('caster-sugar', 'light-brown-sugar', 'demerara-sugar'),
  'caster-sugar': same('sugar'),
  'light-brown-sugar': same('dark-brown-sugar', 'demerara-sugar', 'sugar'),
  'dark-brown-sugar': same('light-brown-sugar'),
  honey: same('maple-syrup', 'agave-syrup', 'golden-syrup'),
  'vegetable-oil': same('sunflower-oil', 'rapeseed-oil'),
  'sunflower-oil': same('vegetable-oil', 'rapeseed-oil'),
  'rapeseed-oil': same('vegetable-oil', 'sunflower-oil'),
  // Wine and cider vinegars for one another (all three carry sulphites; rice and malt vinegar stand alone).
  'red-wine-vinegar': same('white-wine-vinegar', 'cider-vinegar'),
  'white-wine-vinegar': same('cider-vinegar', 'red-wine-vinegar'),
  'cider-vinegar': same('white-wine-vinegar', 'red-wine-vinegar'),
  'soy-sauce': same('tamari', 'coconut-aminos'),
  // Breads, wraps and flatbreads of a kind.
  bread: same('wholemeal-bread', 'sourdough'),
  'wholemeal-bread': same('bread', 'sourdough'),
  sourdough: same('bread', 'wholemeal-bread'),
  ciabatta: same('baguette', 'sourdough'),
  baguette: same('ciabatta', 'sourdough'),
  'burger-bun': same('bread-roll'),
  // A roll's sandwich is as good in a baguette or the cook's sourdough.
  'bread-roll': same('burger-bun', 'baguette', 'ciabatta', 'sourdough'),
  'flour-tortilla': same('wholemeal-tortilla'),
  'wholemeal-tortilla': same('flour-tortilla'),
  pitta: same('wholemeal-pitta'),
  'wholemeal-pitta': same('pitta'),
  naan: same('chapati', 'paratha'),
  chapati: same('paratha'),
  paratha: same('chapati'),
  // Cheeses: a hard cheese for a hard cheese that melts or grates the same way.
  mozzarella: same('grated-mozzarella'),
  'grated-mozzarella': same('mozzarella'),
  pecorino: same('parmesan'),
  parmesan: same('pecorino'),
  cheddar: same('monterey-jack', 'gouda', 'edam', 'gruyere', 'emmental'),
  gruyere: same('emmental', 'gouda', 'cheddar'),
  emmental: same('gruyere', 'gouda', 'cheddar'),
  gouda: same('edam', 'cheddar', 'emmental'),
  edam: same('gouda', 'cheddar'),
  'monterey-jack': same('cheddar', 'gouda'),
  // Cream: single for half-and-half and back; double and whipping cream do the same jobs.
  'double-cream': same('whipping-cream'),
  'whipping-cream': same('double-cream'),
  'single-cream': same('half-and-half', 'double-cream', 'whipping-cream'),
  'half-and-half': same('single-cream'),
  // Meat and fish of a kind. A curry or stir-fry written for thighs is as good with breast, and the other way round.
  // A whole chicken jointed gives the thighs, drumsticks or breasts a tray bake or curry asks for.
  'chicken-thigh': same('chicken-breast', 'whole-chicken'),
  'chicken-breast': same('chicken-thigh', 'whole-chicken'),
  'chicken-drumstick': same('chicken-thigh', 'whole-chicken'),
  'minced-beef': same('lean-minced-beef'),
  'lean-minced-beef': same('minced-beef'),
  bacon: same('pancetta'),
  pancetta: same('bacon'),
  prawn: same('frozen-prawns'),
  'frozen-prawns': same('prawn'),
  cod: same('haddock', 'hake', 'pollock', 'frozen-fish'),
  haddock: same('cod', 'hake', 'pollock', 'frozen-fish'),
  pollock: same('cod', 'haddock', 'hake', 'frozen-fish'),
  hake: same('cod', 'haddock', 'pollock', 'frozen-fish'),
  'frozen-fish': same('cod', 'pollock', 'haddock', 'hake'),
  // Tins and the freezer.
  'chopped-tomatoes': same('passata', 'crushed-tomatoes'),
  passata: same('chopped-tomatoes', 'crushed-tomatoes'),
  'crushed-tomatoes': same('chopped-tomatoes', 'passata'),
  'refried-beans': same('black-beans', 'pinto-beans'),
  'cannellini-beans': same('haricot-beans', 'butter-beans'),
  'haricot-beans': same('cannellini-beans', 'butter-beans'),
  'butter-beans': same('cannellini-beans', 'haricot-beans'),
  'black-beans': same('pinto-beans', 'kidney-beans'),
  'pinto-beans': same('black-beans', 'kidney-beans'),
  'kidney-beans': same('black-beans', 'pinto-beans'),
  'frozen-peas': same('pea'),
  pea: same('frozen-peas'),
  'tinned-sweetcorn': same('frozen-sweetcorn'),
  'frozen-sweetcorn': same('tinned-sweetcorn'),
  // Stock: made up, from a cube, or vegetable stock for chicken (never meat stock for vegetable stock).
  'chicken-stock': [
    { id: 'chicken-stock-cube', grams: STOCK_FROM_CUBE },
    ...same('vegetable-stock'),
    { id: 'vegetable-stock-cube', grams: STOCK_FROM_CUBE },
  ],
  'beef-stock': [
    ...same('chicken-stock'),
    { id: 'chicken-stock-cube', grams: STOCK_FROM_CUBE },
    ...same('vegetable-stock'),
    { id: 'vegetable-stock-cube', grams: STOCK_FROM_CUBE },
  ],
  'vegetable-stock': [{ id: 'vegetable-stock-cube', grams: STOCK_FROM_CUBE }],
  'chicken-stock-cube': [
    { id: 'vegetable-stock-cube', grams: SAME },
    { id: 'chicken-stock', grams: CUBE_IN_STOCK },
    { id: 'vegetable-stock', grams: CUBE_IN_STOCK },
  ],
  'vegetable-stock-cube': [{ id: 'vegetable-stock', grams: CUBE_IN_STOCK }],
};

/**
 * Stand-ins that bring an allergen the line's food does not have, so no table of kinds may count them
 * for everyone: a beef stock cube (an Oxo) is made with wheat, beef stock is not. A dish the generator
 * writes may name the cook's own, as it checks every food it writes against the cook's profile; the
 * shopping list and the pantry cover never count them for the line.
 */
const COVERED_BY_WHEN_ALLOWED: Readonly<Record<string, readonly Kind[]>> = {
  'beef-stock': [{ id: 'beef-stock-cube', grams: STOCK_FROM_CUBE }],
};

/** The stand-ins for `ingredientId` a dish may name once the cook's profile allows them. */
export function kindsCoveringWhenAllowed(ingredientId: string): readonly Kind[] {
  return COVERED_BY_WHEN_ALLOWED[ingredientId] ?? [];
}

/** The foods that can stand in for `ingredientId`, not counting itself. */
export function kindsCovering(ingredientId: string): readonly Kind[] {
  return COVERED_BY[ingredientId] ?? [];
}

/** Every food named in the table, for the test that checks each is in the catalog. */
export function kindIds(): string[] {
  return [...Object.entries(COVERED_BY), ...Object.entries(COVERED_BY_WHEN_ALLOWED)].flatMap(
    ([id, kinds]) => [id, ...kinds.map((kind) => kind.id)],
  );
}
