import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { TEST_CONFIG } from '../test/render-at.tsx';
import { BootGate } from './boot-gate.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderGate() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <BootGate>
        <h1>The app</h1>
      </BootGate>
    </QueryClientProvider>,
  );
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('boot gate', () => {
  it('shows the loading screen with its real stage, then the app', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderGate();
    const progress = await screen.findByRole('progressbar', { name: 'Starting Larder' });
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Consulting the AI chef database…')).toBeTruthy();
    answer(jsonResponse(200, TEST_CONFIG));
    expect(await screen.findByRole('heading', { name: 'The app' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('larder_public_config') ?? '{}')).toEqual(TEST_CONFIG);
  });

  it('starts at once from the saved configuration, even when the network is gone', async () => {
    localStorage.setItem('larder_public_config', JSON.stringify(TEST_CONFIG));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderGate();
    expect(screen.getByRole('heading', { name: 'The app' })).toBeTruthy();
  });

  it('shows Kitchen Offline when the network is gone and nothing is saved, and recovers on Try Again', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetch.mockResolvedValueOnce(jsonResponse(200, TEST_CONFIG));
    vi.stubGlobal('fetch', fetch);
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Kitchen Offline' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'The app' })).toBeTruthy();
  });

  it('shows the Restart Kitchen screen when the server answers with an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(500, { error: { code: 'internal', message: 'x' } }))),
    );
    renderGate();
    expect(await screen.findByRole('button', { name: 'Restart Kitchen' })).toBeTruthy();
  });
});
