import { useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import type { RecipeDto } from '../../../lib/recipe-types.ts';
import { setRecipeSaved } from '../api/save-recipe.ts';

/** Save / Saved for a signed-in cook: shown at once, undone with a message if the server says no. */
export function SaveButton({ recipe }: { recipe: RecipeDto }) {
  const client = useQueryClient();
  // What the cook just tapped, until the server has answered; otherwise the recipe as last fetched.
  const [tapped, setTapped] = useState<boolean | null>(null);
  const saved = tapped ?? recipe.saved === true;
  const busy = tapped !== null;

  async function toggle() {
    const next = !saved;
    setTapped(next);
    try {
      await setRecipeSaved(recipe.id, next);
      client.setQueryData<RecipeDto>(['recipe', recipe.id], (old) => (old ? { ...old, saved: next } : old));
      toast({
        title: next ? 'Recipe saved' : 'Removed from saved recipes',
        description: next ? 'Find it again on any device you sign in on.' : undefined,
        tone: 'success',
      });
    } catch (error) {
      const description =
        error instanceof NetworkError
          ? "You're offline. Try again once you're back online."
          : error instanceof ApiError
            ? error.message
            : 'Please try again.';
      toast({ title: next ? "Couldn't save the recipe" : "Couldn't remove it", description, tone: 'error' });
    } finally {
      setTapped(null);
    }
  }

  return (
    <Button variant="secondary" aria-pressed={saved} disabled={busy} onClick={() => void toggle()}>
      {saved ? (
        <BookmarkCheck aria-hidden="true" className="size-5 text-brand" />
      ) : (
        <Bookmark aria-hidden="true" className="size-5" />
      )}
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}
