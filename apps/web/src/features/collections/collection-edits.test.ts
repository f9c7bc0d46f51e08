import { describe, expect, it } from 'vitest';
import {
  LENTIL,
  opened,
  PEA_SOUP,
  QUICK,
  QUICK_ID,
  SAVED,
  SOUPS,
  SOUPS_ID,
  TOMATO_SOUP,
} from '../../test/collection-fixtures.ts';
import {
  applyToCollection,
  applyToList,
  type CollectionEdit,
  type CollectionOp,
  formChanges,
  inOrder,
  moved,
  withPendingCollection,
  withPendingList,
} from './collection-edits.ts';

const userId = 'cook-1';
const op = (edit: CollectionEdit, attempts = 0): CollectionOp => ({
  ...edit,
  opId: Math.random().toString(36),
  attempts,
  createdAt: Date.UTC(2026, 0, 2),
});
const names = (list: { name: string }[]) => list.map((c) => c.name);
const titles = (answer: { recipes: { title: string }[] } | null) => answer?.recipes.map((r) => r.title);

describe('waiting collection changes, laid over the list', () => {
  const list = [SAVED, { ...SOUPS, count: 2, cover: { recipeId: LENTIL.id, title: LENTIL.title } }, QUICK];

  it('shows a new collection last, and a rename, at once', () => {
    const view = withPendingList(list, [
      op({ kind: 'create', userId, collectionId: 'new-1', name: 'Bakes', description: '' }),
      op({ kind: 'update', userId, collectionId: QUICK_ID, changes: { name: 'Fast' } }),
    ]);
    expect(names(view)).toEqual(['Saved', 'Soups', 'Fast', 'Bakes']);
    expect(view.at(-1)).toMatchObject({ id: 'new-1', count: 0, cover: null, isDefault: false });
  });

  it('puts the collections in the order chosen, and takes a deleted one away until Undo', () => {
    const order = op({ kind: 'order', userId, ids: [QUICK_ID, SAVED.id, SOUPS_ID] });
    expect(names(withPendingList(list, [order]))).toEqual(['Quick', 'Saved', 'Soups']);
    const deleted = op({ kind: 'delete', userId, collectionId: SOUPS_ID, name: 'Soups' });
    expect(names(withPendingList(list, [deleted]))).toEqual(['Saved', 'Quick']);
    const restored = op({
      kind: 'restore',
      userId,
      collectionId: SOUPS_ID,
      collection: list[1] ?? SOUPS,
      index: 1,
    });
    expect(names(withPendingList(list, [deleted, restored]))).toEqual(['Saved', 'Soups', 'Quick']);
  });

  it('counts a recipe added, removed or moved, and the first recipe becomes the cover unless one was chosen', () => {
    const recipeOf = { recipeId: PEA_SOUP.id, title: PEA_SOUP.title };
    const added = applyToList(list, { kind: 'add', userId, collectionId: QUICK_ID, ...recipeOf });
    expect(added[2]).toMatchObject({ count: 1, cover: recipeOf });
    const movedAway = applyToList(list, {
      kind: 'move',
      userId,
      collectionId: SOUPS_ID,
      recipeId: LENTIL.id,
      title: LENTIL.title,
      toCollectionId: QUICK_ID,
    });
    expect(movedAway.map((c) => c.count)).toEqual([0, 1, 1]);
    const chosen = { ...QUICK, count: 1, coverChosen: true, cover: { recipeId: 'x', title: 'X' } };
    expect(
      applyToList([chosen], { kind: 'add', userId, collectionId: QUICK_ID, ...recipeOf })[0]?.cover,
    ).toEqual(chosen.cover);
  });

  it('marks only what could not reach the server yet as waiting', () => {
    const rename = (attempts: number) =>
      op({ kind: 'update', userId, collectionId: QUICK_ID, changes: { name: 'Fast' } }, attempts);
    expect(withPendingList(list, [rename(0)]).some((c) => c.pending)).toBe(false);
    expect(withPendingList(list, [rename(1)]).find((c) => c.pending)?.name).toBe('Fast');
  });
});

describe('waiting changes, laid over an opened collection', () => {
  const soups = opened(SOUPS, [LENTIL, TOMATO_SOUP, PEA_SOUP]);
  const about = (r: typeof LENTIL) => ({ userId, collectionId: SOUPS_ID, recipeId: r.id, title: r.title });

  it('reorders the recipes, and the first becomes the cover', () => {
    const next = applyToCollection(soups, {
      kind: 'reorder',
      userId,
      collectionId: SOUPS_ID,
      recipeIds: [TOMATO_SOUP.id, LENTIL.id, PEA_SOUP.id],
    });
    expect(titles(next)).toEqual(['Tomato soup', 'Lentil soup', 'Pea soup']);
    expect(next?.collection.cover?.title).toBe('Tomato soup');
  });

  it('takes a removed or moved recipe out and counts again; a chosen cover stays', () => {
    const withCover = applyToCollection(soups, {
      kind: 'update',
      userId,
      collectionId: SOUPS_ID,
      changes: { coverRecipeId: PEA_SOUP.id },
      coverTitle: PEA_SOUP.title,
    });
    expect(withCover?.collection).toMatchObject({ coverChosen: true, cover: { title: 'Pea soup' } });
    const removed = withCover && applyToCollection(withCover, { kind: 'remove', ...about(LENTIL) });
    expect(titles(removed ?? null)).toEqual(['Tomato soup', 'Pea soup']);
    expect(removed?.collection).toMatchObject({ count: 2, cover: { title: 'Pea soup' } });
    const away = applyToCollection(soups, { kind: 'move', ...about(PEA_SOUP), toCollectionId: QUICK_ID });
    expect(away?.collection.count).toBe(2);
  });

  it('puts a recipe back (Undo) when the change carries it, and ignores other collections', () => {
    const removed = applyToCollection(soups, { kind: 'remove', ...about(LENTIL) });
    const back = removed && applyToCollection(removed, { kind: 'add', ...about(LENTIL), recipe: LENTIL });
    expect(titles(back ?? null)).toEqual(['Lentil soup', 'Tomato soup', 'Pea soup']);
    const elsewhere = { kind: 'remove', ...about(LENTIL), collectionId: QUICK_ID } as const;
    expect(applyToCollection(soups, elsewhere)).toBe(soups);
  });

  it('is gone once deleted here, and back after Undo; counts the changes that touch it', () => {
    const deleted = op({ kind: 'delete', userId, collectionId: SOUPS_ID, name: 'Soups' });
    expect(withPendingCollection(soups, [deleted]).answer).toBeNull();
    const restore = op({ kind: 'restore', userId, collectionId: SOUPS_ID, collection: SOUPS, index: 1 });
    const rename = op({ kind: 'update', userId, collectionId: QUICK_ID, changes: { name: 'Fast' } });
    const view = withPendingCollection(soups, [deleted, restore, rename]);
    expect(titles(view.answer)).toEqual(['Lentil soup', 'Tomato soup', 'Pea soup']);
    expect(view.pending).toBe(2);
  });
});

describe('the collection form', () => {
  it('sends only what changed, or nothing', () => {
    expect(formChanges(SOUPS, { name: 'Soups', description: 'Warm bowls' })).toBeNull();
    expect(formChanges(SOUPS, { name: 'Stews', description: 'Warm bowls' })).toEqual({ name: 'Stews' });
    expect(formChanges(SOUPS, { name: 'Soups', description: '' })).toEqual({ description: '' });
  });
});

describe('order helpers', () => {
  it('swap an item with its neighbour, and never past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('follow the ids given, keeping items not named after them', () => {
    expect(inOrder(['a', 'b', 'c', 'd'], ['c', 'a'], (x) => x)).toEqual(['c', 'a', 'b', 'd']);
  });
});
