import {
  BADGES,
  type Badge,
  type ProfileSummary,
  type SavedTotals,
  VEGETABLES_G_PER_DAY,
} from '@larder/domain/api/profile';
import type { Db, Tx } from '../../db/database.ts';
import { targetFor } from '../plans/plan-request.ts';
import { currentPlanRow } from '../plans/repository.ts';
import { checkBadges } from './badges.ts';
import { type FoodPrices, pricesAsJson } from './food-prices.ts';
import {
  badgeRows,
  cookedTotals,
  favouriteCuisines,
  markBadgesSeen,
  noWasteStreak,
  savedTotals,
  savedWeekly,
  type Totals,
} from './repository.ts';

const WEEK_DAYS = 7;

export interface ProfileDeps {
  db: Db;
  prices: FoodPrices;
}

/** The prices as the statistics' SQL takes them, made once per table. */
const pricesJson = new WeakMap<FoodPrices, string>();
function pricesOf(prices: FoodPrices): string {
  let json = pricesJson.get(prices);
  if (json === undefined) {
    json = pricesAsJson(prices);
    pricesJson.set(prices, json);
  }
  return json;
}

/** The day's protein target of the cook's current plan (typed, or worked out), for a week; null without. */
async function weeklyProteinTarget(db: Db | Tx, userId: string): Promise<number | null> {
  const plan = await currentPlanRow(db, userId);
  const target = plan ? targetFor(plan.answers) : null;
  return target ? Math.round(target.proteinG * WEEK_DAYS) : null;
}

/** Each badge in `BADGES` order: when it was earned (null: not yet) and whether Profile has celebrated it. */
async function badgesOf(db: Db | Tx, userId: string): Promise<ProfileSummary['badges']> {
  const earned = new Map((await badgeRows(db, userId)).map((row) => [row.badge, row]));
  return BADGES.map((badge) => {
    const row = earned.get(badge);
    return {
      badge,
      earnedAt: row ? row.earnedAt.toISOString() : null,
      isNew: row !== undefined && row.seenAt === null,
    };
  });
}

/** "What Larder did for you": food saved (an estimate of its worth), what was cooked, streak and badges. */
export async function profileSummary(
  deps: ProfileDeps,
  userId: string,
  today: string,
): Promise<ProfileSummary> {
  const { db, prices } = deps;
  const json = pricesOf(prices);
  // One connection, one statement at a time: Profile must not take most of the pool (10 connections)
  // for one cook. Rules that held before this view (data moved in at sign-in) are earned first, so they
  // show.
  const { saved, weekly, cooked, cuisines, streak, proteinTarget, badges } = await db.transaction(
    async (tx) => {
      await checkBadges(tx, userId, today);
      return {
        saved: await savedTotals(tx, userId, today, json),
        weekly: await savedWeekly(tx, userId, today, json),
        cooked: await cookedTotals(tx, userId, today),
        cuisines: await favouriteCuisines(tx, userId),
        streak: await noWasteStreak(tx, userId, today),
        proteinTarget: await weeklyProteinTarget(tx, userId),
        badges: await badgesOf(tx, userId),
      };
    },
  );
  const priced = (totals: Totals): SavedTotals => ({
    kg: totals.kg,
    items: totals.items,
    money: { amount: totals.money, currency: prices.currency },
  });
  return {
    today,
    saved: {
      week: priced(saved.week),
      month: priced(saved.month),
      allTime: priced(saved.allTime),
      weekly,
    },
    cooked: {
      thisWeek: cooked.thisWeek,
      allTime: cooked.allTime,
      favouriteCuisines: cuisines,
      proteinG: { eaten: cooked.proteinG, target: proteinTarget },
      vegetablesG: { eaten: cooked.vegetablesG, target: VEGETABLES_G_PER_DAY * WEEK_DAYS },
    },
    streak,
    badges,
  };
}

/** Profile celebrated these badges: they are no longer new. Only the cook's own rows change. */
export async function badgesSeen(db: Db, userId: string, badges: readonly Badge[]): Promise<void> {
  await markBadgesSeen(db, userId, [...new Set(badges)]);
}
