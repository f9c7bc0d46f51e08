import { allIngredients, getIngredient } from '@larder/kitchen/catalog';
import { profileCheck } from '@larder/kitchen/diet';
import {
  FAMILY_SERVINGS,
  type Goal,
  goalMaxMinutes,
  goalServings,
  HIGH_PROTEIN_GOAL_GRAMS,
  LIGHTER_GOAL_KCAL,
} from '@larder/kitchen/generation';
import { ASSUMED_AVAILABLE, daysUntil } from '@larder/kitchen/pantry';
import { PANTRY_UNITS } from '@larder/kitchen/units';
import type { AiRecipeRequest } from './ai-request.ts';
import type { ChatMessage } from './chat-completions.ts';

const GOAL_AIMS: Readonly<Record<Exclude<Goal, 'quick'>, string>> = {
  'use-it-up': 'use up as much of the pantry as possible, the items expiring soonest first',
  'high-protein': `at least ${HIGH_PROTEIN_GOAL_GRAMS} g of protein per serving for a lunch or dinner`,
  lighter: `at most ${LIGHTER_GOAL_KCAL} kcal per serving for a lunch or dinner`,
  family: `mild, child-friendly food (nothing hot or spicy) for at least ${FAMILY_SERVINGS}`,
  budget: 'cheap: mostly what is in the pantry, few and inexpensive things to buy',
};

/** The goal in words; quick's minutes are the cook's own line when they gave one (`goalMaxMinutes`). */
function goalAim(goal: Goal, maxMinutes: number): string {
  return goal === 'quick'
    ? `on the table in ${maxMinutes} minutes or less, preparation included`
    : GOAL_AIMS[goal];
}

function pantryLines(request: AiRecipeRequest): string[] {
  return request.pantry.flatMap((item) => {
    if (!item.ingredientId || !getIngredient(item.ingredientId)) return [];
    const days = daysUntil(item.expiresOn, request.today);
    if (days !== null && days < 0) return [];
    const amount = item.quantity === null ? 'some' : `${item.quantity} ${item.unit ?? 'piece(s)'}`;
    const expiry = days === null ? 'no date' : days === 0 ? 'expires today' : `expires in ${days} days`;
    return [`- ${item.ingredientId}: ${amount}, ${expiry}`];
  });
}

/** The hard rules, the goal, the pantry and the catalog: everything the model needs, in the system message. */
export function recipeConversation(request: AiRecipeRequest): ChatMessage[] {
  const servings = goalServings(request.goal, request.servings);
  const maxMinutes = goalMaxMinutes(request.goal, request.maxMinutes);
  const { diets, allergens } = request.profile;
  const allowed = allIngredients().filter(profileCheck(request.profile));
  const pantry = pantryLines(request);
  const rules = [
    `Every recipe serves exactly ${servings}; quantities are for the whole recipe.`,
    `Diet: ${diets.length > 0 ? diets.join(', ') : 'none'}. Allergens the cook must never eat: ${allergens.length > 0 ? allergens.join(', ') : 'none'}. Never use an ingredient that breaks these, not even as a garnish or an option.`,
    'Use only ingredients from the catalog list below, each by its exact id in "ingredientId" and its name in "name". Use each ingredient once.',
    `"unit" is one of ${PANTRY_UNITS.join(', ')}, or null for a count of whole pieces (2 eggs: quantity 2, unit null).`,
    'Name every ingredient in at least one step, using its catalog name.',
    'A step names at most one duration, in digits ("Simmer for 10 minutes"); its "timerSeconds" is that duration in seconds, or null when it names none.',
    ...(request.mealType
      ? [`Every recipe is a ${request.mealType} and lists "${request.mealType}" in "mealTypes".`]
      : []),
    ...(Number.isFinite(maxMinutes) ? [`prepMinutes + cookMinutes is at most ${maxMinutes}.`] : []),
    ...(request.goal === 'family' ? ['Nothing hot or spicy: no chilli, hot sauce or hot spices.'] : []),
  ];
  const system = [
    'You write original, reliable home-cooking recipes for Larder, an app that helps people cook from what is already in their fridge. Answer with JSON only, matching the schema.',
    '',
    'Hard rules (a recipe that breaks one is rejected):',
    ...rules.map((rule) => `- ${rule}`),
    '',
    `Goal: ${goalAim(request.goal, maxMinutes)}.`,
    `Use the pantry first, the soonest to expire first; keep what must be bought short. Always available: ${[...ASSUMED_AVAILABLE].join(', ')}.`,
    '',
    'Pantry (catalog id: amount, expiry):',
    ...(pantry.length > 0 ? pantry : ['- (empty)']),
    '',
    'Catalog ids you may use:',
    allowed.map((ingredient) => ingredient.id).join(', '),
  ].join('\n');
  const meal = request.mealType ?? 'any meal';
  const user = `Suggest ${request.count} different recipes for ${meal}, serving ${servings}.`;
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
