import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ARCHETYPES } from '../src/generator/archetypes.ts';
import { ASSUMED_AVAILABLE } from '../src/pantry-cover.ts';
import type { Suggestion } from '../src/rank-recipes.ts';
import { leadOf } from '../src/recipe-likeness.ts';
import { JUDGING_FRIDGES } from '../test/judging-fridges.ts';
import {
  expiringItems,
  SHOWN,
  soonestExpiring,
  suggestFor,
  TOP,
  usesAnyOf,
} from '../test/judging-fridges-run.ts';
import { pairingOf } from './judging-pairing.ts';

/** The soft scores of issue 15's judging set, over every fridge (`test/judging-fridges.ts`). */
export type JudgingFigures = Readonly<{
  fridges: number;
  /** Fridges whose top three all use a food the good cook builds on (`expectUse`): the "good cook" proxy. */
  goodCookFridges: number;
  /** Fridges with a food going off within three days, and those whose top three use the soonest of it. */
  fridgesWithSoonest: number;
  soonestInTopFridges: number;
  /** Mean share, %, of the items going off within three days that the top three use. */
  expiringSharePercent: number;
  /** Mean share, %, of the pantry (store-cupboard basics aside) that the top three use. */
  pantrySharePercent: number;
  /** Mean number of things to buy for one top-three recipe. */
  itemsToBuyPerRecipe: number;
  /** Mean `pairingOf` (0 to 1) of the top-three recipes. */
  pairingScore: number;
  /** Mean distinct dish kinds (archetype, or the library recipe) and lead proteins among what Today shows. */
  distinctKindsShown: number;
  distinctLeadsShown: number;
  /** The dish kind found in the most fridges' top three, and in how many. */
  mostRepeatedKind: Readonly<{ kind: string; fridges: number }>;
}>;

const ARCHETYPE_IDS = ARCHETYPES.map((archetype) => archetype.id).sort((a, b) => b.length - a.length);

/** What kind of dish a suggestion is: its archetype when generated, otherwise the library recipe itself. */
export function dishKind(suggestion: Suggestion): string {
  const { id, source } = suggestion.recipe;
  if (source !== 'generated') return id;
  return ARCHETYPE_IDS.find((archetype) => id.startsWith(`${archetype}-`)) ?? id;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function round(value: number, digits = 2): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** Suggestions for every fridge of the judging set, scored on the soft rules. A few seconds. */
export function benchJudging(): JudgingFigures {
  let goodCookFridges = 0;
  let fridgesWithSoonest = 0;
  let soonestInTopFridges = 0;
  const expiringShares: number[] = [];
  const pantryShares: number[] = [];
  const toBuy: number[] = [];
  const pairing: number[] = [];
  const kinds: number[] = [];
  const leads: number[] = [];
  const kindFridges = new Map<string, number>();
  for (const fridge of JUDGING_FRIDGES) {
    const shown = suggestFor(fridge, SHOWN);
    const top = shown.slice(0, TOP);
    const used = new Set(top.flatMap((suggestion) => suggestion.usesPantry));
    if (top.length === TOP && top.every((suggestion) => usesAnyOf(suggestion, fridge, fridge.expectUse))) {
      goodCookFridges += 1;
    }
    const soonest = soonestExpiring(fridge);
    if (soonest.length > 0) {
      fridgesWithSoonest += 1;
      if (soonest.every((item) => used.has(item.id))) soonestInTopFridges += 1;
    }
    const expiring = expiringItems(fridge);
    if (expiring.length > 0) {
      expiringShares.push(expiring.filter((item) => used.has(item.id)).length / expiring.length);
    }
    const own = fridge.pantry.filter((item) => !ASSUMED_AVAILABLE.has(item.ingredientId ?? ''));
    pantryShares.push(own.filter((item) => used.has(item.id)).length / own.length);
    for (const suggestion of top) {
      toBuy.push(suggestion.missing.length);
      pairing.push(pairingOf(suggestion.recipe));
    }
    kinds.push(new Set(shown.map(dishKind)).size);
    leads.push(new Set(shown.map((suggestion) => leadOf(suggestion.recipe) || suggestion.recipe.id)).size);
    for (const kind of new Set(top.map(dishKind))) kindFridges.set(kind, (kindFridges.get(kind) ?? 0) + 1);
  }
  const [kind, fridges] = [...kindFridges].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [
    '',
    0,
  ];
  return {
    fridges: JUDGING_FRIDGES.length,
    goodCookFridges,
    fridgesWithSoonest,
    soonestInTopFridges,
    expiringSharePercent: round(mean(expiringShares) * 100, 1),
    pantrySharePercent: round(mean(pantryShares) * 100, 1),
    itemsToBuyPerRecipe: round(mean(toBuy)),
    pairingScore: round(mean(pairing)),
    distinctKindsShown: round(mean(kinds)),
    distinctLeadsShown: round(mean(leads)),
    mostRepeatedKind: { kind, fridges },
  };
}

/** The figures on main before issue 15's engine work; `npm run bench` prints them beside today's. */
export const JUDGING_BEFORE_FILE = path.join(import.meta.dirname, 'judging-before.json');

// `npx tsx packages/kitchen/bench/bench-judging.ts` prints the figures; `--write-before` records them as
// the "before" figures (done once, on main's engine before issue 15).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = benchJudging();
  console.info(JSON.stringify(figures, null, 2));
  if (process.argv.includes('--write-before')) {
    writeFileSync(JUDGING_BEFORE_FILE, `${JSON.stringify(figures, null, 2)}\n`);
  }
}
