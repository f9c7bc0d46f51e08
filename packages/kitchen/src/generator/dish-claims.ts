import type { Dish } from './archetype.ts';

/**
 * What a title, description or cuisine label may promise. A cuisine or a dish word ("Thai-style",
 * "tagine", "curry", "glazed") goes on a dish only when it holds that cuisine's or dish's defining
 * ingredients: fried rice seasoned with soy and ginger alone is not Thai, soy sauce and water is not a
 * glaze, a stew with only cumin is not a tagine. Otherwise the dish is named plainly by what is in it.
 */
export type Claim =
  | 'thai'
  | 'vietnamese'
  | 'japanese'
  | 'korean'
  | 'mexican'
  | 'greek'
  | 'chinese'
  | 'tagine'
  | 'curry'
  | 'glaze'
  | 'saganaki'
  | 'spiced';

const set = (...ids: string[]) => new Set(ids);

const THAI_PASTE = set('red-curry-paste', 'green-curry-paste');
/** Aromatics no other cuisine here uses: each makes a dish Thai on its own. */
const THAI_AROMATIC = set('lemongrass', 'lime-leaf', 'galangal');
/** With fish sauce, one of these makes it Thai (or Vietnamese). */
const SOUTH_EAST_FRESH = set(
  ...['lime', 'lime-juice', 'thai-basil', 'coriander', 'mint', 'chilli', 'birds-eye-chilli', 'green-chilli'],
);
const VIETNAMESE_SPICE = set('star-anise', 'cinnamon-stick');
const JAPANESE = set(
  ...['miso', 'mirin', 'sake', 'dashi', 'nori', 'wasabi', 'teriyaki-sauce', 'pickled-ginger', 'sushi-rice'],
  ...['udon-noodles', 'soba-noodles'],
);
const KOREAN = set('gochujang', 'kimchi');
const MEXICAN = set(
  ...['lime', 'lime-juice', 'coriander', 'chilli', 'green-chilli', 'jalapeno', 'chilli-powder', 'chipotle'],
  ...['salsa', 'guacamole', 'avocado', 'taco-seasoning', 'hot-sauce', 'soured-cream', 'corn-tortilla'],
  ...['flour-tortilla', 'wholemeal-tortilla', 'refried-beans'],
);
const GREEK_HERB = set('dried-oregano', 'oregano', 'dried-mint', 'mint', 'dill');
const GREEK_WITH = set(
  ...['feta', 'tzatziki', 'greek-yogurt', 'yogurt', 'lemon', 'lemon-juice', 'black-olives', 'green-olives'],
  'garlic',
);
const CHINESE_SAUCE = set(
  ...['soy-sauce', 'tamari', 'coconut-aminos', 'oyster-sauce', 'hoisin-sauce', 'black-bean-sauce'],
);
const CHINESE_WITH = set(
  ...['ginger', 'garlic', 'spring-onion', 'sesame-oil', 'five-spice', 'star-anise', 'shaoxing-wine'],
);
/** A tagine's warm spice: ras el hanout, harissa or preserved lemons, or cumin with cinnamon or coriander. */
const TAGINE = set('ras-el-hanout', 'harissa', 'preserved-lemons');
const TAGINE_CUMIN_WITH = set('ground-cinnamon', 'cinnamon-stick', 'ground-coriander');
/** A curry blend on its own; garam masala, a finishing spice, needs a second spice beside it. */
const CURRY_BLEND = set('curry-powder', 'curry-paste', 'red-curry-paste', 'green-curry-paste');
const CURRY_SPICE = set(
  ...['garam-masala', 'ground-cumin', 'cumin-seeds', 'turmeric', 'ground-coriander', 'chilli-powder'],
  ...['ginger', 'green-chilli', 'chilli', 'cardamom', 'mustard-seeds'],
);
/** Something sweet that makes a sauce glaze as it bubbles. */
const SWEET = set(
  ...['honey', 'mirin', 'teriyaki-sauce', 'sugar', 'caster-sugar', 'light-brown-sugar', 'dark-brown-sugar'],
  ...['maple-syrup', 'golden-syrup', 'agave-syrup', 'date-syrup', 'hoisin-sauce', 'sweet-chilli-sauce'],
  ...['ketchup', 'gochujang', 'pomegranate-molasses', 'apricot-jam', 'marmalade'],
);
const SPICE = set(
  ...['ground-cumin', 'cumin-seeds', 'ground-coriander', 'ground-cinnamon', 'ras-el-hanout', 'paprika'],
  ...['smoked-paprika', 'zaatar', 'sumac', 'garam-masala', 'curry-powder', 'baharat', 'allspice'],
);

const any = (ids: ReadonlySet<string>, wanted: ReadonlySet<string>) => [...ids].some((id) => wanted.has(id));
const count = (ids: ReadonlySet<string>, wanted: ReadonlySet<string>) =>
  [...ids].filter((id) => wanted.has(id)).length;

const RULES: Readonly<Record<Claim, (ids: ReadonlySet<string>) => boolean>> = {
  thai: (ids) =>
    any(ids, THAI_PASTE) || any(ids, THAI_AROMATIC) || (ids.has('fish-sauce') && any(ids, SOUTH_EAST_FRESH)),
  vietnamese: (ids) => ids.has('fish-sauce') && (any(ids, SOUTH_EAST_FRESH) || any(ids, VIETNAMESE_SPICE)),
  japanese: (ids) => any(ids, JAPANESE),
  korean: (ids) => any(ids, KOREAN),
  mexican: (ids) => count(ids, MEXICAN) >= 2,
  greek: (ids) =>
    (any(ids, GREEK_HERB) && any(ids, GREEK_WITH)) ||
    (ids.has('feta') && (ids.has('black-olives') || ids.has('green-olives'))),
  chinese: (ids) => any(ids, CHINESE_SAUCE) && any(ids, CHINESE_WITH),
  tagine: (ids) => any(ids, TAGINE) || (ids.has('ground-cumin') && any(ids, TAGINE_CUMIN_WITH)),
  // Or a cook's own: turmeric with two more curry spices (a macher jhol of turmeric, cumin and green chilli).
  curry: (ids) =>
    any(ids, CURRY_BLEND) ||
    (ids.has('garam-masala') && count(ids, CURRY_SPICE) >= 2) ||
    (ids.has('turmeric') && count(ids, CURRY_SPICE) >= 3),
  glaze: (ids) => any(ids, SWEET),
  saganaki: (ids) => ids.has('feta'),
  spiced: (ids) => any(ids, SPICE) || any(ids, CURRY_BLEND),
};

/** Whether ingredients with these catalog ids hold what the claim promises. */
export function claimHolds(claim: Claim, ids: ReadonlySet<string>): boolean {
  return RULES[claim](ids);
}

/** Whether the dish holds what the claim promises. */
export function holds(dish: Dish, claim: Claim): boolean {
  return claimHolds(claim, new Set(dish.items.map((item) => item.ingredient.id)));
}

/** Cuisines a dish must earn by its ingredients, and what a dish that does not is labelled instead. */
const EARNED: Readonly<
  Record<string, Readonly<{ claim: Claim; otherwise: (ids: ReadonlySet<string>) => string }>>
> = {
  thai: { claim: 'thai', otherwise: (ids) => (any(ids, CHINESE_SAUCE) ? 'chinese' : 'british') },
  vietnamese: { claim: 'vietnamese', otherwise: (ids) => (any(ids, CHINESE_SAUCE) ? 'chinese' : 'british') },
  japanese: { claim: 'japanese', otherwise: (ids) => (any(ids, CHINESE_SAUCE) ? 'chinese' : 'british') },
  korean: { claim: 'korean', otherwise: (ids) => (any(ids, CHINESE_SAUCE) ? 'chinese' : 'british') },
  mexican: { claim: 'mexican', otherwise: () => 'american' },
  greek: { claim: 'greek', otherwise: () => 'british' },
};

/**
 * The cuisine the recipe is labelled with: the flavour's own when the dish holds that cuisine's defining
 * ingredients (a Thai fried rice has fish sauce and lime, a Mexican bowl more than cumin), else the one
 * it plainly is (soy and ginger make it Chinese).
 */
export function cuisineOf(dish: Dish): string {
  const cuisine = dish.flavour.cuisine;
  const earned = EARNED[cuisine];
  if (!earned) return cuisine;
  const ids = new Set(dish.items.map((item) => item.ingredient.id));
  return claimHolds(earned.claim, ids) ? cuisine : earned.otherwise(ids);
}
