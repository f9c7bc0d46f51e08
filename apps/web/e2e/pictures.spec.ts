import type { Locator, Page } from '@playwright/test';
import { returningCook, signedInCook } from './accounts.ts';
import { BOTH_SCHEMES, seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { controlledByServiceWorker, pantryNames, waitForSession } from './kitchen.ts';

/** An illustration's accessible name, as the kitchen words it. */
const ILLUSTRATION = /^Illustration of .+ (in a bowl|in a pan|on a tray|on a plate|in a glass)$/;

const cards = (page: Page) => page.getByRole('article').filter({ hasText: 'From your pantry' });

/** Every card shows a drawn dish: a vessel with at least one food on it. */
async function expectPictureOnEachCard(page: Page) {
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
  const shown = await cards(page).all();
  expect(shown.length).toBeGreaterThan(0);
  for (const card of shown) await expectDrawing(card.locator('svg[data-vessel]'));
}

async function expectDrawing(drawing: Locator) {
  await expect(drawing).toBeVisible();
  expect(await drawing.locator(':scope > g').count()).toBeGreaterThan(0);
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  // Four axe scans, a reload and two rounds of suggestions, on a machine other runs share.
  test.describe.configure({ timeout: 120_000 });

  test('every suggestion and its recipe show a picture of the dish, offline too', async ({
    page,
    context,
  }) => {
    await returningCook(page);
    await page.goto('/today');
    await waitForSession(page);
    const added = await page.request.post('/api/pantry/items', {
      data: { text: '600g chicken thighs, 3 leeks, 500g new potatoes, 6 eggs' },
    });
    expect(added.status()).toBe(201);
    await page.reload();
    await expect.poll(() => pantryNames(page)).toHaveLength(4);
    await controlledByServiceWorker(page);

    await page.getByRole('button', { name: 'Cook something' }).click();
    await expectPictureOnEachCard(page);
    expect(await seriousViolations(page, { schemes: BOTH_SCHEMES })).toEqual([]);

    await cards(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectDrawing(page.getByRole('img', { name: ILLUSTRATION }));
    expect(await seriousViolations(page, { schemes: BOTH_SCHEMES })).toEqual([]);

    // Offline, the page and the picture's code come from the service worker's precache.
    const pictureCode: boolean[] = [];
    page.on('response', (response) => {
      if (/\/assets\/dish-illustration-/.test(new URL(response.url()).pathname)) {
        pictureCode.push(response.fromServiceWorker());
      }
    });
    await context.setOffline(true);
    await page.goto('/today');
    await page.getByRole('button', { name: 'Cook something' }).click();
    await expect(page.getByText("Made on this device while you're offline.", { exact: false })).toBeVisible({
      timeout: 15_000,
    });
    await expectPictureOnEachCard(page);
    expect(pictureCode.length).toBeGreaterThan(0);
    expect(pictureCode.every(Boolean)).toBe(true);
    const title = (await cards(page).first().getByRole('link').innerText()).trim();
    await cards(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectDrawing(page.getByRole('img', { name: ILLUSTRATION }));
    await context.setOffline(false);
  });
});

/** A recipe page with its own picture, as a blog serves it. */
const PICTURE_URL = 'https://anas-kitchen.example/wp-content/uploads/lemony-chickpea-stew.png';
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Lemony Chickpea Stew</title>
<link rel="canonical" href="https://anas-kitchen.example/lemony-chickpea-stew/">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Lemony Chickpea Stew",
"image":{"@type":"ImageObject","url":"${PICTURE_URL}"},"recipeYield":"4","totalTime":"PT35M",
"recipeIngredient":["2 tbsp olive oil","1 onion, finely chopped","2 x 400g tins chickpeas, drained","500 ml vegetable stock","200 g spinach","1 lemon, juiced"],
"recipeInstructions":[{"@type":"HowToStep","text":"Soften the onion in the oil for 8 minutes."},
{"@type":"HowToStep","text":"Add the chickpeas and stock and simmer for 15 minutes."},
{"@type":"HowToStep","text":"Stir in the spinach and lemon juice, and season."}]}</script>
</head><body><h1>Lemony Chickpea Stew</h1></body></html>`;

/** A 1 by 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('an imported recipe, under the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test("an imported recipe shows its site's picture online, and the illustration offline", async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    // The blog's picture, served as its site would serve it.
    await context.route(PICTURE_URL, (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
    await signedInCook(page, request, String(baseURL), testInfo);
    await page.goto('/collections');
    await page.getByRole('button', { name: 'Import a recipe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a recipe' });
    await dialog.getByLabel('Link or page').fill(PAGE);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lemony Chickpea Stew' })).toBeVisible();
    await controlledByServiceWorker(page);

    const source = page.getByRole('img', { name: 'Lemony Chickpea Stew, as its source shows it' });
    await expect(source).toHaveAttribute('src', PICTURE_URL);
    await expect.poll(() => source.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    expect(await seriousViolations(page, { schemes: BOTH_SCHEMES })).toEqual([]);

    await context.setOffline(true);
    const drawing = page.getByRole('img', { name: /^Illustration of .*chickpeas.* in a bowl$/ });
    await expectDrawing(drawing);
    await expect(source).toHaveCount(0);

    // The collection shows it too, with the site's picture once back online.
    await context.setOffline(false);
    await page.goto('/collections');
    await page.getByRole('link', { name: 'Saved', exact: true }).click();
    const saved = page.getByRole('article').filter({ hasText: 'Lemony Chickpea Stew' });
    await expect(saved.locator(`img[src="${PICTURE_URL}"]`)).toBeVisible();
    expect(await seriousViolations(page, { schemes: BOTH_SCHEMES })).toEqual([]);
  });
});
