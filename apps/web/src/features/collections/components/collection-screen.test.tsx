import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../../lib/session.ts';
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
} from '../../../test/collection-fixtures.ts';
import { COOK, fakeApi } from '../../../test/fake-api.ts';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { renderAt } from '../../../test/render-at.tsx';
import { collectionsQueue } from '../collections-queue.ts';

freshSessionEachTest();
afterEach(() => {
  localStorage.clear();
  collectionsQueue.reload();
});

const SOUPS_OPEN = opened(SOUPS, [LENTIL, TOMATO_SOUP, PEA_SOUP]);
const PATH = `/api/collections/${SOUPS_ID}`;

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/auth/get-session': { body: { user: COOK } },
    'GET /api/collections': { body: { collections: [SAVED, SOUPS_OPEN.collection, QUICK] } },
    [`GET ${PATH}`]: { body: SOUPS_OPEN },
    ...routes,
  });
}

const recipeTitles = () =>
  within(screen.getByRole('region', { name: 'Recipes' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function open() {
  renderAt(`/collection/${SOUPS_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Soups' });
}

function options(title: string) {
  fireEvent.click(screen.getByRole('button', { name: `More for ${title}` }));
  return screen.getByRole('dialog', { name: title });
}

describe('/collection/:collectionId', () => {
  it('shows the collection and its recipes in order, each with Cook, and a way to plan the week', async () => {
    serve();
    await open();
    expect(screen.getByText('Warm bowls')).toBeTruthy();
    expect(screen.getByText('3 recipes')).toBeTruthy();
    expect(recipeTitles()).toEqual(['Lentil soup', 'Tomato soup', 'Pea soup']);
    expect(screen.getByRole('link', { name: 'Cook Tomato soup' }).getAttribute('href')).toBe(
      '/recipe?id=tomato-soup',
    );
    expect(screen.getByRole('link', { name: 'Plan my week from this collection' }).getAttribute('href')).toBe(
      `/plan/wizard?collection=${SOUPS_ID}`,
    );
    expect(screen.getByRole('link', { name: 'All collections' }).getAttribute('href')).toBe('/collections');
  });

  it('moves a recipe up: the new order shows at once and is sent whole, focus stays on the recipe', async () => {
    const calls = serve({
      [`PUT ${PATH}/recipes`]: { body: opened(SOUPS, [TOMATO_SOUP, LENTIL, PEA_SOUP]) },
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Move Tomato soup up' }));
    expect(recipeTitles()).toEqual(['Tomato soup', 'Lentil soup', 'Pea soup']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Tomato soup down' }));
    expect(screen.getByText('Tomato soup moved to 1 of 3.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        recipeIds: ['tomato-soup', 'lentil-soup', 'pea-soup'],
      }),
    );
  });

  it('removes a recipe, and Undo puts it back where it was', async () => {
    const membership = { body: { recipeId: LENTIL.id, saved: true, collectionIds: [] } };
    const calls = serve({
      [`DELETE ${PATH}/recipes/lentil-soup`]: membership,
      [`PUT ${PATH}/recipes/lentil-soup`]: membership,
      [`PUT ${PATH}/recipes`]: { body: SOUPS_OPEN },
    });
    await open();
    fireEvent.click(within(options('Lentil soup')).getByRole('button', { name: 'Remove from Soups' }));
    expect(recipeTitles()).toEqual(['Tomato soup', 'Pea soup']);
    expect(screen.getByText('2 recipes')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    const toast = (await screen.findByText('Removed from Soups')).closest('[role="status"]') as HTMLElement;
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(recipeTitles()).toEqual(['Lentil soup', 'Tomato soup', 'Pea soup']));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
        `${PATH}/recipes/lentil-soup`,
        `${PATH}/recipes`,
      ]),
    );
  });

  it('moves a recipe to another collection, and chooses the cover', async () => {
    const calls = serve({
      [`POST ${PATH}/recipes/pea-soup/move`]: {
        body: { recipeId: 'pea-soup', saved: true, collectionIds: [QUICK_ID] },
      },
      [`PATCH ${PATH}`]: { body: { ...SOUPS_OPEN.collection, coverChosen: true } },
    });
    await open();
    fireEvent.click(within(options('Tomato soup')).getByRole('button', { name: 'Use as cover' }));
    const tomato = screen.getByRole('link', { name: 'Cook Tomato soup' }).closest('article') as HTMLElement;
    expect(within(tomato).getByText('Cover')).toBeTruthy();
    const dialog = options('Pea soup');
    expect(within(dialog).queryByRole('button', { name: /Move to Soups/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /Move to Quick/ }));
    expect(recipeTitles()).toEqual(['Lentil soup', 'Tomato soup']);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ toCollectionId: QUICK_ID }),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ coverRecipeId: 'tomato-soup' });
  });

  it('shares: the link appears with Copy; turning it off warns that the link stops working', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const calls = serve({
      [`PATCH ${PATH}`]: (init) => ({
        body: {
          ...SOUPS_OPEN.collection,
          shareId: JSON.parse(String(init?.body)).shared ? 'share-1' : null,
        },
      }),
    });
    await open();
    const share = screen.getByRole('switch', { name: /Share this collection/ });
    expect(screen.getByText('Anyone with the link can view')).toBeTruthy();
    fireEvent.click(share);
    const link = (await screen.findByLabelText('Share link')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/collection-preview/share-1`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link.value));

    fireEvent.click(screen.getByRole('switch', { name: /Share this collection/ }));
    const confirm = screen.getByRole('dialog', { name: 'Stop sharing?' });
    expect(within(confirm).getByText(/The link stops working/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(screen.queryByLabelText('Share link')).toBeNull());
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { shared: true },
      { shared: false },
    ]);
  });

  it('says honestly when the collection is not one of the cook’s', async () => {
    serve({
      [`GET ${PATH}`]: {
        status: 404,
        body: { error: { code: 'not_found', message: 'That collection is not one of yours.' } },
      },
    });
    renderAt(`/collection/${SOUPS_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Collection not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Collections' }).getAttribute('href')).toBe(
      '/collections',
    );
  });

  it('opens offline from the copy kept when it was last opened', async () => {
    localStorage.setItem(
      'larder_collections',
      JSON.stringify({ userId: COOK.id, list: null, opened: [SOUPS_OPEN] }),
    );
    localStorage.setItem('auth', JSON.stringify({ user: COOK }));
    resetSession();
    fakeApi({
      'GET /api/auth/get-session': { offline: true },
      'GET /api/collections': { offline: true },
      [`GET ${PATH}`]: { offline: true },
    });
    await open();
    expect(recipeTitles()).toEqual(['Lentil soup', 'Tomato soup', 'Pea soup']);
    expect(await screen.findByText(/You're offline: this is the collection/)).toBeTruthy();
  });
});
