import { type Random, seededRandom } from '../generator/random.ts';
import type { MealType } from '../recipe.ts';
import { finishDay, planNotes } from './plan-days.ts';
import { goalMinutes, goalPoints } from './plan-goal.ts';
import { dayCost, fitPortions, type Portioned } from './plan-portions.ts';
import { candidatesFor, type RecipeFacts } from './plan-recipes.ts';
import {
  addDays,
  dayTarget,
  isWeekend,
  mealShare,
  REPEAT_GAP_DAYS,
  slotKey,
  TARGET_TOLERANCE,
} from './plan-slots.ts';
import { type PlanStock, planStock } from './plan-stock.ts';
import type { MealPlan, PlannedMeal, PlanRequest } from './plan-types.ts';
import { eggsPerServing, keepsVariety } from './plan-variety.ts';

/** The portion an egg dish is counted at when chosen: sizing the day may still raise it. */
const LIKELY_PORTION = 1.5;

import { SCORE_WEIGHTS, SCORED_PORTION } from './score-weights.ts';

/** Alternatives tried for a meal when its day misses the target. */
const REPAIR_TRIES = 10;

export function planProblems(request: PlanRequest): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(request.days) || request.days < 1 || request.days > 7) problems.push('days');
  if (request.meals.length === 0 || new Set(request.meals).size !== request.meals.length)
    problems.push('meals');
  if (!Number.isFinite(request.servings) || request.servings < 1 || request.servings > 12)
    problems.push('servings');
  if (request.target && (!(request.target.kcal > 0) || !(request.target.proteinG >= 0)))
    problems.push('target');
  return problems;
}

type Context = Readonly<{
  request: PlanRequest;
  candidates: ReadonlyMap<MealType, readonly RecipeFacts[]>;
  stock: PlanStock;
  random: Random;
  lastUsed: Map<string, number>;
  /** Times each recipe is eaten so far this week, leftovers included (plan-variety.ts). */
  times: Map<string, number>;
  /** Eggs one person eats so far this week. */
  eggs: { eaten: number };
  /** The main protein of each day's meals, so the week does not lean on one food (eggs every meal). */
  proteinsByDay: Map<number, string[]>;
  notes: Set<string>;
  /** Ids of the recipes the cook asked the week to be made from. */
  favourites: ReadonlySet<string>;
}>;

type Draft = Portioned & { facts: RecipeFacts; mealType: MealType; leftoverOf?: string; locked: boolean };

/**
 * A plan for the week (packages/kitchen, docs/decisions/011-meal-planning.md): every slot filled from the
 * library and dishes made from the pantry, the pantry's soonest-to-go-off food first and what is left of
 * things bought whole used on later days; portions fitted so each day lands within ±10 % of the calorie
 * target and meets protein where the recipes allow; no dish again within three days unless it is a
 * planned leftover; cooking times kept. The same request and seed give the same plan.
 */
export function planWeek(request: PlanRequest): MealPlan {
  const problems = planProblems(request);
  if (problems.length > 0) throw new RangeError(`invalid plan request: ${problems.join(', ')}`);
  const context: Context = {
    request,
    candidates: candidatesFor(request),
    stock: planStock(request.pantry, request.startDate),
    random: seededRandom(request.seed),
    lastUsed: new Map(),
    times: new Map(),
    eggs: { eaten: 0 },
    proteinsByDay: new Map(),
    notes: new Set(),
    favourites: new Set((request.favourites ?? []).map((recipe) => recipe.id)),
  };
  const kept = new Map((request.kept ?? []).map((meal) => [meal.slot, meal]));
  const days = [];
  let cookedDouble: Draft | null = null;
  for (let day = 0; day < request.days; day += 1) {
    const date = addDays(request.startDate, day);
    const drafts: Draft[] = [];
    for (const mealType of request.meals) {
      const keep = kept.get(slotKey(day, mealType));
      if (keep) {
        drafts.push(keptDraft(keep, context));
      } else if (mealType === 'lunch' && cookedDouble) {
        drafts.push({
          ...cookedDouble,
          mealType,
          leftoverOf: slotKey(day - 1, 'dinner'),
          fixed: true,
          locked: false,
        });
      } else {
        const facts = choose(context, day, date, mealType, drafts);
        if (facts) drafts.push(draftOf(facts, mealType));
      }
    }
    // A snack the plan added on its own (the cook did not ask for one) and the cook then locked.
    const keptSnack = request.meals.includes('snack') ? undefined : kept.get(slotKey(day, 'snack'));
    if (keptSnack) drafts.push(keptDraft(keptSnack, context));
    settleDay(context, day, date, drafts);
    cookedDouble = leftoverSource(request, day, drafts);
    for (const draft of drafts) {
      if (draft.leftoverOf) continue;
      const eats = draft === cookedDouble ? 2 : 1;
      context.stock.take(draft.facts, request.servings * draft.portion * eats, day);
      context.lastUsed.set(draft.facts.recipe.id, day);
      context.times.set(draft.facts.recipe.id, (context.times.get(draft.facts.recipe.id) ?? 0) + eats);
    }
    for (const draft of drafts) context.eggs.eaten += eggsPerServing(draft.facts.perServing) * draft.portion;
    context.proteinsByDay.set(
      day,
      drafts.flatMap((draft) => (draft.facts.mainProtein ? [draft.facts.mainProtein] : [])),
    );
    days.push(
      finishDay(
        request,
        day,
        date,
        drafts.map((draft) => planned(request, day, date, draft, cookedDouble)),
      ),
    );
  }
  return { days, notes: planNotes(request, days, context.notes) };
}

function draftOf(facts: RecipeFacts, mealType: MealType): Draft {
  return {
    facts,
    mealType,
    kcal: facts.kcal,
    proteinG: facts.proteinG,
    portion: 1,
    fixed: false,
    locked: false,
  };
}

function keptDraft(meal: PlannedMeal, context: Context): Draft {
  const facts = context.candidates.get(meal.mealType)?.find((f) => f.recipe.id === meal.recipe.id);
  return {
    ...draftOf(facts ?? factsFromMeal(meal), meal.mealType),
    portion: meal.portion,
    fixed: true,
    locked: true,
  };
}

/** A locked meal whose recipe is no longer among the candidates (the pantry changed) keeps its numbers. */
function factsFromMeal(meal: PlannedMeal): RecipeFacts {
  const per = (value: number) => (meal.portion > 0 ? value / meal.portion : value);
  return {
    recipe: meal.recipe,
    kcal: per(meal.kcal),
    proteinG: per(meal.proteinG),
    fatG: per(meal.fatG),
    carbsG: per(meal.carbsG),
    minutes: meal.recipe.prepMinutes + meal.recipe.cookMinutes,
    perServing: [],
    batchFriendly: false,
    mainProtein: null,
  };
}

/** The dinner cooked double today, when tomorrow's lunch is its leftovers (every other day). */
function leftoverSource(request: PlanRequest, day: number, drafts: readonly Draft[]): Draft | null {
  if (!request.leftovers || day % 2 === 1 || day + 1 >= request.days || !request.meals.includes('lunch'))
    return null;
  const dinner = drafts.find((draft) => draft.mealType === 'dinner' && !draft.leftoverOf);
  const nextLunchKept = (request.kept ?? []).some((meal) => meal.slot === slotKey(day + 1, 'lunch'));
  return dinner && !nextLunchKept ? dinner : null;
}

function maxMinutes(request: PlanRequest, date: string): number {
  return isWeekend(date) ? request.weekendMinutes : request.weekdayMinutes;
}

/** Whether this slot's dinner will be cooked double for tomorrow's lunch (as `leftoverSource` decides). */
function cookedTwice(request: PlanRequest, day: number, mealType: MealType): boolean {
  return (
    mealType === 'dinner' &&
    request.leftovers &&
    day % 2 === 0 &&
    day + 1 < request.days &&
    request.meals.includes('lunch')
  );
}

/**
 * Recipes that may fill this slot beside the day's `others`, the rules loosened (and said so) only when
 * nothing fits them: the time limit last, then the week's variety (plan-variety.ts), then the gap
 * between two of the same dish.
 */
function poolFor(
  context: Context,
  day: number,
  date: string,
  mealType: MealType,
  others: readonly Draft[],
): readonly RecipeFacts[] {
  const all = context.candidates.get(mealType) ?? [];
  const fresh = (facts: RecipeFacts) => {
    const last = context.lastUsed.get(facts.recipe.id);
    return last === undefined || Math.abs(day - last) >= REPEAT_GAP_DAYS;
  };
  const todays = others.flatMap((other) =>
    other.leftoverOf || !other.facts.mainProtein ? [] : [other.facts.mainProtein],
  );
  const eats = cookedTwice(context.request, day, mealType) ? 2 : 1;
  // The eggs of the day's meals chosen so far count too: huevos rancheros at breakfast and a tortilla
  // for dinner are one day's eggs.
  const eggsToday = others.reduce(
    (sum, other) =>
      sum + eggsPerServing(other.facts.perServing) * (other.leftoverOf ? other.portion : LIKELY_PORTION),
    0,
  );
  const varied = (facts: RecipeFacts) =>
    keepsVariety(
      { eggs: context.eggs.eaten + eggsToday, times: context.times, proteinsByDay: context.proteinsByDay },
      {
        recipeId: facts.recipe.id,
        mainProtein: facts.mainProtein,
        eats,
        // Portions are sized after the choice (up to two servings): counted at one and a half, so sizing
        // the day never carries the week past its eggs.
        eggs: eggsPerServing(facts.perServing) * LIKELY_PORTION,
      },
      day,
      todays,
    );
  // The goal's time first (quick: 20 minutes, then a little over), then the day's.
  const limits = goalMinutes(context.request.goal ?? 'use-it-up', maxMinutes(context.request, date));
  for (const [tier, limit] of limits.entries()) {
    const best = all.filter((facts) => facts.minutes <= limit && fresh(facts) && varied(facts));
    if (best.length === 0) continue;
    if (tier > 0) context.notes.add('quick');
    return best;
  }
  const inTime = all.filter((facts) => facts.minutes <= (limits.at(-1) ?? 0));
  const varietyKept = inTime.filter(varied);
  if (varietyKept.length > 0) {
    context.notes.add('repeats');
    return varietyKept;
  }
  if (inTime.length > 0) {
    context.notes.add('variety');
    return inTime;
  }
  if (all.length > 0) context.notes.add('time');
  return all;
}

function score(
  context: Context,
  facts: RecipeFacts,
  day: number,
  mealType: MealType,
  others: readonly Draft[],
) {
  const { request, stock } = context;
  const servings = request.servings;
  const weight = SCORE_WEIGHTS;
  // A recipe the cook chose (from the collection planned from) is not held back by what it needs to buy.
  const chosen = context.favourites.has(facts.recipe.id);
  const toBuy = chosen ? [] : stock.toBuy(facts, day);
  let value =
    stock.appeal(facts, servings, day) -
    weight.missing * toBuy.length +
    goalPoints(request.goal ?? 'use-it-up', facts, mealType, toBuy);
  if (request.target) {
    const want = request.target.kcal * mealShare(request, mealType);
    const portion = Math.min(
      SCORED_PORTION.most,
      Math.max(SCORED_PORTION.least, want / Math.max(facts.kcal, 1)),
    );
    value -= (weight.kcalMiss * Math.abs(facts.kcal * portion - want)) / want;
    const protein = request.target.proteinG * mealShare(request, mealType);
    if (protein > 0) value += weight.proteinReached * Math.min(1, (facts.proteinG * portion) / protein);
  }
  if (request.leftovers && mealType === 'dinner' && facts.batchFriendly) value += weight.batchDinner;
  if (others.some((other) => other.facts.recipe.cuisine === facts.recipe.cuisine))
    value -= weight.sameCuisine;
  if (facts.mainProtein) {
    const recent = [
      ...others.map((other) => other.facts.mainProtein),
      ...(context.proteinsByDay.get(day - 1) ?? []),
    ];
    value -= weight.sameProtein * recent.filter((protein) => protein === facts.mainProtein).length;
  }
  // Variety across the week: a dish already planned (three or more days ago) comes back only if it must.
  if (context.lastUsed.has(facts.recipe.id)) value -= weight.repeatedDish;
  if (chosen) value += weight.favourite;
  return value + context.random() * weight.jitter;
}

function choose(context: Context, day: number, date: string, mealType: MealType, others: readonly Draft[]) {
  let best: RecipeFacts | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const facts of poolFor(context, day, date, mealType, others)) {
    if (others.some((other) => other.facts.recipe.id === facts.recipe.id)) continue;
    const value = score(context, facts, day, mealType, others);
    if (value > bestScore) {
      bestScore = value;
      best = facts;
    }
  }
  if (!best) context.notes.add('empty');
  return best;
}

/** Portions fitted to the day's target; a day still off it tries other recipes for its free meals. */
function settleDay(context: Context, day: number, date: string, drafts: Draft[]) {
  const target = dayTarget(context.request);
  if (!target) return;
  fitPortions(drafts, target);
  const cost = () => dayCost(total(drafts, 'kcal'), total(drafts, 'proteinG'), target);
  const off = () =>
    Math.abs(total(drafts, 'kcal') - target.kcal) > target.kcal * TARGET_TOLERANCE ||
    total(drafts, 'proteinG') < target.proteinG;
  for (const [index, draft] of drafts.entries()) {
    if (!off()) return;
    if (draft.fixed) continue;
    const pool = poolFor(
      context,
      day,
      date,
      draft.mealType,
      drafts.filter((_, at) => at !== index),
    ).filter((facts) => !drafts.some((other) => other.facts.recipe.id === facts.recipe.id));
    const want = context.request.target
      ? context.request.target.kcal * mealShare(context.request, draft.mealType)
      : 0;
    const byKcal = (list: readonly RecipeFacts[]) =>
      [...list].sort((a, b) => Math.abs(a.kcal - want) - Math.abs(b.kcal - want)).slice(0, REPAIR_TRIES);
    const reused = (facts: RecipeFacts) => context.lastUsed.has(facts.recipe.id);
    // A dish already in the plan must help clearly to come back: variety matters more than a few kcal.
    const sameProtein = (facts: RecipeFacts) =>
      facts.mainProtein === null
        ? 0
        : drafts.filter((other, at) => at !== index && other.facts.mainProtein === facts.mainProtein).length;
    const penalty = (facts: RecipeFacts) => (reused(facts) ? 0.12 : 0) + 0.06 * sameProtein(facts);
    let best = { cost: cost() + penalty(draft.facts), draft };
    for (const facts of [...byKcal(pool.filter((f) => !reused(f))), ...byKcal(pool.filter(reused))]) {
      drafts[index] = draftOf(facts, draft.mealType);
      fitPortions(drafts, target);
      const next = cost() + penalty(facts);
      if (next < best.cost - 1e-9) best = { cost: next, draft: drafts[index] as Draft };
    }
    drafts[index] = best.draft;
    fitPortions(drafts, target);
  }
  addSnack(context, day, date, drafts, target);
}

/**
 * A snack added to a day its meals leave short of the target (at their largest sensible portions), when
 * the cook did not plan one: fruit and yoghurt, toast, a handful of nuts. Kept only when it helps.
 */
function addSnack(
  context: Context,
  day: number,
  date: string,
  drafts: Draft[],
  target: { kcal: number; proteinG: number },
) {
  const short = target.kcal * (1 - TARGET_TOLERANCE / 2);
  if (drafts.some((draft) => draft.mealType === 'snack') || total(drafts, 'kcal') >= short) return;
  const pool = poolFor(context, day, date, 'snack', drafts);
  if (pool.length === 0) return;
  const before = dayCost(total(drafts, 'kcal'), total(drafts, 'proteinG'), target);
  const facts = choose(context, day, date, 'snack', drafts);
  if (!facts) return;
  drafts.push(draftOf(facts, 'snack'));
  fitPortions(drafts, target);
  if (dayCost(total(drafts, 'kcal'), total(drafts, 'proteinG'), target) >= before) {
    drafts.pop();
    fitPortions(drafts, target);
  }
}

function total(drafts: readonly Draft[], key: 'kcal' | 'proteinG'): number {
  return drafts.reduce((sum, draft) => sum + draft[key] * draft.portion, 0);
}

function planned(
  request: PlanRequest,
  day: number,
  date: string,
  draft: Draft,
  cookedDouble: Draft | null,
): PlannedMeal {
  const { facts, portion } = draft;
  const eats = draft === cookedDouble ? 2 : 1;
  return {
    slot: slotKey(day, draft.mealType),
    day,
    date,
    mealType: draft.mealType,
    recipe: facts.recipe,
    portion,
    cookServings: draft.leftoverOf ? 0 : Math.round(request.servings * portion * eats * 100) / 100,
    ...(draft.leftoverOf ? { leftoverOf: draft.leftoverOf } : {}),
    locked: draft.locked,
    kcal: Math.round(facts.kcal * portion),
    proteinG: Math.round(facts.proteinG * portion * 10) / 10,
    fatG: Math.round(facts.fatG * portion * 10) / 10,
    carbsG: Math.round(facts.carbsG * portion * 10) / 10,
  };
}
