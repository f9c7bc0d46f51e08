import { PLAN_BODY } from './plan-fixtures.ts';
import { BUG } from './support-kit.ts';

/** Who sends a route's requests: the shared account, a fresh account of the route's own, an admin, nobody. */
export type Sender = 'account' | 'own' | 'admin' | 'none';

/** Real things the valid bodies and path parameters point at, made before the fuzzing starts. */
export interface FuzzTargets {
  email: string;
  password: string;
  pantryItemId: string;
  shoppingItemId: string;
  planId: string;
  slot: string;
  recipeId: string;
  /** Another account's, which the fuzzing account must never reach. */
  otherPantryItemId: string;
  otherShoppingItemId: string;
  otherPlanId: string;
  /** A collection of the fuzzing account's (shared: `shareId`), and another account's. */
  collectionId: string;
  shareId: string;
  otherCollectionId: string;
  /** An account the admin's valid bodies act on. */
  victimUserId: string;
  /** An account the admin's valid bodies disable (neither the admin nor the accounts the rest need). */
  throwawayUserId: string;
  /** The victim's support request, which the admin's valid bodies answer and close. */
  supportRequestId: string;
}

export interface FuzzRoute {
  method: string;
  /** As mounted, with Hono's parameter syntax: /api/pantry/items/:id. */
  path: string;
  /** Senders, in turn, request by request. */
  as: Sender[];
  /** A body the route accepts; its mutations are sent. Routes without one are sent `{}` and its mutations. */
  valid?: (targets: FuzzTargets) => unknown;
  /** A good value for each path parameter; bad ones replace them now and then. */
  params?: (targets: FuzzTargets) => Record<string, string[]>;
  /** The route's own query parameters, given bad values. */
  query?: string[];
  /**
   * Bodies left out because they are right, not malformed, and would end what the rest need (a valid
   * `DELETE /api/account` deletes the account).
   */
  skip?: (text: string) => boolean;
}

/** A device id the fuzzing account registers (and others' requests must never reach). */
const pushDevice = () => ({ deviceId: ['7f0c3f5e-9a51-4a7e-8a2e-2f3b1c1d0e9a'] });

const PLAN = {
  goal: 'maintain',
  body: PLAN_BODY,
  target: { kcal: 2000, proteinG: 100 },
  diet: ['vegetarian'],
  allergens: ['peanuts'],
  dislikes: ['olives'],
  days: 3,
  meals: ['lunch', 'dinner'],
  servings: 2,
  weekdayMinutes: 45,
  weekendMinutes: 90,
  leftovers: true,
  startDate: '2026-03-09',
};

const GENERATE = {
  goal: 'use-it-up',
  servings: 2,
  mealType: 'dinner',
  maxMinutes: 30,
  diet: ['vegetarian'],
  allergens: ['peanuts'],
};

const OFFLINE_RECIPE = {
  id: 'fuzz-omelette',
  title: 'Omelette',
  description: 'Eggs, beaten and cooked.',
  cuisine: 'French',
  mealTypes: ['breakfast'],
  servings: 2,
  prepMinutes: 5,
  cookMinutes: 5,
  ingredients: [{ ingredientId: 'egg', quantity: 4, unit: 'piece', note: 'beaten', optional: false }],
  steps: [{ text: 'Beat the eggs and cook them.', timerSeconds: 300 }],
  tags: ['quick'],
  source: 'generated',
};

const ids = (pick: (t: FuzzTargets) => string[]) => (t: FuzzTargets) => ({ id: pick(t) });
const collection = ids((t) => [t.collectionId, t.otherCollectionId]);
const member = (t: FuzzTargets) => ({ id: [t.collectionId, t.otherCollectionId], recipeId: [t.recipeId] });
/** A small recipe page, as pasted from a share sheet. */
const IMPORT_PAGE =
  '<html><head><script type="application/ld+json">{"@type":"Recipe","name":"Eggs","recipeIngredient":["2 eggs"],"recipeInstructions":"Boil."}</script></head></html>';
const planSlot = (t: FuzzTargets) => ({ id: [t.planId, t.otherPlanId], slot: [t.slot, '0-dinner'] });
const parsesTo = (text: string, check: (body: Record<string, unknown>) => boolean) => {
  try {
    const body: unknown = JSON.parse(text);
    return Boolean(body) && typeof body === 'object' && check(body as Record<string, unknown>);
  } catch {
    return false;
  }
};

/** Larder's own API routes. */
const LARDER_ROUTES: FuzzRoute[] = [
  { method: 'GET', path: '/api/health', as: ['none'] },
  { method: 'GET', path: '/api/config', as: ['none'] },
  { method: 'GET', path: '/api/openapi.json', as: ['none'] },
  { method: 'GET', path: '/api/dev/mailbox', as: ['none'] },
  {
    method: 'POST',
    path: '/api/client-errors',
    as: ['account', 'none'],
    valid: () => ({ message: 'boom', stack: 'Error: boom\n  at x', route: '/plan', release: '1.0.0' }),
  },
  { method: 'GET', path: '/api/me', as: ['account', 'none'] },
  { method: 'GET', path: '/api/account/export', as: ['account'] },
  { method: 'GET', path: '/api/account/merge', as: ['account', 'none'] },
  { method: 'POST', path: '/api/account/merge/seen', as: ['account', 'none'] },
  {
    method: 'POST',
    path: '/api/account/merge/plan',
    as: ['account', 'none'],
    valid: () => ({ keep: 'device' }),
  },
  {
    method: 'DELETE',
    path: '/api/account',
    as: ['own'],
    valid: () => ({ confirm: 'DELETE' }),
    skip: (text) => parsesTo(text, (body) => body.confirm === 'DELETE'),
  },
  { method: 'GET', path: '/api/admin/overview', as: ['admin', 'account'], query: ['days'] },
  { method: 'GET', path: '/api/admin/users', as: ['admin', 'account'], query: ['q', 'page'] },
  {
    method: 'POST',
    path: '/api/admin/users/:id/pro',
    as: ['admin', 'account'],
    params: ids((t) => [t.victimUserId]),
    valid: () => ({ action: 'grant', reason: 'fuzz support case', until: '2099-12-31' }),
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    as: ['admin', 'account'],
    params: ids((t) => [t.victimUserId]),
    valid: () => ({ role: 'user', reason: 'fuzz role' }),
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:id/disabled',
    as: ['admin', 'account'],
    params: ids((t) => [t.throwawayUserId]),
    valid: () => ({ disabled: true, reason: 'fuzz disable' }),
  },
  { method: 'GET', path: '/api/admin/audit', as: ['admin', 'account'], query: ['q', 'page'] },
  { method: 'GET', path: '/api/admin/support', as: ['admin', 'account'], query: ['status', 'q', 'page'] },
  {
    method: 'POST',
    path: '/api/admin/support/:id/reply',
    as: ['admin', 'account'],
    params: ids((t) => [t.supportRequestId]),
    valid: () => ({ body: 'Thanks, fixed.' }),
  },
  {
    method: 'PUT',
    path: '/api/admin/support/:id/status',
    as: ['admin', 'account'],
    params: ids((t) => [t.supportRequestId]),
    valid: () => ({ status: 'closed' }),
  },
  { method: 'GET', path: '/api/admin/errors', as: ['admin', 'account'], query: ['q', 'page'] },
  { method: 'GET', path: '/api/pantry', as: ['account'] },
  {
    method: 'POST',
    path: '/api/pantry/items',
    as: ['account'],
    valid: () => ({
      items: [
        {
          name: 'leek',
          quantity: 2,
          unit: 'piece',
          place: 'fridge',
          expiresOn: '2026-03-20',
          opened: false,
          clientId: '6f1c2b1e-0c7e-4a53-9a7e-2b0a4d1c9e11',
        },
      ],
    }),
  },
  {
    method: 'PATCH',
    path: '/api/pantry/items/:id',
    as: ['account'],
    valid: () => ({
      name: 'leeks',
      quantity: 3,
      unit: 'g',
      place: 'cupboard',
      expiresOn: null,
      opened: true,
    }),
    params: ids((t) => [t.pantryItemId, t.otherPantryItemId]),
  },
  {
    method: 'DELETE',
    path: '/api/pantry/items/:id',
    as: ['account'],
    params: ids((t) => [t.otherPantryItemId]),
  },
  {
    method: 'POST',
    path: '/api/pantry/items/:id/used',
    as: ['account'],
    params: ids((t) => [t.otherPantryItemId]),
  },
  { method: 'POST', path: '/api/recipes/generate', as: ['account'], valid: () => GENERATE },
  {
    method: 'POST',
    path: '/api/recipes/offline',
    as: ['account'],
    valid: () => ({ request: GENERATE, recipes: [OFFLINE_RECIPE] }),
  },
  { method: 'GET', path: '/api/recipes/saved', as: ['account'], query: ['cursor'] },
  { method: 'PUT', path: '/api/recipes/:id/saved', as: ['account'], params: ids((t) => [t.recipeId]) },
  {
    method: 'DELETE',
    path: '/api/recipes/:id/saved',
    as: ['account'],
    params: ids(() => ['shakshuka']),
  },
  { method: 'GET', path: '/api/recipes/:id', as: ['account'], params: ids((t) => [t.recipeId]) },
  {
    method: 'POST',
    path: '/api/recipes/:id/cooked',
    as: ['account'],
    valid: () => ({ servings: 2 }),
    params: ids((t) => [t.recipeId]),
  },
  {
    method: 'PUT',
    path: '/api/recipes/:id/shared',
    as: ['account'],
    params: ids((t) => [t.recipeId, 'shakshuka']),
  },
  {
    method: 'DELETE',
    path: '/api/recipes/:id/shared',
    as: ['account'],
    params: ids(() => ['shakshuka']),
  },
  {
    method: 'POST',
    path: '/api/recipes/import',
    as: ['account'],
    valid: () => ({ html: IMPORT_PAGE }),
  },
  {
    method: 'PATCH',
    path: '/api/recipes/:id',
    as: ['account'],
    valid: () => ({ title: 'Renamed', ingredients: ['2 eggs'], steps: ['Cook.'], servings: 2 }),
    params: ids((t) => [t.recipeId]),
  },
  { method: 'POST', path: '/api/recipes/:id/photo', as: ['account'], params: ids((t) => [t.recipeId]) },
  {
    method: 'DELETE',
    path: '/api/recipes/:id/photo',
    as: ['account'],
    params: ids((t) => [t.recipeId, 'shakshuka']),
  },
  { method: 'GET', path: '/api/collections', as: ['account', 'none'] },
  {
    method: 'POST',
    path: '/api/collections',
    as: ['own'],
    valid: () => ({ name: 'Fuzzed', description: 'x' }),
  },
  {
    method: 'PUT',
    path: '/api/collections/order',
    as: ['account'],
    valid: (t) => ({ ids: [t.collectionId] }),
  },
  {
    method: 'GET',
    path: '/api/collections/search',
    as: ['account'],
    query: ['q', 'mealType', 'maxMinutes', 'diet'],
  },
  { method: 'GET', path: '/api/collections/:id', as: ['account'], params: collection },
  {
    method: 'PATCH',
    path: '/api/collections/:id',
    as: ['account'],
    valid: () => ({ name: 'Renamed', description: 'd', shared: true }),
    params: collection,
  },
  {
    method: 'DELETE',
    path: '/api/collections/:id',
    as: ['account'],
    params: ids((t) => [t.otherCollectionId]),
  },
  {
    method: 'POST',
    path: '/api/collections/:id/restore',
    as: ['account'],
    params: ids((t) => [t.otherCollectionId]),
  },
  {
    method: 'PUT',
    path: '/api/collections/:id/recipes',
    as: ['account'],
    valid: (t) => ({ recipeIds: [t.recipeId] }),
    params: collection,
  },
  { method: 'PUT', path: '/api/collections/:id/recipes/:recipeId', as: ['account'], params: member },
  { method: 'DELETE', path: '/api/collections/:id/recipes/:recipeId', as: ['account'], params: member },
  {
    method: 'POST',
    path: '/api/collections/:id/recipes/:recipeId/move',
    as: ['account'],
    valid: (t) => ({ toCollectionId: t.collectionId }),
    params: member,
  },
  { method: 'GET', path: '/api/public/recipes/:id', as: ['none'], params: ids(() => ['shakshuka']) },
  {
    method: 'GET',
    path: '/api/collection-previews/:id',
    as: ['none', 'account'],
    params: ids((t) => [t.shareId, t.otherCollectionId]),
  },
  {
    method: 'POST',
    path: '/api/collection-previews/:id/copy',
    as: ['own', 'none'],
    params: ids((t) => [t.shareId]),
  },
  {
    method: 'POST',
    path: '/api/reports',
    as: ['none', 'account'],
    valid: () => ({ kind: 'recipe', itemId: 'shakshuka', reason: 'spam', note: 'fuzz' }),
  },
  { method: 'GET', path: '/api/admin/reports', as: ['admin', 'account'], query: ['status', 'q', 'page'] },
  {
    method: 'POST',
    path: '/api/admin/reports/:id/hide',
    as: ['admin', 'account'],
    params: ids(() => ['6c1f0a52-3d4e-4f7a-9b8c-2d1e0f3a4b5c']),
  },
  {
    method: 'POST',
    path: '/api/admin/reports/:id/dismiss',
    as: ['admin', 'account'],
    params: ids(() => ['6c1f0a52-3d4e-4f7a-9b8c-2d1e0f3a4b5c']),
  },
  { method: 'POST', path: '/api/plans', as: ['account'], valid: () => PLAN },
  { method: 'GET', path: '/api/plans/current', as: ['account'] },
  { method: 'GET', path: '/api/preferences', as: ['account', 'none'] },
  {
    method: 'PUT',
    path: '/api/preferences',
    as: ['account', 'none'],
    valid: () => ({
      diet: ['vegetarian'],
      allergens: ['milk'],
      dislikes: ['olives'],
      householdSize: 4,
      units: 'imperial',
      goal: 'quick',
    }),
  },
  { method: 'GET', path: '/api/profile/summary', as: ['account', 'none'] },
  {
    method: 'POST',
    path: '/api/profile/badges/seen',
    as: ['account', 'none'],
    valid: () => ({ badges: ['first-rescue', 'ten-cooked'] }),
  },
  {
    method: 'POST',
    path: '/api/plans/:id/regenerate',
    as: ['account'],
    params: ids((t) => [t.otherPlanId]),
  },
  { method: 'GET', path: '/api/plans/:id/slots/:slot/options', as: ['account'], params: planSlot },
  {
    method: 'POST',
    path: '/api/plans/:id/slots/:slot/swap',
    as: ['account'],
    valid: () => ({ recipeId: 'shakshuka' }),
    params: planSlot,
  },
  {
    method: 'PUT',
    path: '/api/plans/:id/slots/:slot/lock',
    as: ['account'],
    valid: () => ({ locked: true }),
    params: planSlot,
  },
  { method: 'GET', path: '/api/shopping-list', as: ['account'] },
  {
    method: 'POST',
    path: '/api/shopping-list/items',
    as: ['account'],
    valid: () => ({
      name: 'lemons',
      quantity: 2,
      unit: 'piece',
      clientId: '0d6f3a4e-8c1b-4f0e-b7a2-5e9c1d2f3a4b',
    }),
  },
  {
    method: 'PATCH',
    path: '/api/shopping-list/items/:id',
    as: ['account'],
    valid: () => ({ checked: false }),
    params: ids((t) => [t.shoppingItemId, t.otherShoppingItemId]),
  },
  {
    method: 'DELETE',
    path: '/api/shopping-list/items/:id',
    as: ['account'],
    params: ids((t) => [t.otherShoppingItemId]),
  },
  {
    method: 'POST',
    path: '/api/functions/send-support-email',
    as: ['account', 'none'],
    valid: () => BUG,
  },
  { method: 'POST', path: '/api/functions/get-entitlements', as: ['account', 'none'] },
  { method: 'POST', path: '/api/functions/get-onesignal-config', as: ['none', 'account'] },
  {
    method: 'POST',
    path: '/api/functions/onesignal-auth',
    as: ['account', 'none'],
    valid: () => ({ externalId: 'someone' }),
  },
  { method: 'GET', path: '/api/push/config', as: ['none', 'account'] },
  {
    method: 'PUT',
    path: '/api/push/devices/:deviceId',
    as: ['account', 'none'],
    params: pushDevice,
    valid: () => ({
      timeZone: 'Europe/Berlin',
      channel: {
        kind: 'web-push',
        subscription: {
          endpoint: 'https://push.example.com/send/abc',
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        },
      },
    }),
  },
  { method: 'DELETE', path: '/api/push/devices/:deviceId', as: ['account', 'none'], params: pushDevice },
  { method: 'GET', path: '/api/push/devices/:deviceId/tags', as: ['account', 'none'], params: pushDevice },
  {
    method: 'PUT',
    path: '/api/push/devices/:deviceId/tags',
    as: ['account', 'none'],
    params: pushDevice,
    valid: () => ({
      tags: { meal_schedule: 'b=06:00;l=10:00;d=15:00;w=0@17:00', meal_prefs: '1111', use_it_up: '1' },
    }),
  },
  { method: 'POST', path: '/api/functions/get-profile-bundle', as: ['account', 'none'] },
  {
    method: 'POST',
    path: '/api/functions/facebook-conversions-api',
    as: ['account', 'none'],
    valid: () => ({
      event_name: 'Subscribe',
      // Five minutes before fuzz.test.ts's clock (noon, 9 March 2026).
      event_time: Date.UTC(2026, 2, 9, 11, 55) / 1000,
      action_source: 'app',
      event_id: 'fuzz-subscribe-0001',
      user_data: { em: 'cook@example.com', external_id: 'device-1', fbp: 'fb.1.1596403881668.1116446470' },
      custom_data: { currency: 'EUR', value: 9, predicted_ltv: 120, content_name: 'Pro monthly' },
      advertiser_tracking_enabled: true,
      app_data: { extinfo: ['i2', 'com.larder.app', '1.0'] },
      consent: true,
    }),
  },
  {
    method: 'POST',
    path: '/api/functions/validate-iap-purchase',
    as: ['account', 'none'],
    valid: () => ({ userId: 'someone', customerInfo: { originalAppUserId: 'someone' }, source: 'app_store' }),
  },
  {
    method: 'POST',
    path: '/api/functions/restore-iap-purchase',
    as: ['account', 'none'],
    valid: () => ({ userId: 'someone', customerInfo: { originalAppUserId: 'someone' } }),
  },
  {
    method: 'POST',
    path: '/api/billing/checkout',
    as: ['account', 'none'],
    valid: () => ({ plan: 'monthly' }),
  },
  { method: 'POST', path: '/api/billing/portal', as: ['account', 'none'] },
  { method: 'POST', path: '/api/webhooks/stripe', as: ['none'], valid: () => ({ id: 'evt_1', type: 'x' }) },
  {
    method: 'POST',
    path: '/api/webhooks/revenuecat',
    as: ['none'],
    valid: () => ({ api_version: '1.0', event: { id: 'e1', type: 'TEST', app_user_id: 'someone' } }),
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/apple-id-token',
    as: ['none', 'account'],
    valid: () => ({ idToken: 'eyJhbGciOiJSUzI1NiJ9.e30.c2lnbmF0dXJl', nonce: 'n'.repeat(32) }),
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/oauth2',
    as: ['none', 'account'],
    valid: () => ({ providerId: 'google', callbackURL: '/plan', errorCallbackURL: '/auth' }),
  },
];

const callbackQuery = ['code', 'state', 'error', 'error_description', 'iss', 'user', 'device_id'];

/** better-auth's endpoints, by its own path under /api/auth. */
const AUTH_ROUTES: FuzzRoute[] = [
  {
    method: 'POST',
    path: '/sign-in/social',
    as: ['none', 'account'],
    valid: () => ({ provider: 'google', callbackURL: '/plan', disableRedirect: true }),
  },
  {
    method: 'GET',
    path: '/callback/:id',
    as: ['none'],
    params: () => ({ id: ['google', 'apple'] }),
    query: callbackQuery,
  },
  {
    method: 'POST',
    path: '/callback/:id',
    as: ['none'],
    valid: () => ({ code: 'abc', state: 'def', iss: 'https://accounts.google.com' }),
    params: () => ({ id: ['google', 'apple'] }),
  },
  {
    method: 'GET',
    path: '/get-session',
    as: ['account', 'none'],
    query: ['disableCookieCache', 'disableRefresh'],
  },
  { method: 'POST', path: '/get-session', as: ['account', 'none'] },
  { method: 'POST', path: '/sign-out', as: ['own'], valid: () => ({ callbackURL: '/' }) },
  {
    method: 'POST',
    path: '/sign-up/email',
    as: ['none', 'account'],
    valid: () => ({
      email: 'fuzz-new@example.com',
      password: 'cardamom-pear-77',
      name: 'Fuzz',
      callbackURL: '/',
    }),
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    as: ['none', 'account'],
    valid: (t) => ({ email: t.email, password: 'not-the-password-9', callbackURL: '/', rememberMe: true }),
  },
  {
    method: 'POST',
    path: '/reset-password',
    as: ['none'],
    valid: () => ({ newPassword: 'cardamom-pear-77', token: 'no-such-token' }),
    query: ['token'],
  },
  {
    method: 'POST',
    path: '/verify-password',
    as: ['account'],
    valid: () => ({ password: 'not-it-at-all-4' }),
  },
  { method: 'GET', path: '/verify-email', as: ['none', 'account'], query: ['token', 'callbackURL'] },
  {
    method: 'POST',
    path: '/send-verification-email',
    as: ['none', 'account'],
    valid: () => ({ email: 'fuzz-verify@example.com', callbackURL: '/' }),
  },
  {
    method: 'POST',
    path: '/change-email',
    as: ['own'],
    valid: () => ({ newEmail: 'fuzz-changed@example.com', callbackURL: '/' }),
  },
  {
    method: 'POST',
    path: '/change-password',
    as: ['own'],
    valid: (t) => ({
      newPassword: 'nutmeg-apricot-31',
      currentPassword: t.password,
      revokeOtherSessions: true,
    }),
  },
  { method: 'POST', path: '/update-session', as: ['account'], valid: () => ({}) },
  { method: 'POST', path: '/update-user', as: ['own'], valid: () => ({ name: 'Fuzzy', image: null }) },
  {
    method: 'POST',
    path: '/delete-user',
    as: ['own'],
    valid: () => ({ password: 'not-it-at-all-4', callbackURL: '/' }),
  },
  {
    method: 'POST',
    path: '/request-password-reset',
    as: ['none', 'account'],
    valid: () => ({ email: 'fuzz-reset@example.com', redirectTo: '/reset-password' }),
  },
  {
    method: 'GET',
    path: '/reset-password/:token',
    as: ['none'],
    params: () => ({ token: ['no-such-token'] }),
    query: ['callbackURL'],
  },
  { method: 'GET', path: '/list-sessions', as: ['account', 'none'] },
  { method: 'POST', path: '/revoke-session', as: ['account'], valid: () => ({ token: 'no-such-session' }) },
  { method: 'POST', path: '/revoke-sessions', as: ['own'] },
  { method: 'POST', path: '/revoke-other-sessions', as: ['own'] },
  {
    method: 'POST',
    path: '/link-social',
    as: ['account'],
    valid: () => ({ provider: 'google', callbackURL: '/profile', disableRedirect: true }),
  },
  { method: 'GET', path: '/list-accounts', as: ['account', 'none'] },
  { method: 'GET', path: '/delete-user/callback', as: ['account', 'none'], query: ['token', 'callbackURL'] },
  {
    method: 'POST',
    path: '/unlink-account',
    as: ['own'],
    valid: () => ({ providerId: 'google', accountId: 'x' }),
  },
  {
    method: 'POST',
    path: '/refresh-token',
    as: ['account'],
    valid: () => ({ accountId: 'no-such-account' }),
  },
  {
    method: 'POST',
    path: '/get-access-token',
    as: ['account'],
    valid: () => ({ accountId: 'no-such-account' }),
  },
  {
    method: 'GET',
    path: '/account-info',
    as: ['account'],
    query: ['accountId', 'userId', 'useAccountCookie'],
  },
  { method: 'POST', path: '/sign-in/anonymous', as: ['none', 'account'] },
  // The openAPI plugin's own pages, switched off: GET /api/openapi.json serves the one document.
  { method: 'GET', path: '/open-api/generate-schema', as: ['none'] },
  { method: 'GET', path: '/reference', as: ['none'] },
  { method: 'POST', path: '/delete-anonymous-user', as: ['account'] },
  {
    method: 'POST',
    path: '/admin/set-role',
    as: ['admin', 'account'],
    valid: (t) => ({ userId: t.victimUserId, role: 'user' }),
  },
  { method: 'GET', path: '/admin/get-user', as: ['admin', 'account'], query: ['id'] },
  {
    method: 'POST',
    path: '/admin/create-user',
    as: ['admin', 'account'],
    valid: () => ({
      email: 'fuzz-created@example.com',
      password: 'cardamom-pear-77',
      name: 'Made',
      role: 'user',
      data: {},
    }),
  },
  {
    method: 'POST',
    path: '/admin/update-user',
    as: ['admin', 'account'],
    valid: (t) => ({ userId: t.victimUserId, data: { name: 'Renamed' } }),
  },
  {
    method: 'GET',
    path: '/admin/list-users',
    as: ['admin', 'account'],
    query: [
      'searchValue',
      'searchField',
      'searchOperator',
      'limit',
      'offset',
      'sortBy',
      'sortDirection',
      'filterField',
      'filterValue',
      'filterOperator',
    ],
  },
  {
    method: 'POST',
    path: '/admin/list-user-sessions',
    as: ['admin', 'account'],
    valid: (t) => ({ userId: t.victimUserId }),
  },
  {
    method: 'POST',
    path: '/admin/unban-user',
    as: ['admin', 'account'],
    valid: (t) => ({ userId: t.victimUserId }),
  },
  {
    method: 'POST',
    path: '/admin/ban-user',
    as: ['admin', 'account'],
    valid: (t) => ({ userId: t.victimUserId, banReason: 'spam', banExpiresIn: 3600 }),
  },
  {
    method: 'POST',
    path: '/admin/impersonate-user',
    as: ['admin', 'account'],
    valid: (t) => ({ userId: t.victimUserId }),
  },
  { method: 'POST', path: '/admin/stop-impersonating', as: ['admin', 'account'] },
  {
    method: 'POST',
    path: '/admin/revoke-user-session',
    as: ['admin', 'account'],
    valid: () => ({ sessionToken: 'no-such-session' }),
  },
  {
    method: 'POST',
    path: '/admin/revoke-user-sessions',
    as: ['admin', 'account'],
    valid: (t) => ({ userId: t.victimUserId }),
  },
  {
    method: 'POST',
    path: '/admin/remove-user',
    as: ['admin', 'account'],
    valid: () => ({ userId: 'no-such-user' }),
  },
  {
    method: 'POST',
    path: '/admin/set-user-password',
    as: ['admin', 'account'],
    valid: (t) => ({ userId: t.victimUserId, newPassword: 'nutmeg-apricot-31' }),
  },
  {
    method: 'POST',
    path: '/admin/has-permission',
    as: ['admin', 'account'],
    valid: () => ({ permissions: { user: ['list'] } }),
  },
  { method: 'GET', path: '/ok', as: ['none'] },
  { method: 'GET', path: '/error', as: ['none'], query: ['error', 'error_description'] },
];

/** Every API route the fuzz suite sends bad input to; fuzz.test.ts checks none is missing. */
export const FUZZ_ROUTES: FuzzRoute[] = [
  ...LARDER_ROUTES,
  ...AUTH_ROUTES.map((route) => ({ ...route, path: `/api/auth${route.path}` })),
];
