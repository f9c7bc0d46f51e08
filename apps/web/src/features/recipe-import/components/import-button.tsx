import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { COLLECTIONS_QUERY_KEY, useCollectionList } from '../../../lib/collections-api.ts';
import { importRecipe } from '../api/import-recipe.ts';
import { importBodyFor } from '../import-input.ts';

/**
 * "Import a recipe": paste a link (the server fetches it) or the page itself; the recipe becomes the
 * cook's own, lands in the collection they choose, and opens.
 */
export function ImportButton({ collectionId }: { collectionId?: string }) {
  const [open, setOpen] = useState(false);
  const [pasted, setPasted] = useState('');
  const [target, setTarget] = useState(collectionId ?? '');
  const [error, setError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const { collections } = useCollectionList();
  const client = useQueryClient();
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pasted.trim() === '') {
      setError('Paste a link to a recipe, or the page itself.');
      return;
    }
    setImporting(true);
    setError(null);
    try {
      const { recipe } = await importRecipe(importBodyFor(pasted, target || null));
      client.setQueryData(['recipe', recipe.id], recipe);
      void client.invalidateQueries({ queryKey: COLLECTIONS_QUERY_KEY });
      setOpen(false);
      setPasted('');
      // The imported recipe opens: its screen says what came in, without a toast over it.
      navigate(`/recipe?id=${encodeURIComponent(recipe.id)}`);
    } catch (failure) {
      setError(
        failure instanceof NetworkError
          ? "You're offline. Importing needs a connection."
          : failure instanceof ApiError
            ? failure.message.replace(/^(url|html): /, '')
            : 'Please try again.',
      );
    } finally {
      setImporting(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Download aria-hidden="true" className="size-5 shrink-0" />
        Import a recipe
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Import a recipe"
        description="Paste a link to a recipe page, or the page itself. Larder keeps the ingredients and steps as the page lists them."
      >
        <form onSubmit={(event) => void submit(event)} className="space-y-5" noValidate>
          <TextAreaField
            id="import-pasted"
            label="Link or page"
            rows={4}
            placeholder="https://…"
            value={pasted}
            onChange={(event) => {
              setPasted(event.target.value);
              setError(null);
            }}
            error={error ?? undefined}
          />
          {collections && collections.length > 0 ? (
            <div>
              <label htmlFor="import-collection" className="mb-1.5 block font-semibold">
                Save it in
              </label>
              <select
                id="import-collection"
                className={inputClasses(false)}
                value={target || (collections.find((c) => c.isDefault)?.id ?? '')}
                onChange={(event) => setTarget(event.target.value)}
              >
                {collections.map((collection) => (
                  <option key={collection.id} value={collection.id}>
                    {collection.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={importing}>
              {importing ? 'Importing…' : 'Import'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
