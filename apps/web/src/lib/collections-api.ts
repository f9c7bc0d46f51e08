import type { CollectionDto, MembershipAnswer } from '@larder/domain/api/collections';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { addCollectionRecipe } from '../features/collections/api/add-collection-recipe.ts';
import { createCollection } from '../features/collections/api/create-collection.ts';
import { listCollections } from '../features/collections/api/list-collections.ts';
import { removeCollectionRecipe } from '../features/collections/api/remove-collection-recipe.ts';
import type { CollectionForm } from './collection-messages.ts';
import { readCollectionList, writeCollectionList } from './collections-cache.ts';
import { useSession } from './session.ts';
import { newUuid } from './uuid.ts';

/**
 * What the collections screens and the recipe screen's Save sheet share (features do not import each
 * other): the cook's list of collections, and putting a recipe in or out of one. The requests themselves
 * are the endpoint files in features/collections/api (the one place /api is called from).
 */

/** Every collections query starts with this key: invalidating it refreshes them all. */
export const COLLECTIONS_QUERY_KEY = ['collections'] as const;
export const COLLECTION_LIST_KEY = ['collections', 'list'] as const;
export const collectionQueryKey = (id: string) => ['collections', 'one', id] as const;

/** Asks for the list and keeps the answer on the device for this cook. */
export async function fetchCollectionList(userId: string | null | undefined): Promise<CollectionDto[]> {
  const { collections } = await listCollections();
  writeCollectionList(userId, collections);
  return collections;
}

/** The cook's collections (server copy): the device's copy at once, the server's once it answers. */
export function useCollectionList() {
  const { status, user } = useSession();
  const userId = user?.id ?? null;
  const query = useQuery({
    queryKey: COLLECTION_LIST_KEY,
    queryFn: () => fetchCollectionList(userId),
    enabled: status === 'signed-in',
    initialData: () => readCollectionList(userId),
    initialDataUpdatedAt: 0,
    refetchOnMount: true,
  });
  return {
    userId,
    collections: query.data,
    isLoading: query.data === undefined && (status === 'loading' || query.isPending),
    isOfflineCopy: query.isError && query.data !== undefined,
    isError: query.isError && query.data === undefined,
    refetch: query.refetch,
  };
}

/** The recipe screen's copy of a recipe, as far as collections are concerned. */
type RecipeMembership = { saved?: boolean; collectionIds?: string[] };

/** The recipe's cached copy says what the server answered; every collections query is asked again. */
async function membershipChanged(client: QueryClient, answer: MembershipAnswer): Promise<void> {
  client.setQueryData<RecipeMembership>(['recipe', answer.recipeId], (old) =>
    old ? { ...old, saved: answer.saved, collectionIds: answer.collectionIds } : old,
  );
  await client.invalidateQueries({ queryKey: COLLECTIONS_QUERY_KEY });
}

/** Puts the recipe in the collection (first in its order) or takes it out; answers where it is now. */
export async function setRecipeInCollection(
  client: QueryClient,
  recipeId: string,
  collectionId: string,
  inCollection: boolean,
): Promise<MembershipAnswer> {
  const answer = inCollection
    ? await addCollectionRecipe(collectionId, recipeId)
    : await removeCollectionRecipe(collectionId, recipeId);
  void membershipChanged(client, answer);
  return answer;
}

/** A new collection (its id made here, so a retry cannot make two) holding the recipe. */
export async function createCollectionWithRecipe(
  client: QueryClient,
  recipeId: string,
  form: CollectionForm,
): Promise<{ collection: CollectionDto; membership: MembershipAnswer }> {
  const collection = await createCollection({
    id: newUuid(),
    name: form.name,
    ...(form.description ? { description: form.description } : {}),
  });
  const membership = await addCollectionRecipe(collection.id, recipeId);
  void membershipChanged(client, membership);
  return { collection: { ...collection, count: collection.count + 1 }, membership };
}
