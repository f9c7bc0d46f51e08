import type { Recipe } from '@larder/kitchen/recipes';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { hiddenRecipes } from '../../db/collection-schema.ts';
import type { Db, Tx } from '../../db/database.ts';
import { shownRecipes } from '../../db/kitchen-schema.ts';

/**
 * The first shared copy of a recipe (imported, or generated and shared by its cook), or null. An imported
 * recipe's public copy is only ever its importer's: a copy another cook opened is not theirs to publish.
 */
export async function sharedRecipe(db: Db, recipeId: string): Promise<Recipe | null> {
  const [row] = await db
    .select({ recipe: shownRecipes.recipe })
    .from(shownRecipes)
    .where(
      and(
        eq(shownRecipes.recipeId, recipeId),
        isNotNull(shownRecipes.sharedAt),
        sql`(${shownRecipes.recipe}->'imported' is null or ${shownRecipes.recipe}->'imported'->>'by' = ${shownRecipes.userId})`,
      ),
    )
    .orderBy(asc(shownRecipes.sharedAt))
    .limit(1);
  return row ? (row.recipe as Recipe) : null;
}

export async function isRecipeHidden(db: Db | Tx, recipeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: hiddenRecipes.recipeId })
    .from(hiddenRecipes)
    .where(eq(hiddenRecipes.recipeId, recipeId));
  return row !== undefined;
}

export async function hideRecipe(db: Db | Tx, recipeId: string): Promise<void> {
  await db.insert(hiddenRecipes).values({ recipeId }).onConflictDoNothing();
}

/** Shares (keeping the first date) or stops sharing the cook's copy; false when they have none. */
export async function markShared(
  db: Db,
  userId: string,
  recipeId: string,
  shared: boolean,
): Promise<boolean> {
  const rows = await db
    .update(shownRecipes)
    .set({ sharedAt: shared ? sql`coalesce(${shownRecipes.sharedAt}, now())` : null })
    .where(and(eq(shownRecipes.userId, userId), eq(shownRecipes.recipeId, recipeId)))
    .returning({ id: shownRecipes.recipeId });
  return rows.length > 0;
}

/** Whether the cook's own copy is shared. */
export async function isSharedBy(db: Db, userId: string, recipeId: string): Promise<boolean> {
  const [row] = await db
    .select({ sharedAt: shownRecipes.sharedAt })
    .from(shownRecipes)
    .where(and(eq(shownRecipes.userId, userId), eq(shownRecipes.recipeId, recipeId)));
  return row?.sharedAt != null;
}
