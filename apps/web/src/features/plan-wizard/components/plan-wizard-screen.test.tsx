import type { CookPreferences } from '@larder/domain/api/preferences';
import { GOAL_LABELS } from '@larder/domain/constants';
import { DEFAULT_PREFERENCES, preferencesAfterPlan } from '@larder/domain/cook-preferences';
import { DEFAULT_ANSWERS, type PlanAnswers, type PlanDto } from '@larder/kitchen/planning';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_QUERY_KEY } from '../../../lib/plan-cache.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { resetSession } from '../../../lib/session.ts';
import { fakeApi, GUEST } from '../../../test/fake-api.ts';
import { PlanWizardScreen } from './plan-wizard-screen.tsx';

beforeEach(() => resetSession());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PLAN: PlanDto = {
  id: 'plan-1',
  startDate: '2025-06-02',
  createdAt: '2025-06-02T08:00:00Z',
  updatedAt: '2025-06-02T08:00:00Z',
  servings: 2,
  target: null,
  days: [],
  notes: [],
};
const SAVED: PlanAnswers = {
  ...DEFAULT_ANSWERS,
  goal: 'quick',
  body: {
    sex: 'female',
    age: 34,
    activity: 'light',
    measures: { units: 'metric', heightCm: 168, weightKg: 64 },
    weightGoal: 'gain',
  },
  startDate: '2025-01-06',
};

type Post = Parameters<typeof fakeApi>[0][string];

function serve(
  saved: PlanAnswers | null,
  post: Post = { status: 201, body: { plan: PLAN } },
  cookPreferences: CookPreferences | null = null,
) {
  return fakeApi({
    'GET /api/auth/get-session': { body: { user: GUEST } },
    'GET /api/plans/current': { body: { plan: null, answers: saved, cookPreferences } },
    'POST /api/plans': post,
  });
}

/** The wizard on its own route, with /plan beside it to arrive at. */
function renderWizard() {
  const queryClient = createQueryClient();
  const location = { pathname: '' };
  function LocationProbe() {
    location.pathname = useLocation().pathname;
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/plan/wizard']}>
        <Routes>
          <Route path="/plan/wizard" element={<PlanWizardScreen />} />
          <Route path="/plan" element={<h1>Plan</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient, location };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const posted = (calls: ReturnType<typeof fakeApi>) => calls.find((call) => call.method === 'POST')?.body;

describe('the plan wizard', () => {
  it('starts from the saved preferences: diet, allergens, dislikes, household, units and goal', async () => {
    const preferences: CookPreferences = {
      diet: ['vegetarian'],
      allergens: ['peanuts'],
      dislikes: ['olives'],
      householdSize: 4,
      units: 'imperial',
      goal: 'high-protein',
    };
    const calls = serve(null, undefined, preferences);
    // Today's goal last picked on this device: finishing the wizard forgets it, so Today starts from its goal.
    localStorage.setItem('larder_cook_choice', JSON.stringify({ goal: 'budget', servings: 2 }));
    const { queryClient } = renderWizard();
    // Profile's copy, as a visit there left it: dropped once the wizard saved, so Profile asks again.
    queryClient.setQueryData(['preferences', GUEST.id], { preferences, updatedAt: null });
    await heading("What's your goal?");
    await waitFor(() => expect(radio('High protein').checked).toBe(true));
    click('Next');
    await heading('About you');
    expect(radio('Imperial (ft, lb)').checked).toBe(true);
    click('Skip this step');
    await heading('What do you eat?');
    expect((screen.getByRole('checkbox', { name: 'Vegetarian' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Peanuts' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove olives' })).toBeTruthy();
    click('Next');
    await heading('Your week');
    expect(screen.getByText('4 people')).toBeTruthy();
    click('Next');
    await heading('Review your plan');
    click('Make my plan');
    await heading('Plan');
    expect(posted(calls)).toMatchObject({
      diet: ['vegetarian'],
      allergens: ['peanuts'],
      dislikes: ['olives'],
      servings: 4,
      goal: 'high-protein',
    });
    expect(localStorage.getItem('larder_cook_choice')).toBeNull();
    expect(queryClient.getQueryData(['preferences', GUEST.id])).toBeUndefined();
  });

  it('offers Today’s goals with Today’s labels as what matters most, and the weight goal with the body', async () => {
    serve(null);
    renderWizard();
    await heading("What's your goal?");
    const goals = screen.getByRole('group', { name: 'What matters most' });
    expect(
      within(goals)
        .getAllByRole('radio')
        .map((input) => input.closest('label')?.textContent),
    ).toEqual(Object.values(GOAL_LABELS));
    expect(radio('Use it up').checked).toBe(true);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Lose weight' })).toBeNull();
    click('Next');
    await heading('About you');
    const weight = screen.getByRole('group', { name: 'Your weight' });
    expect(
      within(weight)
        .getAllByRole('radio')
        .map((input) => input.closest('label')?.textContent),
    ).toEqual(['Lose weight', 'Stay at my weight', 'Gain weight']);
    expect(radio('Stay at my weight').checked).toBe(true);
  });

  it('reads answers a device kept before one set of goals: a weight goal and high protein', async () => {
    const { weightGoal: _, ...body } = SAVED.body ?? ({} as NonNullable<PlanAnswers['body']>);
    serve({ ...SAVED, goal: 'lose', highProtein: true, body } as unknown as PlanAnswers);
    renderWizard();
    await heading("What's your goal?");
    await waitFor(() => expect(radio('High protein').checked).toBe(true));
    click('Next');
    await heading('About you');
    expect(radio('Lose weight').checked).toBe(true);
    // High protein: 1.6 g a kg; losing: 500 kcal under staying at 64 kg.
    expect(screen.getByText('About 1,370 kcal and 102 g protein a day')).toBeTruthy();
  });

  it('starts from the last answers, and Next and Back keep every answer', async () => {
    serve(SAVED);
    renderWizard();
    await heading("What's your goal?");
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    await waitFor(() => expect(radio('Quick').checked).toBe(true));

    fireEvent.click(radio('Lighter'));
    click('Next');
    await heading('About you');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    expect((screen.getByLabelText('Age (years)') as HTMLInputElement).value).toBe('34');
    expect(radio('Gain weight').checked).toBe(true);
    type('Age (years)', '40');
    fireEvent.click(radio('Lose weight'));
    click('Next');
    await heading('What do you eat?');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vegan' }));

    click('Back');
    await heading('About you');
    expect((screen.getByLabelText('Age (years)') as HTMLInputElement).value).toBe('40');
    expect(radio('Lose weight').checked).toBe(true);
    click('Back');
    await heading("What's your goal?");
    expect(radio('Lighter').checked).toBe(true);
    click('Next');
    click('Next');
    await heading('What do you eat?');
    expect((screen.getByRole('checkbox', { name: 'Vegan' }) as HTMLInputElement).checked).toBe(true);
  });

  it('refuses Next while the body details have problems, and shows the target once they are right', async () => {
    serve(null);
    renderWizard();
    await heading("What's your goal?");
    click('Next');
    await heading('About you');
    click('Next');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About you');
    expect(screen.getByText('Age must be a number.')).toBeTruthy();
    expect(screen.getByText('Choose female or male.')).toBeTruthy();

    fireEvent.click(radio('Female'));
    type('Age (years)', '12');
    type('Height (cm)', '168');
    type('Weight (kg)', '64');
    fireEvent.click(radio('Exercise 1–3 days a week'));
    expect(screen.getByText('Age must be between 18 and 100.')).toBeTruthy();
    click('Next');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About you');

    type('Age (years)', '34');
    expect(screen.queryByText('Age must be between 18 and 100.')).toBeNull();
    expect(screen.getByText('About 1,870 kcal and 77 g protein a day')).toBeTruthy();
    expect(screen.getByText(/^Resting energy \(Mifflin-St Jeor\)/)).toBeTruthy();
    click('Next');
    await heading('What do you eat?');
  });

  it('Skip leaves the body details out, and the plan is made without a calorie target', async () => {
    const calls = serve(SAVED);
    const { queryClient, location } = renderWizard();
    await heading("What's your goal?");
    await waitFor(() => expect(radio('Quick').checked).toBe(true));
    click('Next');
    await heading('About you');
    click('Skip this step');
    await heading('What do you eat?');
    click('Next');
    await heading('Your week');
    click('Next');
    await heading('Review your plan');
    expect(screen.getByText('Skipped')).toBeTruthy();
    expect(screen.getByText('No calorie target: meals are balanced without counting')).toBeTruthy();
    click('Edit about you');
    await heading('About you');
    expect((screen.getByLabelText('Age (years)') as HTMLInputElement).value).toBe('34');
    click('Skip this step');
    await heading('Review your plan');

    click('Make my plan');
    expect((screen.getByRole('button', { name: /Making your plan/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await heading('Plan');
    expect(location.pathname).toBe('/plan');
    const { startDate: _, ...answers } = { ...SAVED, body: null };
    expect(posted(calls)).toEqual(answers);
    expect(queryClient.getQueryData(PLAN_QUERY_KEY)).toEqual({
      plan: PLAN,
      answers,
      cookPreferences: preferencesAfterPlan(DEFAULT_PREFERENCES, answers),
    });
    expect(JSON.parse(localStorage.getItem('larder_plan') ?? '{}')).toMatchObject({ plan: { id: 'plan-1' } });
  });

  it('posts the answers with the calorie target shown on the review, and goes to /plan', async () => {
    const calls = serve(SAVED);
    const { location } = renderWizard();
    await waitFor(() => expect(radio('Quick').checked).toBe(true));
    for (const title of ['About you', 'What do you eat?', 'Your week', 'Review your plan']) {
      click(/^(Next|Done)$/);
      await heading(title);
    }
    expect(screen.getByText('About 2,170 kcal and 102 g protein a day')).toBeTruthy();
    expect(screen.getByText('Quick')).toBeTruthy();
    expect(screen.getByText('Gain weight')).toBeTruthy();
    click('Make my plan');
    await waitFor(() => expect(location.pathname).toBe('/plan'));
    expect(posted(calls)).toMatchObject({ goal: 'quick', target: null, body: SAVED.body });
    expect(posted(calls)).not.toHaveProperty('startDate');
  });

  it('sends a refused dislike back to the diet step with the server’s words', async () => {
    const message = 'Larder doesn\'t know "glorbnak". Did you mean "garlic"?';
    serve(null, {
      status: 400,
      body: { error: { code: 'validation_failed', message: `dislikes.0: ${message}`, field: 'dislikes.0' } },
    });
    renderWizard();
    await heading("What's your goal?");
    click('Next');
    await heading('About you');
    click('Skip this step');
    await heading('What do you eat?');
    type("Foods you don't like", 'glorbnak, olives,');
    expect(screen.getByRole('list', { name: 'Foods left out' }).textContent).toBe('glorbnakolives');
    click('Next');
    click('Next');
    await heading('Review your plan');
    click('Make my plan');

    await heading('What do you eat?');
    expect(screen.getByRole('alert').textContent).toBe(message);
    click('Remove glorbnak');
    click('Done');
    await heading('Review your plan');
    expect(screen.getByText('Never: olives')).toBeTruthy();
  });

  it('keeps the answers when offline, and Back on the first step leaves for /plan', async () => {
    serve(null, { offline: true });
    const { location } = renderWizard();
    await heading("What's your goal?");
    for (const name of ['Next', 'Skip this step', 'Next', 'Next']) click(name);
    await heading('Review your plan');
    click('Make my plan');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You're offline. Your answers are kept: try again when you're back online.",
    );
    expect(screen.getByRole('button', { name: 'Make my plan' })).toBeTruthy();

    click('Edit goal');
    await heading("What's your goal?");
    click('Back');
    await waitFor(() => expect(location.pathname).toBe('/plan'));
  });
});
