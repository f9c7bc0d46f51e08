import { useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck, FolderPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { failureText } from '../../../lib/api-client.ts';
import type { RecipeDto } from '../../../lib/recipe-types.ts';
import { setRecipeSaved } from '../api/save-recipe.ts';

// The sheet's code comes when it is first opened: it is not part of the recipe screen's first load.
const CollectionsSheet = lazy(async () => ({
  default: (await import('./collections-sheet.tsx')).CollectionsSheet,
}));

/** The recipe as the recipe screen holds it: saved, and in which of the cook's collections. */
export type SavableRecipe = RecipeDto & { collectionIds?: string[] };

/**
 * Save / Saved for a signed-in cook: one tap keeps the recipe in "Saved", shown at once and undone with
 * a message if the server says no. Once saved, "Add to a collection" opens the cook's collections.
 */
export function SaveButton({ recipe }: { recipe: SavableRecipe }) {
  const client = useQueryClient();
  // What the cook just tapped, until the server has answered; otherwise the recipe as last fetched.
  const [tapped, setTapped] = useState<boolean | null>(null);
  const [choosing, setChoosing] = useState(false);
  const saved = tapped ?? recipe.saved === true;
  const busy = tapped !== null;

  async function toggle() {
    const next = !saved;
    setTapped(next);
    try {
      await setRecipeSaved(recipe.id, next);
      client.setQueryData<SavableRecipe>(['recipe', recipe.id], (old) =>
        old ? { ...old, saved: next, ...(next ? {} : { collectionIds: [] }) } : old,
      );
      void client.invalidateQueries({ queryKey: ['collections'] });
      // No toast: the button itself now says "Saved" (or "Save"); only a failure needs words.
    } catch (error) {
      const description = failureText(error);
      toast({ title: next ? "Couldn't save the recipe" : "Couldn't remove it", description, tone: 'error' });
    } finally {
      setTapped(null);
    }
  }

  return (
    <>
      <Button variant="secondary" aria-pressed={saved} disabled={busy} onClick={() => void toggle()}>
        {/* Fixed size: in a tight grid cell a flex item's icon would otherwise shrink. */}
        {saved ? (
          <BookmarkCheck aria-hidden="true" className="size-5 shrink-0 text-brand" />
        ) : (
          <Bookmark aria-hidden="true" className="size-5 shrink-0" />
        )}
        {saved ? 'Saved' : 'Save'}
      </Button>
      {saved && !busy ? (
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          className="col-span-3"
          onClick={() => setChoosing(true)}
        >
          <FolderPlus aria-hidden="true" className="size-5 shrink-0" />
          Add to a collection
        </Button>
      ) : null}
      {choosing ? (
        <Suspense fallback={null}>
          <CollectionsSheet recipe={recipe} onClose={() => setChoosing(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
