import { Hono } from 'hono';
import type { AppEnv } from '../../app.ts';
import { cookDay } from '../../http/cook-day.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../auth/create-auth.ts';
import { requireSession } from '../auth/current-user.ts';
import { cookedBody, generateBody, offlineBody } from './recipe-input.ts';
import {
  cookedRecipe,
  generateRecipes,
  listSavedRecipes,
  type RecipeDeps,
  recordOfflineGeneration,
  saveRecipe,
  viewRecipe,
} from './service.ts';

export interface RecipeRouteDeps extends RecipeDeps {
  auth: Auth;
  now: () => number;
}

/** `/api/recipes`: suggestions (online or made on the device offline), a recipe shown, saving, "I cooked this". */
export function recipeRoutes({ auth, now, ...deps }: RecipeRouteDeps) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      // Before the answer exists: set after, Hono would copy the whole response to add it.
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .post('/generate', async (c) => {
      const user = await requireSession(auth, c);
      const body = await parseJsonBody(c, generateBody);
      return c.json(await generateRecipes(deps, user, body, cookDay(c, now), c.get('log')));
    })
    .post('/offline', async (c) => {
      const user = await requireSession(auth, c);
      const body = await parseJsonBody(c, offlineBody);
      return c.json(await recordOfflineGeneration(deps, user, body, cookDay(c, now)), 201);
    })
    .get('/saved', async (c) => {
      const user = await requireSession(auth, c);
      return c.json({ recipes: await listSavedRecipes(deps, user.id, cookDay(c, now).today) });
    })
    .put('/:id/saved', async (c) => {
      const user = await requireSession(auth, c);
      return c.json(await saveRecipe(deps, user, c.req.param('id'), true));
    })
    .delete('/:id/saved', async (c) => {
      const user = await requireSession(auth, c);
      return c.json(await saveRecipe(deps, user, c.req.param('id'), false));
    })
    .get('/:id', async (c) => {
      const user = await requireSession(auth, c);
      return c.json(await viewRecipe(deps, user.id, c.req.param('id'), cookDay(c, now).today));
    })
    .post('/:id/cooked', async (c) => {
      const user = await requireSession(auth, c);
      const { servings } = await parseJsonBody(c, cookedBody);
      const today = cookDay(c, now).today;
      return c.json(await cookedRecipe(deps, user.id, c.req.param('id'), servings, today));
    });
}
