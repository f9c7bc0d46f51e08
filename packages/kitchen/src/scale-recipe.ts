import { getIngredient } from './catalog.ts';
import type { PantryUnit } from './pantry-units.ts';
import type { Recipe, RecipeTag } from './recipe.ts';
import { DERIVED_TAGS, type DerivedTag, derivedTags } from './recipe-tags.ts';
import { fitPan } from './role-ranges.ts';

/**
 * Counted things nobody halves: eggs, cloves, slices, fillets, tortillas... and the roots a cook peels and
 * cuts whole (nobody keeps half a carrot back).
 */
const WHOLE_PIECES = new Set([
  ...['egg', 'white', 'yolk', 'clove', 'slice', 'rasher', 'sheet', 'leaf', 'olive', 'sausage', 'burger'],
  ...['fillet', 'chop', 'thigh', 'drumstick', 'wing', 'steak', 'shank', 'kipper', 'sardine', 'finger'],
  ...['tortilla', 'pitta', 'naan', 'chapati', 'paratha', 'bagel', 'muffin', 'crumpet', 'roll', 'bun'],
  ...['cracker', 'oatcake', 'cake', 'biscuit', 'poppadom', 'shell', 'wrapper', 'cube', 'sachet', 'pod'],
  ...['stick', 'hash brown', 'base', 'carrot', 'parsnip', 'beetroot'],
]);

/** Pieces lighter than this are counted whole (cherry tomatoes, spring onions, prawns). */
const SMALL_PIECE_GRAMS = 25;

type Step = Readonly<{ step: number; least: number }>;

/** Whether a count of this ingredient is kept whole: eggs and small things are, onions and lemons halve. */
export function countsWhole(ingredientId: string): boolean {
  const ingredient = getIngredient(ingredientId);
  const pieceGrams = ingredient?.portions.piece ?? null;
  return (
    WHOLE_PIECES.has(ingredient?.pieceName ?? '') || (pieceGrams !== null && pieceGrams < SMALL_PIECE_GRAMS)
  );
}

function pieceStep(ingredientId: string): Step {
  return countsWhole(ingredientId) ? { step: 1, least: 1 } : { step: 0.5, least: 0.5 };
}

function unitStep(quantity: number, unit: Exclude<PantryUnit, 'piece'>): Step {
  switch (unit) {
    case 'g':
    case 'ml':
      return quantity < 20 ? { step: 1, least: 1 } : { step: 5, least: 5 };
    case 'kg':
    case 'l':
      return { step: 0.05, least: 0.05 };
    case 'tsp':
    case 'tbsp':
      return quantity < 1 ? { step: 0.25, least: 0.25 } : { step: 0.5, least: 0.5 };
    case 'cup':
    case 'lb':
      return { step: 0.25, least: 0.25 };
    case 'oz':
    case 'fl-oz':
    case 'handful':
    case 'bunch':
    case 'tin':
      return { step: 0.5, least: 0.5 };
    case 'pinch':
    case 'clove':
    case 'slice':
      return { step: 1, least: 1 };
  }
}

/**
 * A quantity rounded the way a cook measures it: grams and millilitres to 5 (to 1 under 20), spoons to
 * ½ (to ¼ under one), cups to ¼, eggs, cloves and small pieces whole, larger pieces (an onion, a lemon)
 * to halves. Never rounded down to nothing.
 */
export function roundQuantity(quantity: number, unit: PantryUnit | null, ingredientId: string): number {
  const { step, least } =
    unit === null || unit === 'piece' ? pieceStep(ingredientId) : unitStep(quantity, unit);
  const rounded = Math.round(Math.round(quantity / step) * step * 1000) / 1000;
  return Math.max(least, rounded);
}

/** The recipe's tags with the derived ones (quick, high-protein...) made true again for its new numbers. */
export function retagged(recipe: Recipe): RecipeTag[] {
  const truth = derivedTags(recipe);
  const derived = (tag: RecipeTag): tag is DerivedTag => (DERIVED_TAGS as readonly string[]).includes(tag);
  const kept = recipe.tags.filter((tag) => !derived(tag) || truth.has(tag));
  return [...kept, ...DERIVED_TAGS.filter((tag) => truth.has(tag) && !recipe.tags.includes(tag))];
}

/**
 * The recipe for another number of servings: every quantity multiplied by servings / recipe.servings and
 * rounded by `roundQuantity`; timers and times unchanged, and the steps too unless the dish outgrows its
 * pan (a tortilla for eight is two tortillas: `fitPan`). Derived tags are checked again, since rounding can
 * nudge the protein per serving across the high-protein line.
 */
export function scaleRecipe(recipe: Recipe, servings: number): Recipe {
  if (!Number.isInteger(servings) || servings < 1) {
    throw new RangeError(`servings must be a whole number of at least 1, not ${servings}`);
  }
  if (servings === recipe.servings) return recipe;
  const factor = servings / recipe.servings;
  const scaled: Recipe = {
    ...recipe,
    servings,
    ingredients: recipe.ingredients.map((line) => ({
      ...line,
      quantity: roundQuantity(line.quantity * factor, line.unit, line.ingredientId),
    })),
  };
  return fitPan({ ...scaled, tags: retagged(scaled) });
}
