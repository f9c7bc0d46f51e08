import type { Ingredient } from '../catalog-types.ts';
import type { Goal } from '../goals.ts';
import { gramsPerUnit } from '../ingredient-grams.ts';
import { type PantryUnit, PINCHES_PER_TSP } from '../pantry-units.ts';
import { mostPieces, servingRange, wholePerPerson } from '../role-ranges.ts';
import { countsWhole, roundQuantity } from '../scale-recipe.ts';
import type { Slot, SlotKind } from './archetype.ts';
import { type Amount, usualAmount } from './usual-amounts.ts';

/** Things a recipe counts rather than weighs: 2 eggs, 1 onion, 3 cloves of garlic, 4 tortillas. */
const COUNTED = new Set([
  ...['egg', 'onion', 'shallot', 'clove', 'pepper', 'courgette', 'carrot', 'leek', 'lemon', 'lime'],
  ...['avocado', 'chilli', 'tomato', 'aubergine', 'banana', 'apple', 'pear', 'peach', 'tortilla'],
  ...[
    'pitta',
    'naan',
    'chapati',
    'bun',
    'roll',
    'burger',
    'slice',
    'sausage',
    'fillet',
    'stick',
    'stalk',
    'bagel',
    'muffin',
  ],
]);

/** Grams that stand for more food than their weight suggests (cured meat, hard cheese, dried pulses)... */
const RICH = new Set([
  ...['bacon', 'pancetta', 'chorizo', 'ham', 'prosciutto', 'salami', 'parmesan', 'pecorino', 'manchego'],
  ...['red-lentils', 'green-lentils', 'split-peas', 'toor-dal', 'smoked-salmon', 'vegetarian-sausage'],
]);
/** ...and starches that weigh more ready to eat than the dry ones a starch slot is written for. */
const READY_STARCH: Readonly<Record<string, number>> = {
  'microwave-rice': 2.5,
  'cooked-pasta': 2.2,
  'cooked-potatoes': 3,
  gnocchi: 2,
  'fresh-pasta': 1.5,
  potato: 3,
  'new-potato': 3,
  'baking-potato': 3,
  'sweet-potato': 3,
  'hash-browns': 3,
};

/** Jarred and brined vegetables: salty, so a little goes a long way. */
const PRESERVED = new Set([
  ...['roasted-peppers', 'sun-dried-tomatoes', 'black-olives', 'green-olives', 'artichoke-hearts'],
  ...['kimchi', 'sauerkraut', 'gherkins'],
]);

/** Cheeses that can be the main of a dish (a salad's feta, a wrap's halloumi): a smaller piece than meat. */
const CHEESE = new Set([
  'feta',
  'halloumi',
  'paneer',
  'goats-cheese',
  'mozzarella',
  'grated-mozzarella',
  'cheddar',
]);

/**
 * Cured meat, hard cheese and dried pulses count double; cheese as the main of a dish is a smaller
 * piece than meat would be; dried fruit is sweet enough at a third.
 */
function richness(ingredient: Ingredient, slot: Slot): number {
  if (RICH.has(ingredient.id)) return 0.5;
  if (PRESERVED.has(ingredient.id)) return 0.35;
  if (CHEESE.has(ingredient.id) && slot.kind === 'protein') return 0.6;
  const { roles } = ingredient;
  return roles.includes('fruit') && roles.includes('sweetener') ? 0.3 : 1;
}

const GOAL_FACTORS: Readonly<Partial<Record<Goal, Partial<Record<SlotKind, number>>>>> = {
  'high-protein': { protein: 1.6, starch: 0.8 },
  lighter: { starch: 0.75, fat: 0.5, dairy: 0.5, vegetable: 1.3 },
};

function weighable(ingredient: Ingredient, unit: PantryUnit | null): boolean {
  return gramsPerUnit(ingredient, unit ?? 'piece') !== null;
}

/** More pieces a serving than this and an ingredient is weighed instead of counted. */
const MOST_PIECES = 6;

/** Grams of a shared slot shown in the unit a cook would use: pieces, millilitres or grams. */
function sharedAmount(ingredient: Ingredient, slot: Slot, grams: number): Amount {
  const piece = ingredient.portions.piece;
  // Counted when a serving is a handful of pieces at most; a pile of little sausages is weighed.
  if (
    piece &&
    COUNTED.has(ingredient.pieceName ?? '') &&
    !ingredient.diet.dairy &&
    grams / piece <= MOST_PIECES
  ) {
    // An egg on top is a whole egg each: one fried egg is not shared between two slices of avocado toast.
    const eggs = ingredient.pieceName === 'egg' && slot.kind !== 'protein';
    return { quantity: eggs ? Math.max(1, Math.round(grams / piece)) : grams / piece, unit: null };
  }
  if (slot.kind === 'liquid' && ingredient.density !== null) return { quantity: grams, unit: 'ml' };
  return { quantity: grams, unit: 'g' };
}

/**
 * A serving's amount on a grid that doubles exactly: grams and millilitres in fives (ones under 5),
 * spoons and handfuls in quarters, pieces in halves (quarters for those a cook halves, like onions).
 * So the 4-serving dish is exactly twice the 2-serving one.
 */
function onGrid(amount: Amount, ingredient: Ingredient): Amount {
  const { quantity, unit } = amount;
  const snap = (step: number, least: number) => Math.max(least, Math.round(quantity / step) * step);
  if (unit === 'g' || unit === 'ml') return { unit, quantity: quantity < 5 ? snap(1, 1) : snap(5, 5) };
  if (unit === 'pinch') return { unit, quantity: snap(1, 1) };
  if (unit === null) {
    return { unit, quantity: countsWhole(ingredient.id) ? snap(0.5, 0.5) : snap(0.25, 0.25) };
  }
  return { unit, quantity: snap(0.25, 0.25) };
}

/**
 * Protein that brings more protein than fat: worth a bigger portion for "high protein" (not sausages).
 * Pulses (lentils, beans) count: their protein comes with starch, not fat, and a vegan cook's protein
 * is mostly theirs.
 */
function lean(ingredient: Ingredient): boolean {
  const { protein, kcal } = ingredient.nutrition;
  if (kcal <= 0) return false;
  const share = (protein * 4) / kcal;
  return share >= 0.3 || (share >= 0.2 && ingredient.roles.includes('starch'));
}

/** The share of a fillet or chop a serving above which each person gets whole ones. */
const PORTION_SHARE = 0.7;

/**
 * A serving's amount kept within its role's range (`role-ranges.ts`): grams between the role's least and
 * most, pieces no more than a serving takes (one salmon fillet, one and a half spring onions among the
 * vegetables), and pieces served whole to each person in whole numbers when each gets one or more (a
 * smoked haddock fillet flaked into a frittata for four is two). Spoonfuls are left as they are.
 */
function withinRange(amount: Amount, ingredient: Ingredient, slot: Slot): Amount {
  if (amount.unit !== null && amount.unit !== 'g' && amount.unit !== 'ml') return amount;
  const range = servingRange(ingredient, slot.kind);
  const perUnit = gramsPerUnit(ingredient, amount.unit ?? 'piece');
  let { quantity } = amount;
  if (perUnit !== null && perUnit > 0) {
    quantity = Math.min(Math.max(quantity, range.min / perUnit), range.max / perUnit);
  }
  if (amount.unit === null) {
    const most = mostPieces(ingredient, slot.kind);
    if (most !== null) quantity = Math.min(quantity, most);
    // A fillet or a chop a person; less than most of one a serving is flaked or sliced into the dish.
    if (wholePerPerson(ingredient) && quantity >= PORTION_SHARE) quantity = Math.max(1, Math.round(quantity));
  }
  return { quantity, unit: amount.unit };
}

/**
 * The total for `servings`, rounded as a cook measures, but never past the most pieces a serving takes:
 * one and a half carrots a serving is three for two but one (not two) for one.
 */
function total(serving: Amount, ingredient: Ingredient, slot: Slot, servings: number): number {
  const rounded = roundQuantity(serving.quantity * servings, serving.unit, ingredient.id);
  const most = serving.unit === null ? mostPieces(ingredient, slot.kind) : null;
  if (most === null || rounded <= most * servings + 1e-9) return rounded;
  return Math.max(countsWhole(ingredient.id) ? 1 : 0.5, Math.floor(most * servings));
}

/** Stock a cube makes: 500 ml (`kinds.ts` covers stock with cubes at the same rate). */
const STOCK_CUBE_ML = 500;

/** The stock a serving of the dish takes from a liquid slot, in ml: what a stock cube is dissolved in. */
export function stockMlPerServing(slot: Slot, sharing: number, goal: Goal): number {
  const factor = GOAL_FACTORS[goal]?.[slot.kind] ?? 1;
  return Math.round(((slot.grams ?? 0) * factor) / sharing / 10) * 10;
}

/** The amount of one ingredient for `servings`, given how many share its slot and the cook's goal. */
export function dishAmount(
  ingredient: Ingredient,
  slot: Slot,
  sharing: number,
  goal: Goal,
  servings: number,
) {
  const boosted = goal !== 'high-protein' || slot.kind !== 'protein' || lean(ingredient);
  const factor = boosted ? (GOAL_FACTORS[goal]?.[slot.kind] ?? 1) : 1;
  let perServing: Amount;
  if (slot.grams === undefined) {
    const usual = usualAmount(ingredient, slot);
    const scale = (slot.kind === 'flavour' ? 1 : factor) * (slot.usual ?? 1);
    perServing = { ...usual, quantity: usual.quantity * scale };
  } else if (slot.kind === 'liquid' && /stock-cube$/.test(ingredient.id)) {
    // A cube in place of the stock: as many as make the dish's stock, to the half cube (a cube to 500 ml),
    // counted for the whole dish: half a cube a serving is three cubes in 300 ml for five.
    const ml = stockMlPerServing(slot, sharing, goal) * servings;
    return { quantity: Math.max(0.5, Math.round((ml / STOCK_CUBE_ML) * 2) / 2), unit: null };
  } else {
    const ready = slot.kind === 'starch' ? (READY_STARCH[ingredient.id] ?? 1) : 1;
    const grams = (slot.grams * factor * ready * richness(ingredient, slot)) / sharing;
    perServing = sharedAmount(ingredient, slot, grams);
  }
  if (!weighable(ingredient, perServing.unit)) perServing = { quantity: 15, unit: 'g' };
  const serving = onGrid(withinRange(perServing, ingredient, slot), ingredient);
  return inSpoons({ quantity: total(serving, ingredient, slot, servings), unit: serving.unit }, ingredient);
}

/** Past two pinches a cook measures pepper with the spoon: four pinches is a quarter teaspoon. */
const MOST_PINCHES = 2;
/** Past this many teaspoons a cook measures with the tablespoon: "2.5 tbsp sage", not "8 tsp sage". */
const MOST_TEASPOONS = 5;

/**
 * The measure a cook reads: pinches past two in quarter teaspoons, teaspoons past five in half
 * tablespoons (when the catalog can weigh a tablespoon of it).
 */
function inSpoons(amount: Amount, ingredient: Ingredient): Amount {
  if (amount.unit === 'pinch' && amount.quantity > MOST_PINCHES) {
    return { quantity: Math.max(0.25, Math.round((amount.quantity / PINCHES_PER_TSP) * 4) / 4), unit: 'tsp' };
  }
  if (
    amount.unit === 'tsp' &&
    amount.quantity > MOST_TEASPOONS &&
    gramsPerUnit(ingredient, 'tbsp') !== null
  ) {
    return { quantity: Math.round((amount.quantity / 3) * 2) / 2, unit: 'tbsp' };
  }
  return amount;
}
