import { getIngredient } from './catalog.ts';
import type { Aisle } from './catalog-types.ts';
import type { Swap } from './food-swap.ts';
import { pairingScore } from './generator/pairing-model.ts';
import { type Goal, type GoalFit, goalMaxMinutes } from './goals.ts';
import type { PantryCover } from './pantry-cover.ts';
import { type Recipe, totalMinutes } from './recipe.ts';
import { dishType, leadOf, mainIngredients, overlap, proteinOf } from './recipe-likeness.ts';
import type { RecipeNutrition } from './recipe-nutrition.ts';

/** A recipe in the running, from either source, with what the ranking weighs. */
export type Candidate = Readonly<{
  recipe: Recipe;
  cover: PantryCover;
  nutrition: RecipeNutrition;
  /** Alike dishes share a kind: a generated archetype ("frittata"); library recipes are each their own. */
  kind: string;
  /** Against the goal (`goalFit`): met, missed by a little, or by far. */
  fit: GoalFit['fit'];
  /** Why it is shown although it misses the goal. */
  note?: string;
  score: number;
  /** A library recipe's foods the cook's own stand in for (`food-swap.ts`). */
  swaps?: readonly Swap[];
}>;

/** How dear a missing item looks, by where it is bought: meat and fish most, produce and staples least. */
const AISLE_COST: Readonly<Partial<Record<Aisle, number>>> = {
  meat: 3,
  fish: 3,
  'nuts-seeds': 2,
  'dairy-eggs': 1.5,
  'world-foods': 1.5,
  drinks: 1.5,
};

/** How dear one food to buy looks (meat and fish 3, nuts 2, dairy, world foods and drinks 1.5, else 1). */
export function buyingCost(ingredientId: string): number {
  const aisle = getIngredient(ingredientId)?.aisle;
  return aisle ? (AISLE_COST[aisle] ?? 1) : 1;
}

function missingCost(cover: PantryCover): number {
  return cover.missing.reduce((sum, item) => sum + buyingCost(item.ingredientId), 0);
}

/**
 * The goal's score for a recipe (docs/decisions/008-kitchen-goals.md). Pantry use is always worth
 * something and every missing item costs something; each goal adds its own aim. Higher is better.
 */
export function goalScore(
  goal: Goal,
  recipe: Recipe,
  cover: PantryCover,
  nutrition: RecipeNutrition,
): number {
  return goalLine(goal, recipe, cover, nutrition) + PAIRING_WEIGHT * pairingScore(recipe);
}

/** How much key ingredients that go together (`pairingScore`, -2 to 1) count, whatever the goal. */
const PAIRING_WEIGHT = 4;

/** What a pantry item used counts for, by goal: most when using up is the goal. */
const PANTRY_WEIGHT: Readonly<Record<Goal, number>> = {
  'use-it-up': 10,
  quick: 4,
  'high-protein': 4,
  lighter: 4,
  family: 4,
  budget: 3,
};

/** Each goal's own line. */
function goalLine(goal: Goal, recipe: Recipe, cover: PantryCover, nutrition: RecipeNutrition): number {
  const pantry = PANTRY_WEIGHT[goal] * cover.pantryScore;
  const missing = cover.missing.length;
  const minutes = totalMinutes(recipe);
  switch (goal) {
    case 'use-it-up':
      return pantry - 3 * missing - minutes / 30;
    case 'quick':
      return pantry - 4 * missing - minutes / 2;
    case 'high-protein':
      return pantry - 3 * missing + Math.min(nutrition.proteinG, 60) * 0.8;
    case 'lighter':
      return pantry - 3 * missing - nutrition.kcal / 60;
    case 'family':
      return pantry - 3 * missing + (recipe.tags.includes('family-friendly') ? 3 : 0) - minutes / 30;
    case 'budget':
      return pantry - 10 * missing - 2 * missingCost(cover) - recipe.ingredients.length / 2;
  }
}

/**
 * What missing the goal costs (goal points; 4 are about one more item to buy; a far miss ranks after the
 * rest anyway, so this weighs near misses against recipes that meet the goal): "quick", 6
 * and a point a minute over, so a 24-minute dish needs much better pantry use than a 16-minute one;
 * high protein and lighter, 4 on top of what their own term already counts.
 */
export function nearMissCost(goal: Goal, minutes: number, maxMinutes?: number): number {
  if (goal === 'quick') return 6 + Math.max(0, minutes - goalMaxMinutes(goal, maxMinutes));
  return 4;
}

/** Two dishes of one kind that share this much of what goes in are the same dish again. */
const SAME_TYPE_SHARE = 0.5;

/** Dishes around one protein the first pass allows. */
const FIRST_PASS_PER_LEAD = 3;

/**
 * The best `limit` candidates, in order, without near-twins: first no two of a kind or title and no more
 * than three around the same protein (a third waits while another protein about to go off, `urgent`, has
 * none shown); then, if there is room, two of a kind that share less than 80 % of their main ingredients.
 * `after`: candidates already chosen, counted in `limit`, that the others must not be twins of.
 */
export function pickVaried(
  sorted: readonly Candidate[],
  limit: number,
  urgent: ReadonlySet<string> = new Set(),
  after: readonly Candidate[] = [],
): Candidate[] {
  const chosen: Candidate[] = [...after];
  const types = new Map<Candidate, string>();
  const typeOf = (candidate: Candidate) => {
    let type = types.get(candidate);
    if (type === undefined) {
      type = dishType(candidate.recipe.title);
      types.set(candidate, type);
    }
    return type;
  };
  // Titles that name their kind of dish decide (a beef curry and a beef stew from one archetype are two
  // dishes); otherwise the archetype does.
  // A generated kind is "archetype" or "archetype:type": a cottage pie and a hachis parmentier from one
  // archetype are the same dish under two names.
  const base = (candidate: Candidate) => candidate.kind.split(':')[0];
  const sameType = (a: Candidate, b: Candidate) =>
    typeOf(a) !== '' && typeOf(b) !== '' ? typeOf(a) === typeOf(b) : base(a) === base(b);
  // A third dish around one protein waits while another protein about to go off has a dish and none shown
  // (chicken twice, then the mussels that go off tomorrow, before the chicken a third time).
  const waiting = () => {
    const shown = new Set(chosen.map((other) => leadOf(other.recipe)));
    return sorted.some((other) => {
      const lead = leadOf(other.recipe);
      return urgent.has(lead) && !shown.has(lead);
    });
  };
  const mains = new Map<Candidate, Set<string>>();
  const mainOf = (candidate: Candidate) => {
    let main = mains.get(candidate);
    if (!main) {
      main = mainIngredients(candidate.recipe);
      mains.set(candidate, main);
    }
    return main;
  };
  const passes = [
    // Different kinds of dish around the same food are alternatives a cook weighs (the lamb chops pan-fried
    // or in a tray bake), not twins; two of one kind (two curries of the chicken, moules marinière and
    // mussels in white wine) are twins when they share half of what goes in.
    // In the first pass, one of a kind a title names around one protein (its heaviest): a pea frittata and
    // a potato frittata, both of the eggs, are the same supper twice however little else they share.
    { perKind: 1, perLead: FIRST_PASS_PER_LEAD, share: SAME_TYPE_SHARE, sameLeadTwins: true },
    { perKind: 2, perLead: Number.POSITIVE_INFINITY, share: SAME_TYPE_SHARE, sameLeadTwins: false },
  ];
  for (const { perKind, perLead, share, sameLeadTwins } of passes) {
    for (const candidate of sorted) {
      if (chosen.length >= limit) return chosen;
      if (chosen.includes(candidate)) continue;
      const sameKind = chosen.filter((other) => other.kind === candidate.kind).length;
      const sameLead = chosen.filter((other) => leadOf(other.recipe) === leadOf(candidate.recipe)).length;
      const alike = chosen.some(
        (other) =>
          other.recipe.title === candidate.recipe.title ||
          (sameType(other, candidate) &&
            ((sameLeadTwins &&
              typeOf(other) !== '' &&
              proteinOf(other.recipe) !== null &&
              proteinOf(other.recipe) === proteinOf(candidate.recipe)) ||
              overlap(mainOf(other), mainOf(candidate)) >= share)),
      );
      const third = sameLead >= 2 && perLead === FIRST_PASS_PER_LEAD && waiting();
      if (sameKind < perKind && sameLead < perLead && !alike && !third) chosen.push(candidate);
    }
  }
  return chosen;
}
