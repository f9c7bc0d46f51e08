import { COOKIE_BANNER_DELAY_MS } from '@larder/domain/constants';
import type { Page } from '@playwright/test';
import { returningCook } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { cookWithSuggestions, FRIDGE, pantryList, waitForSession } from './kitchen.ts';

/**
 * The first screen does not jump (decision 019): what is on the screen stays where it is while the
 * rest arrives. Measured as the browser does for Lighthouse's CLS: the layout shifts not caused by the
 * visitor's own input, added up, from the start of the page's first load.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node),
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts,
    );
    return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
  };
}

/** An answer from the server that the test lets through when it has seen the loading state. */
async function holdResponses(page: Page, url: RegExp) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const offerInstall = () =>
  window.dispatchEvent(
    Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    }),
  );

test('the cookie notice and the install card float over the screen one at a time, and move nothing', async ({
  page,
}) => {
  const layoutShifts = await watchLayoutShifts(page);
  // A visitor who has opened a recipe here: the install card waits for one (install-card-due.ts).
  await page.addInitScript(() => localStorage.setItem('larder_recipe_opened', 'true'));
  await page.clock.install();
  await page.goto('/today');
  await expect(pantryList(page).or(page.getByText('Nothing in your pantry yet'))).toBeVisible();
  // The browser offers installation before the cookie notice is due: the card waits for its answer.
  await page.evaluate(offerInstall);
  await page.clock.runFor(COOKIE_BANNER_DELAY_MS);
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  const install = page.getByRole('region', { name: 'Install Larder' });
  await expect(notice).toBeVisible();
  await expect(install).toHaveCount(0);
  const { total, shifts } = await layoutShifts();
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);

  await notice.getByRole('button', { name: 'Necessary only' }).click();
  await expect(notice).toHaveCount(0);
  await expect(install).toBeVisible();
});

test("Today's pantry, cook panel and plan arrive without moving what is already on the screen", async ({
  page,
}) => {
  await returningCook(page);
  await page.goto('/today');
  await waitForSession(page);
  const added = await page.request.post('/api/pantry/items', {
    data: { text: `${FRIDGE}, 500g chicken thighs, 2 onions, 250g rice, 3 tomatoes, 1 lemon` },
  });
  expect(added.status()).toBe(201);
  const plan = await page.request.post('/api/plans', {
    data: {
      goal: 'maintain',
      days: 7,
      meals: ['breakfast', 'lunch', 'dinner'],
      servings: 2,
      weekdayMinutes: 30,
      weekendMinutes: 60,
    },
  });
  expect(plan.status()).toBe(201);
  // A new device: no copy of the pantry or the plan yet, so both come from the server. Removed as the
  // reloaded page starts, before the app: the running app may write its copy back at any moment before.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('copies_removed')) return;
    sessionStorage.setItem('copies_removed', 'yes');
    localStorage.removeItem('larder_pantry');
    localStorage.removeItem('larder_plan');
  });

  const layoutShifts = await watchLayoutShifts(page);
  const release = await holdResponses(page, /\/api\/(pantry|plans\/current)$/);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Loading your pantry' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Add food' })).toBeVisible();
  release();
  await expect(pantryList(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cook something' })).toBeVisible();
  await expect(page.getByRole('region', { name: "On today's plan" })).toBeVisible();
  const { total, shifts } = await layoutShifts();
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
});

test('a recipe arrives without pushing the footer down', async ({ page }) => {
  await returningCook(page);
  const recipe = await cookWithSuggestions(page);
  const layoutShifts = await watchLayoutShifts(page);
  const release = await holdResponses(page, /\/api\/recipes\/[^/]+$/);
  await page.goto(`/recipe?id=${encodeURIComponent(recipe.id)}`);
  await expect(page.getByRole('status', { name: 'Loading the recipe' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  const { total, shifts } = await layoutShifts();
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
});
