import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { resetSession } from '../../../lib/session.ts';
import {
  LENTIL,
  QUICK,
  QUICK_ID,
  SAVED,
  SAVED_ID,
  SOUPS,
  SOUPS_ID,
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

const lentilCover = { recipeId: LENTIL.id, title: LENTIL.title };
const LIST = [{ ...SAVED, count: 1, cover: lentilCover }, { ...SOUPS, count: 3, cover: lentilCover }, QUICK];

function serve(routes: Parameters<typeof fakeApi>[0] = {}, collections = LIST) {
  return fakeApi({
    'GET /api/auth/get-session': { body: { user: COOK } },
    'GET /api/collections': { body: { collections } },
    ...routes,
  });
}

const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;
const cardNames = () =>
  within(screen.getByRole('region', { name: 'Your collections' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/collections', () => {
  it("shows the cook's collections as cards: cover, name and count, each opening its collection", async () => {
    serve();
    renderAt('/collections');
    expect(await screen.findByRole('heading', { level: 1, name: 'Collections' })).toBeTruthy();
    expect(cardNames()).toEqual(['Saved', 'Soups', 'Quick']);
    expect(within(card('Soups')).getByText('3 recipes')).toBeTruthy();
    expect(within(card('Saved')).getByText('1 recipe')).toBeTruthy();
    expect(within(card('Soups')).getByText('Lentil soup')).toBeTruthy();
    expect(within(card('Quick')).getByText('No recipes yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Soups' }).getAttribute('href')).toBe(`/collection/${SOUPS_ID}`);
    // "Saved" is where Save puts recipes: it cannot be deleted.
    expect(within(card('Saved')).queryByRole('button', { name: 'Delete Saved' })).toBeNull();
    expect(
      within(card('Saved')).getByRole('button', { name: 'Move Saved up' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('tells a cook with nothing saved how to save', async () => {
    serve({}, [SAVED]);
    renderAt('/collections');
    expect(await screen.findByRole('heading', { name: 'No saved recipes yet' })).toBeTruthy();
    expect(screen.getByText(/Tap Save on any recipe/)).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('makes a new collection with an id made on the device, shown at once', async () => {
    const calls = serve({
      'POST /api/collections': (init) => ({ status: 201, body: JSON.parse(String(init?.body)) }),
    });
    renderAt('/collections');
    fireEvent.click(await screen.findByRole('button', { name: 'New collection' }));
    const dialog = screen.getByRole('dialog', { name: 'New collection' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create collection' }));
    expect(within(dialog).getByText('Give the collection a name.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Bakes ' } });
    fireEvent.change(within(dialog).getByLabelText(/Description/), { target: { value: 'Sweet things' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create collection' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cardNames()).toEqual(['Saved', 'Soups', 'Quick', 'Bakes']);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.find((call) => call.method === 'POST')?.body as { id: string };
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Bakes',
      description: 'Sweet things',
    });
    expect(await screen.findByText('Bakes created')).toBeTruthy();
  });

  it('moves a collection down, keeping focus on it, and sends the whole order', async () => {
    const calls = serve({ 'PUT /api/collections/order': { body: { collections: [] } } });
    renderAt('/collections');
    await screen.findByRole('heading', { level: 1, name: 'Collections' });
    fireEvent.click(screen.getByRole('button', { name: 'Move Soups down' }));
    expect(cardNames()).toEqual(['Saved', 'Quick', 'Soups']);
    // Soups is last now: focus moves to the button that still works.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Soups up' }));
    expect(screen.getByText('Soups moved to 3 of 3.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        ids: [SAVED_ID, QUICK_ID, SOUPS_ID],
      }),
    );
  });

  it('deletes a collection at once, and Undo brings it back', async () => {
    const calls = serve({
      [`DELETE /api/collections/${SOUPS_ID}`]: { body: SOUPS },
      [`POST /api/collections/${SOUPS_ID}/restore`]: { body: SOUPS },
    });
    renderAt('/collections');
    await screen.findByRole('heading', { level: 1, name: 'Collections' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Soups' }));
    expect(cardNames()).toEqual(['Saved', 'Quick']);
    const toast = await screen.findByText('Soups deleted');
    fireEvent.click(
      within(toast.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Undo' }),
    );
    expect(cardNames()).toEqual(['Saved', 'Soups', 'Quick']);
    await waitFor(() =>
      expect(
        calls.filter((c) => c.path.startsWith(`/api/collections/${SOUPS_ID}`)).map((c) => c.method),
      ).toContain('POST'),
    );
  });

  it('renames a collection and changes its description', async () => {
    const calls = serve({ [`PATCH /api/collections/${QUICK_ID}`]: { body: { ...QUICK, name: 'Fast' } } });
    renderAt('/collections');
    await screen.findByRole('heading', { level: 1, name: 'Collections' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Quick' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Quick' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Fast' } });
    fireEvent.change(within(dialog).getByLabelText(/Description/), { target: { value: 'Under 20 min' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(cardNames()).toEqual(['Saved', 'Soups', 'Fast']);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        name: 'Fast',
        description: 'Under 20 min',
      }),
    );
  });

  it('opens offline from the device’s copy, and shows a change made offline as waiting', async () => {
    localStorage.setItem('larder_collections', JSON.stringify({ userId: COOK.id, list: LIST, opened: [] }));
    localStorage.setItem('auth', JSON.stringify({ user: COOK }));
    resetSession(); // a returning cook: the device remembers who is signed in
    serve({
      'GET /api/auth/get-session': { offline: true },
      'GET /api/collections': { offline: true },
      [`DELETE /api/collections/${QUICK_ID}`]: { offline: true },
    });
    renderAt('/collections');
    await screen.findByRole('heading', { level: 1, name: 'Collections' });
    expect(cardNames()).toEqual(['Saved', 'Soups', 'Quick']);
    expect(await screen.findByText(/You're offline: these are your collections/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Quick' }));
    expect(cardNames()).toEqual(['Saved', 'Soups']);
    expect(await screen.findByText("1 change will sync when you're back online.")).toBeTruthy();
  });

  it('searches saved recipes by words and filters, each result opening its recipe', async () => {
    serve({
      'GET /api/collections/search': {
        body: { recipes: [{ ...LENTIL, collectionIds: [SAVED_ID, SOUPS_ID] }] },
      },
    });
    renderAt('/collections');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search saved recipes' }), {
      target: { value: 'lentil' },
    });
    expect(await screen.findByText('1 recipe found')).toBeTruthy();
    const result = screen.getByRole('link', { name: 'Lentil soup' });
    expect(result.getAttribute('href')).toBe('/recipe?id=lentil-soup');
    expect(screen.getByText('In Saved, Soups')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Dinner' }));
    fireEvent.click(screen.getByRole('radio', { name: '≤ 30 min' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Vegetarian' }));
    const urls = () => (fetch as Mock).mock.calls.map(([url]) => String(url));
    await waitFor(() =>
      expect(urls()).toContain(
        '/api/collections/search?q=lentil&mealType=dinner&maxMinutes=30&diet=vegetarian',
      ),
    );
    expect(screen.getByRole('button', { name: /Filters/ }).textContent).toContain('3');
  });
});
