import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CollectionAnswer, CollectionDto, CollectionPreview } from '@larder/domain/api/collections';
import type { PlanDto } from '@larder/domain/api/plans';
import { PHOTO_MESSAGES, type PhotoAnswer } from '@larder/domain/api/recipe-photos';
import type { RecipeView } from '@larder/domain/api/recipes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { anonymousBrowser, type Browser, json, signedInBrowser } from './kitchen-session.ts';
import {
  hasGps,
  hugePngHeader,
  sendPhoto,
  sidewaysJpegWithGps,
  smallPng,
  truncatedJpeg,
} from './photo-kit.ts';
import { TWO_DINNERS } from './plan-fixtures.ts';
import { tempDir } from './temp-dirs.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
let app: ReturnType<typeof buildTestApp>['app'];
let folder: string;

/** A recipe of Larder's library: anyone may open it, so any cook can cook it. */
const LIBRARY_RECIPE = 'shakshuka';

beforeAll(async () => {
  testDb = await createTestDatabase();
  folder = tempDir('uploads-');
  app = buildTestApp({
    env: testEnv({ PUBLIC_URL: 'http://localhost:8080', TRUST_PROXY: 'true' }),
    database: testDb.database,
    uploadsDir: folder,
  }).app;
});
afterAll(() => testDb.drop());

type ErrorAnswer = { error: { code: string; message: string; field?: string } };

const cook = async () => (await signedInBrowser(app, testDb.database.db)).browser;
const open = async (browser: Browser, id = LIBRARY_RECIPE) =>
  json<RecipeView>(await browser.request(`/api/recipes/${id}`));
async function cooked(browser: Browser, id = LIBRARY_RECIPE) {
  await open(browser, id);
  const answer = await browser.request(`/api/recipes/${id}/cooked`, { json: { servings: 2 } });
  expect(answer.status).toBe(200);
}
async function added(browser: Browser, bytes: Uint8Array, id = LIBRARY_RECIPE): Promise<string> {
  const answer = await sendPhoto(browser, id, bytes);
  expect(answer.status).toBe(200);
  const { photo } = await json<PhotoAnswer>(answer);
  expect(photo).toMatch(
    /^http:\/\/localhost:8080\/uploads\/recipe-images\/recipe-photos\/[0-9a-f-]{36}\.jpg$/,
  );
  return photo ?? '';
}
const fileOf = (address: string) =>
  path.join(folder, decodeURIComponent(new URL(address).pathname.replace('/uploads/', '')));
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
async function refusal(response: Response) {
  return { status: response.status, message: (await json<ErrorAnswer>(response)).error.message };
}

describe("a cook's own photo of a recipe", () => {
  it('is kept upright, 1600 px at most, as a JPEG without EXIF or place, and served from the uploads', async () => {
    const browser = await cook();
    await cooked(browser);
    const original = await sidewaysJpegWithGps();
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ width: 2400, height: 1200, orientation: 6 });
    expect(hasGps(before.exif)).toBe(true);

    const photo = await added(browser, original);
    const stored = await readFile(fileOf(photo));
    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 800, height: 1600 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(stored.includes('KitchenCam')).toBe(false);
    // Turned as the phone showed it: the left (red) half is now the top.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(pixel(400, 100)[0]).toBeGreaterThan(180);
    expect(pixel(400, 1500)[2]).toBeGreaterThan(180);

    const served = await app.request(new URL(photo).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('takes a PNG (kept as a JPEG, never enlarged) and refuses what is not a photo, in words the app shows', async () => {
    const browser = await cook();
    await cooked(browser);
    const photo = await added(browser, await smallPng(300, 200));
    expect(await sharp(await readFile(fileOf(photo))).metadata()).toMatchObject({
      format: 'jpeg',
      width: 300,
      height: 200,
    });

    const text = new TextEncoder().encode('#!/bin/sh\nrm -rf /\n');
    expect(await refusal(await sendPhoto(browser, LIBRARY_RECIPE, text, 'dinner.jpg'))).toEqual({
      status: 400,
      message: `photo: ${PHOTO_MESSAGES.notPhoto}`,
    });
    expect(await refusal(await sendPhoto(browser, LIBRARY_RECIPE, await truncatedJpeg()))).toEqual({
      status: 400,
      message: `photo: ${PHOTO_MESSAGES.unreadable}`,
    });
    expect(await refusal(await sendPhoto(browser, LIBRARY_RECIPE, await hugePngHeader(), 'big.png'))).toEqual(
      {
        status: 400,
        message: `photo: ${PHOTO_MESSAGES.tooManyPixels}`,
      },
    );
    expect(await refusal(await sendPhoto(browser, LIBRARY_RECIPE, new Uint8Array(), 'empty.jpg'))).toEqual({
      status: 400,
      message: `photo: ${PHOTO_MESSAGES.empty}`,
    });
    // The photo already there stays.
    expect((await open(browser)).photo).toBe(photo);
  });

  it('waits until the cook has cooked the recipe, and is for accounts only', async () => {
    const browser = await cook();
    const shown = await open(browser);
    expect(shown.cooked).toBe(false);
    expect(await refusal(await sendPhoto(browser, LIBRARY_RECIPE, await smallPng()))).toEqual({
      status: 409,
      message: PHOTO_MESSAGES.cookFirst,
    });
    await cooked(browser);
    expect((await open(browser)).cooked).toBe(true);
    await added(browser, await smallPng());

    const visitor = await anonymousBrowser(app);
    await cooked(visitor);
    expect(await refusal(await sendPhoto(visitor, LIBRARY_RECIPE, await smallPng()))).toEqual({
      status: 403,
      message: PHOTO_MESSAGES.account,
    });
    // A recipe the cook was never shown is not theirs to photograph.
    expect((await sendPhoto(browser, 'not-a-recipe-of-theirs', await smallPng())).status).toBe(404);
  });

  it('reaches its cook everywhere their recipes do, and no other cook', async () => {
    const browser = await cook();
    const plan = await browser.request('/api/plans', { json: TWO_DINNERS });
    expect(plan.status).toBe(201);
    const meal = (await json<{ plan: PlanDto }>(plan)).plan.days[0]?.meals[0];
    const id = meal?.recipeId ?? '';
    expect(meal?.photo).toBeUndefined();
    await cooked(browser, id);
    expect((await browser.request(`/api/recipes/${id}/saved`, { method: 'PUT' })).status).toBe(200);
    const photo = await added(browser, await smallPng(), id);

    expect((await open(browser, id)).photo).toBe(photo);
    const saved = await json<{ recipes: RecipeView[] }>(await browser.request('/api/recipes/saved'));
    expect(saved.recipes.find((recipe) => recipe.id === id)?.photo).toBe(photo);
    const { collections } = await json<{ collections: CollectionDto[] }>(
      await browser.request('/api/collections'),
    );
    const inCollection = await json<CollectionAnswer>(
      await browser.request(`/api/collections/${collections[0]?.id}`),
    );
    expect(inCollection.recipes.find((recipe) => recipe.id === id)?.photo).toBe(photo);
    const current = await json<{ plan: PlanDto }>(await browser.request('/api/plans/current'));
    const planned = current.plan.days.flatMap((day) => day.meals).filter((m) => m.recipeId === id);
    expect(planned.length).toBeGreaterThan(0);
    expect(planned.every((m) => m.photo === photo)).toBe(true);

    // Another cook who opens and cooks the same (public) recipe sees none until they add their own.
    await cooked(browser);
    const mine = await added(browser, await smallPng());
    const other = await cook();
    await cooked(other);
    expect((await open(other)).photo).toBeUndefined();
    const theirs = await added(other, await smallPng(120, 90));
    expect(theirs).not.toBe(mine);
    expect((await open(browser)).photo).toBe(mine);
    expect((await open(other)).photo).toBe(theirs);
    // A public page shows no cook's photo of a recipe nobody imported.
    const publicPage = await json<{ recipe: RecipeView }>(
      await app.request(`/api/public/recipes/${LIBRARY_RECIPE}`),
    );
    expect(publicPage.recipe.photo).toBeUndefined();
  });

  it("shows on a shared collection's page only as its importer's photo of an imported recipe", async () => {
    const browser = await cook();
    const page = `<script type="application/ld+json">{"@type":"Recipe","name":"Pea soup",
      "recipeIngredient":["500 g frozen peas","1 onion"],"recipeInstructions":["Cook the onion, then the peas."]}</script>`;
    const imported = await browser.request('/api/recipes/import', { json: { html: page } });
    expect(imported.status).toBe(201);
    const soup = (await json<{ recipe: RecipeView }>(imported)).recipe.id;
    const soupPhoto = await added(browser, await smallPng(), soup);
    await cooked(browser);
    await added(browser, await smallPng());
    expect((await browser.request(`/api/recipes/${LIBRARY_RECIPE}/saved`, { method: 'PUT' })).status).toBe(
      200,
    );
    const { collections } = await json<{ collections: CollectionDto[] }>(
      await browser.request('/api/collections'),
    );
    const shared = await json<CollectionDto>(
      await browser.request(`/api/collections/${collections[0]?.id}`, {
        method: 'PATCH',
        json: { shared: true },
      }),
    );
    const preview = await json<CollectionPreview>(
      await app.request(`/api/collection-previews/${shared.shareId}`),
    );
    const photos = Object.fromEntries(preview.recipes.map((recipe) => [recipe.id, recipe.photo ?? null]));
    expect(photos).toEqual({ [soup]: soupPhoto, [LIBRARY_RECIPE]: null });
  });

  it('is replaced and removed with its file; removing none is a 404', async () => {
    const browser = await cook();
    await cooked(browser);
    const first = await added(browser, await smallPng());
    const second = await added(browser, await smallPng(200, 300));
    expect(await exists(fileOf(first))).toBe(false);
    expect(await exists(fileOf(second))).toBe(true);

    const removed = await browser.request(`/api/recipes/${LIBRARY_RECIPE}/photo`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await json(removed)).toEqual({ id: LIBRARY_RECIPE, photo: null });
    expect(await exists(fileOf(second))).toBe(false);
    expect((await app.request(new URL(second).pathname)).status).toBe(404);
    expect((await open(browser)).photo).toBeUndefined();
    expect(
      await refusal(await browser.request(`/api/recipes/${LIBRARY_RECIPE}/photo`, { method: 'DELETE' })),
    ).toEqual({
      status: 404,
      message: PHOTO_MESSAGES.none,
    });
  });

  it("is in the cook's data export, and goes with the account", async () => {
    const browser = await cook();
    await cooked(browser);
    const photo = await added(browser, await smallPng());
    const data = await json<{ recipePhotos: { recipeId: string; address: string }[] }>(
      await browser.request('/api/account/export'),
    );
    expect(data.recipePhotos).toEqual([
      expect.objectContaining({ recipeId: LIBRARY_RECIPE, address: photo }),
    ]);
    const gone = await browser.request('/api/account', { method: 'DELETE', json: { confirm: 'DELETE' } });
    expect(gone.status).toBe(204);
    expect(await exists(fileOf(photo))).toBe(false);
  });
});
