import { COOKIE_BANNER_DELAY_MS } from '@larder/domain/constants';
import type { Locator, Page } from '@playwright/test';
import { newEmail, PASSWORD, returningCook, signedInCook, toast } from './accounts.ts';
import { expect, keepScreenshot, test } from './fixtures.ts';
import { cookWithSuggestions, pantryList, waitForSession } from './kitchen.ts';

/**
 * Layout's rough edges (issue 21), measured from the element boxes the browser laid out, at the width
 * of the project (390 px on the phone, 1280 px on the desktop): nothing floating covers a button,
 * footers hold their buttons, tables stay inside their cards, names keep their line.
 */

type Box = { x: number; y: number; width: number; height: number };

/**
 * The buttons and links on screen (outside `floating`) that `floating` covers, by their names: every
 * visible one whose box meets the floating element's box within the viewport.
 */
async function actionsCoveredBy(floating: Locator): Promise<string[]> {
  return floating.evaluate((layer) => {
    const cover = layer.getBoundingClientRect();
    const actions = document.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="button"], [role="link"]',
    );
    const covered: string[] = [];
    for (const action of actions) {
      if (
        layer.contains(action) ||
        !action.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      )
        continue;
      const box = action.getBoundingClientRect();
      // Screen-reader-only links ("Skip to content") are clipped to nothing until focused.
      const style = getComputedStyle(action);
      const clipped = style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
      if (clipped || box.width <= 1 || box.height <= 1) continue;
      const meets =
        box.left < cover.right && cover.left < box.right && box.top < cover.bottom && cover.top < box.bottom;
      if (meets) covered.push((action.getAttribute('aria-label') ?? action.textContent ?? '').trim());
    }
    return covered;
  });
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

/** `inner` lies inside `outer` (to a tenth of a pixel, as boxes are fractional). */
function expectInside(inner: Box, outer: Box) {
  expect(inner.x).toBeGreaterThanOrEqual(outer.x - 0.1);
  expect(inner.y).toBeGreaterThanOrEqual(outer.y - 0.1);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.1);
  expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 0.1);
}

/** The page does not scroll sideways: its content is as wide as the window at most. */
async function pageWidth(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

/** The screen in light and in dark, kept when screenshots are asked for (E2E_SCREENSHOTS=1). */
async function keepBothSchemes(page: Page, name: string) {
  await keepScreenshot(page, `${name}-light`, { fullPage: false });
  await page.emulateMedia({ colorScheme: 'dark' });
  await keepScreenshot(page, `${name}-dark`, { fullPage: false });
  await page.emulateMedia({ colorScheme: 'light' });
}

const capitalised = (text: string | null) => (text ?? '').charAt(0).toUpperCase() + (text ?? '').slice(1);

const offerInstall = () =>
  window.dispatchEvent(
    Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    }),
  );

/** Runs the page's clock past the cookie notice's delay once the screen is there (prompts.spec.ts). */
async function pastBannerDelay(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(COOKIE_BANNER_DELAY_MS);
}

test('the cookie notice covers nothing on the first screen, and the install card waits for a first recipe', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await page.evaluate(offerInstall);
  await pastBannerDelay(page);
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toBeVisible();
  await keepBothSchemes(page, 'first-screen-notice');
  await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
  expect(await actionsCoveredBy(notice)).toEqual([]);

  // Answered: the browser's offer to install is kept for later, after a first recipe.
  const install = page.getByRole('region', { name: 'Install Larder' });
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toHaveCount(0);
  await page.getByRole('link', { name: 'Get started' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(install).toHaveCount(0);

  const recipe = await cookWithSuggestions(page);
  await page.goto(`/recipe?id=${encodeURIComponent(recipe.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  await page.evaluate(offerInstall);
  await expect(install).toBeVisible();
});

test("the plan wizard's footer holds its buttons, and the plan's nutrition stays inside the phone @one-width", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await signedInCook(page, request, String(baseURL), testInfo);
  await page.goto('/plan/wizard');
  // The bar the step's buttons sit in: Back's parent.
  const footer = page.getByRole('button', { name: 'Back' }).locator('..');
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const screen = { x: 0, y: 0, ...viewport };
  const expectButtonsInFooter = async () => {
    const bar = await box(footer);
    expectInside(bar, screen);
    const buttons = await Promise.all((await footer.getByRole('button').all()).map(box));
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    for (const button of buttons) expectInside(button, bar);
    // One row: every button shares a horizontal band with every other (nothing wrapped below).
    const lowestTop = Math.max(...buttons.map((button) => button.y));
    const highestBottom = Math.min(...buttons.map((button) => button.y + button.height));
    expect(lowestTop).toBeLessThan(highestBottom);
  };
  await expect(page.getByRole('heading', { level: 1, name: "What's your goal?" })).toBeVisible();
  await page.getByRole('group', { name: 'What matters most' }).getByText('Quick', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Skip this step' })).toBeVisible();
  await keepBothSchemes(page, 'wizard-body-footer');
  await expectButtonsInFooter();
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your plan' })).toBeVisible();

  // While the plan is being made, "Making your plan…" stays in the bar.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/plans$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Make my plan' }).click();
  await expect(footer.getByRole('button', { name: 'Making your plan…' })).toBeVisible();
  await keepBothSchemes(page, 'wizard-making-footer');
  await expectButtonsInFooter();
  release();
  await expect(page).toHaveURL(/\/plan$/);

  await page.goto('/meal-plan');
  const nutrition = page.getByRole('table');
  await expect(nutrition).toBeVisible();
  await nutrition.scrollIntoViewIfNeeded();
  await keepBothSchemes(page, 'meal-plan-nutrition');
  const { scrollWidth, clientWidth } = await pageWidth(page);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  expectInside(await box(page.getByRole('navigation', { name: 'Main' })), screen);
  // A week of larger figures may not fit a phone: then the table scrolls inside its card, never the page.
  const card = await box(
    page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Nutrition by day' }) })
      .last(),
  );
  expect(card.x).toBeGreaterThanOrEqual(0);
  expect(card.x + card.width).toBeLessThanOrEqual(viewport.width);
});

test('pantry names keep their line beside a compact date badge @one-width', async ({ page }) => {
  await returningCook(page);
  await page.goto('/today');
  await waitForSession(page);
  const added = await page.request.post('/api/pantry/items', {
    data: { text: '500g chicken thighs, 250g cherry tomatoes, 200g greek yoghurt, 1 red pepper' },
  });
  expect(added.status()).toBe(201);
  await page.reload();
  const rows = pantryList(page).getByRole('listitem');
  await expect(rows).toHaveCount(4);
  await keepBothSchemes(page, 'pantry-rows');
  for (const row of await rows.all()) {
    // The name's line reads "Edit Chicken thigh" to a screen reader ("Edit" is hidden from sight).
    const name = row.getByText(new RegExp(`^Edit ${capitalised(await row.getAttribute('data-name'))}$`));
    const badge = row.locator('[data-tone]');
    const [nameBox, badgeBox] = [await box(name), await box(badge)];
    const line = await name.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        lineHeight: Number.parseFloat(style.lineHeight),
        clipped: element.scrollWidth > element.clientWidth,
      };
    });
    // One line, the whole name (not cut short), and the badge to its right on the same line.
    expect(nameBox.height).toBeLessThanOrEqual(line.lineHeight + 0.5);
    expect(line.clipped, await name.innerText()).toBe(false);
    expect(badgeBox.x).toBeGreaterThanOrEqual(nameBox.x + nameBox.width);
    expect(badgeBox.y).toBeLessThan(nameBox.y + nameBox.height);
  }
});

test("the Save button's icon keeps its size once the recipe is saved @one-width", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  await signedInCook(page, request, String(baseURL), testInfo);
  const recipe = await cookWithSuggestions(page);
  await page.goto(`/recipe?id=${encodeURIComponent(recipe.id)}`);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeVisible();
  const before = await box(save.locator('svg'));
  await save.click();
  const saved = page.getByRole('button', { name: 'Saved', exact: true });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Add to a collection' })).toBeVisible();
  await keepBothSchemes(page, 'recipe-saved');
  const after = await box(saved.locator('svg'));
  expect(after.width).toBeCloseTo(before.width, 1);
  expect(after.height).toBeCloseTo(before.height, 1);
  expectInside(after, await box(saved));
});

test('toasts say only what is new, and cover no button on the screen', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // After sign-up the screen says "Check your email" with the address: no toast says it again.
  await returningCook(page);
  await page.goto('/auth');
  const email = newEmail(testInfo);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Your Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.locator('[role="status"], [role="alert"]').filter({ hasText: email })).toHaveCount(0);

  // "Welcome back!" (spec §8) is new: it floats over Today's title, clear of every button.
  await page.context().clearCookies();
  await signedInCook(page, request, String(baseURL), testInfo);
  const welcome = toast(page, 'Welcome back!');
  await expect(welcome).toBeVisible();
  await keepBothSchemes(page, 'toast-welcome-back');
  expect(await actionsCoveredBy(welcome)).toEqual([]);

  // So is the link Share copied. The recipe keeps a back link at its top: the toast goes low instead.
  const recipe = await cookWithSuggestions(page);
  await page.goto(`/recipe?id=${encodeURIComponent(recipe.id)}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const copied = toast(page, 'Link copied');
  await expect(copied).toBeVisible();
  await keepBothSchemes(page, 'toast-link-copied');
  expect(await actionsCoveredBy(copied)).toEqual([]);
});
