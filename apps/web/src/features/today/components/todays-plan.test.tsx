import { DEFAULT_ANSWERS, planWeek, toPlanDto } from '@larder/kitchen/planning';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localToday } from '../../../lib/local-day.ts';
import { resetSession } from '../../../lib/session.ts';
import { fakeApi, GUEST } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render-at.tsx';

beforeEach(() => resetSession());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A real two-day plan from the kitchen that starts on `startDate`, as the API answers it. */
function planFrom(startDate: string) {
  const plan = planWeek({
    startDate,
    days: 2,
    meals: ['breakfast', 'lunch', 'dinner'],
    servings: 2,
    weekdayMinutes: 45,
    weekendMinutes: 90,
    profile: { diets: [], allergens: [], dislikes: [] },
    target: null,
    pantry: [],
    seed: 3,
    leftovers: false,
  });
  const at = new Date();
  return toPlanDto(
    { id: 'plan-1', answers: DEFAULT_ANSWERS, startDate, seed: 3, plan, createdAt: at, updatedAt: at },
    null,
  );
}

function serve(plan: ReturnType<typeof planFrom> | null) {
  fakeApi({
    'GET /api/auth/get-session': { body: { user: GUEST } },
    'GET /api/pantry': { body: { items: [] } },
    'GET /api/plans/current': { body: { plan, answers: null } },
  });
}

describe("today's planned meals on Today", () => {
  it('lists the meals planned for today, each opening its recipe', async () => {
    const plan = planFrom(localToday());
    serve(plan);
    renderAt('/today');
    const section = await screen.findByRole('region', { name: "On today's plan" });
    const meals = plan.days[0]?.meals ?? [];
    expect(within(section).getAllByRole('listitem')).toHaveLength(meals.length);
    const first = meals[0];
    expect(within(section).getByRole('link', { name: first?.title }).getAttribute('href')).toBe(
      `/recipe?id=${encodeURIComponent(first?.recipeId ?? '')}`,
    );
    expect(within(section).getByRole('link', { name: 'See the week' }).getAttribute('href')).toBe('/plan');
    // After the cook panel, where its late arrival moves nothing already on the screen.
    const cook = screen.getByRole('region', { name: 'What shall we cook?' });
    expect(cook.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows nothing when the plan does not cover today', async () => {
    serve(planFrom('2020-01-06'));
    renderAt('/today');
    await screen.findByRole('heading', { level: 1, name: 'Today' });
    await screen.findByText('Nothing in your pantry yet');
    expect(screen.queryByRole('region', { name: "On today's plan" })).toBeNull();
  });
});
