import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { noticeToasts } from '../components/ui/toast-store.ts';
import { COOK, fakeApi, GUEST } from '../test/fake-api.ts';
import { freshSessionEachTest } from '../test/fresh-session.ts';
import { rememberPendingRecipe } from './pending-recipe.ts';
import { usePendingRecipe } from './pending-recipe-watch.ts';

freshSessionEachTest();

let shown: MockInstance<typeof noticeToasts.show>;
beforeEach(() => {
  shown = vi.spyOn(noticeToasts, 'show');
  return () => shown.mockRestore();
});

function Frame() {
  usePendingRecipe();
  return null;
}

function mount() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Frame />
    </QueryClientProvider>,
  );
}

const saves = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path === '/api/recipes/salad-1/saved');
const titles = () => shown.mock.calls.map(([message]) => message.title);

describe('a recipe saved before the cook had an account (pending_recipe)', () => {
  it('is saved to "Saved" once the session is an account, with one toast, and the flag goes', async () => {
    rememberPendingRecipe('salad-1');
    const calls = fakeApi({
      'GET /api/auth/get-session': { body: { user: COOK } },
      'PUT /api/recipes/salad-1/saved': { body: { id: 'salad-1', saved: true } },
    });
    const view = mount();
    await waitFor(() => expect(localStorage.getItem('pending_recipe')).toBeNull());
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <Frame />
      </QueryClientProvider>,
    );
    expect(saves(calls)).toHaveLength(1);
    expect(titles()).toEqual(['Recipe saved']);
  });

  it('waits while the visitor has no account', async () => {
    rememberPendingRecipe('salad-1');
    const calls = fakeApi({ 'GET /api/auth/get-session': { body: { user: GUEST } } });
    mount();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/get-session')).toBe(true));
    await act(() => Promise.resolve());
    expect(saves(calls)).toEqual([]);
    expect(localStorage.getItem('pending_recipe')).toBe('salad-1');
  });

  it('keeps the recipe while offline, and saves it when the network is back', async () => {
    rememberPendingRecipe('salad-1');
    let online = false;
    const calls = fakeApi({
      'GET /api/auth/get-session': { body: { user: COOK } },
      'PUT /api/recipes/salad-1/saved': () =>
        online ? { body: { id: 'salad-1', saved: true } } : { offline: true },
    });
    mount();
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(localStorage.getItem('pending_recipe')).toBe('salad-1');
    expect(titles()).toEqual([]);
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(localStorage.getItem('pending_recipe')).toBeNull());
    expect(titles()).toEqual(['Recipe saved']);
  });

  it('lets a recipe go that the server will never save, saying why', async () => {
    rememberPendingRecipe('salad-1');
    fakeApi({
      'GET /api/auth/get-session': { body: { user: COOK } },
      'PUT /api/recipes/salad-1/saved': {
        status: 404,
        body: { error: { code: 'not_found', message: 'That recipe is not one of yours.' } },
      },
    });
    mount();
    await waitFor(() => expect(localStorage.getItem('pending_recipe')).toBeNull());
    expect(shown.mock.calls.map(([message]) => message)).toEqual([
      { title: "Couldn't save the recipe", description: 'That recipe is not one of yours.', tone: 'error' },
    ]);
  });
});
