import { Writable } from 'node:stream';
import { getIngredient } from '@larder/kitchen/catalog';
import { nutritionPerServing, type RecipeDto } from '@larder/kitchen/recipes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { grantPro } from '../src/modules/entitlements/service.ts';
import { shownRecipe } from '../src/modules/recipes/repository.ts';
import {
  answerWith,
  CUCUMBER_SALAD,
  FETA_SALAD,
  MISO_CUCUMBER_SALAD,
  TAMARI_CUCUMBER_SALAD,
  UNKNOWN_INGREDIENT,
} from './ai-answers.ts';
import { buildTestApp } from './build-app.ts';
import { startChatServer } from './chat-completions-server.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { anonymousBrowser, type Browser, json, userIdOf } from './kitchen-session.ts';
import { testEnv } from './test-env.ts';
import { waitFor } from './wait-for.ts';

const API_KEY = 'sk-test-never-log-this-key-1234';
const TIMEOUT_MS = 300;

/** A server asking the stand-in model (`chat`, started in beforeAll). */
const aiEnv = () => ({
  PUBLIC_URL: 'http://localhost:8080',
  TRUST_PROXY: 'true',
  AI_BASE_URL: chat.baseUrl,
  AI_MODEL: 'test-chef',
  AI_API_KEY: API_KEY,
  AI_TIMEOUT_MS: String(TIMEOUT_MS),
});

let testDb: TestDatabase;
let chat: Awaited<ReturnType<typeof startChatServer>>;
let app: ReturnType<typeof buildTestApp>['app'];
const logLines: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  chat = await startChatServer();
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  app = buildTestApp({
    env: testEnv({ ...aiEnv(), FREE_RECIPES_PER_DAY: '5' }),
    database: testDb.database,
    logger,
  }).app;
});
afterAll(async () => {
  await chat.close();
  await testDb.drop();
});

type Generated = { source: string; remainingToday: number | null; recipes: RecipeDto[] };

/** A cook with feta and cucumbers, asking for lunch. */
async function cookWithFetaAndCucumber(body: Record<string, unknown> = {}) {
  const browser = await anonymousBrowser(app);
  await browser.request('/api/pantry/items', { json: { text: '200 g feta, 2 cucumbers' } });
  const response = await browser.request('/api/recipes/generate', {
    json: { goal: 'use-it-up', servings: 2, mealType: 'lunch', ...body },
  });
  expect(response.status).toBe(200);
  return { browser, answer: await json<Generated>(response) };
}

const lastMessage = (index: number) => chat.requests[index]?.body.messages.at(-1)?.content ?? '';

describe('recipes from an OpenAI-compatible model', () => {
  it('asks the model on the chat completions wire format and answers with its recipes', async () => {
    chat.reply({ content: answerWith(FETA_SALAD) });
    const { browser, answer } = await cookWithFetaAndCucumber();
    expect(answer.source).toBe('ai');
    // Browsing is free: the anonymous cook's one recipe of the day is still to open.
    expect(answer.remainingToday).toBe(1);
    expect(answer.recipes).toHaveLength(1);
    const [recipe] = answer.recipes as [RecipeDto];
    expect(recipe).toMatchObject({
      title: 'Feta and cucumber salad',
      source: 'ai',
      servings: 2,
      minutes: 10,
    });
    expect(recipe.id).toMatch(/^ai-feta-and-cucumber-salad-[0-9a-f]{6}$/);
    expect(recipe.ingredients.find((line) => line.ingredientId === 'feta')).toMatchObject({ inPantry: true });
    expect(recipe.missing.map((line) => line.ingredientId)).toEqual(['lemon']);
    expect(recipe.usesPantry).toHaveLength(2);

    // Nutrition is the catalog's, worked out on the server; the model was never asked for it.
    const stored = await shownRecipe(testDb.database.db, await userIdOf(browser), recipe.id);
    expect(stored).not.toBeNull();
    const nutrition = nutritionPerServing((stored as NonNullable<typeof stored>).recipe);
    expect(recipe.nutritionPerServing).toMatchObject({ kcal: nutrition.kcal, proteinG: nutrition.proteinG });
    expect(recipe.nutritionPerServing.kcal).toBeGreaterThan(100);

    expect(chat.requests).toHaveLength(1);
    const [sent] = chat.requests;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      authorization: `Bearer ${API_KEY}`,
      contentType: 'application/json',
    });
    expect(sent?.body.model).toBe('test-chef');
    expect(sent?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'larder_recipes',
        strict: true,
        schema: { type: 'object', required: ['recipes'] },
      },
    });
    const [system, user] = sent?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Every recipe serves exactly 2');
    expect(system?.content).toContain('- feta: 200 g, expires in');
    expect(system?.content).toContain('Allergens the cook must never eat: none');
    expect(system?.content).toMatch(/Catalog ids you may use:\n.*\bchicken-breast\b/);
    expect(user).toMatchObject({
      role: 'user',
      content: 'Suggest 3 different recipes for lunch, serving 2.',
    });

    const viewed = await browser.request(`/api/recipes/${recipe.id}`);
    expect(viewed.status).toBe(200);
    expect(await json<RecipeDto>(viewed)).toMatchObject({ id: recipe.id, source: 'ai' });
  });

  it('retries an invalid answer once, telling the model what was wrong', async () => {
    chat.reply({ content: answerWith(UNKNOWN_INGREDIENT) }, { content: answerWith(FETA_SALAD) });
    const { answer } = await cookWithFetaAndCucumber();
    expect(answer.source).toBe('ai');
    expect(chat.requests).toHaveLength(2);
    const retry = chat.requests[1]?.body.messages ?? [];
    expect(retry.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry[2]?.content).toBe(answerWith(UNKNOWN_INGREDIENT));
    expect(lastMessage(1)).toContain('Your answer was rejected');
    expect(lastMessage(1)).toContain('"dragon scale" (dragon-scale) is not in the catalog');
  });

  it('retries an answer that is not JSON, or an HTTP error', async () => {
    chat.reply({ content: 'Here are some lovely recipes!' }, { content: answerWith(FETA_SALAD) });
    expect((await cookWithFetaAndCucumber()).answer.source).toBe('ai');
    expect(lastMessage(1)).toContain('The answer is not valid JSON.');
    chat.reply({ status: 503 }, { content: answerWith(FETA_SALAD) });
    expect((await cookWithFetaAndCucumber()).answer.source).toBe('ai');
    expect(lastMessage(1)).toContain('http-error: HTTP 503');
  });

  it('lets the built-in engine answer when the model is wrong twice', async () => {
    chat.reply({ content: answerWith(UNKNOWN_INGREDIENT) }, { content: '{"recipes": []}' });
    const { answer } = await cookWithFetaAndCucumber();
    expect(chat.requests).toHaveLength(2);
    expect(answer.source).toBe('library+generator');
    expect(answer.recipes.length).toBeGreaterThan(0);
    expect(answer.recipes.every((recipe) => recipe.source !== 'ai')).toBe(true);
  });

  it('gives up on a model slower than AI_TIMEOUT_MS after one retry, and the engine answers', async () => {
    chat.reply('hang', 'hang');
    const { answer } = await cookWithFetaAndCucumber();
    expect(chat.requests).toHaveLength(2);
    expect(lastMessage(1)).toContain(`timeout: no answer within ${TIMEOUT_MS} ms`);
    expect(answer.source).toBe('library+generator');
    expect(answer.recipes.length).toBeGreaterThan(0);
    // Larder hung up on both requests rather than leaving them open.
    await waitFor(async () => (chat.hangingCount() === 0 ? true : undefined), 5_000, 20);
  });

  it("rejects a recipe with an ingredient the cook's allergens forbid", async () => {
    chat.reply({ content: answerWith(FETA_SALAD) }, { content: answerWith(FETA_SALAD) });
    const { answer } = await cookWithFetaAndCucumber({ allergens: ['milk'] });
    expect(answer.source).toBe('library+generator');
    const system = chat.requests[0]?.body.messages[0]?.content ?? '';
    expect(system).toContain('Allergens the cook must never eat: milk');
    expect(system).not.toMatch(/Catalog ids you may use:\n.*\bfeta\b/);
    expect(lastMessage(1)).toContain("feta (feta) is forbidden by the cook's diet or allergens");
    for (const recipe of answer.recipes) {
      for (const line of recipe.ingredients) {
        expect(getIngredient(line.ingredientId ?? '')?.allergens ?? []).not.toContain('milk');
      }
    }
  });

  it('accepts the corrected recipe once the forbidden ingredient is gone', async () => {
    chat.reply({ content: answerWith(FETA_SALAD) }, { content: answerWith(CUCUMBER_SALAD) });
    const { answer } = await cookWithFetaAndCucumber({ allergens: ['milk'] });
    expect(answer.source).toBe('ai');
    expect(answer.recipes[0]?.title).toBe('Lemony cucumber salad');
  });

  it('keeps a may-contain food from a gluten-free cook, or names its gluten-free kind on the line', async () => {
    chat.reply({ content: answerWith(MISO_CUCUMBER_SALAD) }, { content: answerWith(TAMARI_CUCUMBER_SALAD) });
    const { answer } = await cookWithFetaAndCucumber({ diet: ['gluten-free'] });
    expect(lastMessage(1)).toContain("miso (miso paste) is forbidden by the cook's diet or allergens");
    expect(answer.source).toBe('ai');
    const tamari = answer.recipes[0]?.ingredients.find((line) => line.ingredientId === 'tamari');
    expect(tamari?.note).toBe('gluten-free kind, check the label');
  });

  it('never writes the API key to the log', () => {
    const log = logLines.join('');
    expect(log).toContain('AI recipes');
    expect(log).not.toContain(API_KEY);
  });
});

describe('without AI_BASE_URL', () => {
  it('answers from the library and generator', async () => {
    const plain = buildTestApp({
      env: testEnv({ PUBLIC_URL: 'http://localhost:8080', TRUST_PROXY: 'true', FREE_RECIPES_PER_DAY: '5' }),
      database: testDb.database,
    }).app;
    const browser: Browser = await anonymousBrowser(plain);
    const before = chat.requests.length;
    const response = await browser.request('/api/recipes/generate', { json: { goal: 'quick', servings: 1 } });
    expect((await json<Generated>(response)).source).toBe('library+generator');
    expect(chat.requests.length).toBe(before);
  });
});

describe('where Pro is sold', () => {
  it('the AI chef answers Pro cooks; free cooks get the built-in kitchen', async () => {
    const selling = buildTestApp({
      env: testEnv({
        ...aiEnv(),
        // Stripe is configured (never called here): Pro is sold on this server.
        STRIPE_SECRET_KEY: 'sk_test_unused',
        STRIPE_PRICE_MONTHLY: 'price_m',
        STRIPE_PRICE_YEARLY: 'price_y',
        STRIPE_WEBHOOK_SECRET: 'whsec_unused',
        STRIPE_API_URL: 'http://127.0.0.1:9',
      }),
      database: testDb.database,
    }).app;
    const ask = (browser: Browser) =>
      browser.request('/api/recipes/generate', { json: { goal: 'quick', servings: 1 } });
    const free = await anonymousBrowser(selling);
    const before = chat.requests.length;
    expect((await json<Generated>(await ask(free))).source).toBe('library+generator');
    expect(chat.requests.length).toBe(before);

    const pro = await anonymousBrowser(selling);
    await grantPro(testDb.database.db, await userIdOf(pro), { until: null, reason: 'test', now: new Date() });
    // Queuing a reply starts the request count again.
    chat.reply({ content: answerWith(FETA_SALAD) });
    expect((await json<Generated>(await ask(pro))).source).toBe('ai');
    expect(chat.requests).toHaveLength(1);
  });
});
