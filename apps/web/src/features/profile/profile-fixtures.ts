import { BADGES } from '@larder/domain/api/profile';
import type { ProfileSummary } from './api/get-profile-summary.ts';

const WEEKS = [
  '2026-09-28',
  '2026-10-05',
  '2026-10-12',
  '2026-10-19',
  '2026-10-26',
  '2026-11-02',
  '2026-11-09',
  '2026-11-16',
];

/** A cook who has saved nothing and earned nothing yet, as the summary answers for them. */
export function newCookSummary(): ProfileSummary {
  const none = { kg: 0, items: 0, money: { amount: 0, currency: 'GBP' } };
  return {
    today: '2026-11-19',
    saved: {
      week: none,
      month: none,
      allTime: none,
      weekly: WEEKS.map((weekStart) => ({ weekStart, kg: 0, money: 0 })),
    },
    cooked: {
      thisWeek: 0,
      allTime: 0,
      favouriteCuisines: [],
      proteinG: { eaten: 0, target: null },
      vegetablesG: { eaten: 0, target: 2800 },
    },
    streak: { current: 0, best: 0 },
    badges: BADGES.map((badge) => ({ badge, earnedAt: null, isNew: false })),
  };
}

/** A cook who cooked three recipes this month and earned First rescue today (not yet celebrated). */
export function busyCookSummary(): ProfileSummary {
  const summary = newCookSummary();
  return {
    ...summary,
    saved: {
      week: { kg: 1.2, items: 4, money: { amount: 3.4, currency: 'GBP' } },
      month: { kg: 2.5, items: 7, money: { amount: 6.75, currency: 'GBP' } },
      allTime: { kg: 12.4, items: 30, money: { amount: 41.2, currency: 'GBP' } },
      weekly: summary.saved.weekly.map((week, index) => ({ ...week, kg: index === 7 ? 1.2 : index * 0.1 })),
    },
    cooked: {
      thisWeek: 2,
      allTime: 9,
      favouriteCuisines: [
        { cuisine: 'italian', count: 4 },
        { cuisine: 'thai', count: 2 },
      ],
      proteinG: { eaten: 84, target: 420 },
      vegetablesG: { eaten: 350, target: 2800 },
    },
    streak: { current: 3, best: 5 },
    badges: summary.badges.map((state) =>
      state.badge === 'first-rescue'
        ? { ...state, earnedAt: '2026-11-19T10:00:00.000Z', isNew: true }
        : state,
    ),
  };
}
