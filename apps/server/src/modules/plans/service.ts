import { randomInt } from 'node:crypto';
import type { PlanAnswers, PlanDto, SwapOption } from '@larder/domain/api/plans';
import type { PantryItem } from '@larder/kitchen/pantry';
import {
  type MealPlan,
  type PlanRecord,
  parseSlot,
  planWeek,
  setLocked,
  swapMeal,
  swapOptions,
  toPlanDto,
} from '@larder/kitchen/planning';
import type { Db } from '../../db/database.ts';
import { inUserTransaction } from '../../db/user-transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { collectionRecipesOf } from '../collections/service.ts';
import { pantryOf } from '../pantry/service.ts';
import { keepPlanAnswers, savedPreferences } from '../preferences/service.ts';
import { checkBadges } from '../profile/badges.ts';
import { cookPhotosOf } from '../recipe-photos/service.ts';
import { dietsKnown } from '../recipes/recipe-dto.ts';
import { saveShownRecipes } from '../recipes/repository.ts';
import { syncPlanList } from '../shopping/service.ts';
import { planRequestFor, targetFor } from './plan-request.ts';
import {
  currentPlanRow,
  deleteOlderPlans,
  insertPlan,
  lockPlanRow,
  preferencesOf,
  savePreferences,
  updatePlanRow,
} from './repository.ts';

const newSeed = () => randomInt(1, 2 ** 31 - 1);

/**
 * The recipes of the collection the cook plans from. An imported recipe with lines Larder could not read
 * is left out when the cook has a diet or allergens: nobody can vouch for what those lines hold.
 */
async function favouritesFor(db: Db, userId: string, answers: PlanAnswers | null, strict: boolean) {
  if (!answers?.collectionId) return [];
  const recipes = await collectionRecipesOf(db, userId, answers.collectionId);
  if (recipes === null) {
    if (strict)
      throw new AppError('not_found', 'That collection is not one of yours.', { field: 'collectionId' });
    return [];
  }
  const restricted = answers.diet.length > 0 || answers.allergens.length > 0;
  return restricted ? recipes.filter((recipe) => dietsKnown(recipe)) : recipes;
}

function planNotFound(): AppError {
  return new AppError('not_found', 'That plan is not yours or no longer exists. Make a new plan.');
}

function slotNotFound(slot: string): AppError {
  return new AppError('not_found', `This plan has no meal "${slot}".`);
}

const dto = (record: PlanRecord) => toPlanDto(record, targetFor(record.answers));

/** The plan as its cook sees it: each meal with their own photo of its recipe, where they added one. */
async function withMealPhotos(db: Db, userId: string, plan: PlanDto): Promise<PlanDto> {
  const meals = plan.days.flatMap((day) => day.meals);
  const photos = await cookPhotosOf(
    db,
    userId,
    meals.map((meal) => meal.recipeId),
  );
  if (photos.size === 0) return plan;
  return {
    ...plan,
    days: plan.days.map((day) => ({
      ...day,
      meals: day.meals.map((meal) => {
        const photo = photos.get(meal.recipeId);
        return photo ? { ...meal, photo } : meal;
      }),
    })),
  };
}

function recipesOf(plan: MealPlan) {
  return plan.days.flatMap((day) => day.meals.map((meal) => meal.recipe));
}

/**
 * Runs `change` on the user's plan and the pantry now, in one transaction in the cook's turn; the list
 * follows the plan. A plan a newer one replaced meanwhile is gone: not found.
 */
async function changePlan(
  db: Db,
  userId: string,
  id: string,
  today: string,
  change: (record: PlanRecord, pantry: PantryItem[]) => { plan: MealPlan; seed?: number },
): Promise<PlanDto> {
  if (!isUuid(id)) throw planNotFound();
  const plan = await inUserTransaction(db, userId, async (tx) => {
    const record = await lockPlanRow(tx, userId, id);
    if (!record) throw planNotFound();
    // Read once: the change plans from it and the shopping list is its needs less it.
    const pantry = await pantryOf(tx, userId);
    const updated = await updatePlanRow(tx, userId, id, change(record, pantry));
    await saveShownRecipes(tx, userId, recipesOf(updated.plan));
    await syncPlanList(tx, userId, id, updated.plan, pantry, today);
    return dto(updated);
  });
  return withMealPhotos(db, userId, plan);
}

/**
 * A new plan from the wizard's answers and the pantry as it is now; the answers become the cook's
 * defaults, the plan's recipes open from `/recipe`, and the shopping list is made again from it. The
 * week is planned before the cook's turn (it takes a while); the list is the pantry as it is in it.
 */
export async function createPlan(db: Db, userId: string, answers: PlanAnswers, today: string) {
  const startDate = answers.startDate ?? today;
  const seed = newSeed();
  const favourites = await favouritesFor(db, userId, answers, true);
  const plan = planWeek(planRequestFor(answers, startDate, await pantryOf(db, userId), seed, [], favourites));
  const made = await inUserTransaction(db, userId, async (tx) => {
    await savePreferences(tx, userId, answers);
    await keepPlanAnswers(tx, userId, answers);
    const record = await insertPlan(tx, userId, { answers, startDate, seed, plan });
    await saveShownRecipes(tx, userId, recipesOf(plan));
    await syncPlanList(tx, userId, record.id, plan, await pantryOf(tx, userId), today);
    await deleteOlderPlans(tx, userId, record.id);
    await checkBadges(tx, userId, today);
    return dto(record);
  });
  return withMealPhotos(db, userId, made);
}

/**
 * The newest plan, the wizard's defaults (the answers last given) and the cook's saved preferences (which
 * Today and the wizard start from), any of them null.
 */
export async function currentPlan(db: Db, userId: string) {
  const [record, answers, cookPreferences] = await Promise.all([
    currentPlanRow(db, userId),
    preferencesOf(db, userId),
    savedPreferences(db, userId),
  ]);
  return {
    plan: record ? await withMealPhotos(db, userId, dto(record)) : null,
    answers,
    cookPreferences,
  };
}

async function answersOfPlan(db: Db, userId: string, id: string): Promise<PlanAnswers | null> {
  const record = isUuid(id) ? await currentPlanRow(db, userId) : null;
  return record?.id === id ? record.answers : null;
}

/** Another plan from the same answers (a new seed) and today's pantry; locked meals stay where they are. */
export async function regeneratePlan(db: Db, userId: string, id: string, today: string) {
  const favourites = await favouritesFor(db, userId, await answersOfPlan(db, userId, id), false);
  return changePlan(db, userId, id, today, (record, pantry) => {
    const kept = record.plan.days.flatMap((day) => day.meals.filter((meal) => meal.locked));
    const seed = newSeed();
    const request = planRequestFor(record.answers, record.startDate, pantry, seed, kept, favourites);
    return { plan: planWeek(request), seed };
  });
}

function checkSlot(record: PlanRecord, slot: string) {
  const where = parseSlot(slot);
  const meal = where ? record.plan.days[where.day]?.meals.find((m) => m.slot === slot) : undefined;
  if (!meal) throw slotNotFound(slot);
  return meal;
}

/** Recipes that could take a meal's place, best first. */
export async function mealOptions(db: Db, userId: string, id: string, slot: string): Promise<SwapOption[]> {
  const record = isUuid(id) ? await currentPlanRow(db, userId) : null;
  if (!record || record.id !== id) throw planNotFound();
  const meal = checkSlot(record, slot);
  if (meal.leftoverOf) return [];
  const request = planRequestFor(record.answers, record.startDate, await pantryOf(db, userId), record.seed);
  return swapOptions(record.plan, request, slot);
}

/** One meal swapped for `recipeId` (one of the options), or for the best option when none is named. */
export function swapPlanMeal(
  db: Db,
  userId: string,
  id: string,
  slot: string,
  recipeId: string | undefined,
  today: string,
) {
  return changePlan(db, userId, id, today, (record, pantry) => {
    const meal = checkSlot(record, slot);
    if (meal.leftoverOf) {
      throw new AppError('conflict', 'This meal is leftovers of the day before: swap that one instead.');
    }
    const request = planRequestFor(record.answers, record.startDate, pantry, record.seed);
    const chosen = recipeId ?? swapOptions(record.plan, request, slot, 1)[0]?.recipeId;
    const plan = chosen ? swapMeal(record.plan, request, slot, chosen) : null;
    if (!plan) {
      throw new AppError(
        'validation_failed',
        chosen
          ? 'recipeId: That recipe does not fit this meal. Choose one of the options.'
          : 'No other recipe fits this meal.',
        chosen ? { field: 'recipeId' } : undefined,
      );
    }
    return { plan };
  });
}

/** A meal locked (kept when the plan is made again) or unlocked. */
export function lockPlanMeal(
  db: Db,
  userId: string,
  id: string,
  slot: string,
  locked: boolean,
  today: string,
) {
  return changePlan(db, userId, id, today, (record) => {
    checkSlot(record, slot);
    return { plan: setLocked(record.plan, slot, locked) as MealPlan };
  });
}
