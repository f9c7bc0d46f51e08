import type { Aisle, Allergen, Role, StoragePlace } from '../../src/catalog-types.ts';

/** An allergen it contains, or a diet fact that is not an allergen. */
export type Contains = Allergen | 'meat' | 'honey';

/** A storage life in days: [min, max]. */
export type DaysRange = readonly [min: number, max: number];

/**
 * One hand-curated ingredient. The build joins it with USDA SR Legacy (nutrition, portions)
 * and USDA FoodKeeper (storage), checks it, and writes `src/catalog-data.gen.ts`.
 */
export type SourceEntry = Readonly<{
  /** kebab-case, stable: recipes and pantries refer to it. */
  id: string;
  /** Singular display name, UK spelling first. */
  name: string;
  /**
   * Other names, separated by `|`. `word(s)` and `word(es)` stand for the singular and the plural,
   * so `scallion(s)` gives "scallion" and "scallions".
   */
  aliases?: string;
  roles: readonly Role[];
  /** Allergens (EU 14) plus `meat` and `honey`; the diet facts are derived from this list. */
  has?: readonly Contains[];
  /**
   * Allergens that some brands put in and others leave out (stock cubes: wheat, milk), by UK/EU labels.
   * A cook who must avoid one gets a recipe without the food, or one that names the safe kind.
   */
  mayContain?: readonly Allergen[];
  /**
   * Of `mayContain`, those with a free-from kind widely sold and labelled ("gluten-free stock cubes"):
   * a recipe may name that kind with a "check the label" note. The others are avoided.
   */
  freeFrom?: readonly Allergen[];
  /** USDA SR Legacy food: [fdcId, its exact description], checked by the build. */
  usda: readonly [fdcId: number, description: string];
  /** Set when the USDA food is only a stand-in: says why. */
  approx?: string;
  /** USDA FoodKeeper Product ID. */
  fk?: number;
  /** Larder's own storage estimate in days, per place; overrides FoodKeeper for that place. */
  keep?: Readonly<Partial<Record<StoragePlace, DaysRange | null>>>;
  /** Where it usually lives; defaults to the aisle's place. */
  place?: StoragePlace;
  /**
   * How people count it: [unit name, USDA portion] where the portion is the start of a USDA
   * household measure ("large", "medium", "clove") or a weight in grams (Larder's estimate).
   */
  piece?: readonly [name: string, portion: string | number];
  /**
   * Which USDA cup measure to use (the start of its text, e.g. "cup penne"), or grams in a US cup
   * (Larder's estimate) where USDA has none. Without it the build takes USDA's plain "cup".
   */
  cup?: string | number;
  /** Grams in a bunch, Larder's estimate. */
  bunch?: number;
  /** Grams in a handful, Larder's estimate. */
  handful?: number;
  /** `false` for hot or spicy ingredients. */
  mild?: false;
}>;

export type AisleSource = Readonly<{
  aisle: Aisle;
  /** Default place for the aisle's entries. */
  place: StoragePlace;
  entries: readonly SourceEntry[];
}>;
