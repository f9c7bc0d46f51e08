import { expect } from 'vitest';
import { browserSession } from './browser-session.ts';
import { type Browser, json, PASSWORD } from './kitchen-session.ts';
import { PLAN_BODY } from './plan-fixtures.ts';
import { BUG } from './support-kit.ts';

type App = Parameters<typeof browserSession>[0];

/** A 1×1 PNG, the bug report's screenshot. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const PLAN_ANSWERS = {
  goal: 'maintain',
  body: PLAN_BODY,
  days: 3,
  meals: ['breakfast', 'dinner'],
  servings: 2,
  weekdayMinutes: 45,
  weekendMinutes: 90,
  leftovers: true,
};

/**
 * A signed-in cook uses every part of Larder once, through the API: pantry, recipes (generated, saved,
 * cooked, photographed), a plan and its shopping list, a second device signing in (its pantry merged, its plan set
 * aside), a bug report with a screenshot, an error report, and a password
 * reset request. Answers the addresses (under /uploads) of the screenshot and of the cook's photo.
 */
export async function useEveryPart(
  cook: Browser,
  app: App,
  email: string,
): Promise<{ screenshot: string; photo: string }> {
  const stocked = await cook.request('/api/pantry/items', {
    json: { text: '6 eggs, 200 g feta, 2 courgettes, an onion, 300 g spinach' },
  });
  expect(stocked.status).toBe(201);
  const generated = await json<{ recipes: { id: string; usesPantry: string[] }[] }>(
    await cook.request('/api/recipes/generate', {
      json: { goal: 'use-it-up', servings: 2, mealType: 'dinner' },
    }),
  );
  const [first] = generated.recipes;
  expect((await cook.request(`/api/recipes/${first?.id}/saved`, { method: 'PUT' })).status).toBe(200);
  // Shared, and reported by someone who found it: a report for the admins.
  expect((await cook.request(`/api/recipes/${first?.id}/shared`, { method: 'PUT' })).status).toBe(200);
  const contentReport = { kind: 'recipe', itemId: first?.id, reason: 'other', note: 'Every part' };
  expect((await browserSession(app).request('/api/reports', { json: contentReport })).status).toBe(201);
  const used = generated.recipes.find((recipe) => recipe.usesPantry.length > 0);
  const cooked = await cook.request(`/api/recipes/${used?.id}/cooked`, { json: { servings: 2 } });
  expect(cooked.status).toBe(200);
  const photo = await addCookPhoto(cook, app, used?.id ?? '');
  expect((await cook.request('/api/plans', { json: PLAN_ANSWERS })).status).toBe(201);
  expect((await cook.request('/api/shopping-list/items', { json: { name: 'coffee' } })).status).toBe(201);
  // Reminders on: a browser's push subscription and its tags.
  const deviceId = '3b0f6f7e-4d0a-4c53-9a47-1d2e5f6a7b8c';
  const subscription = {
    endpoint: 'https://push.example.com/send/every-part',
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };
  const device = { timeZone: 'Europe/Berlin', channel: { kind: 'web-push', subscription } };
  expect((await cook.request(`/api/push/devices/${deviceId}`, { method: 'PUT', json: device })).status).toBe(
    200,
  );
  const tags = { meal_schedule: 'b=06:00;l=10:00;d=15:00;w=0@17:00', meal_prefs: '1111', use_it_up: '1' };
  expect(
    (await cook.request(`/api/push/devices/${deviceId}/tags`, { method: 'PUT', json: { tags } })).status,
  ).toBe(200);
  // A registration counted for the usage dashboard (this server forwards nothing to Meta).
  const registration = {
    event_name: 'CompleteRegistration',
    event_time: Math.floor(Date.now() / 1000),
    action_source: 'website',
    event_source_url: 'https://larder.example/welcome',
    event_id: 'every-part-registration',
    user_data: {},
    custom_data: { currency: 'EUR', value: 10 },
    consent: true,
  };
  expect((await cook.request('/api/functions/facebook-conversions-api', { json: registration })).status).toBe(
    202,
  );
  // A second device's pantry and week met at sign-in: merged, the device's plan set aside.
  const tablet = browserSession(app);
  expect((await tablet.request('/api/auth/sign-in/anonymous', { json: {} })).status).toBe(200);
  expect((await tablet.request('/api/pantry/items', { json: { text: '2 eggs, 1 leek' } })).status).toBe(201);
  expect((await tablet.request('/api/plans', { json: { ...PLAN_ANSWERS, days: 2 } })).status).toBe(201);
  const signedIn = await tablet.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
  expect(signedIn.status).toBe(200);
  const screenshot = await sendBugReport(cook, app);
  const report = { message: 'Boom', route: '/plan', release: '0.1.0' };
  expect((await cook.request('/api/client-errors', { json: report })).status).toBe(201);
  const reset = await browserSession(app).request('/api/auth/request-password-reset', {
    json: { email, redirectTo: '/reset-password' },
  });
  expect(reset.status).toBe(200);
  return { screenshot, photo };
}

const cookieHeader = (cook: Browser) =>
  [...cook.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** The cook's own photo of the recipe they cooked (kept as a resized JPEG among their uploads). */
async function addCookPhoto(cook: Browser, app: App, recipeId: string): Promise<string> {
  const form = new FormData();
  form.append('photo', new Blob([PNG], { type: 'image/png' }), 'dinner.png');
  const response = await app.request(`/api/recipes/${encodeURIComponent(recipeId)}/photo`, {
    method: 'POST',
    body: form,
    headers: { origin: 'http://localhost:8080', cookie: cookieHeader(cook) },
  });
  expect(response.status).toBe(200);
  const { photo } = await json<{ photo: string }>(response);
  return new URL(photo, 'http://localhost:8080').pathname;
}

async function sendBugReport(cook: Browser, app: App): Promise<string> {
  const form = new FormData();
  form.append('payload', JSON.stringify(BUG));
  form.append('attachments', new Blob([PNG], { type: 'image/png' }), 'swap button.png');
  const response = await app.request('/api/functions/send-support-email', {
    method: 'POST',
    body: form,
    headers: { origin: 'http://localhost:8080', cookie: cookieHeader(cook) },
  });
  expect(response.status).toBe(201);
  const sent = await json<{ attachments: string[] }>(response);
  return new URL(sent.attachments[0] ?? '').pathname;
}
