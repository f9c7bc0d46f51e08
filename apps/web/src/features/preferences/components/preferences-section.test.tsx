import type { CookPreferences } from '@larder/domain/api/preferences';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { COOK, fakeApi } from '../../../test/fake-api.ts';
import { freshSessionEachTest } from '../../../test/fresh-session.ts';
import { GOAL_CHIPS } from '../../today/components/goal-chips.tsx';
import { PreferencesSection } from './preferences-section.tsx';

freshSessionEachTest();

const SAVED: CookPreferences = {
  diet: ['vegetarian'],
  allergens: [],
  dislikes: ['olives'],
  householdSize: 4,
  units: 'metric',
  goal: 'use-it-up',
};
const AT = '2026-03-10T12:00:00.000Z';

type Put = Parameters<typeof fakeApi>[0][string];

function serve(
  put: Put = (init) => ({ body: { preferences: JSON.parse(String(init?.body)), updatedAt: AT } }),
) {
  return fakeApi({
    'GET /api/auth/get-session': { body: { user: COOK } },
    'GET /api/preferences': { body: { preferences: SAVED, updatedAt: AT } },
    'PUT /api/preferences': put,
  });
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PreferencesSection />
    </QueryClientProvider>,
  );
  return screen.findByRole('form', { name: 'Your preferences' });
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const put = (calls: ReturnType<typeof fakeApi>) => calls.find((call) => call.method === 'PUT')?.body;

describe('Your preferences', () => {
  it('shows what the cook saved, in a titled card, with Today’s goal chips', async () => {
    serve();
    await renderSection();
    expect(screen.getByRole('region', { name: 'Your preferences' })).toBeTruthy();
    expect(checkbox('Vegetarian').checked).toBe(true);
    expect(checkbox('Vegan').checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove olives' })).toBeTruthy();
    expect(screen.getByText('4 people')).toBeTruthy();
    expect(radio('Metric').checked).toBe(true);
    const goals = within(screen.getByRole('group', { name: 'What matters most' })).getAllByRole('radio');
    expect(goals.map((goal) => goal.closest('label')?.textContent)).toEqual(
      GOAL_CHIPS.map((chip) => chip.label),
    );
    expect(radio('Use it up').checked).toBe(true);
  });

  it('saves the whole set, says so, and Today here starts from it instead of its last pick', async () => {
    localStorage.setItem('larder_cook_choice', JSON.stringify({ goal: 'budget', servings: 2 }));
    const calls = serve();
    await renderSection();
    fireEvent.click(checkbox('Peanuts'));
    fireEvent.change(screen.getByLabelText("Foods you don't like"), { target: { value: 'mushrooms,' } });
    fireEvent.click(screen.getByRole('button', { name: 'More (Household size)' }));
    fireEvent.click(radio('Imperial'));
    fireEvent.click(radio('Quick'));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(put(calls)).toEqual({
      diet: ['vegetarian'],
      allergens: ['peanuts'],
      dislikes: ['olives', 'mushrooms'],
      householdSize: 5,
      units: 'imperial',
      goal: 'quick',
    });
    // Today starts from the preferences just saved, not from the goal last picked on this device.
    expect(localStorage.getItem('larder_cook_choice')).toBeNull();

    // A change after saving is not saved yet.
    fireEvent.click(radio('Budget'));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('is busy while saving, and cannot be sent twice', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const calls = serve(() => new Promise((resolve) => (answer = resolve)));
    await renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByRole('form', { name: 'Your preferences' }));
    answer({ body: { preferences: SAVED, updatedAt: AT } });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('shows a refusal in the server’s words, and keeps what the cook chose', async () => {
    serve({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'dislikes.0: Larder doesn\'t know "glorbnak". Did you mean "garlic"?',
          field: 'dislikes.0',
        },
      },
    });
    await renderSection();
    fireEvent.click(radio('Lighter'));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Larder doesn\'t know "glorbnak". Did you mean "garlic"?',
    );
    expect(radio('Lighter').checked).toBe(true);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('says so offline', async () => {
    serve({ offline: true });
    await renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You're offline. Try again once you're back online.",
    );
  });

  it('offers Try again when the preferences could not be read', async () => {
    let fail = true;
    fakeApi({
      'GET /api/auth/get-session': { body: { user: COOK } },
      'GET /api/preferences': () =>
        fail
          ? {
              status: 500,
              body: {
                error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
              },
            }
          : { body: { preferences: SAVED, updatedAt: AT } },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PreferencesSection />
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong on our side.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(checkbox('Vegetarian').checked).toBe(true));
  });
});
