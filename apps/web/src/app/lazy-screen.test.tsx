import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen.tsx';

afterEach(cleanup);

function Hello({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

function renderScreen(Screen: ReturnType<typeof lazyScreen<{ name: string }>>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen name="cook" />
    </Suspense>,
  );
}

describe('lazyScreen', () => {
  it('loads its code when first shown, through Suspense, as React.lazy does', async () => {
    const Screen = lazyScreen(async () => Hello);
    renderScreen(Screen);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hello cook' })).toBeTruthy();
  });

  it('once preloaded, renders at once: no loading state to reveal it from', async () => {
    const Screen = lazyScreen(async () => Hello);
    await Screen.preload();
    renderScreen(Screen);
    expect(screen.getByRole('heading', { name: 'Hello cook' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
