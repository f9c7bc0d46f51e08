import sharp from 'sharp';
import { signedInCook, toast } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { cookWithSuggestions } from './kitchen.ts';

/** A phone photo of the dish, held sideways (EXIF orientation 6) and larger than the server keeps. */
async function dishPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#c0622b' } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

test('a cook cooks a generated recipe, adds their photo of it, sees it on the recipe, and can remove it', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await signedInCook(page, request, String(baseURL), testInfo);
  const recipe = await cookWithSuggestions(page);
  await page.goto(`/recipe?id=${encodeURIComponent(recipe.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  // Not cooked yet: no photo to add.
  await expect(page.getByLabel('Add a photo')).toHaveCount(0);

  await page.getByRole('button', { name: 'I cooked this' }).click();
  const cooked = page.getByRole('status').filter({ hasText: 'Cooked. Enjoy your meal!' });
  await expect(cooked).toBeVisible();
  await cooked.getByLabel('Add a photo').setInputFiles({
    name: 'dinner.jpg',
    mimeType: 'image/jpeg',
    buffer: await dishPhoto(),
  });
  await expect(toast(page, 'Photo added')).toBeVisible();
  const photo = page.getByRole('img', { name: `${recipe.title}, as you made it` });
  await expect(photo).toBeVisible();
  // The server's copy loads, upright and no larger than 1600 px.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    1200, 1600,
  ]);

  // Opened again, the photo is there and can be changed or removed beside the title.
  await page.reload();
  await expect(photo).toBeVisible();
  await expect(page.getByLabel('Change photo')).toBeAttached();
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await page.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(toast(page, 'Photo removed')).toBeVisible();
  await expect(photo).toHaveCount(0);
  await expect(page.getByLabel('Add a photo')).toBeAttached();
});
