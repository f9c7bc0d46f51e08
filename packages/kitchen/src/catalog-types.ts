/** Where an ingredient sits in a shop (and in the shopping list). */
export const AISLES = [
  'produce',
  'meat',
  'fish',
  'dairy-eggs',
  'bakery',
  'pantry',
  'grains-pasta',
  'canned',
  'spices',
  'condiments',
  'frozen',
  'drinks',
  'nuts-seeds',
  'world-foods',
  'baking',
] as const;
export type Aisle = (typeof AISLES)[number];

/** What an ingredient does in a dish; recipe generators fill slots by role. */
export const ROLES = [
  'protein',
  'vegetable',
  'starch',
  'dairy',
  'fat',
  'aromatic',
  'herb',
  'spice',
  'condiment',
  'liquid',
  'fruit',
  'sweetener',
] as const;
export type Role = (typeof ROLES)[number];

/** The 14 allergens that EU and UK food law requires a label to declare. */
export const ALLERGENS = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'tree-nuts',
  'peanuts',
  'sesame',
  'soy',
  'sulphites',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Diet facts: what the ingredient is made from, for vegetarian, vegan, pescatarian and gluten-free cooks. */
export const DIET_FLAGS = ['meat', 'fish', 'shellfish', 'dairy', 'egg', 'honey', 'gluten'] as const;
export type DietFlag = (typeof DIET_FLAGS)[number];
export type DietFacts = Readonly<Record<DietFlag, boolean>>;

/**
 * The diets a cook can choose; each excludes ingredients by the catalog's diet facts and allergens
 * (`diet-profile.ts`). Here, beside the facts, so a list of them needs no catalog.
 */
export const DIETS = ['vegetarian', 'vegan', 'pescatarian', 'gluten-free', 'dairy-free'] as const;
export type Diet = (typeof DIETS)[number];

export const STORAGE_PLACES = ['fridge', 'freezer', 'cupboard'] as const;
export type StoragePlace = (typeof STORAGE_PLACES)[number];

/** Nutrition per 100 g of the edible part. `null` means USDA did not analyse it (it does not mean 0). */
export type NutritionPer100g = Readonly<{
  kcal: number;
  protein: number;
  fat: number;
  satFat: number | null;
  carbs: number;
  fibre: number | null;
  sugars: number | null;
  /** milligrams */
  sodium: number | null;
}>;

/** Grams in one of each household measure, where known. */
export type PortionWeights = Readonly<{
  piece: number | null;
  cup: number | null;
  tbsp: number | null;
  tsp: number | null;
  slice: number | null;
  bunch: number | null;
  handful: number | null;
}>;

export type StorageSource = 'foodkeeper' | 'larder-estimate';

/** How long an unopened ingredient keeps in one place, in days. */
export type ShelfLife = Readonly<{ minDays: number; maxDays: number; source: StorageSource }>;

export type Ingredient = Readonly<{
  id: string;
  /** Singular display name in the cook's words, e.g. "spring onion". */
  name: string;
  /** Other names people type: plurals, UK/US pairs, common varieties. */
  aliases: readonly string[];
  aisle: Aisle;
  roles: readonly Role[];
  diet: DietFacts;
  allergens: readonly Allergen[];
  nutrition: NutritionPer100g;
  portions: PortionWeights;
  /** Grams per millilitre, from the USDA cup weight. */
  density: number | null;
  /** Unopened shelf life per place; `null` where that place is unsuitable or unknown. */
  storage: Readonly<Record<StoragePlace, ShelfLife | null>>;
  /** `foodkeeper` when any place comes from USDA FoodKeeper, otherwise `larder-estimate`. */
  storageSource: StorageSource;
  /** Where it usually lives at home. */
  place: StoragePlace;
  countable: boolean;
  /** What one counted unit is called: egg, onion, clove, tin, slice... */
  pieceName: string | null;
  /** False for hot or spicy ingredients, which "family (mild)" recipes leave out. */
  mild: boolean;
  /**
   * Allergens some brands of it contain and others do not (stock: wheat, milk): never in `allergens`.
   * A restricted recipe avoids the food or names the safe kind (`may-contain.ts`).
   */
  mayContain: readonly Allergen[];
  /** Of `mayContain`, those with a widely sold, labelled free-from kind ("gluten-free stock cubes"). */
  freeFrom: readonly Allergen[];
}>;
