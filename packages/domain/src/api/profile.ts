import '../zod.ts';
import { z } from 'zod';

/**
 * `/api/profile`: what Larder did for the cook (docs/decisions/041-profile-and-admin.md). Food saved from
 * the bin, what they cooked, their streak and badges. Days are the cook's (their time zone); a week starts
 * on Monday.
 */

/** Badges reward less waste, not screen time. Each has one rule (`BADGE_RULES`) and is earned once. */
export const BADGES = [
  'first-rescue',
  'fridge-cleared',
  'no-waste-week',
  'ten-rescued',
  'first-week-planned',
  'five-kg-saved',
  'ten-cooked',
] as const;
export type Badge = (typeof BADGES)[number];

/** What each badge is called and the rule that earns it, as Profile shows them. */
export const BADGE_RULES: Readonly<Record<Badge, { name: string; rule: string }>> = {
  'first-rescue': { name: 'First rescue', rule: 'Use or cook one food before its date.' },
  'fridge-cleared': {
    name: 'Fridge cleared',
    rule: 'Empty your fridge by cooking or using up what was in it.',
  },
  'no-waste-week': {
    name: '7-day no-waste streak',
    rule: 'Save food from the bin 7 days in a row without throwing any away.',
  },
  'ten-rescued': { name: '10 leftovers rescued', rule: 'Use or cook 10 foods before their date.' },
  'first-week-planned': { name: 'First week planned', rule: 'Make a meal plan for a whole week.' },
  'five-kg-saved': { name: '5 kg saved', rule: 'Save 5 kg of food from the bin.' },
  'ten-cooked': { name: '10 meals from your fridge', rule: 'Cook 10 recipes with "I cooked this".' },
};

/** Days in a row, each with food saved and none thrown away, that earn the no-waste badge. */
export const NO_WASTE_STREAK_DAYS = 7;
/** Vegetables a day a person should eat (WHO: at least 400 g of fruit and vegetables). */
export const VEGETABLES_G_PER_DAY = 400;

const money = z.object({
  /** Rounded to cents. */
  amount: z.number(),
  currency: z.string(),
});

const savedTotals = z.object({
  /** Kilograms saved from the bin, to 0.1 kg. */
  kg: z.number(),
  /** Foods saved (rows), including ones Larder could not weigh. */
  items: z.number().int(),
  /** An estimate from typical prices per food; the amount is 0 when nothing could be priced. */
  money,
});
export type SavedTotals = z.infer<typeof savedTotals>;

export const profileSummaryAnswer = z
  .object({
    /** The cook's today, YYYY-MM-DD. */
    today: z.string(),
    saved: z.object({
      week: savedTotals,
      month: savedTotals,
      allTime: savedTotals,
      /** The last 8 weeks, oldest first, each from its Monday; weeks without food saved are 0. */
      weekly: z.array(z.object({ weekStart: z.string(), kg: z.number(), money: z.number() })),
    }),
    cooked: z.object({
      /** Recipes cooked ("I cooked this") this week. */
      thisWeek: z.number().int(),
      allTime: z.number().int(),
      /** Up to 3 cuisines most cooked, most first. */
      favouriteCuisines: z.array(z.object({ cuisine: z.string(), count: z.number().int() })),
      /** One serving of each recipe cooked this week, against the week's target. */
      proteinG: z.object({ eaten: z.number(), target: z.number().nullable() }),
      vegetablesG: z.object({ eaten: z.number(), target: z.number() }),
    }),
    streak: z.object({
      /** No-waste days in a row up to today (or up to yesterday, while today has nothing yet). */
      current: z.number().int(),
      best: z.number().int(),
    }),
    badges: z.array(
      z.object({
        badge: z.enum(BADGES),
        earnedAt: z.string().nullable(),
        /** Earned and not yet celebrated on Profile. */
        isNew: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'ProfileSummary' });
export type ProfileSummary = z.infer<typeof profileSummaryAnswer>;

/** `POST /api/profile/badges/seen`: the badges Profile just celebrated. */
export const badgesSeenBody = z
  .object({ badges: z.array(z.enum(BADGES, { error: 'Send badges Larder knows.' })).max(BADGES.length) })
  .meta({ id: 'BadgesSeen' });
