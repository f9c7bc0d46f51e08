import { getIngredient, gramsFor } from '../catalog.ts';
import type { Ingredient } from '../catalog-types.ts';
import type { IngredientCheck } from '../diet-profile.ts';
import type { Goal } from '../goals.ts';
import { COOKED_FROM, kindsCovering, kindsCoveringWhenAllowed } from '../kinds.ts';
import { LEFTOVER_ONLY } from '../leftovers.ts';
import { ASSUMED_AVAILABLE, type PantryIndex } from '../pantry-cover.ts';
import type { Archetype, Flavour, Slot } from './archetype.ts';
import { starchCook } from './cooking.ts';
import { isDriedHerb } from './dish-words.ts';
import { affinity, BAD_PAIR, isKeyIngredient } from './pairing-model.ts';
import { family, isKind } from './pairings.ts';
import type { Random } from './random.ts';

/** What stays the same for every dish of one generation: the pantry, the profile and the goal. */
export type Kitchen = Readonly<{
  stock: PantryIndex;
  goal: Goal;
  servings: number;
  /** How many ingredients (basics aside) a dish may ask the cook to buy. */
  maxMissing: number;
  /** A slot's options this cook may have in this dish, in the slot's order (worked out once). */
  options: (archetype: Archetype, slot: Slot) => readonly Ingredient[];
  /** Whether the pantry holds meat, fish or tofu this cook eats: then no dish buys another of those. */
  hasProtein: boolean;
  /** Whether the pantry holds a protein, vegetable or fruit this cook eats: then every dish is built on one. */
  hasHeart: boolean;
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
  servings: number,
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
      const suits = (ingredient: Ingredient) =>
        check(ingredient) &&
        (goal !== 'family' || ingredient.mild) &&
        !avoid.some((kind) => isKind(ingredient, kind));
      const written = catalogOptions(slot);
      const listed = new Set(written.map((ingredient) => ingredient.id));
      // An option the cook has none of may be filled by a near kind they have (`kinds.ts`): the stock
      // cube for "vegetable stock", the lemon for "lemon juice", the jasmine rice for "rice". Cooked
      // leftovers are left to the slots that ask for them, and vegetables and proteins to the lists each
      // dish writes (its steps know how to cook those).
      const kindly = slot.kind !== 'vegetable' && slot.kind !== 'fruit' && slot.kind !== 'protein';
      usable = written.flatMap((ingredient) => {
        const own = suits(ingredient) ? [ingredient] : [];
        if (slot.kind === 'protein') return [...own, ...twinsHeld(ingredient.id, stock, listed, suits)];
        if (!kindly || stock.has(ingredient.id)) return own;
        // `suits` checks each stand-in against the profile, so those that need its say may come too.
        const near = [...kindsCovering(ingredient.id), ...kindsCoveringWhenAllowed(ingredient.id)];
        const kinds = near.flatMap((kind) => {
          const standIn = getIngredient(kind.id);
          if (!standIn || listed.has(kind.id) || kind.id in COOKED_FROM || !stock.has(kind.id)) return [];
          // A herb scattered over to finish is a fresh one: dried thyme is cooked in, never strewn raw.
          if (slot.id === 'herb' && isDriedHerb(kind.id)) return [];
          listed.add(kind.id);
          return suits(standIn) ? [standIn] : [];
        });
        return [...own, ...kinds];
      });
      if (goal === 'quick' && slot.kind === 'starch') {
        usable = [...usable].sort((a, b) => starchCook(a).minutes - starchCook(b).minutes);
      }
      bySlot.set(slot, usable);
    }
    return usable;
  };
  const eaten = [...stock.keys()].flatMap((id) => {
    const ingredient = getIngredient(id);
    return ingredient !== null && check(ingredient) ? [ingredient] : [];
  });
  return {
    stock,
    goal,
    servings,
    maxMissing,
    options,
    hasProtein: eaten.some(isMainProtein),
    hasHeart: eaten.some(isHeart),
  };
}

/**
 * Proteins the cook may have in place of one a dish lists, cooked the same way in it (`cooking.ts` knows
 * them): turkey steaks wherever chicken breast goes (a turkey curry, a turkey tray bake, a turkey salad),
 * chicken wings where drumsticks roast, oily tuna where tinned tuna goes, kippers where smoked mackerel is
 * flaked, crayfish tails where prawns go. Only from the pantry: nobody is sent out for the twin.
 */
const PROTEIN_TWINS: Readonly<Record<string, readonly string[]>> = {
  'chicken-breast': ['turkey-breast'],
  'chicken-drumstick': ['chicken-wing'],
  tuna: ['tuna-in-oil'],
  prawn: ['crayfish'],
  'smoked-mackerel': ['kipper'],
};

/** The pantry's twins of a listed protein that the slot does not list itself and the cook may eat. */
function twinsHeld(
  id: string,
  stock: PantryIndex,
  listed: Set<string>,
  suits: (ingredient: Ingredient) => boolean,
): Ingredient[] {
  return (PROTEIN_TWINS[id] ?? []).flatMap((twin) => {
    const ingredient = getIngredient(twin);
    if (!ingredient || listed.has(twin) || !stock.has(twin) || !suits(ingredient)) return [];
    listed.add(twin);
    return [ingredient];
  });
}

/** What makes a dish what it is, as a slot's kind and an ingredient's role: its protein, vegetables or fruit. */
export const HEART = ['protein', 'vegetable', 'fruit'] as const;

/** A protein, vegetable or fruit a dish can be built on: not a basic, an onion or a herb. */
export function isHeart(ingredient: Ingredient): boolean {
  const { roles } = ingredient;
  return (
    !ASSUMED_AVAILABLE.has(ingredient.id) &&
    HEART.some((role) => roles.includes(role)) &&
    !roles.includes('aromatic') &&
    !roles.includes('herb')
  );
}

/** Where the perishable proteins a meal is built on are sold; not eggs, tins and dried beans. */
const PROTEIN_AISLES = new Set(['meat', 'fish', 'world-foods', 'frozen']);

export function isMainProtein(ingredient: Ingredient): boolean {
  return ingredient.roles[0] === 'protein' && PROTEIN_AISLES.has(ingredient.aisle);
}

/** A protein from the cupboard or the egg box, which a cook keeps in and may buy whatever else is in. */
const keeps = (ingredient: Ingredient) =>
  ingredient.aisle === 'canned' || ingredient.aisle === 'pantry' || ingredient.pieceName === 'egg';

/** Days left on the soonest pantry item of this ingredient; undated ones wait behind dated ones. */
function daysLeft(kitchen: Kitchen, id: string): number {
  return kitchen.stock.get(id)?.[0]?.days ?? 1000;
}

/** The dish so far, for the checks every new ingredient must pass. */
type Taken = { ids: Set<string>; ingredients: Ingredient[]; families: Set<string> };

/** A pairing this good or better with what the dish has puts a pantry item ahead of the others. */
const GOOD_PAIR = 0.3;

/**
 * How a newcomer pairs with the dish so far (`pairing-model.ts`): the worst pair with anything in it, and
 * the best with its key ingredients. Null when it pairs badly with something already there.
 */
function pairing(ingredient: Ingredient, dish: readonly Ingredient[], cuisine: string) {
  let best = 0;
  for (const other of dish) {
    const value = affinity(ingredient, other, cuisine);
    if (value < BAD_PAIR) return null;
    if (value > best && isKeyIngredient(other)) best = value;
  }
  return best;
}

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
  flavour: Flavour,
  kitchen: Kitchen,
  random: Random,
  taken: Taken,
  anchorId?: string,
) {
  if (slot.options.length === 0) return [];
  const proteinGoal = kitchen.goal === 'high-protein' && slot.kind === 'protein' && !slot.pantryOnly;
  const wanted = proteinGoal ? Math.max(1, slot.min) : slot.min;
  const most = Math.max(wanted, slot.max ?? slot.min);
  const inPantry: { ingredient: Ingredient; good: boolean; order: number }[] = [];
  // The anchor joins first; what shares its slot pairs with it too.
  const anchor = anchorId === undefined || taken.ids.has(anchorId) ? null : getIngredient(anchorId);
  const company = anchor ? [...taken.ingredients, anchor] : taken.ingredients;
  const shop: Ingredient[] = [];
  for (const ingredient of kitchen.options(archetype, slot)) {
    if (taken.ids.has(ingredient.id)) continue;
    // A piece too big for the dish (a shoulder joint for a stir-fry) is for another one.
    const most = slot.mostHeldGrams?.[ingredient.id];
    if (
      most !== undefined &&
      (!kitchen.stock.has(ingredient.id) || heldGrams(kitchen, ingredient.id).grams > most)
    ) {
      continue;
    }
    if (!kitchen.stock.has(ingredient.id)) {
      // Leftover pasta or potatoes are the cook's own: no shop sells them. Nor is a pouch of cooked rice
      // bought by a cook with a bag of rice in the cupboard.
      const raw = COOKED_FROM[ingredient.id]?.raw;
      const holdsRaw =
        raw !== undefined &&
        (kitchen.stock.has(raw) || kindsCovering(raw).some((kind) => kitchen.stock.has(kind.id)));
      if (!LEFTOVER_ONLY.has(ingredient.id) && !holdsRaw) shop.push(ingredient);
    } else {
      // A pantry item that pairs badly with the dish so far is never added just to use it up; among
      // the rest, those that pair well with it come first, each lot soonest to expire first.
      const paired = ingredient.id === anchorId ? 1 : pairing(ingredient, company, flavour.cuisine);
      if (paired === null) continue;
      const order = ingredient.id === anchorId ? -1 : daysLeft(kitchen, ingredient.id) + random() / 2;
      inPantry.push({ ingredient, good: paired >= GOOD_PAIR, order });
    }
  }
  if (inPantry.length === 0 && shop.length === 0) return slot.skippable || wanted === 0 ? [] : null;
  inPantry.sort((a, b) => Number(b.good) - Number(a.good) || a.order - b.order);
  const result: Pick[] = [];
  const main = MAIN_KINDS.has(slot.kind);
  const fits = (ingredient: Ingredient) =>
    !(main && taken.families.has(family(ingredient))) &&
    pairing(ingredient, taken.ingredients, flavour.cuisine) !== null &&
    result.every(
      (pick) =>
        affinity(pick.ingredient, ingredient, flavour.cuisine) >= BAD_PAIR &&
        family(pick.ingredient) !== family(ingredient),
    );
  for (const { ingredient } of inPantry) {
    if (result.length >= most) break;
    if (fits(ingredient)) result.push({ ingredient, slot, fromPantry: true });
  }
  // Enough from the fridge: nothing is bought to make up the number.
  if (slot.least !== undefined && result.length >= slot.least && holdsEnough(result, slot, kitchen)) {
    return result;
  }
  if (!slot.pantryOnly) {
    // The cook is not sent out for chicken, or halloumi, while the pantry holds meat, fish or tofu to
    // use: a protein bought then is one that keeps (eggs, a tin of beans).
    const buyable = kitchen.hasProtein
      ? shop.filter((ingredient) =>
          slot.kind === 'protein' ? keeps(ingredient) : !isMainProtein(ingredient),
        )
      : shop;
    const everyday = buyable.slice(0, 3);
    // Seasonings and proteins come as written (soy sauce before tamari, hen's eggs before duck eggs);
    // vegetables, fruit and starches vary with the seed.
    const vary = slot.kind === 'vegetable' || slot.kind === 'fruit' || slot.kind === 'starch';
    while (result.length < wanted && everyday.length > 0) {
      const [ingredient] = everyday.splice(vary && everyday.length > 1 && random() < 0.35 ? 1 : 0, 1);
      if (ingredient && fits(ingredient)) result.push({ ingredient, slot, fromPantry: false });
    }
  }
  if (result.length < wanted) return slot.skippable ? result : null;
  return result;
}

/** The pantry holds at least this share of a slot's grams for the dish to do without another of its kind. */
const ENOUGH_FOR_SLOT = 0.4;

/** Grams of an ingredient the pantry holds in the items whose amount is known, and whether any is not. */
function heldGrams(kitchen: Kitchen, id: string): { grams: number; unknown: boolean } {
  let grams = 0;
  let unknown = false;
  for (const { item } of kitchen.stock.get(id) ?? []) {
    if (item.quantity === null) unknown = true;
    else grams += gramsFor(id, item.quantity, item.unit ?? 'piece') ?? 0;
  }
  return { grams, unknown };
}

/** Whether the pantry's picks weigh enough for the slot at the dish's servings (unknown amounts do). */
function holdsEnough(picks: readonly Pick[], slot: Slot, kitchen: Kitchen): boolean {
  if (slot.grams === undefined) return true;
  let grams = 0;
  for (const pick of picks) {
    const held = heldGrams(kitchen, pick.ingredient.id);
    if (held.unknown) return true;
    grams += held.grams;
  }
  return grams >= slot.grams * kitchen.servings * ENOUGH_FOR_SLOT;
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
  const taken: Taken = { ids: new Set(), ingredients: [], families: new Set() };
  let missing = 0;
  for (const slot of order) {
    const filled = fillSlot(slot, archetype, flavour, kitchen, random, taken, anchorId);
    if (filled === null) return null;
    for (const pick of filled) {
      picks.push(pick);
      taken.ids.add(pick.ingredient.id);
      taken.ingredients.push(pick.ingredient);
      if (MAIN_KINDS.has(slot.kind)) taken.families.add(family(pick.ingredient));
      if (!pick.fromPantry && !ASSUMED_AVAILABLE.has(pick.ingredient.id)) missing += 1;
    }
    if (missing > kitchen.maxMissing) return null;
  }
  return slots.flatMap((slot) => picks.filter((pick) => pick.slot === slot));
}
