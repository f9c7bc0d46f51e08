import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from './toast-store.ts';
import { Toasts } from './toasts.tsx';

afterEach(cleanup);

describe('toasts', () => {
  it('a dismissed toast, while it fades out, is hidden and nothing in it can take focus', () => {
    render(<Toasts />);
    act(() => {
      toast({ title: 'Account created', tone: 'success' });
    });
    const card = screen.getByRole('status');
    expect(card.hasAttribute('inert')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(card.getAttribute('aria-hidden')).toBe('true');
    expect(card.hasAttribute('inert')).toBe(true);
  });
});
