import { SALAD } from '@larder/domain/recipe-fixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collection, SAVED, SAVED_ID, SOUPS, SOUPS_ID } from '../../../test/collection-fixtures.ts';
import { COOK, fakeApi, GUEST } from '../../../test/fake-api.ts';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { renderAt } from '../../../test/render-at.tsx';

freshSessionEachTest();
afterEach(() => vi.restoreAllMocks());

const membership = (collectionIds: string[]) => ({
  body: { recipeId: 'salad-1', saved: collectionIds.length > 0, collectionIds },
});

function serve(user: object, routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/auth/get-session': { body: { user } },
    'GET /api/recipes/salad-1': { body: { ...SALAD, saved: false, collectionIds: [] } },
    'GET /api/pantry': { body: { items: [] } },
    'PUT /api/recipes/salad-1/saved': { body: { id: 'salad-1', saved: true } },
    'GET /api/collections': { body: { collections: [SAVED, SOUPS] } },
    ...routes,
  });
}

async function saveAndChoose() {
  await screen.findByRole('heading', { level: 1, name: SALAD.title });
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Add to a collection' }));
  const sheet = await screen.findByRole('dialog', { name: 'Save to collections' });
  await within(sheet).findByRole('checkbox', { name: /Soups/ });
  return sheet;
}

describe('Save on the recipe screen', () => {
  it('saves to "Saved" with one tap, then offers the cook’s collections, a recipe in as many as they like', async () => {
    const calls = serve(COOK, {
      [`PUT /api/collections/${SOUPS_ID}/recipes/salad-1`]: membership([SAVED_ID, SOUPS_ID]),
      [`DELETE /api/collections/${SAVED_ID}/recipes/salad-1`]: membership([SOUPS_ID]),
    });
    renderAt('/recipe?id=salad-1');
    const sheet = await saveAndChoose();
    const saved = within(sheet).getByRole('checkbox', { name: /Saved/ }) as HTMLInputElement;
    const soups = within(sheet).getByRole('checkbox', { name: /Soups/ }) as HTMLInputElement;
    expect([saved.checked, soups.checked]).toEqual([true, false]);

    fireEvent.click(soups);
    await waitFor(() => expect(soups.checked).toBe(true));
    expect(await screen.findByText('Added to Soups')).toBeTruthy();
    await waitFor(() => expect(saved.disabled).toBe(false));
    fireEvent.click(saved);
    await waitFor(() => expect(saved.checked).toBe(false));
    expect(soups.checked).toBe(true);
    expect(
      calls.filter((c) => c.path.startsWith('/api/collections/')).map((c) => `${c.method} ${c.path}`),
    ).toEqual([
      `PUT /api/collections/${SOUPS_ID}/recipes/salad-1`,
      `DELETE /api/collections/${SAVED_ID}/recipes/salad-1`,
    ]);
    expect(await screen.findByText('Removed from Saved')).toBeTruthy();
  });

  it('makes a new collection from the sheet, with the recipe in it', async () => {
    const bakesId = 'b0000000-0000-4000-8000-000000000001';
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(bakesId);
    const calls = serve(COOK, {
      'POST /api/collections': { status: 201, body: collection(bakesId, 'Bakes') },
      [`PUT /api/collections/${bakesId}/recipes/salad-1`]: membership([SAVED_ID, bakesId]),
    });
    renderAt('/recipe?id=salad-1');
    const sheet = await saveAndChoose();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Create and add' }));
    expect(within(sheet).getByText('Give the collection a name.')).toBeTruthy();
    fireEvent.change(within(sheet).getByLabelText('New collection'), { target: { value: 'Bakes' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Create and add' }));
    expect(await screen.findByText('Saved to Bakes')).toBeTruthy();
    const created = calls.find((c) => c.method === 'POST' && c.path === '/api/collections');
    expect(created?.body).toEqual({ id: bakesId, name: 'Bakes' });
    expect(
      calls.some((c) => c.method === 'PUT' && c.path === `/api/collections/${bakesId}/recipes/salad-1`),
    ).toBe(true);
  });

  it('keeps the icon its size once saved', async () => {
    serve(COOK);
    renderAt('/recipe?id=salad-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const saved = await screen.findByRole('button', { name: 'Saved' });
    expect(saved.querySelector('svg')?.getAttribute('class')).toContain('shrink-0');
  });

  it('remembers the recipe a visitor tapped Save on, for when they have an account', async () => {
    serve(GUEST);
    renderAt('/recipe?id=salad-1');
    await screen.findByRole('heading', { level: 1, name: SALAD.title });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Save Your Recipes' })).toBeTruthy();
    expect(localStorage.getItem('pending_recipe')).toBe('salad-1');
  });

  it('saves the recipe a visitor tapped Save on once they have made an account, beside "Account created"', async () => {
    let account: typeof COOK | null = null;
    const calls = fakeApi({
      'GET /api/auth/get-session': () => ({ body: { user: account ?? GUEST } }),
      'POST /api/auth/sign-up/email': () => {
        account = { ...COOK, id: 'new-cook' };
        return { body: { token: 'session-token', user: account } };
      },
      'GET /api/recipes/salad-1': () => ({
        body: { ...SALAD, saved: calls.some((c) => c.method === 'PUT'), collectionIds: [] },
      }),
      'GET /api/pantry': { body: { items: [] } },
      'PUT /api/recipes/salad-1/saved': { body: { id: 'salad-1', saved: true } },
    });
    renderAt('/recipe?id=salad-1', { mail: { delivered: false } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create Free Account' }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'cook@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'tomato-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Your Account' }));
    expect(await screen.findByText('Recipe saved')).toBeTruthy();
    expect(screen.getByText('Account created')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT' && c.path === '/api/recipes/salad-1/saved')).toHaveLength(
      1,
    );
    expect(localStorage.getItem('pending_recipe')).toBeNull();
  });
});
