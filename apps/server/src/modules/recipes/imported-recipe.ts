import type { RecipeDto } from '@larder/domain/api/recipes';
import type { ImportedLine as ReadLine } from '@larder/kitchen/imported';
import { ASSUMED_AVAILABLE, type PantryIndex } from '@larder/kitchen/pantry';
import {
  ingredientLineGrams,
  type MealType,
  type Recipe,
  type RecipeIngredient,
  timerOf,
  toRecipeDto,
  withPantry,
} from '@larder/kitchen/recipes';

/**
 * A recipe imported from a web page, stored as the kitchen's `Recipe` (the lines the catalog understands,
 * so the pantry, nutrition and "I cooked this" work as for any recipe) plus every line as its source wrote
 * it. `at` ties a source line to its kitchen line.
 */
/** A line as the kitchen read it (`readIngredientLine`), and the kitchen line it became, if any. */
export type ImportedLine = Readonly<ReadLine & { at?: number }>;

export type ImportedPart = Readonly<{
  /** The cook who imported it: theirs alone to edit, photograph and share (others may open a copy). */
  by: string;
  sourceUrl?: string;
  image?: string;
  author?: string;
  lines: readonly ImportedLine[];
}>;

export type ImportedRecipe = Recipe & Readonly<{ imported: ImportedPart }>;

export function isImported(recipe: Recipe): recipe is ImportedRecipe {
  return (recipe as Partial<ImportedRecipe>).imported !== undefined;
}

/** What the importer read from a page (the page reader's fields the recipe needs). */
export interface ImportedSource {
  title: string;
  description?: string;
  ingredients: readonly string[];
  steps: readonly string[];
  servings?: number;
  totalMinutes?: number;
  image?: string;
  author?: string;
  sourceUrl?: string;
}

const BREAKFAST =
  /\b(breakfast|pancakes?|waffles?|porridge|oat(meal|s)?|granola|muffins?|smoothie|omelett?e|frittata|french toast|crepes?|shakshuka)\b/i;
const SNACK = /\b(cookies?|dip|bars?|bites|snacks?|cakes?|brownies?|biscuits?|scones?|hummus|popcorn)\b/i;

function mealTypesFor(title: string): MealType[] {
  if (BREAKFAST.test(title)) return ['breakfast'];
  if (SNACK.test(title)) return ['snack'];
  return ['lunch', 'dinner'];
}

/** A line "to taste" still names its food: it joins the kitchen's lines as an optional pinch. */
function kitchenLine(line: ImportedLine): RecipeIngredient | null {
  if (line.ingredientId === undefined) return null;
  if (line.quantity === null || line.quantity <= 0) {
    return { ingredientId: line.ingredientId, quantity: 1, unit: 'pinch', optional: true };
  }
  return {
    ingredientId: line.ingredientId,
    quantity: line.quantity,
    unit: line.unit,
    ...(line.note ? { note: line.note } : {}),
    ...(line.optional ? { optional: true } : {}),
  };
}

/** Minutes when the page gives none: its timers, and a few minutes a step. */
function estimatedMinutes(steps: readonly { timerSeconds?: number }[]): number {
  const timed = steps.reduce((sum, step) => sum + (step.timerSeconds ?? 0), 0) / 60;
  return Math.max(10, Math.round(timed + steps.length * 3));
}

/** Builds the stored recipe from what the page said and each line as read. */
export function importedRecipe(
  id: string,
  by: string,
  source: ImportedSource,
  readLines: readonly Omit<ImportedLine, 'at'>[],
  servings: number,
): ImportedRecipe {
  const ingredients: RecipeIngredient[] = [];
  const lines = readLines.map((line) => {
    const kitchen = kitchenLine(line);
    if (!kitchen) return line;
    ingredients.push(kitchen);
    return { ...line, at: ingredients.length - 1 };
  });
  const steps = source.steps.map((text) => {
    const timer = timerOf(text);
    return timer === undefined ? { text } : { text, timerSeconds: timer };
  });
  return {
    id,
    title: source.title,
    description: source.description ?? '',
    cuisine: '',
    mealTypes: mealTypesFor(source.title),
    servings,
    prepMinutes: 0,
    cookMinutes: source.totalMinutes ?? estimatedMinutes(steps),
    ingredients,
    steps,
    tags: [],
    source: 'library',
    imported: {
      by,
      ...(source.sourceUrl ? { sourceUrl: source.sourceUrl } : {}),
      ...(source.image ? { image: source.image } : {}),
      ...(source.author ? { author: source.author } : {}),
      lines,
    },
  } as ImportedRecipe;
}

/** Lines with an amount the catalog could not weigh: what the nutrition leaves out, in the source's words. */
function notCounted(recipe: ImportedRecipe): string[] {
  return recipe.imported.lines
    .filter((line) => {
      if (line.quantity === null || line.optional) return false;
      const kitchen = line.at === undefined ? undefined : recipe.ingredients[line.at];
      return kitchen === undefined || ingredientLineGrams(kitchen) === null;
    })
    .map((line) => line.text);
}

/** An imported recipe as the cook is shown it: every source line, with the pantry's word on those understood. */
export function importedRecipeDto(recipe: ImportedRecipe, stock: PantryIndex): RecipeDto {
  const dto = toRecipeDto(withPantry(recipe, stock));
  const missed = notCounted(recipe);
  const { sourceUrl, image, author } = recipe.imported;
  return {
    ...dto,
    source: 'imported',
    ...(sourceUrl ? { sourceUrl } : {}),
    ...(image ? { image } : {}),
    ...(author ? { author } : {}),
    ...(missed.length > 0 ? { nutritionNote: `Not counted: ${missed.join('; ')}` } : {}),
    ingredients: recipe.imported.lines.map((line) => {
      const known = line.at === undefined ? undefined : dto.ingredients[line.at];
      if (known) return { ...known, text: line.text };
      return {
        name: line.name,
        ...(line.ingredientId ? { ingredientId: line.ingredientId } : {}),
        quantity: line.quantity ?? 0,
        unit: line.unit,
        inPantry: line.ingredientId !== undefined && ASSUMED_AVAILABLE.has(line.ingredientId),
        held: null,
        ...(line.note ? { note: line.note } : {}),
        ...(line.optional ? { optional: true } : {}),
        text: line.text,
      };
    }),
  };
}

/** Whether this cook imported the recipe (a copy opened from its public page is not theirs to change). */
export function importedBy(recipe: Recipe, userId: string): recipe is ImportedRecipe {
  return isImported(recipe) && recipe.imported.by === userId;
}
