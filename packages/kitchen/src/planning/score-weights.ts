/**
 * What plan-week's score() adds or takes away when it weighs a recipe for a meal, in the same points as
 * the pantry's appeal (plan-stock.ts), which every score starts from.
 */
export const SCORE_WEIGHTS = {
  /** Per missing share of the recipe: a meal the cook must shop for ranks below one the pantry covers. */
  missing: 0.6,
  /** Per whole meal target the portion's kcal miss by: meeting the calorie target matters most. */
  kcalMiss: 4,
  /** At the meal's full share of the protein target (less below it): reach protein without ignoring taste. */
  proteinReached: 1.5,
  /** A dinner that keeps, when leftovers are on: it is cooked double for tomorrow's lunch. */
  batchDinner: 0.5,
  /** Per other meal that day of the same cuisine: three curries in a day feels like one meal. */
  sameCuisine: 0.7,
  /** Per meal today or yesterday on the same main protein: the week should not lean on one food. */
  sameProtein: 0.9,
  /** A dish already planned this week (three or more days ago): it comes back only when it must. */
  repeatedDish: 5,
  /**
   * A recipe from the collection the cook planned from (whose missing lines cost nothing): the cook asked
   * for it, so it wins over what the pantry or a calorie target alone would choose; how often a dish may
   * come back is still the variety rules' (plan-variety.ts).
   */
  favourite: 8,
  /** Most random points added: equal candidates vary from week to week, a real difference still wins. */
  jitter: 0.8,
} as const;

/** The portion score() weighs a recipe at, to meet the meal's kcal: what one person may eat (PORTIONS). */
export const SCORED_PORTION = { least: 0.75, most: 2 } as const;
