import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderTwo() {
  render(
    <>
      <Tooltip label="Dismiss">
        <button type="button">×</button>
      </Tooltip>
      <Tooltip label="Share">
        <button type="button">⇪</button>
      </Tooltip>
    </>,
  );
  return screen.getAllByRole('button') as [HTMLElement, HTMLElement];
}

describe('tooltip (700 ms open, 300 ms skip)', () => {
  it('opens 700 ms after hover or focus, not before, and names what it describes', () => {
    const [first] = renderTwo();
    fireEvent.focus(first);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Dismiss');
    expect(first.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
  });

  it('opens at once within 300 ms of another tooltip closing, and with the full delay after that', () => {
    const [first, second] = renderTwo();
    fireEvent.pointerEnter(first);
    act(() => vi.advanceTimersByTime(700));
    fireEvent.pointerLeave(first);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.pointerEnter(second);
    expect(screen.getByRole('tooltip').textContent).toBe('Share');
    fireEvent.pointerLeave(second);
    act(() => vi.advanceTimersByTime(301));
    fireEvent.pointerEnter(first);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
