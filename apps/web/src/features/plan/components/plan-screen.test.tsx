import { DEFAULT_ANSWERS, formatKcal, type PlanDto, planWeek, toPlanDto } from '@larder/kitchen/planning';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../../lib/session.ts';
import { fakeApi, GUEST } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render-at.tsx';

beforeEach(() => resetSession());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TARGET = { kcal: 2000, proteinG: 90 };
const answers = { ...DEFAULT_ANSWERS, days: 3, target: TARGET };

/** A real plan from the kitchen, as the API answers it. */
function planFor(seed: number): PlanDto {
  const plan = planWeek({
    startDate: '2026-03-09',
    days: 3,
    meals: ['breakfast', 'lunch', 'dinner'],
    servings: 2,
    weekdayMinutes: 45,
    weekendMinutes: 90,
    profile: { diets: [], allergens: [], dislikes: [] },
    target: TARGET,
    pantry: [],
    seed,
    leftovers: true,
  });
  const at = new Date('2026-03-09T12:00:00Z');
  return toPlanDto(
    { id: 'plan-1', answers, startDate: '2026-03-09', seed, plan, createdAt: at, updatedAt: at },
    { ...TARGET, source: 'typed', working: [], floorApplied: false },
  );
}

describe('the plan screen', () => {
  it('invites a cook without a plan to make one', async () => {
    fakeApi({
      'GET /api/auth/get-session': { body: { user: GUEST } },
      'GET /api/plans/current': { body: { plan: null, answers: null } },
    });
    renderAt('/plan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan your week' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plan my week' }).getAttribute('href')).toBe('/plan/wizard');
  });

  it('shows each day against its target, and swaps a meal for a ranked option', async () => {
    const plan = planFor(7);
    const dinner = plan.days[1]?.meals.find((meal) => meal.mealType === 'dinner');
    if (!dinner) throw new Error('no dinner');
    const swapped: PlanDto = {
      ...plan,
      days: plan.days.map((day) => ({
        ...day,
        meals: day.meals.map((meal) =>
          meal.slot === dinner.slot ? { ...meal, title: 'Chickpea curry' } : meal,
        ),
      })),
    };
    const calls = fakeApi({
      'GET /api/auth/get-session': { body: { user: GUEST } },
      'GET /api/plans/current': { body: { plan, answers } },
      [`GET /api/plans/plan-1/slots/${dinner.slot}/options`]: {
        body: {
          options: [
            { recipeId: 'chickpea-curry', title: 'Chickpea curry', minutes: 30, kcal: 610, proteinG: 24 },
          ],
        },
      },
      [`POST /api/plans/plan-1/slots/${dinner.slot}/swap`]: { body: { plan: swapped } },
    });
    renderAt('/plan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your week' })).toBeTruthy();
    expect(screen.getByText('Aiming for 2,000 kcal and 90 g protein a day each, for 2 people.')).toBeTruthy();
    const days = screen.getByRole('list', { name: 'Days of the plan' });
    expect(within(days).getAllByRole('button')).toHaveLength(3);
    fireEvent.click(within(days).getByRole('button', { name: 'Tuesday 10 March' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tuesday 10 March' })).toBeTruthy();
    const day = plan.days[1];
    const kcal = (value = 0) => formatKcal(value).replace(' kcal', '');
    expect(screen.getByText(`${kcal(day?.totals.kcal)} of ${kcal(day?.target?.kcal)} kcal`)).toBeTruthy();
    expect(screen.getByRole('link', { name: dinner.title }).getAttribute('href')).toBe(
      `/recipe?id=${encodeURIComponent(dinner.recipeId)}`,
    );

    fireEvent.click(screen.getByRole('button', { name: `Swap ${dinner.title}` }));
    const dialog = await screen.findByRole('dialog', { name: `Swap ${dinner.title}` });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Chickpea curry/ }));
    expect(await screen.findByRole('link', { name: 'Chickpea curry' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ recipeId: 'chickpea-curry' });
  });

  it('says so when the plan cannot be read and none is saved on the device', async () => {
    fakeApi({
      'GET /api/auth/get-session': { body: { user: GUEST } },
      'GET /api/plans/current': { offline: true },
    });
    renderAt('/plan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen Offline' })).toBeTruthy();
  });
});
