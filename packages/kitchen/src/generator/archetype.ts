import type { Ingredient } from '../catalog-types.ts';
import type { Goal } from '../goals.ts';
import type { PantryUnit } from '../pantry-units.ts';
import type { MealType, RecipeTag } from '../recipe.ts';
import type { IngredientKind } from './pairings.ts';

/** What a slot contributes; goals scale the amounts by it (more protein, less starch and fat...). */
export type SlotKind = 'protein' | 'vegetable' | 'starch' | 'dairy' | 'fat' | 'flavour' | 'liquid' | 'fruit';

/** One place in a dish that ingredients fill: "a protein", "one to three vegetables", "a herb to finish". */
export type Slot = Readonly<{
  id: string;
  kind: SlotKind;
  /** Catalog ids that suit this place, everyday ones first: those are what the cook may be asked to buy. */
  options: readonly string[];
  /** How many the dish needs. */
  min: number;
  /** How many it can take from the pantry (defaults to `min`). */
  max?: number;
  /**
   * How few it may hold when they all come from the pantry and hold enough for the slot's grams: a
   * chicken and broccoli stir-fry from the fridge rather than a trip for a pepper (defaults to `min`).
   */
  least?: number;
  /** Only from the pantry: garnishes and extras nobody buys for one dish. */
  pantryOnly?: boolean;
  /** Left out when the profile rules out every option (garlic for a cook who dislikes it). */
  skippable?: boolean;
  /** Grams per serving for the whole slot, shared between its ingredients (dry weight for pasta and rice). */
  grams?: number;
  /** For slots without `grams`: a share of each ingredient's usual spoonful (½ for salty sauces in a broth). */
  usual?: number;
  /**
   * Options taken only from the pantry, and only when it holds no more than these grams of them: a pack of
   * pork shoulder slices fries in a stir-fry, a two-kilo shoulder joint is for the oven.
   */
  mostHeldGrams?: Readonly<Record<string, number>>;
}>;

/** A household this big makes a main meal of lunch (`Archetype.lunchFor`). */
export const FAMILY_LUNCH = 4;

/** Whether a dinner is this lunch's main meal (`lunchFor`): not when the cook wants it light or quick. */
export function bigLunch(archetype: Archetype, servings: number, goal: Goal): boolean {
  return (
    archetype.lunchFor !== undefined &&
    servings >= archetype.lunchFor &&
    goal !== 'lighter' &&
    goal !== 'quick'
  );
}

/** A cuisine's take on an archetype: its own sauces, spices and herbs. */
export type Flavour = Readonly<{
  id: string;
  /** Kebab-case, as recipes name cuisines. */
  cuisine: string;
  /** Hot by nature (curry paste, gochujang): never offered for a family. */
  hot?: boolean;
  /** Added to the archetype's slots; one with the same id replaces the archetype's. */
  slots: readonly Slot[];
}>;

/** An ingredient chosen for a dish, with its amount for the dish's servings. */
export type DishItem = Readonly<{
  ingredient: Ingredient;
  slot: string;
  quantity: number;
  unit: PantryUnit | null;
  fromPantry: boolean;
  /** Named in the plural ("the eggs"), judged at two servings so the steps read the same at any size. */
  plural: boolean;
  /** A stock cube's water for each serving, in ml (`stockMlPerServing`). */
  waterMl?: number;
}>;

export type Dish = Readonly<{
  archetype: Archetype;
  flavour: Flavour;
  goal: Goal;
  /** Who it is for: a dish made one portion at a time (omelettes) counts its batches by it. */
  servings: number;
  items: readonly DishItem[];
}>;

/**
 * A step as an archetype writes it; `alongside` marks one that runs while the others cook (the rice),
 * from the start or, with `fromHere`, from where it stands among the steps (the pasta, put on so that it
 * is ready when the sauce is). `times` counts a step done in batches (quesadillas one at a time): its timer
 * is for one batch, the recipe's time for all of them. `takes` is the minutes a step whose time follows an
 * amount really takes for this recipe (a joint roasted by the kilo), where its text, the same at any size,
 * names only when to start checking.
 */
export type StepDraft =
  | string
  | Readonly<{ text: string; alongside: true; fromHere?: boolean }>
  | Readonly<{ text: string; times?: number; takes?: number }>;

/**
 * A kind of dish the generator can compose: role slots, the meals it suits, cuisines, and step templates
 * that name every chosen ingredient by its catalog name. Each step names at most one duration, which
 * becomes its timer.
 */
export type Archetype = Readonly<{
  id: string;
  mealTypes: readonly MealType[];
  prepMinutes: number;
  /**
   * A dinner that is the main meal at lunch too for a household of this many or more: the stew or tray bake
   * of a family's weekend or bank-holiday lunch (a lunch for one or two is lighter).
   */
  lunchFor?: number;
  /** Made a portion at a time (omelettes): not offered for more people than this. */
  mostServings?: number;
  /** Hands-off minutes the dish waits (overnight oats soak overnight); none when left out. */
  waitMinutes?: (dish: Dish) => number;
  slots: readonly Slot[];
  flavours: readonly Flavour[];
  /** Kinds of ingredient that never belong in this dish: no yogurt in fried rice, no fish in porridge. */
  avoid?: readonly IngredientKind[];
  /** The cook's-judgement tags it earns (family-friendly is added only when the dish is mild). */
  tags?: readonly RecipeTag[];
  title: (dish: Dish) => string;
  description: (dish: Dish) => string;
  steps: (dish: Dish) => readonly StepDraft[];
}>;
