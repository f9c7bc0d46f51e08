import type {
  AdminAction,
  AdminErrorGroup,
  AdminSupportRequest,
  AdminUser,
  OverviewDay,
} from '@larder/domain/api/admin';
import { ADMIN_PAGE_SIZE } from '@larder/domain/api/admin';
import type { adminReportsAnswer } from '@larder/domain/api/reports';
import { vi } from 'vitest';
import type { Answer } from '../../lib/api-client.ts';
import { COOK, fakeApi } from '../../test/fake-api.ts';

/** Answers of the admin API for the admin screen's tests, as the contract shapes them. */

export const page = <T>(rows: T[], total = rows.length, at = 1) => ({
  rows,
  page: at,
  pageSize: ADMIN_PAGE_SIZE,
  total,
});

export const USER: AdminUser = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada',
  createdAt: '2026-11-02T09:30:00Z',
  isAnonymous: false,
  emailVerified: true,
  role: 'user',
  disabled: false,
  disabledReason: null,
  signInMethods: ['credential', 'google'],
  pro: { isActive: false, store: null, expiresAt: null },
  lastActiveOn: '2026-11-20',
};

export const REQUEST: AdminSupportRequest = {
  id: 'support-1',
  type: 'bug',
  status: 'open',
  createdAt: '2026-11-21T10:00:00Z',
  email: 'ada@example.com',
  subject: 'Swap does nothing',
  message: 'Tapping Swap on a dinner does nothing.',
  details: { category: 'meal-planning', severity: 'high', stepsToReproduce: 'Open the plan, tap Swap.' },
  attachments: ['/uploads/recipe-images/bug-reports/screenshot-1.png', '/uploads/files/log.txt'],
  replies: [],
};

export const REPORT: Answer<typeof adminReportsAnswer>['reports'][number] = {
  id: 'report-1',
  kind: 'recipe',
  itemId: 'recipe-9',
  itemTitle: 'Two-minute chicken',
  reason: 'dangerous',
  note: 'The chicken is only cooked for two minutes.',
  status: 'open',
  createdAt: '2026-11-22T08:00:00Z',
};

export const ERROR_GROUP: AdminErrorGroup = {
  message: "TypeError: Cannot read properties of undefined (reading 'title')",
  route: '/recipe',
  count: 12,
  firstSeenAt: '2026-11-01T08:00:00Z',
  lastSeenAt: '2026-11-22T08:00:00Z',
  latestStack:
    "TypeError: Cannot read properties of undefined (reading 'title')\n    at RecipeScreen (recipe.js:1:2)",
  latestRelease: '1.4.0',
};

export const GRANT: AdminAction = {
  id: 'action-1',
  createdAt: '2026-11-22T09:00:00Z',
  adminEmail: 'boss@example.com',
  action: 'pro.grant',
  targetType: 'user',
  targetId: 'user-1',
  targetLabel: 'ada@example.com',
  detail: { reason: 'Beta tester', until: null },
};

export function overviewDay(day: string, figures: Partial<OverviewDay> = {}): OverviewDay {
  return {
    day,
    signUps: 1,
    activeDaily: 3,
    activeWeekly: 5,
    recipesGenerated: 4,
    recipesOpened: 2,
    cooks: 1,
    foodSavedKg: 0.5,
    plans: 0,
    proConversions: 0,
    proChurn: 0,
    pushOptIns: 0,
    clientErrors: 0,
    ...figures,
  };
}

/** A signed-in admin's session and the admin routes given; returns the calls made. */
export const asAdmin = (routes: Parameters<typeof fakeApi>[0]) =>
  fakeApi({ 'GET /api/auth/get-session': { body: { user: COOK } }, ...routes });

/** Every address fetched so far, query included (fakeApi's calls leave the query out). */
export const fetchedUrls = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));
