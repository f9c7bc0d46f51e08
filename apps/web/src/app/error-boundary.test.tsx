import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TopLevelErrorBoundary } from './error-boundary.tsx';

// The Application Error screen's own code cannot be fetched (offline, or a new release replaced it).
vi.mock('./app-error-screen.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function Broken(): never {
  throw new Error('broken screen');
}

describe('the top-level boundary', () => {
  it('says what happened in plain words when even its error screen cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error.
    render(
      <TopLevelErrorBoundary>
        <Broken />
      </TopLevelErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Application Error' })).toBeTruthy();
    expect(screen.getByText('Something went wrong in the application.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
