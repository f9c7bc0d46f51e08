import type { GenerateRequest } from './api/recipes.ts';

/**
 * What the kitchen is asked, from a generate request: the same on the server and on the device offline
 * (the cook's diet and allergens, the meal, the time limit, the cuisine and the search included). A module of its own, with no
 * schema in it, so the kitchen on the device loads without the request schemas.
 */
export function kitchenAsk(body: GenerateRequest) {
  return {
    profile: { diets: body.diet ?? [], allergens: body.allergens ?? [], dislikes: [] as string[] },
    goal: body.goal,
    servings: body.servings,
    ...(body.mealType ? { mealType: body.mealType } : {}),
    ...(body.maxMinutes ? { maxMinutes: body.maxMinutes } : {}),
    ...(body.cuisine ? { cuisine: body.cuisine } : {}),
    ...(body.search ? { search: body.search } : {}),
  };
}
