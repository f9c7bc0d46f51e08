import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { shownRecipes } from '../../db/kitchen-schema.ts';
import type { ImportedRecipe } from '../recipes/imported-recipe.ts';

/**
 * Keeps an imported recipe as the cook's: public from the start (imported recipes are), and already open,
 * so their own import never counts against the day's free recipes. Editing writes it again in place.
 */
export async function keepImportedRecipe(tx: Tx, userId: string, recipe: ImportedRecipe, today: string) {
  await tx
    .insert(shownRecipes)
    .values({ userId, recipeId: recipe.id, recipe, sharedAt: sql`now()`, openedOn: today })
    .onConflictDoUpdate({
      target: [shownRecipes.userId, shownRecipes.recipeId],
      set: { recipe: sql`excluded.recipe` },
    });
}
