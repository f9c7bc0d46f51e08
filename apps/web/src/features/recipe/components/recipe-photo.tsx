import { useQueryClient } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { failureText } from '../../../lib/api-client.ts';
import type { RecipeDto } from '../../../lib/recipe-types.ts';
import { addRecipePhoto } from '../api/add-photo.ts';

/** Photos a phone takes are large; the server takes up to 10 MB. */
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * "Add a photo" / "Change photo" on a recipe the cook imported (from the camera or the gallery on a
 * phone). The server checks the file by its bytes.
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
      client.setQueryData(['recipe', recipe.id], saved);
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

/** The cook's own photo, when they added one. */
export function RecipePhoto({ recipe }: { recipe: RecipeDto }) {
  if (!recipe.photo) return null;
  return (
    <img
      src={recipe.photo}
      alt={`${recipe.title}, as you made it`}
      className="aspect-[4/3] w-full max-w-xl rounded-2xl object-cover"
    />
  );
}
