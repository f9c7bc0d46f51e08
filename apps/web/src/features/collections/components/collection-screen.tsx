import type { CollectionRecipe } from '@larder/domain/api/collections';
import { BookmarkPlus, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { OfflineScreen } from '../../../components/ui/kitchen-screens.tsx';
import { Waiting } from '../../../components/ui/waiting.tsx';
import { formChanges } from '../collection-edits.ts';
import { editCollections, useCollectionsSync } from '../use-collection-edits.ts';
import { useCollection, useCollections } from '../use-collections.ts';
import { useRecipeActions } from '../use-recipe-actions.ts';
import { CollectionFormDialog } from './collection-form-dialog.tsx';
import { CollectionHeader } from './collection-header.tsx';
import { CollectionNotFound } from './collection-not-found.tsx';
import { CollectionRecipeCard } from './collection-recipe-card.tsx';
import { RecipeOptionsDialog } from './recipe-options-dialog.tsx';
import { SharePanel } from './share-panel.tsx';

function EmptyCollection() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-3xl border border-line border-dashed p-5">
      <BookmarkPlus aria-hidden="true" className="size-6 text-brand" />
      <p>No recipes here yet. Tap Save on a recipe, then choose this collection.</p>
      <ButtonLink to="/today" variant="secondary">
        Find a recipe
      </ButtonLink>
    </div>
  );
}

/** `/collection/:collectionId`: one collection's recipes in the cook's order, sharing and changes. */
export function CollectionScreen() {
  const { collectionId = '' } = useParams();
  useCollectionsSync();
  const opened = useCollection(collectionId);
  const list = useCollections();
  const actions = useRecipeActions(opened.userId, opened.answer);
  const [options, setOptions] = useState<CollectionRecipe | null>(null);
  const [editing, setEditing] = useState(false);

  if (opened.isNotFound) return <CollectionNotFound />;
  if (opened.isLoading) return <Waiting label="Loading the collection" />;
  if (opened.isError || !opened.answer) return <OfflineScreen onRetry={() => void opened.refetch()} />;

  const { collection, recipes } = opened.answer;
  const others = (list.collections ?? []).filter((other) => other.id !== collection.id);
  const coverId = collection.cover?.recipeId;
  return (
    <div className="mx-auto w-full max-w-5xl px-5 pt-4 pb-10 lg:px-10 lg:pt-8">
      <CollectionHeader collection={collection} onEdit={() => setEditing(true)} />
      {opened.isOfflineCopy || opened.waitingCount > 0 ? (
        <p role="status" className="mt-5 flex items-start gap-2 rounded-2xl bg-sunken p-3">
          <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {opened.waitingCount > 0
            ? `${opened.waitingCount === 1 ? '1 change' : `${opened.waitingCount} changes`} will sync when you're back online.`
            : "You're offline: this is the collection as this device last saw it."}
        </p>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem] lg:items-start">
        <section aria-labelledby="recipes-heading">
          <h2 id="recipes-heading" className="font-bold text-xl">
            Recipes
          </h2>
          <div className="mt-3">
            {recipes.length === 0 ? (
              <EmptyCollection />
            ) : (
              <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                {recipes.map((recipe, index) => (
                  <li key={recipe.id}>
                    <CollectionRecipeCard
                      recipe={recipe}
                      position={index + 1}
                      isCover={recipe.id === coverId}
                      first={index === 0}
                      last={index === recipes.length - 1}
                      onMove={(by) => actions?.move(recipe, by)}
                      onOptions={() => setOptions(recipe)}
                    />
                  </li>
                ))}
              </ol>
            )}
          </div>
          <p role="status" className="sr-only">
            {actions?.announcement}
          </p>
        </section>
        <SharePanel collection={collection} />
      </div>
      {options && actions ? (
        <RecipeOptionsDialog
          recipe={options}
          collection={collection}
          others={others}
          isCover={options.id === coverId}
          actions={actions}
          onClose={() => setOptions(null)}
        />
      ) : null}
      {editing && opened.userId ? (
        <CollectionFormDialog
          title={`Edit ${collection.name}`}
          submitLabel="Save changes"
          initial={{ name: collection.name, description: collection.description }}
          onClose={() => setEditing(false)}
          onSubmit={(form) => {
            const changes = formChanges(collection, form);
            if (changes && opened.userId) {
              editCollections({
                kind: 'update',
                userId: opened.userId,
                collectionId: collection.id,
                changes,
              });
            }
            setEditing(false);
          }}
        />
      ) : null}
    </div>
  );
}
