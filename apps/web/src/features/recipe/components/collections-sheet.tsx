import type { CollectionDto } from '@larder/domain/api/collections';
import { useQueryClient } from '@tanstack/react-query';
import { Check, FolderPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { failureText } from '../../../lib/api-client.ts';
import { checkCollectionForm, recipeCount } from '../../../lib/collection-messages.ts';
import {
  createCollectionWithRecipe,
  setRecipeInCollection,
  useCollectionList,
} from '../../../lib/collections-api.ts';
import type { SavableRecipe } from './save-button.tsx';

/**
 * The collections the recipe is in, as checkboxes: ticking puts it in one, unticking takes it out (a
 * recipe can be in several). Its own form makes a new collection with the recipe in it.
 */
export function CollectionsSheet({ recipe, onClose }: { recipe: SavableRecipe; onClose: () => void }) {
  const client = useQueryClient();
  const list = useCollectionList();
  const [busy, setBusy] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const collections = list.collections ?? [];
  const known = recipe.collectionIds ?? [];
  // Saved with one tap a moment ago: it is in "Saved", though the copy here does not say so yet.
  const fallback = recipe.saved ? collections.filter((c) => c.isDefault).map((c) => c.id) : [];
  const memberOf = known.length > 0 ? known : fallback;

  async function toggle(collection: CollectionDto, on: boolean) {
    setBusy(collection.id);
    try {
      await setRecipeInCollection(client, recipe.id, collection.id, on);
      toast({
        title: on ? `Added to ${collection.name}` : `Removed from ${collection.name}`,
        tone: 'success',
      });
    } catch (error) {
      toast({
        title: on ? "Couldn't add it" : "Couldn't take it out",
        description: failureText(error),
        tone: 'error',
      });
    } finally {
      setBusy(null);
    }
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    const checked = checkCollectionForm({ name, description: '' });
    if (!checked.ok) {
      setNameError(checked.errors.name);
      document.getElementById('new-collection-name')?.focus();
      return;
    }
    setBusy('new');
    try {
      const { collection } = await createCollectionWithRecipe(client, recipe.id, checked.value);
      setName('');
      toast({ title: `Saved to ${collection.name}`, tone: 'success' });
    } catch (error) {
      toast({ title: "Couldn't make the collection", description: failureText(error), tone: 'error' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog open onClose={onClose} title="Save to collections" description={recipe.title}>
      {list.isLoading ? (
        <p role="status" className="text-muted">
          Loading your collections…
        </p>
      ) : list.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-sunken p-3">
          <p>Your collections could not be loaded. Check your connection and try again.</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <fieldset>
          <legend className="mb-2 font-semibold">Your collections</legend>
          <ul className="flex flex-col gap-2">
            {collections.map((collection) => {
              const checked = memberOf.includes(collection.id);
              return (
                <li key={collection.id}>
                  <label className="flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 font-medium hover:border-muted/60 has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-3 has-focus-visible:outline-brand-strong has-focus-visible:outline-offset-2 has-disabled:cursor-wait">
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={busy !== null}
                      onChange={(event) => void toggle(collection, event.target.checked)}
                      className="size-5 shrink-0 accent-brand"
                    />
                    <span className="min-w-0 flex-1 break-words">{collection.name}</span>
                    <span className="shrink-0 text-muted text-sm">{recipeCount(collection.count)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      <form onSubmit={create} noValidate className="mt-5 rounded-2xl border border-line p-4">
        <TextField
          id="new-collection-name"
          label="New collection"
          placeholder="Weeknight dinners"
          value={name}
          error={nameError}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
        />
        <Button type="submit" variant="secondary" disabled={busy !== null} className="mt-3 w-full">
          <FolderPlus aria-hidden="true" className="size-5 shrink-0" />
          Create and add
        </Button>
      </form>
      <Button size="lg" className="mt-5" onClick={onClose}>
        <Check aria-hidden="true" className="size-5 shrink-0" />
        Done
      </Button>
    </Dialog>
  );
}
