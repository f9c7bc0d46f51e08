import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../../lib/session.ts';
import { COOK, fakeApi, GUEST } from '../../../test/fake-api.ts';
import { pantryItem } from '../../../test/pantry-fixtures.ts';
import { FETA, SALAD, TOMATO } from '../../../test/recipe-fixtures.ts';
import { renderAt } from '../../../test/render-at.tsx';

beforeEach(() => resetSession());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.head.innerHTML = '';
});

const BEFORE = [
  pantryItem(FETA, 'feta', { quantity: 200, unit: 'g' }),
  pantryItem(TOMATO, 'tomato', { quantity: 3, unit: 'piece' }),
];

function serve(user = GUEST) {
  return fakeApi({
    'GET /api/auth/get-session': { body: { user } },
    'GET /api/recipes/salad-1': { body: SALAD },
    'GET /api/pantry': { body: { items: BEFORE } },
    'POST /api/recipes/salad-1/cooked': {
      body: { pantry: [pantryItem(TOMATO, 'tomato', { quantity: 2, unit: 'piece' })], savedGrams: 458 },
    },
  });
}

const title = () => screen.findByRole('heading', { level: 1, name: SALAD.title }, { timeout: 5000 });

describe('the recipe screen', () => {
  it('shows the recipe with its schema.org data, and scales the ingredients', async () => {
    serve();
    renderAt('/recipe?id=salad-1');
    await title();
    const data = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(data).toMatchObject({ '@type': 'Recipe', name: SALAD.title });
    const ingredients = screen.getByRole('region', { name: 'Ingredients' });
    expect(within(ingredients).getByText('240 g')).toBeTruthy();
    expect(within(ingredients).getAllByText('Missing')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'More (Servings)' }));
    await waitFor(() => expect(within(ingredients).getByText('360 g')).toBeTruthy());
    expect(within(ingredients).getByText('120 g')).toBeTruthy();
  });

  it('"I cooked this" sends the servings and says what left the pantry and the food saved', async () => {
    const calls = serve();
    renderAt('/recipe?id=salad-1');
    await title();
    fireEvent.click(screen.getByRole('button', { name: 'I cooked this' }));
    expect(await screen.findByRole('heading', { name: 'Cooked. Enjoy your meal!' })).toBeTruthy();
    expect(screen.getAllByText(/Taken from your pantry: all the feta, 1 tomato\./).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/You saved 458 g of food from the bin\./).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ servings: 2 });
  });

  it('times a step: start, pause, reset', async () => {
    serve();
    renderAt('/recipe?id=salad-1');
    await title();
    fireEvent.click(screen.getByRole('button', { name: 'Start 5 min timer' }));
    fireEvent.click(screen.getByRole('button', { name: /^Pause / }));
    expect(screen.getByRole('button', { name: /^Resume / })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Reset timer/ }));
    expect(screen.getByRole('button', { name: 'Start 5 min timer' })).toBeTruthy();
  });

  it('offers Save to a visitor (as an account prompt) and hides it from a signed-in cook until collections exist', async () => {
    serve(GUEST);
    renderAt('/recipe?id=salad-1');
    await title();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Save Your Recipes' })).toBeTruthy();
    cleanup();
    resetSession();
    serve(COOK);
    renderAt('/recipe?id=salad-1');
    await title();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
  });

  it('says when a recipe was never shown to this cook', async () => {
    fakeApi({ 'GET /api/auth/get-session': { body: { user: GUEST } } });
    renderAt('/recipe?id=nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recipe not found' }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
