import type { MealType } from './recipe.ts';
import type { RecipeNutrition } from './recipe-nutrition.ts';
import { QUICK_MINUTES } from './recipe-tags.ts';

/** What the cook wants from tonight's suggestions (docs/decisions/008-kitchen-goals.md). */
export const GOALS = ['use-it-up', 'quick', 'high-protein', 'lighter', 'family', 'budget'] as const;
export type Goal = (typeof GOALS)[number];

/** "Quick": on the table in this many minutes, preparation included (the same line as the quick tag). */
export const QUICK_GOAL_MINUTES = QUICK_MINUTES;
/** "High protein": at least this much protein in a lunch or dinner serving. */
export const HIGH_PROTEIN_GOAL_GRAMS = 30;
/** "Lighter": at most this much energy in a lunch or dinner serving. */
export const LIGHTER_GOAL_KCAL = 500;
/** Fewer kcal a serving than this is a side or a starter, not a lunch or dinner. */
export const MAIN_MEAL_LEAST_KCAL = 150;
/**
 * Under this many kcal a serving a lunch or dinner is a side or a starter (a blended soup of two
 * vegetables, tomatoes on toast): a library recipe gives up what a snack does, and the generator does
 * not offer one; unless the cook asked for lighter, when the line is lower.
 */
export const SIDE_KCAL = 300;
export const LIGHTER_SIDE_KCAL = 200;
/** "Family": cooked for at least four (a family of five gets five), and mild. */
export const FAMILY_SERVINGS = 4;

export function isGoal(value: string): value is Goal {
  return (GOALS as readonly string[]).includes(value);
}

const MAIN_MEALS: readonly MealType[] = ['lunch', 'dinner'];

/** The servings a goal cooks for: family at least four, otherwise what the cook asked for. */
export function goalServings(goal: Goal, servings: number): number {
  return goal === 'family' ? Math.max(FAMILY_SERVINGS, servings) : servings;
}

/**
 * The minutes the goal aims at: the cook's own limit, and 20 for "quick". What the AI is asked for; the
 * kitchen ranks by it and may still show a dish a little over "quick" (`goalTimeLimit`). A cook who asks
 * for quick and gives a limit within quick's stretch has said what quick is tonight: a 25-minute mapo
 * tofu is quick for "30 minutes at most", not a near miss labelled "a little over 20".
 */
export function goalMaxMinutes(goal: Goal, maxMinutes?: number): number {
  const limit = maxMinutes ?? Number.POSITIVE_INFINITY;
  if (goal !== 'quick') return limit;
  return limit <= QUICK_GOAL_MINUTES * QUICK_STRETCH ? limit : QUICK_GOAL_MINUTES;
}

/**
 * "A little over" 20 minutes for "quick": up to half as long again (30 minutes), still a weeknight dish
 * cooked while the rice boils; past it a dish is no longer quick in any sense and is not shown.
 */
export const QUICK_STRETCH = 1.5;

/**
 * The most minutes a suggestion may take, a hard limit: the cook's own `maxMinutes` (they said so; the
 * kitchen never goes past it) and, for "quick", 20 minutes stretched by half for a strong pantry dish.
 */
export function goalTimeLimit(goal: Goal, maxMinutes?: number): number {
  const limit = maxMinutes ?? Number.POSITIVE_INFINITY;
  return goal === 'quick' ? Math.min(limit, QUICK_GOAL_MINUTES * QUICK_STRETCH) : limit;
}

/**
 * High protein: under this a lunch or dinner is far below the line and never ranks above one that meets
 * it; between this and 30 g it is "a little under" and competes, marked, when it uses the pantry better.
 */
export const HIGH_PROTEIN_NEAR_GRAMS = 20;
/** Lighter: over this a lunch or dinner is far over the line; up to it, "a little over". */
export const LIGHTER_NEAR_KCAL = 600;

/**
 * How a recipe stands against the goal: meets it, misses it by a little (ranked with those that meet it,
 * at a cost, and marked), or by far (shown only after every recipe that meets it or nearly does).
 */
export type GoalFit = Readonly<{ fit: 'met' | 'near' | 'far'; note?: string }>;

const MET: GoalFit = { fit: 'met' };

/**
 * Whether the goal's line applies: always to a lunch or dinner; to anything when no meal was asked for
 * (kale crisps are no high-protein answer to "what shall I cook?"); never to an asked-for breakfast or snack.
 */
function lineApplies(mealType?: MealType): boolean {
  return mealType === undefined || MAIN_MEALS.includes(mealType);
}

/**
 * The recipe against the goal, with the words that say why it is shown although it misses it
 * ("24 min, a little over 20"). Quick counts the minutes against the goal's aim (the cook's tighter limit,
 * if any); high protein and lighter count a serving of a lunch or dinner (or of anything, when no meal
 * was asked for).
 */
export function goalFit(
  goal: Goal,
  facts: Readonly<{ minutes: number; nutrition: Pick<RecipeNutrition, 'kcal' | 'proteinG'> }>,
  options: Readonly<{ mealType?: MealType; maxMinutes?: number }> = {},
): GoalFit {
  if (goal === 'quick') {
    const aim = goalMaxMinutes(goal, options.maxMinutes);
    if (facts.minutes <= aim) return MET;
    const near = facts.minutes <= goalTimeLimit(goal, options.maxMinutes);
    return { fit: near ? 'near' : 'far', note: `${facts.minutes} min, a little over ${aim}` };
  }
  if (!lineApplies(options.mealType)) return MET;
  const { proteinG, kcal } = facts.nutrition;
  if (goal === 'high-protein' && proteinG < HIGH_PROTEIN_GOAL_GRAMS) {
    const grams = Math.round(proteinG);
    const near = proteinG >= HIGH_PROTEIN_NEAR_GRAMS;
    return {
      fit: near ? 'near' : 'far',
      note: `${grams} g protein a serving, ${near ? 'a little ' : ''}under ${HIGH_PROTEIN_GOAL_GRAMS} g`,
    };
  }
  if (goal === 'lighter' && options.mealType === undefined && kcal < MAIN_MEAL_LEAST_KCAL) {
    // Kale crisps are lighter than any meal, and no answer to "what shall I cook?".
    return { fit: 'far', note: `${Math.round(kcal)} kcal a serving: a snack rather than a meal` };
  }
  if (goal === 'lighter' && kcal > LIGHTER_GOAL_KCAL) {
    const near = kcal <= LIGHTER_NEAR_KCAL;
    return {
      fit: near ? 'near' : 'far',
      note: `${Math.round(kcal)} kcal a serving, ${near ? 'a little ' : ''}over ${LIGHTER_GOAL_KCAL}`,
    };
  }
  return MET;
}

/** Lunch or dinner: the asked-for meal when there is one, otherwise any lunch or dinner the recipe suits. */
export function isMainMeal(recipeMeals: readonly MealType[], mealType?: MealType): boolean {
  return mealType ? MAIN_MEALS.includes(mealType) : recipeMeals.some((meal) => MAIN_MEALS.includes(meal));
}

/** A lunch or dinner with fewer kcal a serving than a side's (`SIDE_KCAL`, `LIGHTER_SIDE_KCAL` for "lighter"). */
export function belowSideLine(
  goal: Goal,
  recipeMeals: readonly MealType[],
  mealType: MealType | undefined,
  kcal: number,
): boolean {
  return isMainMeal(recipeMeals, mealType) && kcal < (goal === 'lighter' ? LIGHTER_SIDE_KCAL : SIDE_KCAL);
}

/**
 * Whether a serving meets the goal's threshold. Only high-protein and lighter have one, and only for
 * main meals; for breakfasts and snacks those goals rank but do not exclude.
 */
export function meetsGoal(
  goal: Goal,
  nutrition: Pick<RecipeNutrition, 'kcal' | 'proteinG'>,
  mainMeal: boolean,
): boolean {
  if (!mainMeal) return true;
  if (goal === 'high-protein') return nutrition.proteinG >= HIGH_PROTEIN_GOAL_GRAMS;
  if (goal === 'lighter') return nutrition.kcal <= LIGHTER_GOAL_KCAL;
  return true;
}
