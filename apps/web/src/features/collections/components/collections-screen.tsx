import { BookmarkPlus, FolderPlus, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { OfflineScreen } from '../../../components/ui/kitchen-screens.tsx';
import { Waiting } from '../../../components/ui/waiting.tsx';
import type { CollectionView } from '../collection-edits.ts';
import { useCollectionsSync } from '../use-collection-edits.ts';
import { useCollections } from '../use-collections.ts';
import { useListActions } from '../use-list-actions.ts';
import { CollectionCard } from './collection-card.tsx';
import { CollectionFormDialog } from './collection-form-dialog.tsx';
import { SavedSearch } from './saved-search.tsx';

function NoSavedRecipes() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-3xl border border-line border-dashed p-5 sm:flex-row sm:items-center">
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-soft text-brand">
        <BookmarkPlus aria-hidden="true" className="size-6" />
      </span>
      <div className="flex-1">
        <h2 className="font-bold text-lg">No saved recipes yet</h2>
        <p className="text-muted">
          Tap Save on any recipe to keep it in Saved, then sort it into collections of your own.
        </p>
      </div>
      <ButtonLink to="/today" variant="secondary">
        Find a recipe
      </ButtonLink>
    </div>
  );
}

type Editing = { kind: 'new' } | { kind: 'edit'; collection: CollectionView } | null;

/**
 * `/collections`: the cook's collections in their order, a search across saved recipes, and changes.
 * `importButton` is the recipe importer's "Import a recipe" (another feature's, handed in by the app).
 */
export function CollectionsScreen({ importButton }: { importButton?: ReactNode }) {
  useCollectionsSync();
  const list = useCollections();
  const collections = list.collections ?? [];
  const actions = useListActions(list.userId, collections);
  const [editing, setEditing] = useState<Editing>(null);

  if (list.isLoading) return <Waiting label="Loading your collections" />;
  if (list.isError || !list.collections) return <OfflineScreen onRetry={() => void list.refetch()} />;

  const saved = collections.reduce((sum, collection) => sum + collection.count, 0);
  return (
    <div className="mx-auto w-full max-w-5xl px-5 pt-6 pb-10 lg:px-10 lg:pt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl leading-tight tracking-tight lg:text-4xl">Collections</h1>
          <p className="mt-2 text-lg text-muted">Recipes you saved, sorted your way.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {importButton}
          <Button onClick={() => setEditing({ kind: 'new' })} disabled={!actions.ready}>
            <FolderPlus aria-hidden="true" className="size-5 shrink-0" />
            New collection
          </Button>
        </div>
      </div>
      {list.isOfflineCopy || list.waitingCount > 0 ? (
        <p role="status" className="mt-5 flex items-start gap-2 rounded-2xl bg-sunken p-3">
          <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {list.waitingCount > 0
            ? `${list.waitingCount === 1 ? '1 change' : `${list.waitingCount} changes`} will sync when you're back online.`
            : "You're offline: these are your collections as this device last saw them."}
        </p>
      ) : null}
      <div className="mt-6">
        {saved === 0 ? <NoSavedRecipes /> : <SavedSearch collections={collections} />}
      </div>
      <section aria-labelledby="your-collections" className="mt-8">
        <h2 id="your-collections" className="font-bold text-xl">
          Your collections
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {collections.map((collection, index) => (
            <li key={collection.id}>
              <CollectionCard
                collection={collection}
                first={index === 0}
                last={index === collections.length - 1}
                onMove={(by) => actions.move(collection, by)}
                onEdit={() => setEditing({ kind: 'edit', collection })}
                onDelete={() => actions.remove(collection)}
              />
            </li>
          ))}
        </ul>
        <p role="status" className="sr-only">
          {actions.announcement}
        </p>
      </section>
      {editing?.kind === 'new' ? (
        <CollectionFormDialog
          title="New collection"
          submitLabel="Create collection"
          onClose={() => setEditing(null)}
          onSubmit={(form) => {
            actions.create(form);
            setEditing(null);
          }}
        />
      ) : null}
      {editing?.kind === 'edit' ? (
        <CollectionFormDialog
          title={`Edit ${editing.collection.name}`}
          submitLabel="Save changes"
          initial={{ name: editing.collection.name, description: editing.collection.description }}
          onClose={() => setEditing(null)}
          onSubmit={(form) => {
            actions.update(editing.collection, form);
            setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
