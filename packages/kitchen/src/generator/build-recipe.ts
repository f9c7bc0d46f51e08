import { ingredientGrams } from '../ingredient-grams.ts';
import { ASSUMED_AVAILABLE } from '../pantry-cover.ts';
import type { Recipe, RecipeStep, RecipeTag } from '../recipe.ts';
import { nutritionPerServing, type RecipeNutrition } from '../recipe-nutrition.ts';
import { DERIVED_TAGS, derivedTags } from '../recipe-tags.ts';
import { stepDurations } from '../recipe-timers.ts';
import { fitPan } from '../role-ranges.ts';
import { dishAmount, stockMlPerServing } from './amounts.ts';
import {
  type Archetype,
  bigLunch,
  type Dish,
  type DishItem,
  type Flavour,
  type StepDraft,
} from './archetype.ts';
import { cuisineOf } from './dish-claims.ts';
import { capitalise, joinWords, nameOf, several } from './dish-words.ts';
import type { Kitchen, Pick } from './fill-dish.ts';
import { soakMinutes } from './food-state.ts';
import { fitToPantry } from './pantry-fit.ts';
import { needsPrep } from './prep.ts';
import { fingerprint } from './random.ts';
import type { Amount } from './usual-amounts.ts';

type TimedStep = Readonly<{ step: RecipeStep; seconds: number; alongside: boolean; fromHere: boolean }>;

/** The step with the timer its text names (each template names at most one duration). */
function toStep(draft: StepDraft): TimedStep {
  const text = typeof draft === 'string' ? draft : draft.text;
  const durations = stepDurations(text);
  const [duration] = durations;
  const named = durations.reduce((sum, each) => sum + each.seconds, 0);
  const counted = typeof draft === 'object' && !('alongside' in draft) ? draft : undefined;
  const once = counted?.takes === undefined ? named : counted.takes * 60;
  const times = Math.max(1, counted?.times ?? 1);
  const aside = typeof draft === 'object' && 'alongside' in draft;
  const step = duration && durations.length === 1 ? { text, timerSeconds: duration.seconds } : { text };
  return {
    step,
    seconds: once * times,
    alongside: aside,
    fromHere: aside && 'fromHere' in draft && draft.fromHere === true,
  };
}

/**
 * Cooking time from the timers: the steps in turn, or the longest step that runs alongside them if that
 * ends later (one put on part-way through starts after the steps before it), plus two minutes to heat
 * pans. Preparation grows with the vegetables to cut.
 */
function minutes(archetype: Archetype, steps: readonly TimedStep[], items: readonly DishItem[]) {
  const cutting = items.filter((item) => item.slot === 'veg' && needsPrep(item)).length;
  const prepMinutes = archetype.prepMinutes + Math.min(5, Math.max(0, cutting - 2) * 2);
  // The rice put on first simmers while the cook slices and chops: the preparation is done within it.
  const first = steps[0];
  const headStart = first?.alongside && !first.fromHere ? prepMinutes * 60 : 0;
  let inTurn = 0;
  let alongside = 0;
  for (const { seconds, alongside: aside, fromHere } of steps) {
    if (aside) alongside = Math.max(alongside, fromHere ? inTurn + seconds : seconds - headStart);
    else inTurn += seconds;
  }
  const cooking = Math.max(inTurn, alongside);
  return { prepMinutes, cookMinutes: cooking === 0 ? 0 : Math.ceil(cooking / 60) + 2 };
}

/**
 * The minutes again when the pan is too small for the dish and it is cooked in batches, one after the
 * other ("28 cm frying pan (in 2 batches...)"): every step from the one that names the pan is done once a
 * batch. Nothing when it all fits in one go.
 */
function inBatches(
  archetype: Archetype,
  recipe: Recipe,
  steps: readonly TimedStep[],
  items: readonly DishItem[],
): Partial<Recipe> {
  const from = recipe.steps.findIndex((step) => /\(in \d+ batches/.test(step.text));
  const count = Number(/\(in (\d+) batches/.exec(recipe.steps[from]?.text ?? '')?.[1] ?? 1);
  if (from < 0 || count <= 1) return {};
  const batched = steps.map((timed, index) =>
    index >= from && !timed.alongside ? { ...timed, seconds: timed.seconds * count } : timed,
  );
  return { cookMinutes: minutes(archetype, batched, items).cookMinutes };
}

/** Hands-off minutes: the archetype's own (overnight oats) or dried beans soaking overnight. */
function waiting(archetype: Archetype, dish: Dish): { waitMinutes?: number } {
  const wait = Math.max(
    archetype.waitMinutes?.(dish) ?? 0,
    ...dish.items.map((item) => soakMinutes(item.ingredient)),
  );
  return wait > 0 ? { waitMinutes: wait } : {};
}

/** What the cook is told about the pantry: what the dish uses up and what it needs from the shop. */
function pantryNote(items: readonly DishItem[]): string {
  const used = items.filter((item) => item.fromPantry && !ASSUMED_AVAILABLE.has(item.ingredient.id));
  const bought = items.filter((item) => !item.fromPantry && !ASSUMED_AVAILABLE.has(item.ingredient.id));
  const parts = [
    used.length > 0 && `Uses up the ${joinWords(used.map(nameOf))} you have.`,
    bought.length > 0 && `You will need ${joinWords(bought.map(nameOf))}.`,
  ];
  return parts.filter(Boolean).join(' ');
}

/** Sodium a serving already gets from its sauces, stock, cheese and cured meat, above which no salt is added. */
const SALTY_MG = 800;

/**
 * The dish's items without the salt when the rest is salty enough (soy sauce, bacon, feta, stock),
 * judged on the amounts for two so that the recipe is the same dish at any size.
 */
function seasoned(items: readonly DishItem[], forTwo: readonly Amount[]): DishItem[] {
  let sodium = 0;
  items.forEach((item, index) => {
    const amount = forTwo[index];
    if (item.ingredient.id === 'salt' || !amount) return;
    const grams = ingredientGrams(item.ingredient, amount.quantity, amount.unit ?? 'piece') ?? 0;
    sodium += ((item.ingredient.nutrition.sodium ?? 0) * grams) / 100;
  });
  // A stock cube salts the pot as well as spoonfuls of salt would: none is added beside it (two cubes and
  // a tablespoon and a half of salt in a rice for five, a judge found).
  const cube = items.some((item) => /stock-cube$/.test(item.ingredient.id));
  return cube || sodium / 2 > SALTY_MG ? items.filter((item) => item.ingredient.id !== 'salt') : [...items];
}

/** A recipe for `servings` from the filled slots, in the shape every source shares, and its nutrition. */
export function buildRecipe(
  archetype: Archetype,
  flavour: Flavour,
  picks: readonly Pick[],
  kitchen: Kitchen,
  servings: number,
): { recipe: Recipe; nutrition: RecipeNutrition } {
  const sharing = (pick: Pick) => picks.filter((other) => other.slot === pick.slot).length;
  const forTwo = picks.map((pick) => dishAmount(pick.ingredient, pick.slot, sharing(pick), kitchen.goal, 2));
  const all: DishItem[] = picks.map((pick, index) => {
    const two = forTwo[index] ?? { quantity: 0, unit: null };
    return {
      ingredient: pick.ingredient,
      slot: pick.slot.id,
      fromPantry: pick.fromPantry,
      plural: several(pick.ingredient, two.quantity, two.unit),
      ...(pick.slot.kind === 'liquid' && /stock-cube$/.test(pick.ingredient.id)
        ? { waterMl: stockMlPerServing(pick.slot, sharing(pick), kitchen.goal) }
        : {}),
      ...(pick.fromPantry
        ? fitToPantry(
            dishAmount(pick.ingredient, pick.slot, sharing(pick), kitchen.goal, servings),
            pick.ingredient,
            pick.slot,
            kitchen.stock,
            servings,
            kitchen.goal,
          )
        : dishAmount(pick.ingredient, pick.slot, sharing(pick), kitchen.goal, servings)),
    };
  });
  const items = seasoned(all, forTwo);
  const dish: Dish = { archetype, flavour, goal: kitchen.goal, servings, items };
  const steps = archetype.steps(dish).map(toStep);
  const ids = items.map((item) => item.ingredient.id);
  const panned: Recipe = fitPan({
    id: `${archetype.id}-${flavour.id}-${fingerprint(`${ids.join(' ')} ${kitchen.goal}`)}`,
    title: capitalise(archetype.title(dish)),
    description: [archetype.description(dish), pantryNote(items)].filter(Boolean).join(' '),
    cuisine: cuisineOf(dish),
    mealTypes:
      bigLunch(archetype, servings, kitchen.goal) && !archetype.mealTypes.includes('lunch')
        ? [...archetype.mealTypes, 'lunch']
        : archetype.mealTypes,
    servings,
    ...minutes(archetype, steps, items),
    ...waiting(archetype, dish),
    ingredients: items.map((item) => ({
      ingredientId: item.ingredient.id,
      quantity: item.quantity,
      unit: item.unit,
    })),
    steps: steps.map((timed) => timed.step),
    tags: [],
    source: 'generated',
  });
  const recipe = { ...panned, ...inBatches(archetype, panned, steps, items) };
  const nutrition = nutritionPerServing(recipe);
  const derived = derivedTags(recipe, nutrition);
  const judged = (archetype.tags ?? []).filter(
    (tag) =>
      !(DERIVED_TAGS as readonly string[]).includes(tag) &&
      (tag !== 'family-friendly' || derived.has('mild')),
  );
  const tags: RecipeTag[] = [...derived, ...judged];
  return { recipe: { ...recipe, tags }, nutrition };
}
