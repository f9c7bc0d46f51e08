import {
  type CookPreferences,
  cookPreferencesSchema,
  type PreferencesAnswer,
} from '@larder/domain/api/preferences';
import type { GenerateRequest } from '@larder/domain/api/recipes';
import { DEFAULT_PREFERENCES, preferencesAfterPlan } from '@larder/domain/cook-preferences';
import type { PlanAnswers } from '@larder/kitchen/planning';
import { dislikedIngredients } from '@larder/kitchen/planning';
import type { Db, Tx } from '../../db/database.ts';
import { dislikedIds } from '../plans/plan-request.ts';
import { preferencesRow, savePreferencesRow } from './repository.ts';

/** The cook's saved preferences and when they were saved, or null while they have none (or what is kept no longer reads). */
async function readPreferences(db: Db | Tx, userId: string): Promise<PreferencesAnswer | null> {
  const row = await preferencesRow(db, userId);
  const read = row ? cookPreferencesSchema.safeParse(row.preferences) : null;
  return read?.success && row ? { preferences: read.data, updatedAt: row.updatedAt.toISOString() } : null;
}

/** The cook's saved preferences, or null while they have none. */
export async function savedPreferences(db: Db | Tx, userId: string): Promise<CookPreferences | null> {
  return (await readPreferences(db, userId))?.preferences ?? null;
}

/** `GET /api/preferences`: what the cook saved, or the defaults with `updatedAt` null. */
export async function preferencesOf(db: Db, userId: string): Promise<PreferencesAnswer> {
  return (await readPreferences(db, userId)) ?? { preferences: { ...DEFAULT_PREFERENCES }, updatedAt: null };
}

/**
 * `PUT /api/preferences`: keeps the whole set. Each food disliked must be one the catalog knows (a 400
 * naming it, with the nearest it does know, as the plan wizard answers); repeats are kept once.
 */
export async function savePreferences(
  db: Db,
  userId: string,
  preferences: CookPreferences,
): Promise<PreferencesAnswer> {
  dislikedIds(preferences.dislikes);
  const kept = { ...preferences, dislikes: [...new Set(preferences.dislikes)] };
  const updatedAt = await savePreferencesRow(db, userId, kept);
  return { preferences: kept, updatedAt: updatedAt.toISOString() };
}

/** Finishing the plan wizard saves its share of the preferences (diet, allergens, dislikes, household…). */
export async function keepPlanAnswers(db: Db | Tx, userId: string, answers: PlanAnswers): Promise<void> {
  const previous = (await savedPreferences(db, userId)) ?? DEFAULT_PREFERENCES;
  await savePreferencesRow(db, userId, preferencesAfterPlan(previous, answers));
}

/** Catalog ids of the foods disliked (each with its kinds); a name the catalog no longer knows is skipped. */
function dislikedCatalogIds(names: readonly string[]): string[] {
  return [...new Set(names.flatMap((name) => dislikedIngredients(name) ?? []))];
}

const union = <T>(asked: readonly T[] | undefined, saved: readonly T[]): T[] => [
  ...new Set([...(asked ?? []), ...saved]),
];

/** Of the saved ones, those the cook kept on Today (all of them when the ask names none). */
const keptOf = <T>(saved: readonly T[], kept: readonly T[] | undefined): T[] =>
  kept ? saved.filter((value) => kept.includes(value)) : [...saved];

/**
 * What Today asks the kitchen, with the cook's saved preferences held as hard rules: their diet and
 * allergens added to the ones asked for, and the foods they dislike (catalog ids) left out. When the cook
 * took some off on Today (`keptPreferences`), only those kept of the saved ones hold, for this ask only.
 */
export async function withCookPreferences(
  db: Db,
  userId: string,
  { keptPreferences: kept, ...body }: GenerateRequest,
): Promise<{ body: GenerateRequest; dislikes: string[] }> {
  const saved = await savedPreferences(db, userId);
  if (!saved) return { body, dislikes: [] };
  return {
    body: {
      ...body,
      diet: union(body.diet, keptOf(saved.diet, kept?.diet)),
      allergens: union(body.allergens, keptOf(saved.allergens, kept?.allergens)),
    },
    dislikes: dislikedCatalogIds(keptOf(saved.dislikes, kept?.dislikes)),
  };
}
