import { ALLERGENS, type Allergen, DIETS, type Diet } from '@larder/kitchen/diet';
import { GOALS } from '@larder/kitchen/generation';
import '../zod.ts';
import { z } from 'zod';
import { listOf } from './word-list.ts';

/**
 * `/api/preferences`: the cook's preferences, kept in one place (docs/decisions/042-cook-preferences.md).
 * Today's default goal and servings, its diet, allergens and dislikes, and the plan wizard's defaults.
 */

export const HOUSEHOLD_SIZE = { min: 1, max: 12 } as const;
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** At most this many foods disliked, each at most this long (the plan wizard's limits too). */
export const DISLIKES_LIMITS = { count: 30, length: 60 } as const;

/** Foods by name ("mushrooms"); the server reads them against the catalog. */
export const dislikesList = z
  .array(
    z
      .string({ error: 'Each food is a name such as mushrooms.' })
      .trim()
      .min(1, { error: 'Give each food a name.' })
      .max(DISLIKES_LIMITS.length, { error: `Keep each food under ${DISLIKES_LIMITS.length} characters.` }),
    { error: 'Send a list of foods.' },
  )
  .max(DISLIKES_LIMITS.count, { error: `List at most ${DISLIKES_LIMITS.count} foods you dislike.` });

/** One of Today's goals: what matters most on Today, in the plan wizard and in the preferences. */
export const goalChoice = z.enum(GOALS, { error: `Choose one of the goals: ${GOALS.join(', ')}.` });

const householdMessage = `Household size is a whole number from ${HOUSEHOLD_SIZE.min} to ${HOUSEHOLD_SIZE.max}.`;

/**
 * `PUT /api/preferences`: the whole set of preferences, as the cook saved it. A field left out takes its
 * default, so the body replaces what was kept (there is no partial update). The defaults are
 * `DEFAULT_PREFERENCES` (cook-preferences.ts, without zod for the web's first screens).
 */
export const cookPreferencesSchema = z
  .object({
    diet: listOf<Diet>(DIETS, 'diet').default([]),
    allergens: listOf<Allergen>(ALLERGENS, 'allergen').default([]),
    dislikes: dislikesList.default([]),
    householdSize: z
      .number({ error: householdMessage })
      .int({ error: householdMessage })
      .min(HOUSEHOLD_SIZE.min, { error: householdMessage })
      .max(HOUSEHOLD_SIZE.max, { error: householdMessage })
      .default(2),
    units: z.enum(UNIT_SYSTEMS, { error: 'Choose metric or imperial units.' }).default('metric'),
    goal: goalChoice.default('use-it-up'),
  })
  .meta({ id: 'CookPreferences' });
export type CookPreferences = z.infer<typeof cookPreferencesSchema>;

/** `GET` and `PUT /api/preferences`: the defaults until the cook saves, with `updatedAt` null. */
export const preferencesAnswer = z
  .object({
    preferences: cookPreferencesSchema,
    /** ISO time of the last save; null while the cook has the defaults. */
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'PreferencesAnswer' });
export type PreferencesAnswer = z.infer<typeof preferencesAnswer>;
