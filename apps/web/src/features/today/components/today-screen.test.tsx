import { SALAD } from '@larder/domain/recipe-fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localToday } from '../../../lib/local-day.ts';
import { pantryQueue } from '../../../lib/pantry-queue.ts';
import { resetSession } from '../../../lib/session.ts';
import { fakeApi, GUEST } from '../../../test/fake-api.ts';
import { pantryItem } from '../../../test/pantry-fixtures.ts';
import { renderAt, TEST_CONFIG } from '../../../test/render-at.tsx';

const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localToday(date);
};

const PANTRY = [
  pantryItem('p1', 'egg', { quantity: 6, unit: 'piece', expiresOn: inDays(12), expiryEstimated: true }),
  pantryItem('p2', 'feta', { quantity: 200, unit: 'g', expiresOn: inDays(-1) }),
  pantryItem('p3', 'spinach', { expiresOn: inDays(1) }),
  pantryItem('p4', 'chickn', { suggestion: { ingredientId: 'chicken-breast', name: 'chicken breast' } }),
];

beforeEach(() => resetSession());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  pantryQueue.reload();
});

/** The screen's code loads lazily (slow on a cold test worker; findBy* waits up to 10 s, see src/test/setup.ts). */
const pantryList = () => screen.findByRole('list', { name: 'Pantry items, expiring first' });

function serve(generate: Parameters<typeof fakeApi>[0][string]) {
  return fakeApi({
    'GET /api/auth/get-session': { body: { user: GUEST } },
    'GET /api/pantry': { body: { items: PANTRY } },
    'POST /api/recipes/generate': generate,
  });
}

describe('Today', () => {
  it('lists the pantry expiring first, with badges in words', async () => {
    serve({ body: {} });
    renderAt('/today');
    const list = await pantryList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.name)).toEqual(['feta', 'spinach', 'egg', 'chickn']);
    expect(rows[0]?.textContent).toContain('Expired');
    expect(rows[1]?.textContent).toContain('Tomorrow');
    expect(rows[2]?.textContent).toContain('12 days');
    expect(
      within(rows[3] as HTMLElement).getByRole('button', { name: /Did you mean chicken breast\?/ }),
    ).toBeTruthy();
  });

  it('cooks: the loading stage shows while the kitchen works, then the suggestions', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const calls = serve(() => ({
      body: { source: 'library+generator', remainingToday: 0, recipes: [SALAD] },
    }));
    const pending = new Promise((resolve) => (answer = resolve));
    const fetchMock = vi.mocked(fetch);
    const plain = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).startsWith('/api/recipes/generate')) await pending;
      return plain?.(url, init) as Promise<Response>;
    });
    renderAt('/today');
    await pantryList();
    fireEvent.click(screen.getByRole('radio', { name: 'Quick' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cook something' }));
    const progress = await screen.findByRole('progressbar', { name: 'Finding recipes' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('40'));
    expect(screen.getByText('Consulting the AI chef database…')).toBeTruthy();
    answer(null);
    expect(await screen.findByRole('heading', { name: '1 recipe for you' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/recipes/generate')?.body).toEqual({
      goal: 'quick',
      servings: 2,
    });
    expect(screen.getByRole('link', { name: SALAD.title }).getAttribute('href')).toBe('/recipe?id=salad-1');
    expect(screen.getByText('No free recipes left today')).toBeTruthy();
  });

  it('cooks on the device when the network is gone, and says so', async () => {
    fakeApi({
      'GET /api/auth/get-session': { body: { user: GUEST } },
      'GET /api/pantry': {
        body: {
          items: [
            pantryItem('p1', 'egg', { ingredientId: 'egg', quantity: 6 }),
            pantryItem('p2', 'spinach', {
              ingredientId: 'spinach',
              quantity: 300,
              unit: 'g',
              expiresOn: inDays(1),
            }),
          ],
        },
      },
      'POST /api/recipes/generate': { offline: true },
      'POST /api/recipes/offline': { offline: true },
    });
    // A server that gives free accounts 5 recipes a day; a visitor has 1, and browsing is free.
    renderAt('/today', { pro: { ...TEST_CONFIG.pro, freeRecipesPerDay: 5 } });
    await pantryList();
    fireEvent.click(screen.getByRole('button', { name: 'Cook something' }));
    expect(
      await screen.findByText(/Made on this device while you're offline/, undefined, { timeout: 8000 }),
    ).toBeTruthy();
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/recipe?id='));
    expect(links.length).toBeGreaterThan(0);
    expect(screen.getByText('1 of 1 free recipe left today')).toBeTruthy();
    // A second try the same day, still offline: more suggestions, nothing counted.
    fireEvent.click(screen.getByRole('button', { name: 'Cook something' }));
    expect(
      await screen.findByText(/Made on this device while you're offline/, undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByText('1 of 1 free recipe left today')).toBeTruthy();
  });

  it('asks a visitor to sign up once today’s free recipe is used', async () => {
    serve({
      status: 429,
      body: { error: { code: 'allowance_used', message: "You've used today's free recipe." } },
    });
    renderAt('/today');
    await pantryList();
    fireEvent.click(screen.getByRole('button', { name: 'Cook something' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Create a free account to get 4 more recipes today',
    });
    expect(within(dialog).getByRole('button', { name: 'Create Free Account' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('while the pantry loads, the cook panel waits with the list, so the list never pushes it down', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => (answer = resolve));
    serve({ body: {} });
    const fetchMock = vi.mocked(fetch);
    const plain = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).startsWith('/api/pantry')) await pending;
      return plain?.(url, init) as Promise<Response>;
    });
    renderAt('/today');
    expect(await screen.findByRole('status', { name: 'Loading your pantry' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Add food' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cook something' })).toBeNull();
    answer(null);
    await pantryList();
    expect(screen.getByRole('button', { name: 'Cook something' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading your pantry' })).toBeNull();
  });

  it('family cooks for at least four, and the choice is remembered', async () => {
    serve({ body: {} });
    renderAt('/today');
    fireEvent.click(await screen.findByRole('radio', { name: 'Family' }));
    expect(screen.getByText('4 servings')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('larder_cook_choice') ?? '{}')).toEqual({
      goal: 'family',
      servings: 4,
    });
  });
});
