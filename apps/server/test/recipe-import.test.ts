import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CollectionAnswer, CollectionDto } from '@larder/domain/api/collections';
import { PHOTO_MESSAGES, type PhotoAnswer } from '@larder/domain/api/recipe-photos';
import type { RecipeView } from '@larder/domain/api/recipes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, startSite } from '../src/modules/recipe-import/fetch/test-site.ts';
import { browserSession } from './browser-session.ts';
import { buildTestApp } from './build-app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { anonymousBrowser, type Browser, json, signedInBrowser } from './kitchen-session.ts';
import { sendPhoto, smallPng } from './photo-kit.ts';
import { testEnv } from './test-env.ts';

let testDb: TestDatabase;
/** The app as it runs: the importer refuses every non-public address. */
let app: ReturnType<typeof buildTestApp>['app'];
/** The same, allowed to reach this test's page server on loopback (as if it were a public site). */
let reachable: ReturnType<typeof buildTestApp>['app'];
let site: Site;
let webDir: string;

const RECIPE_PAGE = `<!doctype html><html><head><title>Lemon Chicken Traybake | Tin &amp; Thyme</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"x"},
{"@type":"Recipe","name":"Lemon Chicken Traybake","author":{"@type":"Person","name":"Ana Ruiz"},
"image":["/img/traybake.jpg"],"recipeYield":["4","4 servings"],"totalTime":"PT1H5M",
"recipeIngredient":["8 chicken thighs","2 lemons, quartered","800 g potatoes, cut into wedges","4 garlic cloves","2 tbsp olive oil","1 sprig of unicorn herb"],
"recipeInstructions":[{"@type":"HowToSection","name":"Prep","itemListElement":[{"@type":"HowToStep","text":"Heat the oven to 200&deg;C."}]},
{"@type":"HowToStep","text":"Toss everything in a tray and roast for 50 minutes."}]}]}</script>
<script>window.ranScript = true; fetch('/steal');</script></head><body><h1>Lemon Chicken Traybake</h1></body></html>`;

beforeAll(async () => {
  testDb = await createTestDatabase();
  webDir = await mkdtemp(path.join(tmpdir(), 'larder-web-'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Cook from what is already in your fridge." />\n<title>Larder</title></head><body><div id="root"></div></body></html>',
  );
  site = await startSite((request, response) => {
    if (request.url === '/traybake') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(RECIPE_PAGE);
    } else if (request.url === '/no-recipe') {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><head><title>News</title></head><body><p>Hi</p></body></html>');
    } else if (request.url === '/to-metadata') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    } else if (request.url === '/to-private') {
      response.writeHead(302, { location: 'http://10.0.0.5/recipe' }).end();
    } else if (request.url === '/missing') {
      response.writeHead(404).end('not here');
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    }
  });
  const env = testEnv({ TRUST_PROXY: 'true', PUBLIC_URL: 'http://localhost:8080' });
  app = buildTestApp({ env, database: testDb.database, webDistDir: webDir }).app;
  reachable = buildTestApp({
    env,
    database: testDb.database,
    importFetch: {
      lookup: async () => [{ address: '127.0.0.1', family: 4 }],
      allowAddress: (address) => address === '127.0.0.1',
    },
  }).app;
});
afterAll(async () => {
  await site.close();
  await rm(webDir, { recursive: true, force: true });
  await testDb.drop();
});

type ErrorAnswer = { error: { code: string; message: string; field?: string } };
const importInto = (browser: Browser, body: unknown) =>
  browser.request('/api/recipes/import', { json: body });

async function cook(on = app): Promise<Browser> {
  return (await signedInBrowser(on, testDb.database.db)).browser;
}

describe('importing a recipe from the web', () => {
  it("reads a pasted page into the cook's own recipe: lines as written, parsed, with nutrition and a note", async () => {
    const browser = await cook();
    const answer = await importInto(browser, {
      html: RECIPE_PAGE,
      url: 'https://tinandthyme.example/traybake',
    });
    expect(answer.status).toBe(201);
    const { recipe } = await json<{ recipe: RecipeView }>(answer);
    expect(recipe).toMatchObject({
      title: 'Lemon Chicken Traybake',
      source: 'imported',
      sourceUrl: 'https://tinandthyme.example/traybake',
      image: 'https://tinandthyme.example/img/traybake.jpg',
      author: 'Ana Ruiz',
      servings: 4,
      minutes: 65,
      saved: true,
      public: true,
      editable: true,
    });
    expect(recipe.id).toMatch(/^lemon-chicken-traybake-[0-9a-f]{8}$/);
    expect(recipe.ingredients.map((line) => line.text)).toEqual([
      '8 chicken thighs',
      '2 lemons, quartered',
      '800 g potatoes, cut into wedges',
      '4 garlic cloves',
      '2 tbsp olive oil',
      '1 sprig of unicorn herb',
    ]);
    const potatoes = recipe.ingredients[2];
    expect(potatoes).toMatchObject({ quantity: 800, unit: 'g' });
    expect(potatoes?.ingredientId).toBeDefined();
    expect(recipe.ingredients[5]?.ingredientId).toBeUndefined();
    expect(recipe.steps.map((step) => step.text)).toEqual([
      'Heat the oven to 200°C.',
      'Toss everything in a tray and roast for 50 minutes.',
    ]);
    expect(recipe.steps[1]?.timerSeconds).toBe(50 * 60);
    expect(recipe.nutritionPerServing.kcal).toBeGreaterThan(200);
    expect(recipe.nutritionNote).toBe('Not counted: 1 sprig of unicorn herb');

    // It opens, is in "Saved", and anyone can open it at /r/{id}.
    const saved = (await json<{ collections: CollectionDto[] }>(await browser.request('/api/collections')))
      .collections[0] as CollectionDto;
    expect(recipe.collectionIds).toEqual([saved.id]);
    expect((await browser.request(`/api/recipes/${recipe.id}`)).status).toBe(200);
    const visitor = browserSession(app);
    expect((await visitor.request(`/api/public/recipes/${recipe.id}`)).status).toBe(200);

    // The shared page's head unfurls in chat apps and reads as a Recipe to search engines.
    const page = await visitor.request(`/r/${recipe.id}`);
    const html = await page.text();
    expect(html).toContain('<title>Lemon Chicken Traybake · Larder</title>');
    expect(html).toContain(`<meta property="og:url" content="http://localhost:8080/r/${recipe.id}" />`);
    expect(html).toContain(
      '<meta property="og:image" content="https://tinandthyme.example/img/traybake.jpg" />',
    );
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'Recipe',
      name: 'Lemon Chicken Traybake',
      recipeIngredient: expect.arrayContaining(['2 lemons, quartered']),
    });
    // Not public: the plain page.
    expect(await (await visitor.request('/r/not-a-recipe-anyone-shared')).text()).toContain(
      '<title>Larder</title>',
    );
  });

  it('fetches a link, lands it in the collection chosen, and the cook can correct it', async () => {
    const browser = await cook(reachable);
    const made = await browser.request('/api/collections', { json: { name: 'From the web' } });
    const target = await json<CollectionDto>(made);
    const answer = await importInto(browser, {
      url: `http://recipes.test:${site.port}/traybake`,
      collectionId: target.id,
    });
    expect(answer.status).toBe(201);
    const { recipe } = await json<{ recipe: RecipeView }>(answer);
    expect(recipe.sourceUrl).toBe(`http://recipes.test:${site.port}/traybake`);
    expect(recipe.collectionIds).toEqual([target.id]);
    const inside = await json<CollectionAnswer>(await browser.request(`/api/collections/${target.id}`));
    expect(inside.recipes.map((r) => r.id)).toEqual([recipe.id]);

    const edited = await browser.request(`/api/recipes/${recipe.id}`, {
      method: 'PATCH',
      json: { title: 'Ana’s traybake', ingredients: ['6 chicken thighs', '1 lemon'], servings: 3 },
    });
    expect(edited.status).toBe(200);
    const after = await json<RecipeView>(edited);
    expect(after).toMatchObject({ title: 'Ana’s traybake', servings: 3, author: 'Ana Ruiz' });
    expect(after.ingredients.map((line) => [line.text, line.quantity])).toEqual([
      ['6 chicken thighs', 6],
      ['1 lemon', 1],
    ]);
    const bad = await browser.request(`/api/recipes/${recipe.id}`, {
      method: 'PATCH',
      json: { ingredients: [] },
    });
    expect(bad.status).toBe(400);
    expect((await json<ErrorAnswer>(bad)).error.message).toBe('ingredients: Keep at least one ingredient.');
    // Someone else's recipe, and a recipe not imported, cannot be edited.
    const other = await cook(reachable);
    expect(
      (await other.request(`/api/recipes/${recipe.id}`, { method: 'PATCH', json: { servings: 2 } })).status,
    ).toBe(404);
  });

  it("takes its importer's photo without cooking it first, keeps it through an edit, and shows it on its page", async () => {
    const browser = await cook();
    const { recipe } = await json<{ recipe: RecipeView }>(await importInto(browser, { html: RECIPE_PAGE }));
    const added = await sendPhoto(browser, recipe.id, await smallPng(), 'dinner.png');
    expect(added.status).toBe(200);
    const { photo } = await json<PhotoAnswer>(added);
    expect(photo).toMatch(/\/recipe-photos\/.+\.jpg$/);
    const view = await json<RecipeView>(await browser.request(`/api/recipes/${recipe.id}`));
    expect(view).toMatchObject({ photo, editable: true, cooked: false });
    expect(view.image).toBe(recipe.image);

    const edited = await browser.request(`/api/recipes/${recipe.id}`, {
      method: 'PATCH',
      json: { servings: 2 },
    });
    expect((await json<RecipeView>(edited)).photo).toBe(photo);
    // Its public page shows the importer's photo; a cook who opens it from there sees none of theirs.
    const page = await json<{ recipe: RecipeView }>(
      await browserSession(app).request(`/api/public/recipes/${recipe.id}`),
    );
    expect(page.recipe.photo).toBe(photo);
    const other = await cook();
    expect((await json<RecipeView>(await other.request(`/api/recipes/${recipe.id}`))).photo).toBeUndefined();
  });

  it("stays its importer's: a cook who opens it from its page cannot change, photograph or republish it", async () => {
    const owner = await cook();
    const { recipe } = await json<{ recipe: RecipeView }>(await importInto(owner, { html: RECIPE_PAGE }));
    const other = await cook();
    const opened = await json<RecipeView>(await other.request(`/api/recipes/${recipe.id}`));
    expect(opened).toMatchObject({ title: recipe.title, editable: false, public: true });
    const edit = await other.request(`/api/recipes/${recipe.id}`, {
      method: 'PATCH',
      json: { title: 'SPAM' },
    });
    expect(edit.status).toBe(409);
    const photo = await sendPhoto(other, recipe.id, await smallPng());
    expect(photo.status).toBe(409);
    expect((await json<ErrorAnswer>(photo)).error.message).toBe(PHOTO_MESSAGES.cookFirst);
    // Their "share" changes nothing; the importer's unsharing closes the page for everyone.
    await other.request(`/api/recipes/${recipe.id}/shared`, { method: 'PUT' });
    expect(await json(await owner.request(`/api/recipes/${recipe.id}/shared`, { method: 'DELETE' }))).toEqual(
      {
        id: recipe.id,
        public: false,
      },
    );
    expect((await browserSession(app).request(`/api/public/recipes/${recipe.id}`)).status).toBe(404);
  });

  it('reads a page with NUL escapes, and answers 422 for one nested too deep to read', async () => {
    const browser = await cook();
    const nul = RECIPE_PAGE.replace('"name":"Lemon Chicken Traybake"', '"name":"Lemon\\u0000 Traybake"');
    const read = await importInto(browser, { html: nul });
    expect(read.status).toBe(201);
    expect((await json<{ recipe: RecipeView }>(read)).recipe.title).toBe('Lemon Traybake');
    const deep = `<script type="application/ld+json">{"@type":"Recipe","name":"Deep","recipeIngredient":["1 egg"],"image":${'['.repeat(150_000)}${']'.repeat(150_000)}}</script>`;
    const refused = await importInto(browser, { html: deep });
    expect(refused.status).toBeLessThan(500);
  });

  it('answers 422 "We couldn\'t find a recipe on that page" and saves nothing', async () => {
    const browser = await cook(reachable);
    for (const body of [
      { url: `http://recipes.test:${site.port}/no-recipe` },
      { html: '<html><body><p>Just a blog post about my holiday.</p></body></html>' },
    ]) {
      const answer = await importInto(browser, body);
      expect(answer.status).toBe(422);
      expect((await json<ErrorAnswer>(answer)).error.message).toBe("We couldn't find a recipe on that page");
    }
    const unreachable = await importInto(browser, { url: `http://recipes.test:${site.port}/missing` });
    expect(unreachable.status).toBe(422);
    expect((await importInto(browser, { url: `http://recipes.test:${site.port}/json` })).status).toBe(422);
    const collections = (
      await json<{ collections: CollectionDto[] }>(await browser.request('/api/collections'))
    ).collections;
    expect(collections.map((c) => c.count)).toEqual([0]);
  });

  it('never fetches a loopback, private or link-local address, even through a redirect', async () => {
    const browser = await cook();
    const before = site.requests.length;
    for (const url of [
      `http://127.0.0.1:${site.port}/traybake`,
      `http://localhost:${site.port}/traybake`,
      `http://[::1]:${site.port}/traybake`,
      'http://10.0.0.1/recipe',
      'http://169.254.169.254/latest/meta-data/',
      'http://192.168.1.1/',
    ]) {
      const answer = await importInto(browser, { url });
      expect({ url, status: answer.status }).toEqual({ url, status: 400 });
      expect((await json<ErrorAnswer>(answer)).error.field).toBe('url');
    }
    expect(site.requests.length).toBe(before);

    // A public page that redirects to a private address: the first hop only, then refused.
    const allowedFirst = await cook(reachable);
    for (const hop of ['/to-metadata', '/to-private']) {
      const answer = await importInto(allowedFirst, { url: `http://recipes.test:${site.port}${hop}` });
      expect(answer.status).toBe(400);
      expect(site.requests.at(-1)?.url).toBe(hop);
    }
  });

  it('refuses bad input with a clear 4xx', async () => {
    const browser = await cook();
    const cases: [unknown, number, string][] = [
      [{}, 400, 'url: Paste a link to a recipe, or the page itself.'],
      [{ url: 'ftp://example.com/x' }, 400, 'url: Paste a link that starts with http:// or https://.'],
      [{ url: 'javascript:alert(1)' }, 400, 'url: Paste a link that starts with http:// or https://.'],
      [{ url: 42 }, 400, 'url: Paste a link that starts with http:// or https://.'],
      [{ html: '' }, 400, 'html: Paste a link to a recipe, or the page itself.'],
      [{ html: RECIPE_PAGE, collectionId: 'nope' }, 400, 'collectionId: Use a collection id.'],
      [{ html: RECIPE_PAGE, collectionId: crypto.randomUUID() }, 404, 'That collection is not one of yours.'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await importInto(browser, body);
      expect({ body, status: answer.status }).toEqual({ body, status });
      expect((await json<ErrorAnswer>(answer)).error.message).toBe(message);
    }
    const huge = await importInto(browser, { html: `<p>${'a'.repeat(9 * 1024 * 1024)}</p>` });
    expect(huge.status).toBe(413);
    const anonymous = await anonymousBrowser(app);
    expect((await importInto(anonymous, { html: RECIPE_PAGE })).status).toBe(403);
  });
});
