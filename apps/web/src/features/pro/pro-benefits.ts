import type { PublicConfig } from '@larder/domain/api/config';

/**
 * What Pro gives on this server, in one place for the pricing page, the paywall and the comparisons:
 * unlimited recipes always; the AI chef only where a model is configured (it writes recipes, not plans).
 */
export function proBenefits(pro: PublicConfig['pro']) {
  return {
    aiChef: pro.aiChef,
    lead: pro.aiChef ? 'unlimited recipes and the AI chef' : 'unlimited recipes',
    lines: [
      'Unlimited recipes, every day',
      ...(pro.aiChef ? ['Recipes from the AI chef, for your fridge'] : []),
    ],
  };
}
