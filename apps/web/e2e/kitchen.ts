import type { PantryItemDto } from '@larder/domain/api/pantry';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Helpers for the kitchen journeys (today.spec.ts, recipe.spec.ts). */

export const FRIDGE = '2 eggs, 200g feta and half a cucumber, a bunch of coriander';

export type ServerPantryItem = PantryItemDto;

/** The pantry as the server holds it, asked with the page's own session. */
export async function serverPantry(page: Page): Promise<ServerPantryItem[]> {
  const response = await page.request.get('/api/pantry');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: ServerPantryItem[] }).items;
}

/** Waits until the page has its (anonymous) session, so API calls made beside it belong to the same cook. */
export async function waitForSession(page: Page) {
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/auth/get-session');
      return ((await response.json()) as { user?: { id: string } } | null)?.user?.id ?? null;
    })
    .not.toBeNull();
}

/** Waits until the page is under its installed service worker, so it keeps working offline. */
export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

/** The recipe stages the loading screen showed, recorded as they happen. */
export async function recordLoadingStages(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { loadingStages: string[] }).loadingStages = seen;
    const record = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"][aria-label="Finding recipes"]')) {
        const text = bar.getAttribute('aria-valuetext');
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuetext'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { loadingStages: string[] }).loadingStages);
}

export const pantryList = (page: Page) => page.getByRole('list', { name: 'Pantry items, expiring first' });

/** The names in the pantry list, top to bottom. */
export async function pantryNames(page: Page): Promise<string[]> {
  return pantryList(page)
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.name ?? ''));
}

/** A date `days` from today where the browser is, as the date input takes it. */
export function isoDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${String(date.getDate()).padStart(2, '0')}`;
}

export interface ServerRecipe {
  id: string;
  title: string;
  steps: { text: string; timerSeconds?: number }[];
  ingredients: { name: string; inPantry: boolean }[];
}

/**
 * A cook with a pantry and today's suggestions, made through the API with the page's own session (the
 * journeys about the recipe screen start from there). Returns a suggestion with a timed step.
 */
export async function cookWithSuggestions(page: Page): Promise<ServerRecipe> {
  await page.goto('/today');
  await waitForSession(page);
  const added = await page.request.post('/api/pantry/items', {
    data: { text: `${FRIDGE}, 500g chicken thighs, 2 onions, 250g rice` },
  });
  expect(added.status()).toBe(201);
  const answer = await page.request.post('/api/recipes/generate', {
    data: { goal: 'use-it-up', servings: 2 },
  });
  expect(answer.status()).toBe(200);
  const { recipes } = (await answer.json()) as { recipes: ServerRecipe[] };
  const timed = recipes.find((recipe) => recipe.steps.some((step) => step.timerSeconds));
  const recipe = timed ?? recipes[0];
  if (!recipe) throw new Error('the kitchen suggested nothing');
  return recipe;
}

/** Content Security Policy violations the page reports, from the start of its first load. */
export async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}
