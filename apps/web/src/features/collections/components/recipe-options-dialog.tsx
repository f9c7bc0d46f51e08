import type { CollectionDto, CollectionRecipe } from '@larder/domain/api/collections';
import { FolderInput, Star, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { recipeCount } from '../../../lib/collection-messages.ts';
import type { RecipeActions } from '../use-recipe-actions.ts';

interface RecipeOptionsDialogProps {
  recipe: CollectionRecipe;
  collection: CollectionDto;
  /** The cook's other collections, the places "Move to…" offers. */
  others: readonly CollectionDto[];
  isCover: boolean;
  actions: RecipeActions;
  onClose: () => void;
}

/** A recipe's choices in this collection: the cover, another collection, or out. */
export function RecipeOptionsDialog(props: RecipeOptionsDialogProps) {
  const { recipe, collection, others, isCover, actions, onClose } = props;
  const then = (action: () => void) => () => {
    action();
    onClose();
  };
  return (
    <Dialog open onClose={onClose} title={recipe.title} description={`In ${collection.name}`}>
      <div className="flex flex-col gap-3">
        <Button variant="secondary" disabled={isCover} onClick={then(() => actions.chooseCover(recipe))}>
          <Star aria-hidden="true" className="size-5 shrink-0" />
          {isCover ? 'This is the cover' : 'Use as cover'}
        </Button>
        <section aria-labelledby="move-to" className="rounded-2xl border border-line p-4">
          <h3 id="move-to" className="flex items-center gap-2 font-semibold">
            <FolderInput aria-hidden="true" className="size-5 shrink-0 text-muted" />
            Move to…
          </h3>
          {others.length === 0 ? (
            <p className="mt-2 text-muted">You have no other collection yet. Make one on Collections.</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2">
              {others.map((other) => (
                <li key={other.id}>
                  <button
                    type="button"
                    aria-label={`Move to ${other.name} (${recipeCount(other.count)})`}
                    onClick={then(() => actions.moveTo(recipe, other))}
                    className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-2 text-left font-medium hover:border-brand/60"
                  >
                    <span className="min-w-0 break-words">{other.name}</span>
                    <span className="shrink-0 text-muted text-sm">{recipeCount(other.count)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <Button
          variant="secondary"
          className="py-2.5 text-danger leading-snug"
          onClick={then(() => actions.remove(recipe))}
        >
          <Trash2 aria-hidden="true" className="size-5 shrink-0" />
          Remove from {collection.name}
        </Button>
      </div>
    </Dialog>
  );
}
