import { describe, expect, it } from 'vitest';
import { allIngredients, getIngredient, gramsFor } from '../catalog.ts';
import { seededRandom } from '../generator/random.ts';
import { COOKED_FROM } from '../kinds.ts';
import { shopPack } from '../pack-sizes.ts';
import type { PantryItem } from '../pantry.ts';
import { ASSUMED_AVAILABLE } from '../pantry-cover.ts';
import { PANTRY_UNITS, type PantryUnit } from '../pantry-units.ts';
import { type ShoppingLine, type ShoppingNeed, shoppingList } from './shopping-list.ts';

const SCENARIOS = 400;
const TODAY = '2025-06-01';
const DATES = ['2025-05-31', TODAY, '2025-06-02', null] as const;
const TITLES = ['Curry', 'Salad', 'Soup'] as const;
const UNITS: readonly (PantryUnit | null)[] = [...PANTRY_UNITS, null];

type Random = () => number;

function pick<T>(items: readonly T[], random: Random): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('picked from an empty list');
  return item;
}

const grams = (id: string, quantity: number, unit: PantryUnit | null) =>
  gramsFor(id, quantity, unit ?? 'piece');

/** A random unit the catalog can weigh for this ingredient, and a quantity of it weighing 1 g to 1.2 kg. */
function amount(id: string, random: Random): { quantity: number; unit: PantryUnit | null } {
  const unit = pick(
    UNITS.filter((candidate) => grams(id, 1, candidate) !== null),
    random,
  );
  return { quantity: (1 + random() * 1199) / (grams(id, 1, unit) ?? 1), unit };
}

/**
 * The most grams one line may hold above the shortfall: one shop step in the line's unit, or the least
 * amount a shop sells when that is more (a whole spoon). Stated here, apart from the code under test.
 */
function allowance(id: string, line: ShoppingLine, shortfall: number): number | null {
  const weigh = (quantity: number, unit: PantryUnit | null) => grams(id, quantity, unit) ?? Number.NaN;
  // A packed food: one pack more than the shortfall at most.
  if (line.pack) return shortfall + weigh(line.pack.quantity, line.pack.unit);
  switch (line.unit) {
    case 'g':
      return shortfall + 50;
    case 'kg':
      return shortfall + 100;
    case 'ml':
      return shortfall + weigh(50, 'ml');
    case 'l':
      return shortfall + weigh(0.1, 'l');
    case 'tsp':
    case 'tbsp':
      return Math.max(shortfall + weigh(0.5, line.unit), weigh(1, line.unit));
    case null:
    case 'piece':
    case 'clove':
    case 'slice':
    case 'tin':
    case 'bunch':
    case 'pinch':
      return shortfall + weigh(1, line.unit);
    default:
      return null;
  }
}

type Tally = { faults: string[]; partlyCovered: number; fullyCovered: number; listed: number };

/** One random ingredient's needs and pantry, checked against sums of the catalog's own weights. */
function checkIngredient(id: string, random: Random, tally: Tally): void {
  const needs: ShoppingNeed[] = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
    ingredientId: id,
    ...amount(id, random),
    recipeTitle: pick(TITLES, random),
    optional: random() < 0.15,
  }));
  const pantry: PantryItem[] = Array.from({ length: Math.floor(random() * 3) }, (_, index) => ({
    id: `p${index}`,
    ingredientId: id,
    name: id,
    ...amount(id, random),
    ...(random() < 0.08 ? { quantity: null } : {}),
    place: 'fridge',
    expiresOn: pick(DATES, random),
    expiryEstimated: false,
    opened: false,
  }));
  const wanted = needs.filter((need) => !need.optional);
  const usable = pantry.filter((item) => item.expiresOn !== '2025-05-31');
  const needed = wanted.reduce((sum, need) => sum + (grams(id, need.quantity, need.unit) ?? Number.NaN), 0);
  // An item of unknown amount is one pack of a packed food, else it covers the largest line that needs it.
  const food = getIngredient(id);
  const pack = food ? shopPack(food) : null;
  const oneMeal = pack
    ? (grams(id, pack.quantity, pack.unit) ?? Number.NaN)
    : Math.max(0, ...wanted.map((need) => grams(id, need.quantity, need.unit) ?? 0));
  const held = usable.reduce(
    (sum, item) =>
      sum + (item.quantity === null ? oneMeal : (grams(id, item.quantity, item.unit) ?? Number.NaN)),
    0,
  );
  const shortfall = Math.max(0, needed - held);
  const enough = ASSUMED_AVAILABLE.has(id);
  const lines = shoppingList(needs, pantry, TODAY);
  const where = `${id}: ${JSON.stringify({ needs, pantry, lines })}`;
  const fault = (what: string) => tally.faults.push(`${what} — ${where}`);

  if (lines.length > 1) fault('more than one line for weighable amounts');
  if (lines.some((line) => !(line.quantity > 0))) fault('a line of zero or less');
  const [line] = lines;
  if (enough || wanted.length === 0) {
    if (line) fault('listed what needs nothing');
    return;
  }
  if (!line) {
    if (shortfall > needed * 1e-6) fault(`nothing listed for a shortfall of ${shortfall} g`);
    else tally.fullyCovered += 1;
    return;
  }
  tally.listed += 1;
  if (held > 0) tally.partlyCovered += 1;
  const listed =
    (line.pack
      ? grams(id, line.quantity * line.pack.quantity, line.pack.unit)
      : grams(id, line.quantity, line.unit)) ?? Number.NaN;
  const most = allowance(id, line, shortfall);
  if (most === null) fault(`listed in ${line.unit}, not a shop unit`);
  if (!(listed >= shortfall * (1 - 1e-9))) fault(`${listed} g listed for a shortfall of ${shortfall} g`);
  if (most !== null && !(listed <= most * (1 + 1e-9))) fault(`${listed} g listed, more than ${most} g`);
  const titles = [...new Set(wanted.map((need) => need.recipeTitle))];
  if ([...line.forRecipes].sort().join() !== titles.sort().join()) fault('wrong recipes');
}

describe(`shoppingList over ${SCENARIOS} random needs and pantries`, () => {
  it('never goes below zero, and lists the shortfall rounded up by at most one shop step', () => {
    const random = seededRandom('shopping-list-subtraction');
    // Cooked rice, pasta and potatoes are bought raw (COOKED_FROM): their own examples are in shopping-list.test.ts.
    const ingredients = allIngredients()
      .map((ingredient) => ingredient.id)
      .filter((id) => !(id in COOKED_FROM));
    const basics = [...ASSUMED_AVAILABLE];
    const tally: Tally = { faults: [], partlyCovered: 0, fullyCovered: 0, listed: 0 };
    for (let scenario = 0; scenario < SCENARIOS; scenario += 1) {
      const id = random() < 0.05 ? pick(basics, random) : pick(ingredients, random);
      checkIngredient(id, random, tally);
    }
    expect(tally.faults.slice(0, 5)).toEqual([]);
    // The scenarios reach every case: lists from an empty or short pantry, and needs fully covered.
    expect(tally.listed).toBeGreaterThan(SCENARIOS / 4);
    expect(tally.partlyCovered).toBeGreaterThan(SCENARIOS / 20);
    expect(tally.fullyCovered).toBeGreaterThan(SCENARIOS / 20);
  });

  it('lists each ingredient of a mixed plan once, with everything the plan needs', () => {
    const random = seededRandom('shopping-list-mixed');
    const ingredients = allIngredients()
      .map((ingredient) => ingredient.id)
      .filter((id) => !ASSUMED_AVAILABLE.has(id));
    for (let scenario = 0; scenario < 50; scenario += 1) {
      const ids = Array.from({ length: 6 }, () => pick(ingredients, random));
      const needs = ids.map((id) => ({ ingredientId: id, ...amount(id, random), recipeTitle: 'Plan' }));
      const listed = shoppingList(needs, [], TODAY).map((line) => line.ingredientId);
      const bought = ids.map((id) => COOKED_FROM[id]?.raw ?? id);
      expect(listed.sort()).toEqual([...new Set(bought)].sort());
    }
  });
});
