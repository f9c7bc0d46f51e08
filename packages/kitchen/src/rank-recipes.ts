import { getIngredient } from './catalog.ts';
import type { Ingredient } from './catalog-types.ts';
import { type IngredientCheck, profileCheck, recipePassesCheck } from './diet-profile.ts';
import { type Swap, swapToPantry, withSwapsInText } from './food-swap.ts';
import { foreignCost, fridgeKitchen } from './fridge-cuisine.ts';
import { usableStock } from './generator/dish-choice.ts';
import { isHeart, isMainProtein } from './generator/fill-dish.ts';
import { type GenerateOptions, generateDishes, isSound } from './generator/generate-recipes.ts';
import { seededRandom } from './generator/random.ts';
import { belowSideLine, type Goal, goalFit, goalServings, goalTimeLimit, isMainMeal } from './goals.ts';
import { LEFTOVER_ONLY, SECOND_MEALS } from './leftovers.ts';
import { RECIPE_LIBRARY } from './library.ts';
import { fitLibraryRecipe, mayFit } from './library-fit.ts';
import { labelForProfile } from './may-contain.ts';
import {
  ASSUMED_AVAILABLE,
  coverRecipe,
  indexPantry,
  type LineStock,
  type MissingIngredient,
  type PantryIndex,
} from './pantry-cover.ts';
import { type Candidate, goalScore, nearMissCost, pickVaried } from './rank-score.ts';
import { type Recipe, totalMinutes } from './recipe.ts';
import { buildsOn, dishType, mainIngredients, proteinOf } from './recipe-likeness.ts';
import { nutritionPerServing, type RecipeNutrition } from './recipe-nutrition.ts';
import { matchesSearch, searchWords } from './recipe-search.ts';
import { scaleRecipe } from './scale-recipe.ts';
import { SIGNATURE_POINTS, signatureOf } from './signature-dishes.ts';
import { spareSeasonings } from './spare-seasonings.ts';

export type SuggestOptions = GenerateOptions &
  Readonly<{
    /** Only dishes of this cuisine (`CUISINES`): Today's cuisine filter. */
    cuisine?: string;
    /** What the cook searched for ("something with leeks"): every dish shown has each word of it. */
    search?: string;
  }>;

/** One suggestion: the recipe at the cook's servings and what it means for their pantry. */
export type Suggestion = Readonly<{
  recipe: Recipe;
  /** Pantry item ids the recipe uses, wholly or in part. */
  usesPantry: string[];
  /** The ones among them that are about to go off. */
  usesExpiring: string[];
  /** What to buy: whole ingredients, or the shortfall where the pantry has some but not enough. */
  missing: MissingIngredient[];
  /** Line by line, what the pantry holds for it (the recipe screen's Have / "1 more egg" / Missing). */
  lines: LineStock[];
  nutritionPerServing: RecipeNutrition;
  score: number;
  /**
   * False when the recipe misses the goal: over 20 minutes for "quick", under 30 g protein or over
   * 500 kcal a serving of a lunch or dinner. One that misses by a little competes at a cost; one that
   * misses by far is shown only after every recipe that meets the goal or nearly does.
   */
  goalMet: boolean;
  /** Why it is shown although it misses the goal, for the cook: "24 min, a little over 20". */
  goalNote?: string;
  /**
   * A library recipe's foods the cook's own stand in for (`food-swap.ts`), already in its lines and
   * words; the browser renames the words again once it has loaded them (`withSwapsInText`).
   */
  swaps?: readonly Swap[];
}>;

/**
 * What a snack or a breakfast gives up when no meal was asked for: Today asks for "something to cook",
 * and a cook with chicken going off wants a meal before kale crisps or toast.
 */
const NOT_A_MEAL = 8;

/** How many generated dishes join the library in the running. */
const GENERATED_POOL = 16;
/** Seeded noise, so another seed offers other good recipes rather than the same list every time. */
const JITTER = 3.5;

type LibraryFacts = Readonly<{ nutrition: RecipeNutrition; mild: boolean }>;

/** Nutrition per serving and mildness of a recipe. */
function factsFor(recipe: Recipe): LibraryFacts {
  const mild = recipe.ingredients.every((line) => line.optional || getIngredient(line.ingredientId)?.mild);
  return { nutrition: nutritionPerServing(recipe), mild };
}

const libraryFacts = new WeakMap<Recipe, LibraryFacts>();

/**
 * `factsFor` a library recipe, as written or in the cook's foods, worked out once: the library's recipes
 * and `swapToPantry`'s rewrites of them are each made once (scaling keeps both facts).
 */
function factsOf(recipe: Recipe): LibraryFacts {
  let facts = libraryFacts.get(recipe);
  if (!facts) {
    facts = factsFor(recipe);
    libraryFacts.set(recipe, facts);
  }
  return facts;
}

/**
 * A generated dish's kind: its archetype, and the kind of dish its title names when the flavour makes
 * another dish of it (the braise archetype's beef curry beside its beef stew).
 */
function generatedKind(archetype: string, title: string): string {
  const type = dishType(title);
  return type ? `${archetype}:${type}` : archetype;
}

function jitter(seed: number, id: string): number {
  return seededRandom(`${seed}:${id}`)() * JITTER;
}

/**
 * Under this many kcal a serving, a main meal with less protein than `SIDE_PROTEIN_G` is a side too: a
 * tray of roast roots, a pea frittata of one egg each, a garlic pasta.
 */
const LIGHT_KCAL = 400;
const SIDE_PROTEIN_G = 14;

/** Whether a suggestion for a main meal is too light to be one. */
function sideDish(recipe: Recipe, nutrition: RecipeNutrition, options: SuggestOptions): boolean {
  if (belowSideLine(options.goal, recipe.mealTypes, options.mealType, nutrition.kcal)) return true;
  if (!isMainMeal(recipe.mealTypes, options.mealType) || options.goal === 'lighter') return false;
  return nutrition.kcal < LIGHT_KCAL && nutrition.proteinG < SIDE_PROTEIN_G;
}

/** The foods swapped into a recipe that has no swaps: one set for them all. */
const NOTHING_SWAPPED: ReadonlySet<string> = new Set();

function candidate(
  written: Recipe,
  kind: string,
  facts: Pick<Candidate, 'cover' | 'nutrition'>,
  options: SuggestOptions,
  swapped: ReadonlySet<string> = NOTHING_SWAPPED,
): Candidate {
  // Made without the garlic or a second spice the cook has none of, rather than bought for them.
  const { recipe, cover } = spareSeasonings(written, facts.cover);
  const minutes = totalMinutes(recipe);
  const { fit, note } = goalFit(options.goal, { minutes, nutrition: facts.nutrition }, options);
  const meal = options.mealType || isMainMeal(recipe.mealTypes);
  const score =
    goalScore(options.goal, recipe, cover, facts.nutrition) +
    (recipe.source === 'library' ? SIGNATURE_POINTS * signatureOf(recipe, cover, swapped) : 0) -
    (fit === 'met' ? 0 : nearMissCost(options.goal, minutes, options.maxMinutes)) -
    (meal ? 0 : NOT_A_MEAL) -
    (meal && sideDish(recipe, facts.nutrition, options) ? NOT_A_MEAL : 0) +
    jitter(options.seed, recipe.id);
  return { recipe, kind, ...facts, cover, fit, ...(note ? { note } : {}), score };
}

/**
 * For the family goal, the recipe as written when the cook's stand-ins would make a mild dish hot (their
 * English mustard for the Dijon of a rarebit): the Dijon is bought instead. Otherwise the swapped one.
 */
function keptMild(written: Recipe, swapped: { recipe: Recipe; swaps: Swap[] }, goal: Goal) {
  if (goal !== 'family' || swapped.swaps.length === 0 || factsOf(swapped.recipe).mild) return swapped;
  return factsOf(written).mild ? { recipe: written, swaps: [] } : swapped;
}

/** Library recipes that suit the meal, the time, the goal and the profile, scored at the cook's servings. */
function libraryCandidates(
  options: SuggestOptions,
  stock: PantryIndex,
  check: IngredientCheck,
  servings: number,
) {
  const maxMinutes = goalTimeLimit(options.goal, options.maxMinutes);
  const found: Candidate[] = [];
  const held = new Set<string | null>(stock.keys());
  for (const written of RECIPE_LIBRARY) {
    if (options.mealType && !written.mealTypes.includes(options.mealType)) continue;
    if (options.cuisine && written.cuisine !== options.cuisine) continue;
    // A recipe for leftover pasta or chilli is no suggestion to someone with none.
    if (
      written.ingredients.some(
        (line) => !line.optional && SECOND_MEALS.has(line.ingredientId) && !held.has(line.ingredientId),
      )
    ) {
      continue;
    }
    if (totalMinutes(written) > maxMinutes) continue;
    // In the cook's own foods (haddock for the cod, oat milk for the milk), and only then checked.
    const { recipe, swaps } = keptMild(written, swapToPantry(written, stock, check), options.goal);
    // Rice cooked first for the fried rice takes its minutes too.
    if (!recipePassesCheck(recipe, check) || totalMinutes(recipe) > maxMinutes) continue;
    const { nutrition, mild } = factsOf(recipe);
    if (options.goal === 'family' && !mild) continue;
    const factor = servings / recipe.servings;
    const cover = coverRecipe(recipe, stock, factor);
    const scaled = mayFit(recipe, cover.lines, stock, factor) ? scaleRecipe(recipe, servings) : null;
    const fitted = scaled && fitLibraryRecipe(scaled, stock, options.goal);
    const swapped = swaps.length === 0 ? NOTHING_SWAPPED : new Set(swaps.map((swap) => swap.to));
    const chosen =
      fitted && fitted !== scaled
        ? candidate(
            fitted,
            written.id,
            { cover: coverRecipe(fitted, stock), nutrition: nutritionPerServing(fitted) },
            options,
            swapped,
          )
        : candidate(recipe, written.id, { cover, nutrition }, options, swapped);
    found.push(swaps.length === 0 ? chosen : { ...chosen, swaps });
  }
  return found;
}

/** Days left at which a protein counts as about to go off: it must be cooked today or tomorrow. */
const URGENT_DAYS = 1;

/**
 * What a dish gives up for leaving out everything that goes off today or tomorrow (a frittata of the
 * green beans, or a sandwich that buys roast beef, while the lamb chops go off): such a dish still fills
 * a list once the food going off has its dishes, never ahead of them.
 */
const IGNORES_URGENT = 8;

/**
 * What goes off today or tomorrow, in one look at the pantry: the foods a dish can be built on (protein,
 * vegetables, fruit, leftovers), and among what the cook eats, the proteins (eggs aside: they keep for
 * weeks).
 */
function goingOff(stock: PantryIndex, check: IngredientCheck) {
  const foods = new Set<string>();
  const proteins = new Set<string>();
  for (const ingredient of eatenWithin(stock, check, URGENT_DAYS)) {
    const { id } = ingredient;
    if (isHeart(ingredient) || LEFTOVER_ONLY.has(id)) foods.add(id);
    if (ingredient.roles[0] === 'protein' && id !== 'egg') proteins.add(id);
  }
  return { foods, proteins };
}

/**
 * The foods the cook eats that go off soonest, today or tomorrow, of any kind: the baguette as much as the
 * chicken (the judges' rule: the soonest food is in the top three whenever a sensible dish can use it).
 */
function soonestFoods(stock: PantryIndex, check: IngredientCheck): Set<string> {
  let soonest = Number.POSITIVE_INFINITY;
  const found = new Set<string>();
  for (const ingredient of eatenWithin(stock, check, URGENT_DAYS)) {
    if (ASSUMED_AVAILABLE.has(ingredient.id)) continue;
    const days = stock.get(ingredient.id)?.[0]?.days ?? Number.POSITIVE_INFINITY;
    if (days < soonest) found.clear();
    if (days <= soonest) {
      soonest = days;
      found.add(ingredient.id);
    }
  }
  return found;
}

/**
 * The first three with a dish for each of the soonest foods where a sound one uses it: the third gives
 * way to it when the first two use every soonest food the third does (a roast chicken salad, quesadillas
 * and coronation chicken for one, while the baguette going off tomorrow had its sandwich further down).
 */
function withSoonestFoods(
  first: readonly Candidate[],
  pool: readonly Candidate[],
  soonest: ReadonlySet<string>,
  sound: (each: Candidate) => boolean,
): Candidate[] {
  const chosen = [...first];
  if (chosen.length < ALWAYS_SHOWN) return chosen;
  const uses = (each: Candidate, id: string) =>
    each.recipe.ingredients.some((line) => line.ingredientId === id);
  const last = chosen.length - 1;
  for (const id of soonest) {
    if (chosen.some((each) => uses(each, id))) continue;
    const third = chosen[last] as Candidate;
    const others = chosen.slice(0, last);
    const spare = [...soonest].every(
      (other) => !uses(third, other) || others.some((each) => uses(each, other)),
    );
    const stand = spare && pool.find((each) => !chosen.includes(each) && uses(each, id) && sound(each));
    if (stand) chosen[last] = stand;
  }
  return chosen;
}

/** The foods the cook eats that go off within `days`, the soonest batch of each counted. */
function* eatenWithin(stock: PantryIndex, check: IngredientCheck, days: number): Generator<Ingredient> {
  for (const [id, lots] of stock) {
    const left = lots[0]?.days;
    const ingredient = getIngredient(id);
    if (left !== null && left !== undefined && left <= days && ingredient && check(ingredient))
      yield ingredient;
  }
}

/** Days left within which the fridge's meat, fish, tofu or leftovers are what its dishes are built on. */
const CENTREPIECE_DAYS = 4;

/**
 * What a dish gives up for leaving out the fridge's centrepiece: the lamb shoulder, the salmon fillets or
 * the leftover bolognese that go off within `CENTREPIECE_DAYS`, while the cook has them to use.
 */
const IGNORES_CENTREPIECE = 8;

/** The proteins the fridge is built around (meat, fish, tofu, paneer, halloumi, leftovers) going off soon. */
function centrepieces(stock: PantryIndex, check: IngredientCheck): Set<string> {
  const found = new Set<string>();
  for (const ingredient of eatenWithin(stock, check, CENTREPIECE_DAYS)) {
    const { id } = ingredient;
    if (isMainProtein(ingredient) || SECOND_MEALS.has(id) || id === 'paneer' || id === 'halloumi')
      found.add(id);
  }
  return found;
}

/**
 * What a suggestion gives up for sending the cook out for meat or fish while the fridge holds some they
 * eat: the fish pie that buys prawns beside the haddock, the steak pie that buys stewing beef while the
 * rump goes off. Worth about four more things to buy.
 */
const BUYS_SECOND_PROTEIN = 12;

/**
 * What a dish gives up for buying the pasta, noodles or bread it is made of while the cook has another
 * staple to eat (5 kg of rice, a bag of potatoes): a spaghetti bought for a Sri Lankan fridge's aubergine,
 * where a curry with the rice makes the same vegetables a meal. About two more things to buy.
 */
const BUYS_ITS_BASE = 6;

/** Rice, pasta, noodles and grains: bought in a packet, kept in the cupboard. */
function grain(ingredient: Ingredient): boolean {
  return ingredient.roles.includes('starch') && ingredient.aisle === 'grains-pasta';
}

/** Rice, pasta, noodles, grains and potatoes: what a cook serves a meal on. */
function stapleStarch(ingredient: Ingredient): boolean {
  return (
    grain(ingredient) ||
    (ingredient.roles.includes('starch') &&
      ingredient.aisle === 'produce' &&
      ingredient.roles[0] === 'vegetable')
  );
}

/** Bread and wraps a dish is served in or on: pittas, tortillas, chapatis, rolls. */
function bread(ingredient: Ingredient): boolean {
  return ingredient.aisle === 'bakery' && ingredient.roles.includes('starch');
}

/**
 * A dish that buys its grain or pasta (the one it is made of or served with) or the bread it is made in,
 * while the cook has another staple: a spaghetti bought beside 5 kg of rice, bulgur for a karnıyarık beside
 * a sack of rice, jasmine rice for a larb beside glutinous rice, pittas for a household with a sack of
 * basmati, chapatis beside a bag of flour. (Potatoes bought for a hotpot are the dish, not a side.)
 */
function buysItsBase(candidate: Pick<Candidate, 'cover' | 'recipe'>): boolean {
  if (candidate.cover.missing.length === 0) return false;
  // Bread the dish is made in, not a loaf beside a soup.
  const inBread = IN_BREAD.has(dishType(candidate.recipe.title));
  return candidate.cover.missing.some((line) => {
    const ingredient = getIngredient(line.ingredientId);
    return ingredient !== null && (grain(ingredient) || (inBread && bread(ingredient)));
  });
}

/** Kinds of dish (`dishType`) made in or on their bread. */
const IN_BREAD: ReadonlySet<string> = new Set(['wrap', 'sandwich', 'burrito', 'taco', 'quesadilla', 'toast']);

/**
 * How far below a generated dish a library recipe of the same kind around the same food may score and still
 * be shown in its place: the library's is a cook's own recipe (a home-style chicken curry with yogurt, not
 * the generator's chicken curry), and it wins unless the generated one does clearly better by the fridge.
 */
const LIBRARY_TWIN_MARGIN = 10;

/**
 * The candidates with each generated dish that has a library twin replaced by it, at the generated dish's
 * score where that is higher: a library recipe of the same kind (`dishType`) around the same main food
 * (`proteinOf`), with all of the cook's foods the generated dish is made of, scoring within
 * `LIBRARY_TWIN_MARGIN` of it and buying no more.
 */
function libraryInPlace(candidates: readonly Candidate[]): Candidate[] {
  const key = (each: Candidate) => {
    const type = dishType(each.recipe.title);
    const lead = proteinOf(each.recipe);
    return type && lead ? `${type}:${lead}` : '';
  };
  const library = new Map<string, Candidate[]>();
  for (const each of candidates) {
    if (each.recipe.source !== 'library') continue;
    const found = key(each);
    if (found) library.set(found, [...(library.get(found) ?? []), each]);
  }
  const raised = new Map<Candidate, number>();
  const yielding = new Set<Candidate>();
  for (const each of candidates) {
    if (each.recipe.source !== 'generated') continue;
    // The cook's own foods that make the generated dish must all be in the library's too: an egg fried rice
    // does not stand in for a kimchi fried rice of the cook's kimchi.
    const bought = new Set(each.cover.missing.map((line) => line.ingredientId));
    const own = [...mainIngredients(each.recipe)].filter((id) => !bought.has(id));
    const twin = (library.get(key(each)) ?? []).find(
      (other) =>
        other.score >= each.score - LIBRARY_TWIN_MARGIN &&
        other.cover.missing.length <= each.cover.missing.length &&
        own.every((id) => other.recipe.ingredients.some((line) => line.ingredientId === id)),
    );
    if (!twin) continue;
    yielding.add(each);
    raised.set(twin, Math.max(raised.get(twin) ?? twin.score, each.score));
  }
  return candidates
    .filter((each) => !yielding.has(each))
    .map((each) => {
      const score = raised.get(each);
      return score === undefined ? each : { ...each, score };
    });
}

/** Whether the pantry holds a food of the kind that this cook eats. */
function holds(
  stock: PantryIndex,
  check: IngredientCheck,
  kind: (ingredient: Ingredient) => boolean,
): boolean {
  for (const id of stock.keys()) {
    const ingredient = getIngredient(id);
    if (ingredient && kind(ingredient) && check(ingredient)) return true;
  }
  return false;
}

/**
 * A dish that buys the protein it is built on: a chickpea pilaf beside a bag of lentils, a chicken curry
 * beside ten eggs, a black bean hash that takes two of the eggs and buys the beans.
 */
function buysItsProtein(candidate: Pick<Candidate, 'cover' | 'recipe'>): boolean {
  const protein = proteinOf(candidate.recipe);
  return protein !== null && candidate.cover.missing.some((line) => line.ingredientId === protein);
}

/** Meat, fish or shellfish to cook (not a stock cube or fish sauce). */
function meatOrFish(ingredient: Ingredient): boolean {
  return (
    ingredient.roles.includes('protein') &&
    (ingredient.diet.meat || ingredient.diet.fish || ingredient.diet.shellfish)
  );
}

/** A spice, a dried herb or a sauce: what gives a dish its kitchen's taste. */
function seasoning(ingredient: Ingredient): boolean {
  return (
    ingredient.aisle === 'spices' ||
    ingredient.roles.includes('spice') ||
    ingredient.roles.includes('condiment')
  );
}

/** Whether the dish buys a food of this kind: the shopping side of `holds`. */
function buys(candidate: Pick<Candidate, 'cover'>, kind: (ingredient: Ingredient) => boolean): boolean {
  return candidate.cover.missing.some((line) => {
    const ingredient = getIngredient(line.ingredientId);
    return ingredient !== null && kind(ingredient);
  });
}

/** Suggestions always shown when there are that many, however weak: the good cook's "top three". */
const ALWAYS_SHOWN = 3;
/** Things to buy past which a suggestion after the first three is a shopping trip, not a use of the fridge. */
const MOST_TO_BUY = 2;
/**
 * Things to buy past which a library recipe is a shopping trip in a well-stocked fridge (`WELL_STOCKED`
 * foods or more): it waits behind the dishes that buy less, like an aside (a Ghanaian tilapia stew buying
 * seven things came second in a Bangladeshi fridge that had everything for a fish curry). A near-empty
 * fridge still gets its bubble and squeak that buys the cabbage and eggs.
 */
const LONG_TRIP = 3;
const WELL_STOCKED = 10;

/**
 * A weak suggestion, shown only among the first three: one that buys a second main protein, is a side
 * rather than a meal, buys more than `MOST_TO_BUY` things, or leaves out everything going off today or
 * tomorrow and buys two or more.
 * The cook is better served by four good suggestions than by five with a filler at the end.
 */
function weak(candidate: Candidate, fridge: Fridge, options: SuggestOptions): boolean {
  const buying = candidate.cover.missing.length;
  if (fridge.secondProtein && buys(candidate, isMainProtein)) return true;
  if (fridge.protein && buysItsProtein(candidate)) return true;
  if (fridge.starch && buysItsBase(candidate)) return true;
  if (sideDish(candidate.recipe, candidate.nutrition, options)) return true;
  if (buying > MOST_TO_BUY) return true;
  return fridge.urgent.size > 0 && buying >= 2 && !usesAny(candidate.recipe, fridge.urgent);
}

/**
 * A dish that leaves out the fridge's centrepiece and buys what it is built on (its protein, vegetables or
 * fruit): a frittata that buys its eggs, a tomato pasta that buys its tomatoes, while the lamb goes off. A
 * dal of the cook's lentils that buys rice to go with it is not one; a dish that leaves out the
 * centrepiece and everything else going off is, whatever it buys; and so is a long shopping trip.
 */
function aside(candidate: Candidate, fridge: Fridge): boolean {
  // Meat or fish bought for a full fridge that holds none: a household's fridge of beans, dal and paneer
  // says how it eats (an aloo keema buying beef mince came third for a Punjabi family's cauliflowers).
  if (fridge.meatless && buys(candidate, meatOrFish)) return true;
  // A library recipe that sends a cook with a full fridge out for four things or more.
  if (
    fridge.wellStocked &&
    candidate.recipe.source === 'library' &&
    candidate.cover.missing.length > LONG_TRIP
  )
    return true;
  if (fridge.centrepieces.size === 0 || usesAny(candidate.recipe, fridge.centrepieces)) return false;
  // A store-cupboard dish that uses none of what is going off either (spaghetti aglio e olio beside pork
  // ribs and spinach due tomorrow) is one too: a dal of the spinach comes first.
  if (fridge.urgent.size > 0 && !usesAny(candidate.recipe, fridge.urgent)) return true;
  return candidate.cover.missing.some((line) => {
    const ingredient = getIngredient(line.ingredientId);
    return ingredient !== null && isHeart(ingredient);
  });
}
/** What the ranking reads of the fridge, once. */
type Fridge = Readonly<{
  urgent: ReadonlySet<string>;
  centrepieces: ReadonlySet<string>;
  secondProtein: boolean;
  /** The pantry holds a protein to build on (`buildsOn`), eggs and pulses included. */
  protein: boolean;
  /** `WELL_STOCKED` usable foods or more. */
  wellStocked: boolean;
  /** A well-stocked pantry with no meat or fish to cook (`meatOrFish`): a near-empty one says less. */
  meatless: boolean;
  /** The pantry holds rice, pasta, noodles, grains or potatoes (`stapleStarch`). */
  starch: boolean;
}>;

function usesAny(recipe: Recipe, ids: ReadonlySet<string>): boolean {
  return recipe.ingredients.some((line) => ids.has(line.ingredientId));
}

/**
 * The order of the goal's tiers: first those that meet it, joined by the one best near miss (a strong
 * pantry dish at 24 minutes for "quick"), which still has to beat them on score after `nearMissCost`;
 * then the other near misses; then those far off, shown only when nothing better is left.
 */
type Tier = 0 | 1 | 2;

function tierOf(fit: Candidate['fit'], best: boolean): Tier {
  if (fit === 'met' || (fit === 'near' && best)) return 0;
  return fit === 'near' ? 1 : 2;
}

/**
 * How far a recipe is from the goal's line, for those far off it (shown only when nothing meets it or
 * nearly does): the closest first, whatever else they score. Less is closer.
 */
function offTheLine(goal: Goal, recipe: Recipe, nutrition: RecipeNutrition): number {
  if (goal === 'high-protein') return -nutrition.proteinG;
  if (goal === 'lighter') return nutrition.kcal;
  if (goal === 'quick') return totalMinutes(recipe);
  return 0;
}

function byTierThenScore(candidates: readonly Candidate[], goal: Goal): Candidate[] {
  let best: Candidate | undefined;
  for (const each of candidates) if (each.fit === 'near' && (!best || each.score > best.score)) best = each;
  const tiers = new Map(candidates.map((each) => [each, tierOf(each.fit, each === best)]));
  const tier = (each: Candidate) => tiers.get(each) ?? 2;
  const far = (each: Candidate) => (tier(each) === 2 ? offTheLine(goal, each.recipe, each.nutrition) : 0);
  return [...candidates].sort((a, b) => tier(a) - tier(b) || far(a) - far(b) || b.score - a.score);
}

/** The chosen candidate at the cook's servings, with its pantry cover and nutrition worked out again. */
function finish(
  chosen: Candidate,
  servings: number,
  stock: PantryIndex,
  options: SuggestOptions,
): Suggestion & Pick<Candidate, 'fit'> {
  // A food that may contain an allergen the cook avoids is named as its safe kind (`may-contain.ts`).
  const swaps = chosen.swaps ?? [];
  const recipe = labelForProfile(
    withSwapsInText(scaleRecipe(chosen.recipe, servings), swaps),
    options.profile,
  );
  const same = recipe.ingredients === chosen.recipe.ingredients;
  const cover = same ? chosen.cover : coverRecipe(recipe, stock);
  const nutrition = same ? chosen.nutrition : nutritionPerServing(recipe);
  const { fit, note } = same
    ? chosen
    : goalFit(options.goal, { minutes: totalMinutes(recipe), nutrition }, options);
  return {
    recipe,
    usesPantry: cover.usesPantry,
    usesExpiring: cover.usesExpiring,
    missing: cover.missing,
    lines: cover.lines,
    nutritionPerServing: nutrition,
    score: Math.round(chosen.score * 100) / 100,
    goalMet: fit === 'met',
    ...(note ? { goalNote: note } : {}),
    ...(swaps.length > 0 ? { swaps } : {}),
    fit,
  };
}

/**
 * Recipes to cook now, best first: library recipes and dishes generated from the pantry, both filtered by
 * the profile (a hard rule), the meal and the time, scaled to the servings and ranked for the goal, with
 * variety. Deterministic for the same options; another seed gives another good selection.
 */
export function suggestRecipes(options: SuggestOptions): Suggestion[] {
  const goal: Goal = options.goal;
  const servings = goalServings(goal, options.servings);
  if (!Number.isInteger(servings) || servings < 1) {
    throw new RangeError(`servings must be a whole number of at least 1, not ${servings}`);
  }
  const stock = indexPantry(options.pantry, options.today);
  const check = profileCheck(options.profile);
  const generated = generateDishes({ ...options, limit: Math.max(options.limit, GENERATED_POOL) }, stock);
  const words = searchWords(options.search);
  // The cuisine and the search asked for, as the recipe will be cooked (in the cook's foods, without
  // the seasoning spared): a search for cod shows no dish whose cod became the cook's haddock.
  const wanted = (each: Candidate) =>
    (!options.cuisine || each.recipe.cuisine === options.cuisine) && matchesSearch(each.recipe, words);
  const candidates = [
    ...libraryCandidates(options, stock, check, servings),
    ...generated.map((dish) =>
      candidate(
        dish.recipe,
        generatedKind(dish.archetype, dish.recipe.title),
        { cover: dish.cover, nutrition: dish.nutrition },
        options,
      ),
    ),
  ].filter(wanted);
  const { foods: urgent, proteins: urgentProteins } = goingOff(stock, check);
  const secondProtein = holds(stock, check, isMainProtein);
  // From an empty cupboard everything is bought: no suggestion is weak for that. Nor is one for a cook
  // who asked for leeks or a Thai dish: what they asked for may well be bought, and the ranking still
  // puts the dishes that use the fridge first.
  const narrowed = words.length > 0 || Boolean(options.cuisine);
  const stocked =
    !narrowed &&
    [...stock.keys()].some((id) => {
      const ingredient = getIngredient(id);
      return ingredient !== null && isHeart(ingredient) && check(ingredient);
    });
  const wellStocked = usableStock(stock, check) >= WELL_STOCKED;
  const fridge: Fridge = {
    urgent,
    centrepieces: centrepieces(stock, check),
    secondProtein,
    protein: holds(stock, check, buildsOn),
    wellStocked,
    meatless: wellStocked && !holds(stock, check, meatOrFish),
    starch: holds(stock, check, stapleStarch),
  };
  const kitchen = fridgeKitchen(stock, check);
  const penalty = (each: Candidate) =>
    (urgent.size > 0 && !usesAny(each.recipe, urgent) ? IGNORES_URGENT : 0) +
    (fridge.centrepieces.size > 0 && !usesAny(each.recipe, fridge.centrepieces) ? IGNORES_CENTREPIECE : 0) +
    ((secondProtein && buys(each, isMainProtein)) || (fridge.protein && buysItsProtein(each))
      ? BUYS_SECOND_PROTEIN
      : 0) +
    (fridge.starch && buysItsBase(each) ? BUYS_ITS_BASE : 0) +
    (each.recipe.source === 'generated'
      ? foreignCost(each.recipe.cuisine, kitchen, buys(each, seasoning))
      : 0);
  const scored = candidates.map((each) => {
    const cost = penalty(each);
    return cost === 0 ? each : { ...each, score: each.score - cost };
  });
  const ranked = byTierThenScore(libraryInPlace(scored), goal);
  const bestNear = ranked.find((each) => each.fit === 'near');
  // The first three are picked for variety from those built on what the fridge is for: one that leaves
  // out the fridge's centrepiece while buying makes them up only when there are not three others, and is
  // shown after them; one that scores below nothing is a trip to the shop: two are shown, never a third.
  const isAside = (each: Candidate) => stocked && aside(each, fridge);
  const made = (each: Candidate) => each.recipe.source !== 'generated' || isSound(each.recipe);
  const varied = pickVaried(
    ranked.filter((each) => !isAside(each) && made(each)),
    options.limit * 2,
    urgentProteins,
  );
  const firstNear = varied.find((each) => each.fit === 'near');
  // Sound enough to make up the first three, or to follow them: meets the goal (or is the one near miss),
  // is not weak, and leaves out the centrepiece only if it buys nothing.
  const sound = (each: Candidate) =>
    (each.fit === 'met' || each === firstNear) &&
    made(each) &&
    (!stocked || !weak(each, fridge, options)) &&
    (!isAside(each) || each.cover.missing.length === 0);
  const first = withSoonestFoods(varied.slice(0, ALWAYS_SHOWN), ranked, soonestFoods(stock, check), sound);
  const fillers =
    first.length >= ALWAYS_SHOWN
      ? []
      : pickVaried(ranked, options.limit * 2, urgentProteins)
          .filter((each) => !first.includes(each) && made(each))
          .slice(0, ALWAYS_SHOWN - first.length);
  // After them, up to the limit, dishes that meet the goal (and one a little off its line at most, never
  // one far off it: a jollof rice of 8 g protein for "high protein") and are not weak; one that leaves out
  // the food going off may follow the dishes that use it if it buys nothing (a spinach frittata after
  // three of the smoked haddock), not if it buys for itself.
  const shownFirst = [...first, ...fillers];
  const built = pickVaried(
    ranked.filter((each) => !shownFirst.includes(each) && sound(each)),
    options.limit,
    urgentProteins,
    shownFirst,
  );
  const inRank = new Map(ranked.map((each, at) => [each, at]));
  const rank = (each: Candidate) => inRank.get(each) ?? 0;
  const order = (each: { chosen: Candidate }) => tierOf(each.chosen.fit, each.chosen === bestNear);
  // Within a tier of the goal, the first three stay first, and those that leave out the centrepiece come
  // after the others in each part.
  const partOf = (chosen: Candidate) => (shownFirst.includes(chosen) ? 0 : 2) + (isAside(chosen) ? 1 : 0);
  const picked = built
    .map((chosen) => ({ chosen, part: partOf(chosen) }))
    .sort((a, b) => a.part - b.part)
    .filter((each, at) => at < ALWAYS_SHOWN - 1 || !stocked || each.chosen.score >= 0)
    .slice(0, options.limit);
  // Scaling rounds amounts, which can move a serving across a line: the tier is worked out again. Ties
  // (a score rounded alike) keep the ranking's order.
  return (
    picked
      .map(({ chosen, part }) => ({
        ...finish(chosen, servings, stock, options),
        best: chosen === bestNear,
        part,
        chosen,
      }))
      // A food named for the cook's allergy (a gluten-free stock) can take a generated soup under a side's
      // kcal once the recipe is written out: it is a starter then, not the meal.
      .filter(
        (each) =>
          each.recipe.source !== 'generated' ||
          !belowSideLine(goal, each.recipe.mealTypes, options.mealType, each.nutritionPerServing.kcal),
      )
      .sort((a, b) => {
        const tier = tierOf(a.fit, a.best) - tierOf(b.fit, b.best);
        const far = (each: typeof a) =>
          tierOf(each.fit, each.best) === 2 ? offTheLine(goal, each.recipe, each.nutritionPerServing) : 0;
        return (
          tier ||
          a.part - b.part ||
          far(a) - far(b) ||
          b.score - a.score ||
          order(a) - order(b) ||
          rank(a.chosen) - rank(b.chosen)
        );
      })
      .map(({ fit: _fit, best: _best, part: _part, chosen: _chosen, ...suggestion }) => suggestion)
  );
}
