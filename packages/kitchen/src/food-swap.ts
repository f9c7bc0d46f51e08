import { getIngredient, gramsFor } from './catalog.ts';
import type { Ingredient } from './catalog-types.ts';
import type { IngredientCheck } from './diet-profile.ts';
import { pluralName } from './food-count.ts';
import { gramsPerUnit } from './ingredient-grams.ts';
import { COOKED_FROM, type Kind, kindsCovering } from './kinds.ts';
import { rewrites } from './memory.ts';
import { ASSUMED_AVAILABLE, type PantryIndex } from './pantry-cover.ts';
import type { Recipe, RecipeIngredient, RecipeStep } from './recipe.ts';
import { dishType } from './recipe-likeness.ts';
import { renameInText, SAID_AS, spokenName } from './rename-food.ts';
import { pieceRange, roleOf, roleRange } from './role-ranges.ts';
import { retagged, roundQuantity } from './scale-recipe.ts';
import { convertAmount } from './shopping/convert-amount.ts';

/**
 * Swaps: a library recipe rewritten in the cook's own foods. When the fridge has haddock and the recipe
 * says cod, the recipe says haddock (line, title and steps), so the cook reads what they will cook rather
 * than a food the app quietly stands in for; and a dairy-free cook with oat milk in gets the toad in the
 * hole made with it, since the rewritten recipe is what the profile checks.
 *
 * A line is swapped only when the cook has none of its own food (or cannot eat it) and has a stand-in:
 * a kind from `kinds.ts` (near-substitutes, which never add an allergen), or one of the swaps below that a
 * cook makes knowingly once the recipe names it (they may add an allergen, so the rewritten recipe is
 * checked against the profile again). Cooked leftovers never stand in for the raw food a step cooks.
 */

/** `grams` of the line's food that a gram of the stand-in is worth, as in `kinds.ts`. */
const SAME = 1;
const same = (...ids: string[]): Kind[] => ids.map((id) => ({ id, grams: SAME }));

/** Fresh pasta for long dried pasta: 100 g of it does the work of 70 g dried (it cooks in 3 minutes, `RETIMINGS`). */
const FRESH_PASTA: Kind = { id: 'fresh-pasta', grams: 0.7 };

/** Onion a gram of spring onion does the work of, cooked down in a dish. */
const SPRING_ONION_FOR_ONION = 1.5;

/** Chilli flakes in a gram of fresh chilli: half a teaspoon of flakes (1 g) does the work of half a chilli (8 g). */
const FLAKES_IN_FRESH_CHILLI = 1 / 8;

const SWAP_ONLY: Readonly<Record<string, readonly Kind[]>> = {
  // Dairy-free and gluten-free kinds, for the cook who keeps them (checked against the profile).
  milk: same('oat-milk', 'soy-milk', 'rice-milk', 'almond-milk'),
  'whole-milk': same('milk', 'oat-milk', 'soy-milk', 'rice-milk', 'almond-milk'),
  'skimmed-milk': same('milk', 'oat-milk', 'soy-milk', 'rice-milk', 'almond-milk'),
  butter: same('margarine'),
  'unsalted-butter': same('margarine'),
  'plain-flour': same('gluten-free-flour'),
  'self-raising-flour': same('gluten-free-flour'),
  spaghetti: [...same('pasta', 'gluten-free-pasta'), FRESH_PASTA],
  penne: same('pasta', 'spaghetti', 'gluten-free-pasta'),
  fusilli: same('pasta', 'penne', 'gluten-free-pasta'),
  linguine: [...same('pasta', 'gluten-free-pasta'), FRESH_PASTA],
  // What a cook reaches for once the recipe says so.
  'new-potato': same('potato', 'baking-potato'),
  rosemary: [...same('thyme', 'sage'), { id: 'dried-rosemary', grams: 3 }],
  thyme: same('rosemary', 'sage'),
  sage: same('thyme', 'rosemary'),
  // Spring onions for the onion a dish cooks (100 g of them for a 150 g onion), never in one named for its
  // onions (`suitsMethod`). Not a leek: it needs 8 to 10 minutes where a stir-fry gives an onion 3.
  onion: [{ id: 'spring-onion', grams: SPRING_ONION_FOR_ONION }],
  // Hotter: half the spoonful (a family cook keeps the mild dish as written: `rank-recipes.ts`).
  'dijon-mustard': [{ id: 'english-mustard', grams: 2 }],
  lemon: same('lime'),
  lime: same('lemon'),
  'chopped-tomatoes': same('tomato', 'cherry-tomato'),
  'chilli-flakes': [
    { id: 'chilli', grams: FLAKES_IN_FRESH_CHILLI },
    { id: 'green-chilli', grams: FLAKES_IN_FRESH_CHILLI },
  ],
  'red-curry-paste': same('green-curry-paste'),
  'green-curry-paste': same('red-curry-paste'),
  salmon: same('trout'),
  trout: same('salmon'),
  // Cuts that cook the same way in the same dishes, as a butcher would offer instead: a braise or curry of
  // stewing beef is as good of brisket or venison, a tagine of lamb shoulder of the leg (and
  // curry goat of lamb), a steak recipe of any steak, a dish of drumsticks of wings (all bone-in pieces
  // roasted or glazed), a chicken breast of a turkey steak; never a joint for a quick cut or back.
  'minced-beef': same('minced-lamb', 'minced-pork', 'minced-turkey'),
  'lean-minced-beef': same('minced-turkey', 'minced-lamb', 'minced-pork'),

  'minced-pork': same('minced-turkey', 'minced-chicken', 'minced-beef'),
  'minced-turkey': same('minced-pork', 'minced-chicken'),
  'minced-chicken': same('minced-pork', 'minced-turkey'),
  'stewing-beef': same('beef-brisket', 'venison'),
  'beef-brisket': same('stewing-beef'),
  'lamb-shoulder': same('lamb-leg'),
  'lamb-leg': same('lamb-shoulder'),
  goat: same('lamb-shoulder', 'lamb-leg'),
  'pork-shoulder': same('pork-belly'),
  'pork-belly': same('pork-shoulder'),
  steak: same('rump-steak', 'ribeye-steak', 'fillet-steak', 'venison'),
  'rump-steak': same('steak', 'ribeye-steak', 'fillet-steak'),
  'ribeye-steak': same('steak', 'rump-steak', 'fillet-steak'),
  'fillet-steak': same('steak', 'ribeye-steak', 'rump-steak'),
  // Drumsticks for thighs only in a long braise or bake of bone-in pieces (`suitsMethod`).
  'chicken-thigh': same('chicken-drumstick'),
  'chicken-wing': same('chicken-drumstick'),
  'chicken-drumstick': same('chicken-wing'),
  'chicken-breast': same('turkey-breast'),
  'turkey-breast': same('chicken-breast'),
  // Fish of a kind, cooked alike: firm white fillets for one another, the meaty steaks. (Not mussels for
  // clams or sardines for herring: a judge found the beards in the clams' steps and the oats bought.)
  cod: same('halibut', 'tilapia', 'catfish', 'monkfish'),
  haddock: same('halibut', 'tilapia', 'catfish'),
  hake: same('halibut', 'tilapia', 'catfish', 'monkfish'),
  pollock: same('tilapia', 'catfish'),
  tilapia: same('cod', 'haddock', 'hake', 'pollock', 'catfish'),
  monkfish: same('cod', 'hake', 'halibut'),
  'sea-bass': same('trout'),
  'tuna-steak': same('swordfish'),
  // Forms of one food a cook uses without a second thought once the recipe says so.
  tofu: same('silken-tofu'),
  'silken-tofu': same('tofu'),
  'flour-tortilla': same('corn-tortilla'),
  'corn-tortilla': same('flour-tortilla'),
  'black-olives': same('green-olives'),
  'green-olives': same('black-olives'),
  'soy-milk': same('oat-milk', 'rice-milk', 'almond-milk', 'milk'),
  'oat-milk': same('soy-milk', 'rice-milk', 'almond-milk', 'milk'),
  bread: same('rye-bread', 'sourdough'),
  raisins: same('sultanas'),
  sultanas: same('raisins'),
};

export type Swap = Readonly<{ from: string; to: string }>;

/**
 * Stand-ins for a line only in a recipe that cooks it long and says it stays on the bone: drumsticks for
 * the bone-in thighs of a yassa or an adobo, never for thighs cut into chunks for a curry.
 */
const SLOW_ONLY: Readonly<Record<string, readonly string[]>> = { 'chicken-thigh': ['chicken-drumstick'] };
const SLOW_MINUTES = 40;

/**
 * Joints that stand in for one another only cut up, in a braise, a curry or a pie: a lean leg of lamb
 * slow-roasted for four and a half hours as the shoulder is would be dry and stringy.
 */
const CUT_UP_ONLY: Readonly<Record<string, readonly string[]>> = {
  'lamb-shoulder': ['lamb-leg'],
  'lamb-leg': ['lamb-shoulder'],
  'pork-shoulder': ['pork-belly'],
  'pork-belly': ['pork-shoulder'],
};

/**
 * Cuts that need longer than the line's: brisket for stewing beef only in a recipe that cooks it two and a
 * half hours or more (a judge found brisket stewed 90 minutes, still tough).
 */
const LONGER_COOK: Readonly<Record<string, Readonly<{ to: string; minutes: number }>>> = {
  'stewing-beef': { to: 'beef-brisket', minutes: 150 },
};

/** Whether the dish is named for the food, before any "with": a pea risotto, not a fish with peas. */
function namedFor(recipe: Recipe, id: string): boolean {
  const food = getIngredient(id);
  if (!food) return false;
  const head = recipe.title.toLowerCase().split(' with ')[0] ?? '';
  return [food.name, ...food.aliases].some((name) => {
    const word = name.toLowerCase().replace(/s$/, '');
    return word.length > 0 && head.includes(word);
  });
}

/** Kinds of dish (`dishType`) rolled round their filling. */
const ROLLED: ReadonlySet<string> = new Set(['burrito', 'wrap']);

function suitsMethod(recipe: Recipe, line: RecipeIngredient, to: string): boolean {
  // Small corn tortillas crack rolled round a burrito's filling: they are for tacos and quesadillas.
  if (to === 'corn-tortilla' && ROLLED.has(dishType(recipe.title))) return false;
  // The onion of liver and onions or an onion tart is the dish, not its base.
  if (line.ingredientId === 'onion' && namedFor(recipe, 'onion')) return false;
  const sideOnly =
    SIDE_GREENS.includes(line.ingredientId) &&
    !nearStandIns(line.ingredientId).some((kind) => kind.id === to);
  if (sideOnly && namedFor(recipe, line.ingredientId)) return false;
  if (CURRY_FISH.includes(line.ingredientId) && MEATY_FISH.includes(to) && !IN_A_CURRY.test(recipe.title)) {
    return false;
  }
  // A roast joint, or slices fried crisp (stegt flæsk of shoulder would be tough and dry), is its own cut.
  if (CUT_UP_ONLY[line.ingredientId]?.includes(to) && /roast|crisp/i.test(recipe.title)) return false;
  const longer = LONGER_COOK[line.ingredientId];
  if (longer?.to === to && recipe.cookMinutes < longer.minutes) return false;
  if (!SLOW_ONLY[line.ingredientId]?.includes(to)) return true;
  // Only where the recipe says the pieces stay on the bone: a step that cuts thighs into chunks cannot
  // cut drumsticks so.
  return recipe.cookMinutes >= SLOW_MINUTES && /bone-in/.test(line.note ?? '');
}

/**
 * Kinds that cover a line's food for the shopping list but are not written into its steps: new potatoes
 * are not peeled as a floury potato is, frozen prawns or fish are cooked from frozen, not as fresh, and
 * "pour in the stock cube" would leave out the water.
 */
const NOT_WRITTEN_IN: ReadonlySet<string> = new Set([
  ...['new-potato', 'frozen-prawns', 'frozen-fish'],
  // Ground cinnamon is stirred in, where a stick is fried until it crackles and taken out at the end.
  'ground-cinnamon',
  // A cube is made up into the stock the steps pour: the line stays stock, which the cube covers.
  ...['chicken-stock-cube', 'vegetable-stock-cube', 'beef-stock-cube'],
]);

/** A stand-in a recipe's steps can be written with: no cooked leftover for a raw food, no cube for stock. */
const writable = (id: string) => !(id in COOKED_FROM) && !NOT_WRITTEN_IN.has(id);

/**
 * The raw food a cook boils first for a line of cooked rice, pasta or potatoes (a fried rice of the bag
 * of rice in the cupboard): the raw food and its near kinds, each gram worth the cooked grams it makes.
 */
function cookedFirst(ingredientId: string): Kind[] {
  const cooked = COOKED_FROM[ingredientId];
  if (!cooked) return [];
  return [cooked.raw, ...kindsCovering(cooked.raw).map((kind) => kind.id)]
    .filter(writable)
    .map((id) => ({ id, grams: 1 / cooked.grams }));
}

/**
 * How the raw food is cooked before the recipe starts: the minutes it adds to the recipe (cooling
 * included) and its step, with a timer.
 */
function cookFirst(id: string): { added: number; step: RecipeStep } {
  const name = spokenName(id);
  if (/rice$/.test(id)) {
    const minutes = id === 'brown-rice' ? 30 : 12;
    return {
      added: minutes + 10,
      step: {
        text: `Cook the ${name} first: rinse it, then simmer it, covered, in one and a half times its volume of water for ${minutes} minutes, until the water is absorbed; spread it out on a tray and leave it to cool.`,
        timerSeconds: minutes * 60,
      },
    };
  }
  if (/potato/.test(id)) {
    return {
      added: 20,
      step: {
        text: `Cook the ${pluralName(name)} first: cut them into even chunks and simmer in salted water for 15 minutes, until tender, then drain and leave to steam dry.`,
        timerSeconds: 15 * 60,
      },
    };
  }
  return {
    added: 12,
    step: {
      text: `Cook the ${name} first in a large pan of boiling salted water for 10 minutes, until al dente, then drain and toss with a drop of oil.`,
      timerSeconds: 10 * 60,
    },
  };
}

/** Whether the swap puts a raw food in for a cooked one, to be cooked before the recipe starts. */
const isCookedFirst = (swap: Swap) => swap.from in COOKED_FROM && !(swap.to in COOKED_FROM);

/**
 * Green vegetables a cook serves on the side, any one for another: the hake in parsley sauce with mash
 * and peas is as good with the green beans going off in the fridge. Only on the side (`suitsMethod`): a
 * pea risotto is not made of broccoli.
 */
const SIDE_GREENS = [
  ...['frozen-peas', 'green-bean', 'tenderstem-broccoli', 'broccoli', 'asparagus', 'sugar-snap-pea'],
  ...['mangetout', 'savoy-cabbage', 'spring-greens', 'purple-sprouting-broccoli', 'pea'],
];

/**
 * Side greens by how a step readies them: leaves shredded (the cabbage of a colcannon), florets cut,
 * pods and spears topped and tailed or trimmed. One stands in for another of its own kind only, never
 * "cut the frozen peas into florets" or "top and tail the peas"; peas, which a step only measures out,
 * may be any of the others but the leaves.
 */
const PREPARED_ALIKE: readonly (readonly string[])[] = [
  ['savoy-cabbage', 'spring-greens'],
  ['broccoli', 'tenderstem-broccoli', 'purple-sprouting-broccoli'],
  ['green-bean', 'sugar-snap-pea', 'mangetout', 'asparagus'],
];
const SHREDDED_GREENS = PREPARED_ALIKE[0] ?? [];

const sideGreensFor = (ingredientId: string): Kind[] => {
  if (!SIDE_GREENS.includes(ingredientId)) return [];
  const group = PREPARED_ALIKE.find((each) => each.includes(ingredientId));
  const others = group ?? SIDE_GREENS.filter((id) => !SHREDDED_GREENS.includes(id));
  return same(...others.filter((id) => id !== ingredientId));
};

/**
 * White fish a curry or fish stew is written for, and the meatier fish a cook of that kitchen puts in it
 * as readily: a Kerala fish curry of the tuna steaks going off, not of bought cod. Only in a curry or
 * stew (`suitsMethod`): fish and chips of tuna is another dish.
 */
const CURRY_FISH = ['cod', 'haddock', 'hake', 'pollock', 'tilapia', 'catfish', 'monkfish'];
const MEATY_FISH = ['tuna-steak', 'swordfish', 'salmon', 'mackerel'];
const IN_A_CURRY = /curry|stew|moqueca|jhol/i;

const curryFishFor = (ingredientId: string): Kind[] =>
  CURRY_FISH.includes(ingredientId) ? same(...MEATY_FISH) : [];

/** A food's kinds and the swaps a cook makes knowingly, before the side greens and the curry's fish. */
function nearStandIns(ingredientId: string): readonly Kind[] {
  return [...kindsCovering(ingredientId), ...(SWAP_ONLY[ingredientId] ?? [])];
}

/** The stand-ins for a line's food, closest first: its kinds, then the swaps a cook makes knowingly. */
export function standIns(ingredientId: string): readonly Kind[] {
  let found = STAND_INS.get(ingredientId);
  if (!found) {
    const near = nearStandIns(ingredientId);
    const sides = [...sideGreensFor(ingredientId), ...curryFishFor(ingredientId)].filter(
      (kind) => !near.some((each) => each.id === kind.id),
    );
    found = [...[...near, ...sides].filter((kind) => writable(kind.id)), ...cookedFirst(ingredientId)];
    STAND_INS.set(ingredientId, found);
  }
  return found;
}

/** `standIns` by food, worked out once: the tables never change, and every suggestion asks for each line. */
const STAND_INS = new Map<string, readonly Kind[]>();

/** Foods named in the swap table, for the test that checks each is in the catalog. */
export function swapIds(): string[] {
  return Object.entries(SWAP_ONLY).flatMap(([id, kinds]) => [id, ...kinds.map((kind) => kind.id)]);
}

function holds(stock: PantryIndex, check: IngredientCheck, ingredient: Ingredient | null): boolean {
  return ingredient !== null && stock.has(ingredient.id) && check(ingredient);
}

/**
 * The line's amount in the stand-in: the same measure for a like-for-like stand-in (200 ml oat milk for
 * 200 ml milk, two naans for two chapatis), otherwise the same weight of what it stands for.
 */
function swappedAmount(line: RecipeIngredient, kind: Kind, to: Ingredient) {
  const piece = to.portions.piece;
  const ownPiece = getIngredient(line.ingredientId)?.portions.piece;
  // Piece for piece only between pieces of about one size: two pak choi are not two Chinese cabbages.
  const alike = piece && ownPiece && Math.max(piece, ownPiece) / Math.min(piece, ownPiece) <= 2;
  if (kind.grams === SAME && (line.unit === null ? alike : gramsPerUnit(to, line.unit))) {
    return { quantity: line.quantity, unit: line.unit };
  }
  const grams = gramsFor(line.ingredientId, line.quantity, line.unit ?? 'piece');
  if (grams === null) return { quantity: line.quantity, unit: line.unit };
  const need = grams / kind.grams;
  if (line.unit !== null) {
    const quantity = convertAmount(to.id, need, 'g', line.unit);
    if (quantity !== null) return { quantity: roundQuantity(quantity, line.unit, to.id), unit: line.unit };
  }
  if (piece) return { quantity: roundQuantity(need / piece, null, to.id), unit: null };
  return { quantity: roundQuantity(need, 'g', to.id), unit: 'g' as const };
}

/**
 * The stand-in's amount, brought down to the most a serving of it takes: eight chicken thighs for the
 * eight drumsticks of a dish for four would be 298 g of meat a serving, so it is six.
 */
function withinServing(
  amount: Pick<RecipeIngredient, 'quantity' | 'unit'>,
  to: Ingredient,
  servings: number,
) {
  const counted = amount.unit === null || amount.unit === 'piece';
  // Counted, within the pieces a serving takes: three spring onions a serving for a big onion, not four.
  const pieces = counted ? pieceRange(to, roleOf(to)) : null;
  if (pieces && amount.quantity > pieces.max * servings) {
    return { ...amount, quantity: Math.max(1, Math.floor(pieces.max * servings)) };
  }
  const grams = gramsFor(to.id, amount.quantity, amount.unit ?? 'piece');
  const most = roleRange(to).max * servings;
  if (grams === null || grams <= most) return amount;
  const quantity = (amount.quantity * most) / grams;
  return {
    ...amount,
    quantity: counted ? Math.max(1, Math.floor(quantity)) : roundQuantity(quantity, amount.unit, to.id),
  };
}

/**
 * The swaps that put the recipe in the cook's own foods: each line whose food the cook has none of (or
 * cannot eat), to the first stand-in they have and can eat that the recipe does not already use; and a
 * food the cook cannot eat and has no stand-in for, to the first stand-in they can eat, to buy.
 */
export function chooseSwaps(recipe: Recipe, stock: PantryIndex, check: IngredientCheck): Swap[] {
  const swaps: Swap[] = [];
  let taken: Set<string> | undefined;
  for (const line of recipe.ingredients) {
    // Most lines have no stand-in at all: nothing to look up in the pantry for them.
    if (ASSUMED_AVAILABLE.has(line.ingredientId) || standIns(line.ingredientId).length === 0) continue;
    if (holds(stock, check, getIngredient(line.ingredientId))) continue;
    taken ??= new Set(recipe.ingredients.map((each) => each.ingredientId));
    const used = taken;
    const free = (each: Kind) => !used.has(each.id) && suitsMethod(recipe, line, each.id);
    const own = getIngredient(line.ingredientId);
    // The cook's own stand-in; or, for a food the cook cannot eat, the first they can, to buy (vegetable
    // stock in a paella for a pescatarian).
    const kind =
      soonestSide(line.ingredientId, stock, check, free) ??
      standIns(line.ingredientId).find((each) => free(each) && holds(stock, check, getIngredient(each.id))) ??
      (own && !check(own)
        ? standIns(line.ingredientId).find((each) => {
            const ingredient = getIngredient(each.id);
            return free(each) && ingredient !== null && check(ingredient);
          })
        : undefined);
    if (!kind) continue;
    used.add(kind.id);
    swaps.push({ from: line.ingredientId, to: kind.id });
  }
  return swaps;
}

/** Of the green vegetables the cook has for a side, the one going off soonest: the asparagus due tomorrow, not the frozen peas. */
function soonestSide(
  ingredientId: string,
  stock: PantryIndex,
  check: IngredientCheck,
  free: (kind: Kind) => boolean,
): Kind | undefined {
  if (!SIDE_GREENS.includes(ingredientId)) return undefined;
  let best: Kind | undefined;
  let soonest = Number.POSITIVE_INFINITY;
  for (const kind of standIns(ingredientId)) {
    if (!SIDE_GREENS.includes(kind.id) || !free(kind) || !holds(stock, check, getIngredient(kind.id)))
      continue;
    const days = stock.get(kind.id)?.[0]?.days ?? Number.POSITIVE_INFINITY;
    if (best === undefined || days < soonest) {
      best = kind;
      soonest = days;
    }
  }
  return best;
}

/** A recipe's note that only offered the stand-in ("or lamb mince"), said once the stand-in is in. */
function offersStandIn(note: string, to: Ingredient): boolean {
  const said = note.toLowerCase();
  return said.startsWith('or ') && [to.name, ...to.aliases].some((name) => said.includes(name.toLowerCase()));
}

/**
 * The recipe with each swap made: the line in the stand-in (its amount in the stand-in's measure, a note
 * naming what it replaces) and the title renamed to match; null when a swap is not a stand-in for one of
 * the recipe's lines. The description and steps are renamed by `withSwapsInText` once they are there
 * (in the browser, the library's words load later).
 */
export function applySwaps(recipe: Recipe, swaps: readonly Swap[]): Recipe | null {
  if (swaps.length === 0) return recipe;
  let valid = true;
  const ingredients = recipe.ingredients.map((line) => {
    const swap = swaps.find((each) => each.from === line.ingredientId);
    if (!swap) return line;
    const kind = standIns(line.ingredientId).find((each) => each.id === swap.to);
    const to = getIngredient(swap.to);
    if (!kind || !to) {
      valid = false;
      return line;
    }
    const said = SAID_AS[kind.id];
    const name = getIngredient(line.ingredientId)?.name ?? line.ingredientId;
    const note = said
      ? said.note
      : isCookedFirst(swap)
        ? `cooked first, for the ${name}`
        : `instead of ${name}`;
    return {
      ...line,
      ingredientId: kind.id,
      ...withinServing(swappedAmount(line, kind, to), to, recipe.servings),
      note: line.note && !offersStandIn(line.note, to) ? `${note}; ${line.note}` : note,
    };
  });
  const used = new Set(ingredients.map((line) => line.ingredientId));
  if (!valid || used.size !== new Set(recipe.ingredients.map((line) => line.ingredientId)).size) return null;
  if (swaps.some((swap) => !recipe.ingredients.some((line) => line.ingredientId === swap.from))) return null;
  const swapped = { ...recipe, ingredients };
  // The title names the dish: its fish or meat as the cook has it ("Haddock in parsley sauce"), but not
  // the shape of its pasta or the kind of its rice (still a macaroni cheese, still jacket potatoes).
  const named = swaps.filter(
    (swap) =>
      !isCookedFirst(swap) &&
      (!getIngredient(swap.from)?.roles.includes('starch') ||
        !kindsCovering(swap.from).some((kind) => kind.id === swap.to)),
  );
  // The rice cooked and cooled before the fried rice starts takes its minutes.
  const first = swaps.filter(isCookedFirst).reduce((sum, swap) => sum + cookFirst(swap.to).added, 0);
  const brown = swaps.some(isBrownForWhite) ? BROWN_RICE_EXTRA_MINUTES : 0;
  const timed = { ...swapped, cookMinutes: swapped.cookMinutes + first + brown };
  // A vegan recipe once the margarine stands in for the butter: the derived tags are worked out again.
  // Made hot by a stand-in (English mustard for Dijon), a dish is no longer one to give children.
  const tags = retagged(timed);
  const kept = tags.includes('mild') ? tags : tags.filter((tag) => tag !== 'family-friendly');
  return { ...timed, title: renameInText(recipe.title, named, swapped, true), tags: kept };
}

/** The recipe in the cook's own foods (`chooseSwaps`, `applySwaps`), with the swaps made. */
export function swapToPantry(
  recipe: Recipe,
  stock: PantryIndex,
  check: IngredientCheck,
): { recipe: Recipe; swaps: Swap[] } {
  const swaps = chooseSwaps(recipe, stock, check);
  if (swaps.length === 0) return { recipe, swaps };
  // The same recipe with the same swaps is the same rewrite: made once (the library is asked each time).
  const key = swaps.map((swap) => `${swap.from}>${swap.to}`).join(' ');
  return { recipe: SWAPPED(recipe, key, () => applySwaps(recipe, swaps) ?? recipe), swaps };
}

/** Rewrites already made, by recipe and swaps; they go with the recipe (the library's live as long as it does). */
const SWAPPED = rewrites<Recipe>();

/** Brown rice for white: it simmers about 30 minutes, not the 10 to 15 a white rice's steps give it. */
const BROWN_RICE_EXTRA_MINUTES = 18;
const BROWN_RICE_MINUTES = 30;

function isBrownForWhite(swap: Swap): boolean {
  return swap.to === 'brown-rice' && /^(rice|basmati-rice|jasmine-rice)$/.test(swap.from);
}

/** Fresh pasta cooks in this many minutes, where the dried pasta's steps gave it 8 to 12. */
const FRESH_PASTA_MINUTES = 3;

/**
 * A swap that changes how long the food cooks: the step that names the stand-in gets its time, and a
 * timer to match, where the written one was the original's.
 */
type Retiming = Readonly<{
  applies: (swap: Swap) => boolean;
  /** How the rewritten step names the stand-in. */
  names: RegExp;
  /** The step's duration, its minutes captured. */
  duration: RegExp;
  minutes: number;
  /** Whether the written minutes are the original food's, to be replaced. */
  replaces: (minutes: number) => boolean;
}>;

const RETIMINGS: readonly Retiming[] = [
  // Fresh pasta boiled "for 10 minutes" (or "8–10") is given its 3.
  {
    applies: (swap) => swap.to === 'fresh-pasta',
    names: /\bfresh pasta\b/i,
    duration: /\bfor (\d+)(?:[-–]\d+)? minutes\b/,
    minutes: FRESH_PASTA_MINUTES,
    replaces: (minutes) => minutes > FRESH_PASTA_MINUTES + 1,
  },
  // Brown rice simmered "for 12 minutes" is given its 30.
  {
    applies: isBrownForWhite,
    names: /\bbrown rice\b/i,
    duration: /\bfor (\d+) minutes\b/,
    minutes: BROWN_RICE_MINUTES,
    replaces: (minutes) => minutes <= 20,
  },
];

function retimed(step: RecipeStep, rule: Retiming): RecipeStep {
  if (!rule.names.test(step.text)) return step;
  const text = step.text.replace(rule.duration, (all, minutes: string) =>
    rule.replaces(Number(minutes)) ? `for ${rule.minutes} minutes` : all,
  );
  if (text === step.text) return step;
  return {
    ...step,
    text,
    ...(step.timerSeconds !== undefined ? { timerSeconds: rule.minutes * 60 } : {}),
  };
}

/** The recipe's description and steps with the swapped foods named as the cook has them. */
export function withSwapsInText<T extends Recipe>(recipe: T, swaps: readonly Swap[]): T {
  if (swaps.length === 0) return recipe;
  const retimings = RETIMINGS.filter((rule) => swaps.some(rule.applies));
  // The steps' cooked rice is what the cook has once the raw rice is cooked first: those keep their words.
  const renamed = swaps.filter((swap) => !isCookedFirst(swap));
  const first = swaps.filter(isCookedFirst).map((swap) => cookFirst(swap.to).step);
  return {
    ...recipe,
    description: renameInText(recipe.description, renamed, recipe),
    steps: [
      ...first,
      ...recipe.steps.map((step) => {
        const worded = { ...step, text: withoutLeafPicking(renameInText(step.text, renamed, recipe)) };
        return retimings.reduce(retimed, worded);
      }),
    ],
  };
}

/**
 * A dried herb has no leaves to pick: the clause that picked the fresh herb's goes ("slice the chestnut
 * mushrooms and pick the leaves from the dried thyme", a judge found).
 */
function withoutLeafPicking(text: string): string {
  return text
    .replace(/, ([^,.;]+?) and (?:pick|strip) the leaves from the dried [a-z]+(?=[.,;])/g, ' and $1')
    .replace(/(?:,| and) (?:pick|strip) the leaves from the dried [a-z]+(?=[.,;])/gi, '')
    .replace(/(^|\. )(?:Pick|Strip) the leaves from the dried [a-z]+\. ?/g, '$1');
}

/**
 * The recipe with its library lines' notes back, once its text has arrived, as the server writes them:
 * after what the kitchen said of the line (the allergen label, "instead of beef mince"), and not at all
 * when it only offered the stand-in that is now in ("or lamb mince").
 */
export function withLibraryNotes(
  recipe: Recipe,
  notes: Readonly<Record<string, string>>,
  swaps: readonly Swap[],
): Recipe {
  if (Object.keys(notes).length === 0) return recipe;
  const ingredients = recipe.ingredients.map((line) => {
    const swap = swaps.find((each) => each.to === line.ingredientId);
    const note = notes[swap?.from ?? line.ingredientId];
    const to = swap && getIngredient(swap.to);
    if (note === undefined || (to && offersStandIn(note, to))) return line;
    return { ...line, note: line.note ? `${line.note}; ${note}` : note };
  });
  return { ...recipe, ingredients };
}
