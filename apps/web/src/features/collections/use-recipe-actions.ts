import type { CollectionAnswer, CollectionDto, CollectionRecipe } from '@larder/domain/api/collections';
import { useState } from 'react';
import { toast } from '../../components/ui/toast-store.ts';
import { moved } from './collection-edits.ts';
import { collectionsQueue } from './collections-queue.ts';
import { editCollections, flushCollections } from './use-collection-edits.ts';
import { useFocusAfterMove } from './use-focus-after-move.ts';

/** What the cook does to the recipes of one collection: each change queued, so it shows at once. */
export function useRecipeActions(userId: string | null, answer: CollectionAnswer | null) {
  const focusAfterMove = useFocusAfterMove();
  const [announcement, setAnnouncement] = useState('');
  if (!userId || !answer) return null;
  const { collection, recipes } = answer;
  const collectionId = collection.id;
  const about = (recipe: CollectionRecipe) => ({
    userId,
    collectionId,
    recipeId: recipe.id,
    title: recipe.title,
  });

  return {
    announcement,
    move(recipe: CollectionRecipe, by: -1 | 1) {
      const index = recipes.findIndex((r) => r.id === recipe.id);
      const recipeIds = moved(recipes, index, by).map((r) => r.id);
      editCollections({ kind: 'reorder', userId, collectionId, recipeIds });
      focusAfterMove(recipe.id, by);
      setAnnouncement(`${recipe.title} moved to ${index + by + 1} of ${recipes.length}.`);
    },
    remove(recipe: CollectionRecipe) {
      const order = recipes.map((r) => r.id);
      const op = editCollections({ kind: 'remove', ...about(recipe) });
      toast({
        title: `Removed from ${collection.name}`,
        description: recipe.title,
        tone: 'success',
        action: {
          label: 'Undo',
          onSelect: () => {
            collectionsQueue.undoRemove(
              op,
              { kind: 'add', ...about(recipe), recipe },
              { kind: 'reorder', userId, collectionId, recipeIds: order },
            );
            flushCollections();
          },
        },
      });
    },
    moveTo(recipe: CollectionRecipe, to: CollectionDto) {
      editCollections({ kind: 'move', ...about(recipe), toCollectionId: to.id });
      toast({ title: `Moved to ${to.name}`, description: recipe.title, tone: 'success' });
    },
    chooseCover(recipe: CollectionRecipe) {
      editCollections({
        kind: 'update',
        userId,
        collectionId,
        changes: { coverRecipeId: recipe.id },
        coverTitle: recipe.title,
      });
      setAnnouncement(`${recipe.title} is the cover now.`);
    },
  };
}

export type RecipeActions = NonNullable<ReturnType<typeof useRecipeActions>>;
