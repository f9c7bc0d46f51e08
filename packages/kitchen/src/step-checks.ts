import { getIngredient } from './catalog.ts';
import type { Ingredient } from './catalog-types.ts';
import { wilts } from './generator/cooking.ts';
import {
  alreadyCooked,
  foodState,
  fromFrozen,
  isCheese,
  keepsSkin,
  mustCookThrough,
  OVERNIGHT_MINUTES,
} from './generator/food-state.ts';
import { normaliseName } from './ingredient-name.ts';
import { type Recipe, totalMinutes } from './recipe.ts';
import { nameForms } from './recipe-mentions.ts';

/**
 * Steps that contradict their food (`generator/food-state.ts`): feta or paneer cooked "until cooked
 * through", paneer simmered "until golden", new potatoes peeled, a leftover cooked through again, frozen
 * fish cut up, a recipe that soaks overnight (or dried beans never soaked) timed as if it did not.
 */

type Named = Readonly<{ ingredient: Ingredient; name: string; pattern: RegExp }>;

/** Each food's names and plurals as one pattern over normalised text, worked out once. */
const PATTERNS = new Map<string, RegExp>();

function patternOf(ingredient: Ingredient): RegExp {
  let found = PATTERNS.get(ingredient.id);
  if (!found) {
    // Normalised names hold only letters, digits, % and single spaces: nothing to escape.
    found = new RegExp(`(?:^| )(?:${nameForms(ingredient).join('|')})(?: |$)`);
    PATTERNS.set(ingredient.id, found);
  }
  return found;
}

/** The recipe's foods a piece of step text names. */
function namedIn(clause: string, foods: readonly Named[]): Named[] {
  const text = normaliseName(clause);
  return foods.filter((food) => food.pattern.test(text));
}

/** Problems within one sentence (or the part of it up to a semicolon): how a named food is cooked. */
function cookingProblems(clause: string, named: readonly Named[]): string[] {
  const problems: string[] = [];
  const text = clause.toLowerCase();
  const raw = named.some((food) => mustCookThrough(food.ingredient));
  for (const { ingredient, name } of named) {
    const state = foodState(ingredient);
    if (
      /cooked through|cook through/.test(text) &&
      !raw &&
      (isCheese(ingredient) || alreadyCooked(ingredient))
    ) {
      problems.push(`the ${name} (${state}) is cooked "until cooked through"`);
    }
    if (state === 'frying-cheese' && /\b(simmer|boil|poach)/.test(text) && /golden/.test(text)) {
      problems.push(`the ${name} is simmered "until golden": it browns only in a hot pan or oven`);
    }
    if (state === 'crumbly-cheese' && /\bmelt/.test(text)) {
      problems.push(`the ${name} is melted: it softens but does not melt`);
    }
    if (
      wilts(ingredient) &&
      /\b(fry|stir-fry|cook|toss)\b/.test(text) &&
      /\buntil\b[^,;]*\bcrisp\b/.test(text)
    ) {
      problems.push(`the ${name} is fried "until crisp": leaves wilt in a hot pan`);
    }
    const panMinutes = /\bfor ([1-5]) minutes?\b/.exec(text);
    if (
      ingredient.id === 'aubergine' &&
      panMinutes &&
      /\b(fry|cook|stir-fry)\b/.test(text) &&
      !/\b(roast|oven|bake|simmer|grill)/.test(text) &&
      // A first stage that the next step goes on cooking ("until starting to soften") is not the whole time.
      !/\buntil starting to\b/.test(text)
    ) {
      problems.push(`the ${name} is fried for ${panMinutes[1]} minutes: aubergine needs about 8 to soften`);
    }
    if (
      ingredient.id === 'leek' &&
      panMinutes &&
      /\b(fry|cook|soften)/.test(text) &&
      !/\b(roast|oven|bake|simmer|boil|steam|grill)/.test(text) &&
      !/\buntil (?:(?:they|it) )?start(?:s|ing)? to\b/.test(text)
    ) {
      problems.push(`the ${name} is fried for ${panMinutes[1]} minutes: sliced leeks need 8 to 10 to soften`);
    }
  }
  return problems;
}

/** Spices that go in whole and are fished out, and ground ones: none is ever chopped. */
const WHOLE_SPICE = /^(star-anise|cinnamon-stick|bay-leaf|cloves|cardamom|five-spice)$/;
/** Woody herbs: fried, roasted or simmered, never scattered raw over a finished dish. */
const WOODY_HERB = /^(rosemary|thyme|sage)$/;
/** Whole citrus: squeezed, zested or cut into wedges, never scattered or stirred in whole. */
const CITRUS = /^(lime|lemon)$/;
const CITRUS_HANDLED = /\b(squeez|juice|wedge|zest|slice|halve|halves|cut|quarter|grate)/;

/** Problems a clause shows in how a named flavouring is handled. */
function handlingProblems(clause: string, named: readonly Named[]): string[] {
  const problems: string[] = [];
  const text = clause.toLowerCase();
  for (const { ingredient, name } of named) {
    if (WHOLE_SPICE.test(ingredient.id) && /\b(chop|slice|dice|crush)/.test(text)) {
      problems.push(
        `the ${name} is chopped: whole spices go in whole and are fished out, ground ones stirred in`,
      );
    }
    if (WOODY_HERB.test(ingredient.id) && /\b(scatter|sprinkle|garnish|finish with|season with)/.test(text)) {
      problems.push(`the ${name} is scattered raw: woody herbs are fried or roasted, soft herbs scattered`);
    }
  }
  return problems;
}

/** What a step does to put a flavouring on or into the food. */
const PUT_IN = /\b(scatter|sprinkle|season|stir in|stir through|finish with|garnish|top with|toss)/;

/** A lemon or lime a sentence puts in without squeezing, zesting or cutting it. */
function citrusProblems(sentence: string, named: readonly Named[]): string[] {
  // "Taste for salt and lime" asks for a squeeze more, as the cook judges.
  const text = sentence.toLowerCase().replace(/\btaste for [^,.;]*/g, '');
  if (CITRUS_HANDLED.test(text) || !PUT_IN.test(text)) return [];
  return namedIn(text, named)
    .filter(({ ingredient }) => CITRUS.test(ingredient.id))
    .map(({ name }) => `the ${name} goes in whole: a lemon or lime is squeezed or cut into wedges`);
}

/** Where one instruction ends and the next begins: a comma, or "and" before the next verb. */
const CLAUSE_BREAK = /,|\band (?=(?:peel|scrub|cut|slice|halve|shred|chop|crush|dice|grate|tear|trim)\b)/i;

/** Problems within one clause: how a named food is readied. */
function prepProblems(clause: string, named: readonly Named[], thawed: boolean): string[] {
  const problems: string[] = [];
  const text = clause.toLowerCase();
  for (const { ingredient, name } of named) {
    if (keepsSkin(ingredient) && /\bpeel/.test(text))
      problems.push(`the ${name} is peeled: waxy potatoes are scrubbed`);
    if (
      fromFrozen(ingredient) &&
      ingredient.roles.includes('protein') &&
      !thawed &&
      /\b(cut|slice|chop|dice)\b/.test(text)
    ) {
      problems.push(`the ${name} is cut up while still frozen`);
    }
  }
  return problems;
}

/** A step that says "overnight" (not "or overnight") and dried beans need a recipe that allows the time. */
function timeProblems(recipe: Recipe, foods: readonly Named[]): string[] {
  const problems: string[] = [];
  const minutes = totalMinutes(recipe);
  const texts = recipe.steps.map((step) => step.text.toLowerCase());
  const overnight = texts.some((text) => /(?<!\bor )\bovernight\b/.test(text));
  if (overnight && minutes < OVERNIGHT_MINUTES) {
    problems.push(`a step waits overnight but the recipe takes ${minutes} minutes`);
  }
  for (const { ingredient, name } of foods) {
    if (foodState(ingredient) !== 'dried-pulse') continue;
    if (!texts.some((text) => /\bsoak/.test(text))) problems.push(`the ${name} is never soaked`);
    else if (minutes < OVERNIGHT_MINUTES)
      problems.push(`the ${name} soak overnight but the recipe takes ${minutes} minutes`);
  }
  return problems;
}

/** What a step does that cooks a food: heat of some kind, for the foods that must be cooked through. */
const COOKS =
  /\b(cook|fry|fried|fries|roast|bake|grill|griddle|simmer|poach|brown|sear|boil|braise|stew|steam|barbecue|stir-fr|saut|heat|warm|scrambl|set|melt|hot|pan|wok|oven)/i;
/** Raw protein that must be cooked before it is eaten: not cured or smoked meat and fish, tins or leftovers. */
const RAW_PROTEIN = new Set([
  'poultry',
  'meat',
  'mince',
  'sausage',
  'fish',
  'raw-shellfish',
  'shellfish-in-shell',
  'egg',
]);

function mustBeCooked(ingredient: Ingredient): boolean {
  return (
    ingredient.roles.includes('protein') &&
    RAW_PROTEIN.has(foodState(ingredient)) &&
    !alreadyCooked(ingredient) &&
    ingredient.aisle !== 'canned' &&
    !/^(smoked-salmon|smoked-mackerel|prosciutto|salami|kipper)$/.test(ingredient.id)
  );
}

/**
 * Raw chicken, meat, fish or eggs that nothing cooks: no step from the first that names them onwards does
 * anything with heat (a salad of "torn" raw chicken thighs). A cook reading it could make someone ill:
 * the one fault that is a danger, not a disappointment.
 */
function uncookedProblems(recipe: Recipe, foods: readonly Named[]): string[] {
  const texts = recipe.steps.map((step) => step.text);
  return foods
    .filter(({ ingredient }) => mustBeCooked(ingredient))
    .filter((food) => {
      const first = texts.findIndex((text) => namedIn(text, [food]).length > 0);
      return first >= 0 && !texts.slice(first).some((text) => COOKS.test(text));
    })
    .map(({ name }) => `the ${name} is never cooked: raw meat, fish and eggs must be`);
}

/** Every step that contradicts its ingredient, in the cook's words ("step 2: the feta ..."). */
export function stepProblems(recipe: Recipe): string[] {
  const foods: Named[] = [];
  for (const line of recipe.ingredients) {
    const ingredient = getIngredient(line.ingredientId);
    if (ingredient) foods.push({ ingredient, name: ingredient.name, pattern: patternOf(ingredient) });
  }
  const thawed = recipe.steps.some((step) => /\b(defrost|thaw)/i.test(step.text));
  const problems: string[] = [];
  recipe.steps.forEach((step, index) => {
    const found = new Set<string>();
    for (const sentence of step.text.split(/[.;]/)) {
      const named = namedIn(sentence, foods);
      if (named.length === 0) continue;
      for (const problem of cookingProblems(sentence, named)) found.add(problem);
      for (const problem of citrusProblems(sentence, named)) found.add(problem);
      for (const part of sentence.split(/,|\band then\b/)) {
        for (const problem of handlingProblems(part, namedIn(part, named))) found.add(problem);
      }
      if (!/\b(peel|cut|slice|chop|dice)/i.test(sentence)) continue;
      for (const clause of sentence.split(CLAUSE_BREAK)) {
        for (const problem of prepProblems(clause, namedIn(clause, named), thawed)) found.add(problem);
      }
    }
    for (const problem of found) problems.push(`step ${index + 1}: ${problem}`);
  });
  return [...problems, ...timeProblems(recipe, foods), ...uncookedProblems(recipe, foods)];
}
