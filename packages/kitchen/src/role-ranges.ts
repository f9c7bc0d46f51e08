import { getIngredient } from './catalog.ts';
import type { Ingredient } from './catalog-types.ts';
import { ingredientGrams } from './ingredient-grams.ts';
import type { Recipe, RecipeStep } from './recipe.ts';

/**
 * What an ingredient does on the plate, and how much of it a serving takes: a cook's ranges, per serving,
 * in grams (or pieces for counted foods). The generator scales amounts within them (`generator/amounts.ts`),
 * and `amountProblems` holds every recipe, library or generated, to them.
 */
export const AMOUNT_ROLES = [
  'main-protein',
  'joint',
  'cured-meat',
  'egg',
  'pulse',
  'cheese-main',
  'cheese',
  'leafy-base',
  'greens',
  'herb',
  'aromatic',
  'vegetable',
  'starch',
  'ready-starch',
  'bread',
  'liquid',
  'dairy',
  'fat',
  'topping',
  'fruit',
  'dried-fruit',
  'sweet',
  'condiment',
  'spice',
  'baking',
] as const;
export type AmountRole = (typeof AMOUNT_ROLES)[number];

/** Grams a serving; `pieces` bounds a count of the ingredient's pieces when the line is counted. */
export type RoleRange = Readonly<{
  min: number;
  max: number;
  pieces?: Readonly<{ min: number; max: number }>;
}>;

/**
 * Per serving, for one ingredient of that role. Wide enough for what cooks really write (the library's
 * tabbouleh has 30 g of parsley a serving, its French onion soup two onions), narrow enough to
 * catch a bag of rocket in a pasta for two or two salmon fillets for one.
 */
export const ROLE_RANGES: Readonly<Record<AmountRole, RoleRange>> = {
  'main-protein': { min: 25, max: 250 },
  /** Bone-in and roasting cuts: a joint, a shank, wings, ribs; mussels, clams and oysters weighed in their shells. */
  joint: { min: 60, max: 600 },
  'cured-meat': { min: 5, max: 150, pieces: { min: 0.25, max: 4 } },
  egg: { min: 5, max: 180, pieces: { min: 0.15, max: 3 } },
  pulse: { min: 15, max: 320 },
  'cheese-main': { min: 40, max: 125 },
  cheese: { min: 2, max: 150 },
  /** Raw salad leaves: a handful or two, never a bag each. */
  'leafy-base': { min: 5, max: 50 },
  /** Leaves that cook down: spinach, kale, chard, spring greens. */
  greens: { min: 10, max: 250 },
  herb: { min: 0.1, max: 40 },
  aromatic: { min: 0.3, max: 250 },
  vegetable: { min: 1, max: 350, pieces: { min: 0.05, max: 1.5 } },
  starch: { min: 5, max: 150 },
  'ready-starch': { min: 30, max: 450, pieces: { min: 0.25, max: 2 } },
  bread: { min: 5, max: 250, pieces: { min: 0.1, max: 4 } },
  liquid: { min: 1, max: 650 },
  dairy: { min: 2, max: 450 },
  fat: { min: 0.3, max: 45 },
  topping: { min: 0.5, max: 70 },
  fruit: { min: 5, max: 400, pieces: { min: 0.05, max: 2 } },
  'dried-fruit': { min: 2, max: 70 },
  sweet: { min: 0.3, max: 90 },
  condiment: { min: 0.2, max: 130 },
  // A pinch of saffron (about 0.05 g) colours a rice for five or six: 0.008 g a serving.
  spice: { min: 0.005, max: 12 },
  baking: { min: 0.01, max: 200 },
};

/**
 * The aromatics counted in pieces, a serving: a little to two onions (French onion soup), spring onions up
 * to two (a spring-onion pancake). `share` is the most a generated dish gives one when it fills a place
 * among the vegetables: half an onion, a leek, a spring onion and a half.
 */
const AROMATIC_PIECES: Readonly<Record<string, Readonly<{ min: number; max: number; share: number }>>> = {
  onion: { min: 0.05, max: 2, share: 0.5 },
  'red-onion': { min: 0.05, max: 1.5, share: 0.5 },
  shallot: { min: 0.1, max: 3, share: 1 },
  leek: { min: 0.1, max: 1.5, share: 1 },
  'spring-onion': { min: 0.1, max: 2, share: 1.5 },
  garlic: { min: 0.1, max: 4, share: 2 },
  celery: { min: 0.1, max: 2, share: 1 },
  lemongrass: { min: 0.1, max: 1.5, share: 1 },
  lemon: { min: 0.03, max: 1, share: 0.5 },
  lime: { min: 0.03, max: 1, share: 0.5 },
};

/** Pieces a cook serves whole, one (or, for small ones, a few) to a person: the grams a person eats of them. */
const PER_PERSON_GRAMS: Readonly<Record<string, number>> = {
  fillet: 200,
  breast: 200,
  steak: 250,
  burger: 230,
  chop: 300,
  thigh: 320,
  drumstick: 320,
  wing: 320,
  sausage: 320,
  shank: 400,
  kipper: 200,
};

const JOINTS = new Set([
  ...['whole-chicken', 'lamb-leg', 'lamb-shoulder', 'pork-shoulder', 'beef-joint', 'pork-ribs'],
  ...['lamb-shank', 'chicken-wing', 'chicken-drumstick', 'beef-brisket', 'pork-belly', 'gammon'],
  ...['mussel', 'clam', 'oyster'],
]);

const CURED = new Set([
  ...['bacon', 'pancetta', 'chorizo', 'ham', 'prosciutto', 'salami', 'pepperoni', 'pastrami'],
  ...['black-pudding', 'smoked-sausage', 'cooked-beef', 'anchovy', 'smoked-salmon'],
]);

const LEAFY_BASE = new Set(['rocket', 'salad-leaves', 'watercress']);
const GREENS = new Set([
  ...['spinach', 'frozen-spinach', 'kale', 'swiss-chard', 'spring-greens', 'pak-choi'],
  'cavolo-nero',
]);

/** Potatoes and other starches eaten as they are weighed (not dry). */
const READY_STARCH = new Set([
  ...['potato', 'new-potato', 'baking-potato', 'cooked-potatoes', 'sweet-potato', 'gnocchi'],
  ...['fresh-pasta', 'cooked-pasta', 'microwave-rice', 'hash-browns', 'oven-chips', 'plantain'],
  ...['yam', 'cassava', 'taro', 'jerusalem-artichoke', 'cooked-rice', 'leftover-rice'],
]);

/** Ready meals and leftovers weighed as they are eaten. */
const READY_MEALS = new Set(['lasagne', 'bolognese-sauce', 'chilli-con-carne', 'cooked-vegetables']);
/** Sea vegetables and dried mushrooms: a few grams flavour a bowl. */
const SEAWEED = new Set(['nori', 'kombu', 'wakame', 'dried-shiitake']);

/** Slots of a generated dish, as far as a role needs to know (`generator/archetype.ts` SlotKind). */
export type SlotHint = 'protein' | 'vegetable' | 'starch' | 'dairy' | 'fat' | 'flavour' | 'liquid' | 'fruit';

function isCheese(ingredient: Ingredient): boolean {
  const { roles, aisle } = ingredient;
  return aisle === 'dairy-eggs' && roles.includes('dairy') && roles.includes('protein');
}

/**
 * An ingredient's role. The slot, when known, tells a cheese that is the main of a dish (a salad's feta)
 * from one grated over it; a recipe line without a slot takes the wider of the two.
 */
export function roleOf(ingredient: Ingredient, slot?: SlotHint): AmountRole {
  const { id, roles, aisle } = ingredient;
  if (ingredient.pieceName === 'egg' || id === 'egg-white' || id === 'egg-yolk') return 'egg';
  if (isCheese(ingredient)) return slot === 'protein' ? 'cheese-main' : 'cheese';
  if (CURED.has(id)) return 'cured-meat';
  if (JOINTS.has(id)) return 'joint';
  if (LEAFY_BASE.has(id)) return 'leafy-base';
  if (GREENS.has(id)) return 'greens';
  if (READY_STARCH.has(id) || READY_MEALS.has(id)) return 'ready-starch';
  if (SEAWEED.has(id)) return 'condiment';
  if (AROMATIC_PIECES[id] || id === 'ginger' || id === 'galangal' || ingredient.pieceName === 'chilli')
    return 'aromatic';
  if (aisle === 'meat' || aisle === 'fish') return 'main-protein';
  if (aisle === 'nuts-seeds') return id === 'chestnuts' ? 'vegetable' : 'topping';
  if (roles.includes('protein') && roles.includes('starch')) return 'pulse';
  if (['tofu', 'silken-tofu', 'tempeh', 'seitan', 'soya-mince', 'veggie-burger'].includes(id))
    return 'main-protein';
  if (id === 'vegetarian-sausage' || id === 'fish-fingers' || id === 'frozen-fish' || id === 'frozen-prawns')
    return 'main-protein';
  if (aisle === 'bakery' || ['paratha', 'poppadoms', 'taco-shells', 'wonton-wrappers'].includes(id))
    return 'bread';
  if (aisle === 'grains-pasta' || (roles.includes('starch') && roles.length === 1 && aisle !== 'baking'))
    return 'starch';
  if (aisle === 'spices') return 'spice';
  if (roles.includes('herb')) return 'herb';
  if (roles.includes('fat') && (aisle === 'pantry' || id === 'butter' || id === 'unsalted-butter'))
    return 'fat';
  if (roles.includes('fruit') && roles.includes('sweetener')) return 'dried-fruit';
  if (aisle === 'baking') return 'baking';
  if (roles.includes('sweetener')) return 'sweet';
  if (roles.includes('dairy')) return 'dairy';
  if (roles.includes('liquid')) return 'liquid';
  if (roles.includes('condiment')) return 'condiment';
  if (roles.includes('fruit') && !roles.includes('vegetable')) return 'fruit';
  if (roles.includes('vegetable')) return 'vegetable';
  if (roles.includes('protein')) return 'main-protein';
  return 'condiment';
}

/** Heavier pieces (a pork tenderloin, a whole chicken) are carved or cut and shared, and weighed. */
const PORTION_PIECE = 260;
const WHOLE_PER_PERSON = new Set(['fillet', 'breast', 'steak', 'burger', 'chop', 'shank', 'kipper']);

/**
 * Pieces served whole, one (or a few small ones) to a person, never shared: a fillet, a breast, a chop,
 * a steak, a burger, a shank. A generated dish gives each person a whole number of them.
 */
export function wholePerPerson(ingredient: Ingredient): boolean {
  const piece = ingredient.portions.piece ?? 0;
  return WHOLE_PER_PERSON.has(ingredient.pieceName ?? '') && piece >= 100 && piece <= PORTION_PIECE;
}

/** The range of pieces a serving for a counted line, or null when the role weighs it instead. */
export function pieceRange(ingredient: Ingredient, role: AmountRole): { min: number; max: number } | null {
  const aromatic = AROMATIC_PIECES[ingredient.id];
  if (aromatic) return { min: aromatic.min, max: aromatic.max };
  const piece = ingredient.portions.piece;
  const perPerson = PER_PERSON_GRAMS[ingredient.pieceName ?? ''];
  if (perPerson !== undefined && piece) {
    return { min: 0.15, max: Math.max(1, Math.floor(perPerson / piece)) };
  }
  // Small things (cherry tomatoes, mushrooms, prawns) and big ones (a cabbage, a melon) are judged by weight.
  if (!piece || piece < 40 || piece > 400) return null;
  return ROLE_RANGES[role].pieces ?? null;
}

/** The grams a serving of this role may hold, with the slot's cheese-as-main distinction. */
export function roleRange(ingredient: Ingredient, slot?: SlotHint): RoleRange {
  return ROLE_RANGES[roleOf(ingredient, slot)];
}

/**
 * Joints with no bone to weigh: a generated braise serves at most this much raw a person (975 g of brisket
 * braised for two, 1,445 kcal each, took the cook's two packs at once). The joint range's 600 g is for a
 * shank or wings, half of it bone.
 */
const BONELESS_JOINTS: ReadonlySet<string> = new Set(['beef-brisket', 'pork-belly', 'gammon', 'beef-joint']);
const BONELESS_JOINT_MOST_GRAMS = 350;

/** Meat this rich in energy (kcal per 100 g) is served in smaller pieces: pork belly, sausages. */
const RICH_MEAT_KCAL = 300;
/** The most energy such meat brings a serving of a generated dish: 105 g of pork belly, 2½ sausages. */
const RICH_MEAT_MOST_KCAL = 550;

/**
 * The range a generated dish holds a serving to: its role's, but rich meat as the main of the dish no more
 * than `RICH_MEAT_MOST_KCAL` (a kilo of pork belly going off is not 170 g each, 1,300 kcal, in a fried rice
 * for six; nor 500 g of sausages seven rolls for two). A library recipe is held to the role's range only:
 * its cook decided the portion.
 */
export function servingRange(ingredient: Ingredient, slot?: SlotHint): RoleRange {
  const found = roleRange(ingredient, slot);
  const range = BONELESS_JOINTS.has(ingredient.id)
    ? { ...found, max: Math.min(found.max, BONELESS_JOINT_MOST_GRAMS) }
    : found;
  const { kcal } = ingredient.nutrition;
  if (slot !== 'protein' || ingredient.aisle !== 'meat' || kcal < RICH_MEAT_KCAL) return range;
  return { ...range, max: Math.min(range.max, (RICH_MEAT_MOST_KCAL * 100) / kcal) };
}

/**
 * Eggs a serving in a generated dish, whatever the goal: two, so that a frittata for four still sets in
 * a 24 cm pan (a cook's omelette of three is within the egg range all the same).
 */
const GENERATED_EGGS = 2;

/**
 * The most pieces a serving takes of a counted ingredient in a generated dish, or null when any count
 * within its grams will do: one fillet or breast a person, two or three chops or sausages, one and a
 * half spring onions or half an onion among the vegetables, two eggs.
 */
export function mostPieces(ingredient: Ingredient, slot?: SlotHint): number | null {
  const aromatic = AROMATIC_PIECES[ingredient.id];
  if (aromatic && slot === 'vegetable') return aromatic.share;
  const role = roleOf(ingredient, slot);
  if (role === 'egg' && slot !== undefined && (ingredient.portions.piece ?? 0) >= 40) return GENERATED_EGGS;
  return pieceRange(ingredient, role)?.max ?? null;
}

/** A frying pan that a dish is set in (a frittata, a tortilla): what one holds, by its width. */
export type PanSize = Readonly<{ cm: number; eggs: number; potatoGrams: number }>;

/**
 * A 20 cm pan sets 4–5 eggs, a 24 cm one 6–8 eggs with about 700 g of potato, a 28 cm one 10–12
 * eggs with a kilo. More than that is two dishes, cooked one after the other.
 */
export const PAN_SIZES: readonly PanSize[] = [
  { cm: 20, eggs: 5, potatoGrams: 450 },
  { cm: 24, eggs: 8, potatoGrams: 750 },
  { cm: 28, eggs: 12, potatoGrams: 1000 },
];

const PAN_TEXT =
  /\b(\d{2}) cm ((?:non-stick |ovenproof |heavy |deep )*frying pan)( \(in (\d+) batches[^)]*\))?/;
const POTATOES = new Set(['potato', 'new-potato', 'cooked-potatoes', 'baking-potato', 'sweet-potato']);

/** Eggs and grams of potato a recipe sets in its pan. */
function panLoad(recipe: Recipe): { eggs: number; potatoGrams: number } {
  let eggs = 0;
  let potatoGrams = 0;
  for (const line of recipe.ingredients) {
    const ingredient = getIngredient(line.ingredientId);
    if (!ingredient) continue;
    const grams = ingredientGrams(ingredient, line.quantity, line.unit ?? 'piece') ?? 0;
    if (ingredient.pieceName === 'egg') eggs += grams / (ingredient.portions.piece ?? 50);
    if (POTATOES.has(ingredient.id) || ingredient.id === 'cooked-pasta') potatoGrams += grams;
  }
  return { eggs, potatoGrams };
}

const fits = (pan: PanSize, eggs: number, potatoGrams: number) =>
  eggs <= pan.eggs + 1e-9 && potatoGrams <= pan.potatoGrams + 1e-9;

/**
 * The recipe with its pan sized to what goes in it: the pan it names while that holds it and is at least
 * half filled, else the smallest that does, or two batches (three...) in the biggest when none does.
 * Recipes that name no pan are returned as they are.
 */
export function fitPan(recipe: Recipe): Recipe {
  if (panProblem(recipe) === null) return smallerPan(recipe);
  const { eggs, potatoGrams } = panLoad(recipe);
  const biggest = PAN_SIZES[PAN_SIZES.length - 1] as PanSize;
  const batches = Math.max(1, Math.ceil(Math.max(eggs / biggest.eggs, potatoGrams / biggest.potatoGrams)));
  const pan = PAN_SIZES.find((size) => fits(size, eggs / batches, potatoGrams / batches)) ?? biggest;
  const note = batches > 1 ? ` (in ${batches} batches, one after the other)` : '';
  return withPan(recipe, pan.cm, note);
}

/** The first pan a step names ("24 cm non-stick frying pan", its batches), or null. */
function namedPan(recipe: Recipe): RegExpExecArray | null {
  return recipe.steps.map((step) => PAN_TEXT.exec(step.text)).find((match) => match !== null) ?? null;
}

/** The recipe with the pan its steps name set to `cm` wide, with `note` after it (the batches). */
function withPan(recipe: Recipe, cm: number, note = ''): Recipe {
  const steps: RecipeStep[] = recipe.steps.map((step) => ({
    ...step,
    text: step.text.replace(PAN_TEXT, (_all, _cm, kind: string) => `${cm} cm ${kind}${note}`),
  }));
  return { ...recipe, steps };
}

/**
 * A pan less than half filled (two eggs in a 24 cm pan make a thin crêpe, not a frittata) swapped for
 * the smallest that holds what goes in; recipes without eggs in a named pan are left as they are.
 */
function smallerPan(recipe: Recipe): Recipe {
  const named = namedPan(recipe);
  const pan = named && !named[3] ? PAN_SIZES.find((size) => size.cm === Number(named[1])) : undefined;
  if (!pan) return recipe;
  const { eggs, potatoGrams } = panLoad(recipe);
  if (eggs === 0 || eggs >= pan.eggs / 2 || potatoGrams >= pan.potatoGrams / 2) return recipe;
  const smaller = PAN_SIZES.find((size) => size.cm < pan.cm && fits(size, eggs, potatoGrams));
  return smaller ? withPan(recipe, smaller.cm) : recipe;
}

/** The pan a recipe names is too small for what it sets in it. */
function panProblem(recipe: Recipe): string | null {
  const named = namedPan(recipe);
  if (!named) return null;
  const pan = PAN_SIZES.find((size) => size.cm === Number(named[1]));
  if (!pan) return null;
  const batches = Number(named[4] ?? 1);
  const { eggs, potatoGrams } = panLoad(recipe);
  if (fits(pan, eggs / batches, potatoGrams / batches)) return null;
  return `a ${pan.cm} cm pan holds ${pan.eggs} eggs and ${pan.potatoGrams} g of potato, not ${Math.round(eggs)} eggs and ${Math.round(potatoGrams)} g`;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Every line of the recipe whose amount a serving falls outside its role's range, in words, and a pan too
 * small for what it sets. Lines the catalog cannot weigh are not judged.
 */
export function amountProblems(recipe: Recipe): string[] {
  const problems: string[] = [];
  for (const line of recipe.ingredients) {
    const ingredient = getIngredient(line.ingredientId);
    if (!ingredient) continue;
    const role = roleOf(ingredient);
    const range = ROLE_RANGES[role];
    if (line.unit === null || line.unit === 'piece') {
      const pieces = pieceRange(ingredient, role);
      const each = line.quantity / recipe.servings;
      if (pieces && (each > pieces.max + 1e-9 || each < pieces.min - 1e-9)) {
        problems.push(
          `${line.ingredientId}: ${round(each)} a serving, outside ${pieces.min}–${pieces.max} (${role})`,
        );
        continue;
      }
    }
    const grams = ingredientGrams(ingredient, line.quantity, line.unit ?? 'piece');
    if (grams === null) continue;
    const each = grams / recipe.servings;
    if (each > range.max + 1e-9 || each < range.min - 1e-9) {
      problems.push(
        `${line.ingredientId}: ${round(each)} g a serving, outside ${range.min}–${range.max} g (${role})`,
      );
    }
  }
  const pan = panProblem(recipe);
  if (pan) problems.push(pan);
  return problems;
}
