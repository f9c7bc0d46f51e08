import type { Recipe } from '@larder/kitchen/recipes';
import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { recipeGenerations, shownRecipes } from '../../db/kitchen-schema.ts';

/**
 * Counts one generation for the user's day, atomically, and answers the new count: it only varies the
 * day's suggestions (each generation's seed); the allowance counts recipes opened.
 */
export async function countGeneration(db: Db, userId: string, day: string): Promise<number> {
  const [row] = await db
    .insert(recipeGenerations)
    .values({ userId, day, count: 1 })
    .onConflictDoUpdate({
      target: [recipeGenerations.userId, recipeGenerations.day],
      set: { count: sql`${recipeGenerations.count} + 1` },
    })
    .returning({ count: recipeGenerations.count });
  if (!row) throw new Error('counting a generation returned no row');
  return row.count;
}

/** How many recipes the cook first opened on this day (in their timezone): what the allowance counts. */
export async function usedToday(db: Db | Tx, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shownRecipes)
    .where(and(eq(shownRecipes.userId, userId), eq(shownRecipes.openedOn, day)));
  return row?.count ?? 0;
}

/**
 * Opens a shown recipe's method for the cook: a recipe opened before stays open; a new one is counted on
 * `day` if fewer than `limit` were opened that day (null: no limit). One cook's opens are serialised, so
 * two at once cannot both take the last one. Answers whether it is open, and how many were opened that day.
 */
export async function openRecipe(
  db: Db,
  userId: string,
  recipeId: string,
  day: string,
  limit: number | null,
): Promise<{ open: boolean; used: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`recipe-opens:${userId}`}))`);
    const [row] = await tx
      .select({ openedOn: shownRecipes.openedOn })
      .from(shownRecipes)
      .where(and(eq(shownRecipes.userId, userId), eq(shownRecipes.recipeId, recipeId)));
    const used = await usedToday(tx, userId, day);
    if (!row || row.openedOn !== null) return { open: row !== undefined, used };
    if (limit !== null && used >= limit) return { open: false, used };
    await tx
      .update(shownRecipes)
      .set({ openedOn: day })
      .where(and(eq(shownRecipes.userId, userId), eq(shownRecipes.recipeId, recipeId)));
    return { open: true, used: used + 1 };
  });
}

/** Gives a claimed generation back (the generation failed or found nothing to show). */
export async function releaseGeneration(db: Db, userId: string, day: string): Promise<void> {
  await db
    .update(recipeGenerations)
    .set({ count: sql`${recipeGenerations.count} - 1` })
    .where(
      and(
        eq(recipeGenerations.userId, userId),
        eq(recipeGenerations.day, day),
        gt(recipeGenerations.count, 0),
      ),
    );
}

/** Remembers recipes as shown to the user; a recipe shown again keeps its latest form. */
export async function saveShownRecipes(
  db: Db | Tx,
  userId: string,
  recipes: readonly Recipe[],
): Promise<void> {
  // One row per id, in id order: parallel generations then lock rows in the same order (no deadlock).
  const unique = [...new Map(recipes.map((recipe) => [recipe.id, recipe])).values()].sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  if (unique.length === 0) return;
  await db
    .insert(shownRecipes)
    .values(unique.map((recipe) => ({ userId, recipeId: recipe.id, recipe })))
    .onConflictDoUpdate({
      target: [shownRecipes.userId, shownRecipes.recipeId],
      set: { recipe: sql`excluded.recipe`, createdAt: sql`now()` },
    });
}

export async function shownRecipe(
  db: Db,
  userId: string,
  recipeId: string,
): Promise<{ recipe: Recipe; saved: boolean; opened: boolean } | null> {
  const [row] = await db
    .select({ recipe: shownRecipes.recipe, savedAt: shownRecipes.savedAt, openedOn: shownRecipes.openedOn })
    .from(shownRecipes)
    .where(and(eq(shownRecipes.userId, userId), eq(shownRecipes.recipeId, recipeId)));
  return row
    ? { recipe: row.recipe as Recipe, saved: row.savedAt !== null, opened: row.openedOn !== null }
    : null;
}

/** The user's saved recipes, the latest saved first. */
export async function savedRecipes(db: Db, userId: string): Promise<{ recipe: Recipe; savedAt: Date }[]> {
  const rows = await db
    .select({ recipe: shownRecipes.recipe, savedAt: shownRecipes.savedAt })
    .from(shownRecipes)
    .where(and(eq(shownRecipes.userId, userId), isNotNull(shownRecipes.savedAt)))
    .orderBy(desc(shownRecipes.savedAt));
  return rows.map((row) => ({ recipe: row.recipe as Recipe, savedAt: row.savedAt ?? new Date(0) }));
}

export async function hasShownRecipes(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shownRecipes.recipeId })
    .from(shownRecipes)
    .where(eq(shownRecipes.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function recipeRecords(db: Db, userId: string) {
  const shown = await db
    .select({ recipe: shownRecipes.recipe, shownAt: shownRecipes.createdAt, savedAt: shownRecipes.savedAt })
    .from(shownRecipes)
    .where(eq(shownRecipes.userId, userId))
    // Recipes shown together share a timestamp: their id keeps the export in one order.
    .orderBy(asc(shownRecipes.createdAt), asc(shownRecipes.recipeId));
  const generations = await db
    .select({ day: recipeGenerations.day, count: recipeGenerations.count })
    .from(recipeGenerations)
    .where(eq(recipeGenerations.userId, userId))
    .orderBy(asc(recipeGenerations.day));
  return { shown, generations };
}

export async function deleteRecipeData(tx: Db | Tx, userId: string): Promise<void> {
  await tx.delete(shownRecipes).where(eq(shownRecipes.userId, userId));
  await tx.delete(recipeGenerations).where(eq(recipeGenerations.userId, userId));
}

/**
 * Gives the anonymous user's recipes and today's count to the account: a recipe both were shown keeps the
 * newer copy, and generations on the same day add up (1 used anonymously leaves 4 of 5 after sign-up).
 */
export async function moveRecipeData(tx: Db | Tx, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    insert into ${shownRecipes} (user_id, recipe_id, recipe, created_at, saved_at, opened_on, shared_at)
    select ${to}, recipe_id, recipe, created_at, saved_at, opened_on, shared_at
    from ${shownRecipes} where user_id = ${from}
    on conflict (user_id, recipe_id) do update
      set recipe = case when excluded.created_at > ${shownRecipes}.created_at
                        then excluded.recipe else ${shownRecipes}.recipe end,
          created_at = greatest(excluded.created_at, ${shownRecipes}.created_at),
          saved_at = coalesce(${shownRecipes}.saved_at, excluded.saved_at),
          opened_on = coalesce(${shownRecipes}.opened_on, excluded.opened_on),
          shared_at = coalesce(${shownRecipes}.shared_at, excluded.shared_at)`);
  await tx.delete(shownRecipes).where(eq(shownRecipes.userId, from));
  await tx.execute(sql`
    insert into ${recipeGenerations} (user_id, day, count)
    select ${to}, day, count from ${recipeGenerations} where user_id = ${from}
    on conflict (user_id, day) do update set count = ${recipeGenerations}.count + excluded.count`);
  await tx.delete(recipeGenerations).where(eq(recipeGenerations.userId, from));
}
