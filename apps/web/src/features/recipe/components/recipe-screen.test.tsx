import { FETA, SALAD, TOMATO } from '@larder/domain/recipe-fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../../lib/session.ts';
import { COOK, fakeApi, GUEST } from '../../../test/fake-api.ts';
import { pantryItem } from '../../../test/pantry-fixtures.ts';
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
    'GET /api/recipes/salad-1': { body: { ...SALAD, saved: false } },
    'GET /api/pantry': { body: { items: BEFORE } },
    'POST /api/recipes/salad-1/cooked': {
      body: { pantry: [pantryItem(TOMATO, 'tomato', { quantity: 2, unit: 'piece' })], savedGrams: 458 },
    },
  });
}

const title = () => screen.findByRole('heading', { level: 1, name: SALAD.title });

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
    expect(within(ingredients).getByText('40 g more')).toBeTruthy();
    expect(within(ingredients).getByText('You have 1 of 3 · 2 to buy')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More (Servings)' }));
    await waitFor(() => expect(within(ingredients).getByText('360 g')).toBeTruthy());
    expect(within(ingredients).getByText('120 g')).toBeTruthy();
    // The pantry's 200 g of feta and 1 tomato are compared again at 3 servings.
    expect(within(ingredients).getByText('160 g more')).toBeTruthy();
    expect(within(ingredients).getByText('½ more tomato')).toBeTruthy();
    expect(within(ingredients).getByText('You have 0 of 3 · 3 to buy')).toBeTruthy();
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

  it('asks for the recipe while the session is still being found, and again once a first visit has one', async () => {
    let session: typeof GUEST | null = null;
    let answerSession: (value?: unknown) => void = () => undefined;
    const sessionAnswered = new Promise((resolve) => {
      answerSession = resolve;
    });
    const calls = fakeApi({
      'GET /api/auth/get-session': async () => {
        await sessionAnswered;
        return { body: null };
      },
      'POST /api/auth/sign-in/anonymous': () => {
        session = GUEST;
        return { body: { user: GUEST } };
      },
      'GET /api/recipes/salad-1': () =>
        session ? { body: { ...SALAD, saved: false } } : { status: 401, body: { code: 'UNAUTHORIZED' } },
      'GET /api/pantry': { body: { items: BEFORE } },
    });
    const recipeAsks = () => calls.filter((call) => call.path === '/api/recipes/salad-1').length;
    renderAt('/recipe?id=salad-1');
    // Well inside the 2.5 s the session may take before the app stops waiting for it.
    await waitFor(() => expect(recipeAsks()).toBe(1), { timeout: 1_500 });
    expect(screen.queryByRole('heading', { level: 1, name: 'Recipe not found' })).toBeNull();
    answerSession();
    await waitFor(() => expect(recipeAsks()).toBe(2));
    await title();
  });

  it('says "not found" when the cook with a session was never shown the recipe', async () => {
    fakeApi({
      'GET /api/auth/get-session': { body: { user: COOK } },
      'GET /api/recipes/salad-1': { status: 404, body: { code: 'NOT_FOUND' } },
    });
    renderAt('/recipe?id=salad-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipe not found' })).toBeTruthy();
  });

  it("keeps the method closed once the day's free recipes are opened, and offers Pro to a cook with an account", async () => {
    const message =
      "You've used today's 5 free recipes. Come back tomorrow, or go Pro for unlimited recipes.";
    fakeApi({
      'GET /api/auth/get-session': { body: { user: COOK } },
      'GET /api/recipes/salad-1': { status: 429, body: { error: { code: 'allowance_used', message } } },
    });
    renderAt('/recipe?id=salad-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'No free recipes left today' })).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: "That's today's free recipes" });
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'See Larder Pro' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(screen.queryByRole('heading', { name: SALAD.title })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not Now' }));
    expect(await screen.findByRole('link', { name: 'See Larder Pro' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Today' }).getAttribute('href')).toBe('/today');
  });

  it('asks a visitor whose free recipe is opened to create an account, coming back to this recipe', async () => {
    fakeApi({
      'GET /api/auth/get-session': { body: { user: GUEST } },
      'GET /api/recipes/salad-1': {
        status: 429,
        body: { error: { code: 'allowance_used', message: "You've used today's free recipe." } },
      },
    });
    renderAt('/recipe?id=salad-1');
    expect(
      await screen.findByRole('dialog', { name: 'Create a free account to get 4 more recipes today' }),
    ).toBeTruthy();
  });

  it('offers Save to a visitor as an account prompt', async () => {
    serve(GUEST);
    renderAt('/recipe?id=salad-1');
    await title();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Save Your Recipes' })).toBeTruthy();
  });

  it('saves and unsaves at once for a signed-in cook, and undoes a save the server refuses', async () => {
    let refuse = false;
    const calls = fakeApi({
      'GET /api/auth/get-session': { body: { user: COOK } },
      'GET /api/recipes/salad-1': { body: { ...SALAD, saved: false } },
      'GET /api/pantry': { body: { items: BEFORE } },
      'PUT /api/recipes/salad-1/saved': () =>
        refuse
          ? {
              status: 404,
              body: { error: { code: 'not_found', message: 'That recipe is not one of yours.' } },
            }
          : { body: { id: 'salad-1', saved: true } },
      'DELETE /api/recipes/salad-1/saved': { body: { id: 'salad-1', saved: false } },
    });
    renderAt('/recipe?id=salad-1');
    await title();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    const saved = await screen.findByRole('button', { name: 'Saved' });
    await waitFor(() => expect(saved.hasAttribute('disabled')).toBe(false));
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(calls.some((call) => call.method === 'PUT' && call.path === '/api/recipes/salad-1/saved')).toBe(
      true,
    );

    fireEvent.click(saved);
    await screen.findByRole('button', { name: 'Save' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);

    refuse = true;
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That recipe is not one of yours.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says when a recipe was never shown to this cook', async () => {
    fakeApi({ 'GET /api/auth/get-session': { body: { user: GUEST } } });
    renderAt('/recipe?id=nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipe not found' })).toBeTruthy();
  });
});
