import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { failureText } from '../../../lib/api-client.ts';
import { keepRecentRecipe } from '../../../lib/recent-recipes.ts';
import type { RecipeDto } from '../../../lib/recipe-types.ts';
import { addRecipePhoto } from '../api/add-photo.ts';
import { removeRecipePhoto } from '../api/remove-photo.ts';

/** Photos a phone takes are large; the server takes up to 10 MB. */
const MAX_BYTES = 10 * 1024 * 1024;

/** The recipe on this screen, and everywhere else the app shows it (lists, collections, the plan), with its photo now. */
function showPhoto(client: QueryClient, id: string, photo: string | null) {
  const recipe = client.setQueryData<RecipeDto>(['recipe', id], (old) => {
    if (!old) return old;
    const { photo: _old, ...rest } = old;
    return photo ? { ...rest, photo } : rest;
  });
  if (recipe) keepRecentRecipe(recipe);
  void client.invalidateQueries({ queryKey: ['collections'] });
  void client.invalidateQueries({ queryKey: ['plan'] });
}

/**
 * "Add a photo" / "Change photo" on a recipe the cook imported or cooked (from the camera or the gallery
 * on a phone). The server checks the file by its bytes and keeps a resized copy without its metadata.
 */
export function PhotoButton({ recipe }: { recipe: RecipeDto }) {
  const client = useQueryClient();
  const [sending, setSending] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_BYTES) {
      toast({
        title: "Couldn't add the photo",
        description: 'That photo is larger than 10 MB.',
        tone: 'error',
      });
      return;
    }
    setSending(true);
    try {
      const saved = await addRecipePhoto(recipe.id, file);
      showPhoto(client, recipe.id, saved.photo);
      toast({ title: recipe.photo ? 'Photo changed' : 'Photo added', tone: 'success' });
    } catch (error) {
      const description = failureText(error);
      toast({ title: "Couldn't add the photo", description, tone: 'error' });
    } finally {
      setSending(false);
    }
  }

  return (
    <label
      className={buttonClasses(
        'secondary',
        'md',
        `focus-within:ring-2 focus-within:ring-brand ${sending ? 'opacity-60' : 'cursor-pointer'}`,
      )}
    >
      <Camera aria-hidden="true" className="size-5 shrink-0" />
      {sending ? 'Adding the photo…' : recipe.photo ? 'Change photo' : 'Add a photo'}
      <input
        type="file"
        accept="image/jpeg,image/png"
        className="sr-only"
        disabled={sending}
        onChange={(event) => void choose(event)}
      />
    </label>
  );
}

/** "Remove photo", asked twice: the photo's file is deleted, so there is no undo. */
export function RemovePhotoButton({ recipe }: { recipe: RecipeDto }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);

  async function remove() {
    setRemoving(true);
    try {
      await removeRecipePhoto(recipe.id);
      showPhoto(client, recipe.id, null);
      toast({ title: 'Photo removed', tone: 'success' });
    } catch (error) {
      toast({ title: "Couldn't remove the photo", description: failureText(error), tone: 'error' });
    } finally {
      setRemoving(false);
      setAsking(false);
    }
  }

  if (!asking) {
    return (
      <Button variant="ghost" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        Remove photo
      </Button>
    );
  }
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Remove your photo?</legend>
      <span aria-hidden="true" className="font-semibold">
        Remove your photo?
      </span>
      <Button variant="danger" disabled={removing} onClick={() => void remove()}>
        {removing ? 'Removing…' : 'Yes, remove it'}
      </Button>
      <Button variant="secondary" disabled={removing} onClick={() => setAsking(false)}>
        Keep it
      </Button>
    </fieldset>
  );
}

/** The cook's photo actions: add or change it, and remove it once there is one. */
export function PhotoActions({ recipe }: { recipe: RecipeDto }) {
  return (
    <>
      <PhotoButton recipe={recipe} />
      {recipe.photo ? <RemovePhotoButton recipe={recipe} /> : null}
    </>
  );
}
