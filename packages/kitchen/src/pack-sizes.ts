import type { Aisle, Ingredient } from './catalog-types.ts';
import { LEFTOVER_PORTION_GRAMS, PORTIONS_PER_BOWL } from './leftovers.ts';

/** The containers a cook counts food in ("a bag of spinach", "half a loaf", "a knob of ginger"). */
export const CONTAINERS = [
  'bag',
  'punnet',
  'tub',
  'pot',
  'jar',
  'bottle',
  'carton',
  'pack',
  'box',
  'loaf',
  'tray',
  'block',
  'bar',
  'sachet',
  'tube',
  'pouch',
  'knob',
  'sprig',
  'portion',
  'bowl',
] as const;
export type Container = (typeof CONTAINERS)[number];

export type PackSize = Readonly<{ quantity: number; unit: 'g' | 'ml' }>;

type Sizes = Readonly<{
  /** By catalog ingredient id: the size most shops sell. */
  foods?: Readonly<Record<string, number>>;
  /** By aisle, where no food is named. */
  aisles?: Partial<Readonly<Record<Aisle, number>>>;
  /** Otherwise. Absent: the container says nothing of the amount (a pack of what?). */
  usual?: number;
  /** Millilitres rather than grams. */
  liquid?: true;
  /** Foods this container holds in millilitres when it otherwise holds grams (a pot of cream). */
  liquidFoods?: readonly string[];
}>;

/** A bowl, box or tub of leftovers in the fridge: about two portions. */
const LEFTOVER_BOWLS: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(LEFTOVER_PORTION_GRAMS).map(([id, grams]) => [id, grams * PORTIONS_PER_BOWL]),
);

/** A home lasagne dish (about 20 × 30 cm) serves six. */
const LASAGNE_TRAY_PORTIONS = 6;

/**
 * What one container holds, in grams (or millilitres for bottles and cartons): the common UK and US
 * supermarket size, rounded. Larder's own estimates, like the shelf lives marked `larder-estimate`; the
 * cook corrects the amount in one tap when their pack differs.
 */
const SIZES: Readonly<Record<Container, Sizes>> = {
  bag: {
    foods: {
      spinach: 240,
      rocket: 70,
      kale: 200,
      'salad-leaves': 120,
      watercress: 85,
      potato: 2000,
      'baking-potato': 2000,
      'sweet-potato': 1000,
      carrot: 1000,
      onion: 1000,
      'red-onion': 750,
      apple: 600,
      orange: 1000,
      'plain-flour': 1500,
      'self-raising-flour': 1500,
      'bread-flour': 1500,
      sugar: 1000,
      'basmati-rice': 1000,
      rice: 1000,
      pasta: 500,
      spaghetti: 500,
      penne: 500,
      'frozen-peas': 900,
      sweetcorn: 900,
      'frozen-berries': 500,
      'green-lentils': 500,
      'red-lentils': 500,
      oats: 1000,
      'new-potato': 750,
    },
    aisles: { produce: 250, frozen: 750, 'grains-pasta': 1000, 'nuts-seeds': 200, baking: 1000, pantry: 500 },
    usual: 500,
  },
  punnet: {
    foods: {
      strawberry: 400,
      raspberry: 150,
      blueberry: 150,
      blackberry: 150,
      'cherry-tomato': 250,
      mushroom: 250,
      grape: 500,
    },
    usual: 250,
  },
  tub: {
    foods: {
      hummus: 200,
      'greek-yogurt': 500,
      yogurt: 500,
      'cream-cheese': 180,
      'creme-fraiche': 300,
      'cottage-cheese': 300,
      ricotta: 250,
      mascarpone: 250,
      'ice-cream': 500,
      butter: 250,
      'green-olives': 200,
      ...LEFTOVER_BOWLS,
    },
    aisles: { 'dairy-eggs': 300 },
    usual: 250,
  },
  pot: {
    foods: { 'double-cream': 300, 'single-cream': 300, 'soured-cream': 300, yogurt: 500, basil: 30 },
    aisles: { 'dairy-eggs': 300, produce: 30 },
    usual: 150,
    liquidFoods: ['double-cream', 'single-cream', 'soured-cream'],
  },
  jar: {
    foods: {
      pesto: 190,
      honey: 340,
      jam: 340,
      'peanut-butter': 340,
      mayonnaise: 400,
      'pasta-sauce': 500,
      passata: 500,
      'dijon-mustard': 180,
      'english-mustard': 180,
      'green-olives': 300,
      'black-olives': 300,
      tahini: 300,
      'curry-paste': 190,
      'roasted-peppers': 290,
    },
    aisles: { condiments: 250, 'world-foods': 190 },
    usual: 300,
  },
  bottle: {
    foods: {
      milk: 1000,
      'olive-oil': 500,
      'vegetable-oil': 1000,
      'soy-sauce': 150,
      'white-vinegar': 350,
      'white-wine-vinegar': 350,
      'white-wine': 750,
      'red-wine': 750,
    },
    aisles: { drinks: 750, condiments: 250 },
    usual: 500,
    liquid: true,
  },
  carton: {
    foods: {
      milk: 1000,
      'double-cream': 300,
      'single-cream': 300,
      passata: 500,
      'orange-juice': 1000,
      'coconut-milk': 400,
      'chicken-stock': 500,
      'vegetable-stock': 500,
    },
    usual: 1000,
    liquid: true,
  },
  pack: {
    foods: {
      bacon: 300,
      sausage: 400,
      'minced-beef': 500,
      'minced-pork': 500,
      'minced-lamb': 500,
      'chicken-breast': 300,
      'chicken-thigh': 500,
      halloumi: 225,
      feta: 200,
      mozzarella: 125,
      butter: 250,
      tofu: 400,
      'egg-noodles': 300,
      'flour-tortilla': 400,
      'puff-pastry': 320,
      'shortcrust-pastry': 320,
      ham: 120,
    },
    aisles: { meat: 500, fish: 240, 'dairy-eggs': 200, bakery: 400, 'grains-pasta': 500, produce: 250 },
  },
  box: {
    foods: { egg: 360, cornflakes: 500, couscous: 500, ...LEFTOVER_BOWLS },
    aisles: { 'grains-pasta': 500 },
  },
  loaf: { foods: { bread: 800, 'wholemeal-bread': 800, sourdough: 800 }, usual: 800 },
  tray: {
    foods: {
      'chicken-thigh': 1000,
      mushroom: 400,
      lasagne: (LEFTOVER_PORTION_GRAMS.lasagne ?? 300) * LASAGNE_TRAY_PORTIONS,
    },
    aisles: { meat: 800 },
  },
  block: {
    foods: {
      cheddar: 400,
      butter: 250,
      tofu: 400,
      halloumi: 225,
      'dark-chocolate': 100,
      'milk-chocolate': 100,
      feta: 200,
    },
    usual: 250,
  },
  bar: { foods: { 'dark-chocolate': 100, 'milk-chocolate': 100 }, usual: 100 },
  sachet: { usual: 10 },
  tube: { foods: { 'tomato-puree': 200 }, usual: 150 },
  pouch: { foods: { 'microwave-rice': 250 }, usual: 250 },
  knob: { foods: { ginger: 15, butter: 15 }, usual: 15 },
  sprig: { usual: 1 },
  portion: { foods: LEFTOVER_PORTION_GRAMS },
  bowl: { foods: LEFTOVER_BOWLS },
};

/** The size of one `container` of this food, or null when the container says nothing of the amount. */
export function packSize(
  container: Container,
  ingredient: Pick<Ingredient, 'id' | 'aisle'>,
): PackSize | null {
  const sizes = SIZES[container];
  const quantity = sizes.foods?.[ingredient.id] ?? sizes.aisles?.[ingredient.aisle] ?? sizes.usual;
  if (quantity === undefined) return null;
  const liquid = sizes.liquid || sizes.liquidFoods?.includes(ingredient.id);
  return { quantity, unit: liquid ? 'ml' : 'g' };
}

/** Every food the table names, to check against the catalog. */
export function packedFoods(): string[] {
  return [...new Set(Object.values(SIZES).flatMap((sizes) => Object.keys(sizes.foods ?? {})))];
}

/** A pack a shop sells a food in, and what one holds: a 250 ml bottle of sesame oil. */
export type ShopPack = Readonly<{ name: Container; quantity: number; unit: 'g' | 'ml' }>;

/** Containers a shop sells a food only in, when SIZES names the food in one (checked in this order). */
const SOLD_IN: readonly Container[] = ['bottle', 'jar', 'tube'];

/** Packed foods SIZES does not name, or names in a container a list should not use. */
const SHOP_PACKS: Readonly<Record<string, ShopPack>> = {
  'sesame-oil': { name: 'bottle', quantity: 250, unit: 'ml' },
  'fish-fingers': { name: 'box', quantity: 280, unit: 'g' },
  'fish-sauce': { name: 'bottle', quantity: 200, unit: 'ml' },
  'oyster-sauce': { name: 'bottle', quantity: 150, unit: 'ml' },
  mirin: { name: 'bottle', quantity: 150, unit: 'ml' },
  ketchup: { name: 'bottle', quantity: 460, unit: 'g' },
  'vanilla-extract': { name: 'bottle', quantity: 38, unit: 'ml' },
  'tartare-sauce': { name: 'jar', quantity: 300, unit: 'g' },
  mayonnaise: { name: 'jar', quantity: 400, unit: 'g' },
  honey: { name: 'jar', quantity: 340, unit: 'g' },
};

/** A jar of ground spice or dried herbs. */
const SPICE_JAR: ShopPack = { name: 'jar', quantity: 40, unit: 'g' };
/** A pack of fresh herbs. */
const HERB_PACK: ShopPack = { name: 'pack', quantity: 30, unit: 'g' };
/** A bottle of cooking oil. */
const OIL_BOTTLE: ShopPack = { name: 'bottle', quantity: 500, unit: 'ml' };

type Packable = Pick<Ingredient, 'id' | 'aisle' | 'roles'>;

/** Sauces, vinegars and oils pour: bottles; the rest of the condiments shelf is jars. */
function pours(ingredient: Packable): boolean {
  return /(sauce|vinegar|-oil|syrup|extract)$/.test(ingredient.id) || ingredient.roles.includes('liquid');
}

/**
 * The pack a shopping list buys this food in, or null when a shop sells it loose or by weight (meat,
 * vegetables, cheese at the counter): condiments, sauces, oils, spices, dried and fresh herbs, sweeteners,
 * frozen and baking goods, and what SIZES names in a bottle, jar or tube (pesto, passata, tomato purée).
 * Three teaspoons of sesame oil are a bottle of it.
 */
export function shopPack(ingredient: Packable): ShopPack | null {
  const own = SHOP_PACKS[ingredient.id];
  if (own) return own;
  // Milk, cream, cheese, eggs and drinks are listed by amount: shops sell them in many sizes.
  if (ingredient.aisle === 'dairy-eggs' || ingredient.aisle === 'drinks') return null;
  for (const container of SOLD_IN) {
    if (SIZES[container].foods?.[ingredient.id] !== undefined) {
      const size = packSize(container, ingredient);
      if (size) return { name: container, ...size };
    }
  }
  const { aisle, roles } = ingredient;
  // Fresh food is sold loose, fresh herbs in packs: ginger and chillies by weight or count, not in jars.
  if (aisle === 'produce') return roles.includes('herb') ? HERB_PACK : null;
  if (aisle === 'spices' || roles.includes('spice') || roles.includes('herb')) return SPICE_JAR;
  if (/-oil$/.test(ingredient.id)) return OIL_BOTTLE;
  const packed =
    aisle === 'condiments' ||
    roles.includes('condiment') ||
    roles.includes('sweetener') ||
    aisle === 'frozen' ||
    aisle === 'baking';
  if (!packed) return null;
  const container: Container =
    aisle === 'frozen' || aisle === 'baking'
      ? pours(ingredient)
        ? 'bottle'
        : 'bag'
      : pours(ingredient)
        ? 'bottle'
        : 'jar';
  const size = packSize(container, {
    id: ingredient.id,
    aisle: container === 'bottle' ? 'condiments' : aisle,
  });
  return size ? { name: container, ...size } : null;
}
