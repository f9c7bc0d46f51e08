import { COLLECTION_MESSAGES } from '@larder/domain/api/collections';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { collection, LENTIL, PEA_SOUP } from '../../../test/collection-fixtures.ts';
import { COOK, fakeApi, GUEST } from '../../../test/fake-api.ts';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { renderAt } from '../../../test/render-at.tsx';
import { CollectionPreviewScreen } from './collection-preview-screen.tsx';

freshSessionEachTest();

const SHARE = 'f0000000-0000-4000-8000-00000000000a';
const PREVIEW = {
  collection: {
    id: SHARE,
    name: 'Winter soups',
    description: 'For cold nights',
    count: 2,
    by: 'Ana',
    mine: false,
  },
  recipes: [LENTIL, { ...PEA_SOUP, description: 'Sweet and green.' }],
};

function serve(user: object | null, routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/auth/get-session': { body: user ? { user } : null },
    'POST /api/auth/sign-in/anonymous': { body: { user: GUEST } },
    [`GET /api/collection-previews/${SHARE}`]: { body: PREVIEW },
    ...routes,
  });
}

describe('/collection-preview/:collectionId', () => {
  it('shows anyone the shared collection: name, description, who made it, and recipes linking to their pages', async () => {
    serve(null);
    renderAt(`/collection-preview/${SHARE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter soups' })).toBeTruthy();
    expect(screen.getByText('For cold nights')).toBeTruthy();
    expect(screen.getByText('By Ana · 2 recipes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lentil soup' }).getAttribute('href')).toBe('/r/lentil-soup');
    expect(screen.getByText('Sweet and green.')).toBeTruthy();
    expect(screen.getAllByText('10 min')).toHaveLength(2);
  });

  it('asks a visitor without an account to make one to save a copy, coming back here', async () => {
    serve(GUEST);
    renderAt(`/collection-preview/${SHARE}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Save a copy' }));
    const prompt = await screen.findByRole('dialog', { name: 'Save Your Recipes' });
    expect(within(prompt).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      `/auth?mode=signin&returnTo=${encodeURIComponent(`/collection-preview/${SHARE}`)}`,
    );
  });

  it('copies the collection for a signed-in cook and opens the copy', async () => {
    const copy = collection('c0000000-0000-4000-8000-000000000001', 'Winter soups', { count: 2 });
    const calls = serve(COOK, {
      [`POST /api/collection-previews/${SHARE}/copy`]: { status: 201, body: copy },
    });
    const { location } = renderAt(`/collection-preview/${SHARE}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Save a copy' }));
    await waitFor(() => expect(location.current.pathname).toBe(`/collection/${copy.id}`));
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/copy'))).toBe(true);
    expect(await screen.findByText('Saved to your collections')).toBeTruthy();
  });

  it('shows its owner no copy button', async () => {
    serve(COOK, {
      [`GET /api/collection-previews/${SHARE}`]: {
        body: { ...PREVIEW, collection: { ...PREVIEW.collection, mine: true, by: null } },
      },
    });
    renderAt(`/collection-preview/${SHARE}`);
    expect(await screen.findByText(/This is your collection, as anyone with the link sees it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save a copy' })).toBeNull();
    expect(screen.getByText('2 recipes')).toBeTruthy();
  });

  it('says so when the collection is private or its link was turned off', async () => {
    serve(null, {
      [`GET /api/collection-previews/${SHARE}`]: {
        status: 404,
        body: { error: { code: 'not_found', message: COLLECTION_MESSAGES.notShared } },
      },
    });
    renderAt(`/collection-preview/${SHARE}`);
    expect(await screen.findByText(COLLECTION_MESSAGES.notShared)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Larder' }).getAttribute('href')).toBe('/');
  });

  it('keeps a place in its footer for the Report button', async () => {
    serve(null);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[`/collection-preview/${SHARE}`]}>
          <Routes>
            <Route
              path="/collection-preview/:collectionId"
              element={
                <CollectionPreviewScreen
                  signUpDialog={() => null}
                  reportButton={<button type="button">Report</button>}
                />
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Report' })).toBeTruthy();
  });

  it('hands the link’s id to a Report button given as a function', async () => {
    serve(null);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[`/collection-preview/${SHARE}`]}>
          <Routes>
            <Route
              path="/collection-preview/:collectionId"
              element={
                <CollectionPreviewScreen
                  signUpDialog={() => null}
                  reportButton={(shareId) => <button type="button">{`Report ${shareId}`}</button>}
                />
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: `Report ${SHARE}` })).toBeTruthy();
  });
});
