import { Hono } from 'hono';
import type { AppEnv } from '../../app.ts';
import { cookDay } from '../../http/cook-day.ts';
import { parseJsonBody } from '../../http/validation.ts';
import type { Auth } from '../auth/create-auth.ts';
import { requireSession } from '../auth/current-user.ts';
import { cookedBody, generateBody } from './recipe-input.ts';
import { cookedRecipe, generateRecipes, type RecipeDeps, viewRecipe } from './service.ts';

export interface RecipeRouteDeps extends RecipeDeps {
  auth: Auth;
  now: () => number;
}

/** `/api/recipes`: suggestions for the cook, a recipe they were shown, "I cooked this". */
export function recipeRoutes({ auth, now, ...deps }: RecipeRouteDeps) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .post('/generate', async (c) => {
      const user = await requireSession(auth, c);
      const body = await parseJsonBody(c, generateBody);
      return c.json(await generateRecipes(deps, user, body, cookDay(c, now), c.get('log')));
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
