import { getIngredient } from '../catalog.ts';
import type { Ingredient } from '../catalog-types.ts';
import type { IngredientCheck } from '../diet-profile.ts';
import type { Goal } from '../goals.ts';
import { ASSUMED_AVAILABLE, type PantryIndex } from '../pantry-cover.ts';
import type { Archetype, Flavour, Slot } from './archetype.ts';
import { starchCook } from './cooking.ts';
import { clashes, clashesWithMask, family, isKind, kindMask } from './pairings.ts';
import type { Random } from './random.ts';

/** What stays the same for every dish of one generation: the pantry, the profile and the goal. */
export type Kitchen = Readonly<{
  stock: PantryIndex;
  goal: Goal;
  /** How many ingredients (basics aside) a dish may ask the cook to buy. */
  maxMissing: number;
  /** A slot's options this cook may have in this dish, in the slot's order (worked out once). */
  options: (archetype: Archetype, slot: Slot) => readonly Ingredient[];
}>;

export type Pick = Readonly<{ ingredient: Ingredient; slot: Slot; fromPantry: boolean }>;

const slotCache = new WeakMap<Flavour, readonly Slot[]>();

/** The archetype's slots with the flavour's own in place of, or added to, them. */
export function dishSlots(archetype: Archetype, flavour: Flavour): readonly Slot[] {
  let slots = slotCache.get(flavour);
  if (!slots) {
    const own = new Map(flavour.slots.map((slot) => [slot.id, slot]));
    const ids = new Set(archetype.slots.map((slot) => slot.id));
    slots = [
      ...archetype.slots.map((slot) => own.get(slot.id) ?? slot),
      ...flavour.slots.filter((slot) => !ids.has(slot.id)),
    ];
    slotCache.set(flavour, slots);
  }
  return slots;
}

/** A slot's options as catalog ingredients, looked up once per slot (unknown ids are skipped). */
const optionCache = new WeakMap<Slot, readonly Ingredient[]>();

function catalogOptions(slot: Slot): readonly Ingredient[] {
  let options = optionCache.get(slot);
  if (!options) {
    options = slot.options
      .map((id) => getIngredient(id))
      .filter((found): found is Ingredient => found !== null);
    optionCache.set(slot, options);
  }
  return options;
}

/**
 * The kitchen for one generation. Options are filtered once per archetype and slot: allowed by the
 * profile, mild for a family, not of a kind the dish avoids; for "quick", the fastest starches first.
 */
export function makeKitchen(
  stock: PantryIndex,
  check: IngredientCheck,
  goal: Goal,
  maxMissing: number,
): Kitchen {
  const memo = new Map<Archetype, Map<Slot, readonly Ingredient[]>>();
  const options = (archetype: Archetype, slot: Slot) => {
    let bySlot = memo.get(archetype);
    if (!bySlot) {
      bySlot = new Map();
      memo.set(archetype, bySlot);
    }
    let usable = bySlot.get(slot);
    if (!usable) {
      const avoid = archetype.avoid ?? [];
      usable = catalogOptions(slot).filter(
        (ingredient) =>
          check(ingredient) &&
          (goal !== 'family' || ingredient.mild) &&
          !avoid.some((kind) => isKind(ingredient, kind)),
      );
      if (goal === 'quick' && slot.kind === 'starch') {
        usable = [...usable].sort((a, b) => starchCook(a).minutes - starchCook(b).minutes);
      }
      bySlot.set(slot, usable);
    }
    return usable;
  };
  return { stock, goal, maxMissing, options };
}

/** Days left on the soonest pantry item of this ingredient; undated ones wait behind dated ones. */
function daysLeft(kitchen: Kitchen, id: string): number {
  return kitchen.stock.get(id)?.[0]?.days ?? 1000;
}

/** The dish so far, for the checks every new ingredient must pass. */
type Taken = { ids: Set<string>; kinds: number; families: Set<string> };

/** Slots whose ingredients make the dish: no two of one family among them (kidney beans and green beans). */
const MAIN_KINDS: ReadonlySet<Slot['kind']> = new Set(['protein', 'vegetable', 'fruit', 'starch']);

/**
 * Fills one slot: pantry items first, soonest to expire first (the anchor before all), up to the slot's
 * maximum; then, if the dish still needs more, one of the first everyday options from the shop. Every
 * pick goes with the dish so far and is not a second of the same thing (tomato and cherry tomato).
 * Null when the dish cannot be made this way.
 */
function fillSlot(
  slot: Slot,
  archetype: Archetype,
  kitchen: Kitchen,
  random: Random,
  taken: Taken,
  anchorId?: string,
) {
  if (slot.options.length === 0) return [];
  const proteinGoal = kitchen.goal === 'high-protein' && slot.kind === 'protein' && !slot.pantryOnly;
  const wanted = proteinGoal ? Math.max(1, slot.min) : slot.min;
  const most = Math.max(wanted, slot.max ?? slot.min);
  const inPantry: { ingredient: Ingredient; order: number }[] = [];
  const shop: Ingredient[] = [];
  for (const ingredient of kitchen.options(archetype, slot)) {
    if (taken.ids.has(ingredient.id)) continue;
    if (!kitchen.stock.has(ingredient.id)) shop.push(ingredient);
    else {
      const order = ingredient.id === anchorId ? -1 : daysLeft(kitchen, ingredient.id) + random() / 2;
      inPantry.push({ ingredient, order });
    }
  }
  if (inPantry.length === 0 && shop.length === 0) return slot.skippable || wanted === 0 ? [] : null;
  inPantry.sort((a, b) => a.order - b.order);
  const result: Pick[] = [];
  const main = MAIN_KINDS.has(slot.kind);
  const fits = (ingredient: Ingredient) =>
    !clashesWithMask(ingredient, taken.kinds) &&
    !(main && taken.families.has(family(ingredient))) &&
    result.every(
      (pick) => !clashes(pick.ingredient, ingredient) && family(pick.ingredient) !== family(ingredient),
    );
  for (const { ingredient } of inPantry) {
    if (result.length >= most) break;
    if (fits(ingredient)) result.push({ ingredient, slot, fromPantry: true });
  }
  if (!slot.pantryOnly) {
    const everyday = shop.slice(0, 3);
    // Seasonings come as written (soy sauce before tamari); main ingredients vary with the seed.
    const vary = slot.kind !== 'flavour' && slot.kind !== 'fat' && slot.kind !== 'liquid';
    while (result.length < wanted && everyday.length > 0) {
      const [ingredient] = everyday.splice(vary && everyday.length > 1 && random() < 0.35 ? 1 : 0, 1);
      if (ingredient && fits(ingredient)) result.push({ ingredient, slot, fromPantry: false });
    }
  }
  if (result.length < wanted) return slot.skippable ? result : null;
  return result;
}

/** Pantry ingredients this dish could be built around, soonest to expire first: at most `count`. */
export function anchors(slots: readonly Slot[], kitchen: Kitchen, count: number): string[] {
  const found = new Set<string>();
  for (const slot of slots) {
    if (slot.kind === 'flavour' || slot.kind === 'fat' || slot.kind === 'liquid') continue;
    for (const id of slot.options) if (kitchen.stock.has(id) && !ASSUMED_AVAILABLE.has(id)) found.add(id);
  }
  return [...found].sort((a, b) => daysLeft(kitchen, a) - daysLeft(kitchen, b)).slice(0, count);
}

/** Every slot filled, in the archetype's order, or null when the pantry and profile cannot make the dish. */
export function fillDish(
  archetype: Archetype,
  flavour: Flavour,
  kitchen: Kitchen,
  random: Random,
  anchorId?: string,
): Pick[] | null {
  const slots = dishSlots(archetype, flavour);
  const anchorSlot =
    anchorId === undefined ? undefined : slots.find((slot) => slot.options.includes(anchorId));
  const order = anchorSlot ? [anchorSlot, ...slots.filter((slot) => slot !== anchorSlot)] : slots;
  const picks: Pick[] = [];
  const taken: Taken = { ids: new Set(), kinds: 0, families: new Set() };
  let missing = 0;
  for (const slot of order) {
    const filled = fillSlot(slot, archetype, kitchen, random, taken, anchorId);
    if (filled === null) return null;
    for (const pick of filled) {
      picks.push(pick);
      taken.ids.add(pick.ingredient.id);
      taken.kinds |= kindMask([pick.ingredient]);
      if (MAIN_KINDS.has(slot.kind)) taken.families.add(family(pick.ingredient));
      if (!pick.fromPantry && !ASSUMED_AVAILABLE.has(pick.ingredient.id)) missing += 1;
    }
    if (missing > kitchen.maxMissing) return null;
  }
  return slots.flatMap((slot) => picks.filter((pick) => pick.slot === slot));
}
