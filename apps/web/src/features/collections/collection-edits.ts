import type { CollectionAnswer, CollectionDto } from '@larder/domain/api/collections';
import type { z } from 'zod';
import type { Entry } from '../../lib/outbox.ts';
import type { collectionEdit } from '../../lib/outbox-schemas.ts';

/**
 * What a waiting change does to the cook's collections, as pure functions: laid over the server's copy
 * so a change shows at once (offline too), and applied to that copy once the server has taken it.
 */
export type CollectionEdit = z.infer<typeof collectionEdit>;
export type CollectionOp = Entry<CollectionEdit>;
export type CollectionView = CollectionDto & { pending: boolean };

/** What the collection form changed (name, description), or null when nothing did. */
export function formChanges(
  collection: Pick<CollectionDto, 'name' | 'description'>,
  form: { name: string; description: string },
): { name?: string; description?: string } | null {
  const changes = {
    ...(form.name === collection.name ? {} : { name: form.name }),
    ...(form.description === collection.description ? {} : { description: form.description }),
  };
  return Object.keys(changes).length > 0 ? changes : null;
}

/** `items` in the order of `ids`; any item not named keeps its place after them. */
export function inOrder<T>(items: readonly T[], ids: readonly string[], idOf: (item: T) => string): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  const named = items.filter((item) => rank.has(idOf(item)));
  named.sort((a, b) => (rank.get(idOf(a)) ?? 0) - (rank.get(idOf(b)) ?? 0));
  return [...named, ...items.filter((item) => !rank.has(idOf(item)))];
}

/** `items` with the one at `index` swapped with its neighbour (`by` -1: up, +1: down). */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const other = index + by;
  const next = [...items];
  const item = next[index];
  const neighbour = next[other];
  if (item === undefined || neighbour === undefined) return next;
  next[index] = neighbour;
  next[other] = item;
  return next;
}

function newCollection(op: Extract<CollectionEdit, { kind: 'create' }>, at: number): CollectionDto {
  return {
    id: op.collectionId,
    name: op.name,
    description: op.description,
    isDefault: false,
    count: 0,
    cover: null,
    coverChosen: false,
    shareId: null,
    updatedAt: new Date(at).toISOString(),
  };
}

function updated(collection: CollectionDto, op: Extract<CollectionEdit, { kind: 'update' }>): CollectionDto {
  const { name, description, coverRecipeId } = op.changes;
  const cover =
    typeof coverRecipeId === 'string'
      ? { recipeId: coverRecipeId, title: op.coverTitle ?? collection.cover?.title ?? '' }
      : collection.cover;
  return {
    ...collection,
    ...(name === undefined ? {} : { name }),
    ...(description === undefined ? {} : { description }),
    cover,
    coverChosen: coverRecipeId === undefined ? collection.coverChosen : coverRecipeId !== null,
  };
}

/** A recipe went in first: unless the cook chose the cover, the first recipe is it. */
function added(collection: CollectionDto, recipe: { recipeId: string; title: string }): CollectionDto {
  return {
    ...collection,
    count: collection.count + 1,
    cover: collection.coverChosen && collection.cover ? collection.cover : recipe,
  };
}

function taken(collection: CollectionDto, recipeId: string): CollectionDto {
  const count = Math.max(0, collection.count - 1);
  const coverGone = collection.cover?.recipeId === recipeId;
  return {
    ...collection,
    count,
    // Which recipe is first now is the server's to say; an empty collection has no cover.
    cover: count === 0 ? null : collection.cover,
    coverChosen: coverGone ? false : collection.coverChosen,
  };
}

/** The list of collections after one change (`at`: when it was made). */
export function applyToList(list: readonly CollectionDto[], op: CollectionEdit, at = 0): CollectionDto[] {
  const each = (id: string, change: (collection: CollectionDto) => CollectionDto) =>
    list.map((collection) => (collection.id === id ? change(collection) : collection));
  switch (op.kind) {
    case 'create':
      return list.some((c) => c.id === op.collectionId) ? [...list] : [...list, newCollection(op, at)];
    case 'update':
      return each(op.collectionId, (collection) => updated(collection, op));
    case 'delete':
      return list.filter((collection) => collection.id !== op.collectionId);
    case 'restore': {
      if (list.some((c) => c.id === op.collectionId)) return [...list];
      const index = Math.min(Math.max(0, op.index), list.length);
      return [...list.slice(0, index), op.collection, ...list.slice(index)];
    }
    case 'order':
      return inOrder(list, op.ids, (collection) => collection.id);
    case 'add':
      return each(op.collectionId, (collection) => added(collection, op));
    case 'remove':
      return each(op.collectionId, (collection) => taken(collection, op.recipeId));
    case 'move':
      return list.map((collection) =>
        collection.id === op.collectionId
          ? taken(collection, op.recipeId)
          : collection.id === op.toCollectionId
            ? added(collection, op)
            : collection,
      );
    case 'reorder':
      return [...list];
  }
}

/**
 * The server's list with the cook's waiting changes laid over it. Collections a change could not reach
 * the server about yet (offline, say) are pending; one on its way for the first time is not flagged, so
 * nothing flickers while online.
 */
export function withPendingList(
  list: readonly CollectionDto[],
  ops: readonly CollectionOp[],
): CollectionView[] {
  let view: CollectionDto[] = [...list];
  const touched = new Set<string>();
  for (const op of ops) {
    view = applyToList(view, op, op.createdAt);
    if (op.attempts === 0) continue;
    if ('collectionId' in op) touched.add(op.collectionId);
    if (op.kind === 'move') touched.add(op.toCollectionId);
  }
  return view.map((collection) => ({ ...collection, pending: touched.has(collection.id) }));
}

/** A collection's count and (unless chosen) cover follow its recipes. */
function settled(answer: CollectionAnswer): CollectionAnswer {
  const { collection, recipes } = answer;
  const first = recipes[0];
  const chosen = collection.coverChosen
    ? recipes.find((recipe) => recipe.id === collection.cover?.recipeId)
    : undefined;
  const cover = chosen ?? first;
  return {
    recipes,
    collection: {
      ...collection,
      count: recipes.length,
      coverChosen: chosen !== undefined,
      cover: cover ? { recipeId: cover.id, title: cover.title } : null,
    },
  };
}

/** An opened collection after one change; null once it is deleted. */
export function applyToCollection(answer: CollectionAnswer, op: CollectionEdit): CollectionAnswer | null {
  const { collection, recipes } = answer;
  const here = 'collectionId' in op && op.collectionId === collection.id;
  switch (op.kind) {
    case 'update':
      return here ? settled({ recipes, collection: updated(collection, op) }) : answer;
    case 'delete':
      return here ? null : answer;
    case 'add':
      if (!here || !op.recipe || recipes.some((recipe) => recipe.id === op.recipeId)) return answer;
      return settled({ collection, recipes: [op.recipe, ...recipes] });
    case 'remove':
    case 'move':
      return here ? settled({ collection, recipes: recipes.filter((r) => r.id !== op.recipeId) }) : answer;
    case 'reorder':
      return here ? settled({ collection, recipes: inOrder(recipes, op.recipeIds, (r) => r.id) }) : answer;
    default:
      return answer;
  }
}

/** An opened collection with the waiting changes laid over it (null: deleted here), and how many wait. */
export function withPendingCollection(
  answer: CollectionAnswer,
  ops: readonly CollectionOp[],
): { answer: CollectionAnswer | null; pending: number } {
  let view: CollectionAnswer | null = answer;
  let last = answer;
  let pending = 0;
  for (const op of ops) {
    // Deleted, then brought back (Undo): it is as it was.
    const next: CollectionAnswer | null = view
      ? applyToCollection(view, op)
      : op.kind === 'restore' && op.collectionId === last.collection.id
        ? last
        : null;
    if (next !== view) pending += 1;
    if (next) last = next;
    view = next;
  }
  return { answer: view, pending };
}
