import { findIngredient, getIngredient } from '../catalog.ts';
import type { Ingredient, Role } from '../catalog-types.ts';
import { ingredientGrams } from '../ingredient-grams.ts';
import { isPantryUnit } from '../pantry-units.ts';
import { type EmojiName, foodEmoji } from './food-emoji.ts';
import { dishVessel, type Vessel } from './vessel.ts';

/** A recipe as the picture reads it: any recipe DTO the cook is shown has these fields. */
export type PictureRecipe = Readonly<{
  title: string;
  ingredients: readonly Readonly<{
    /** The line's own words; the catalog's name for its food when it has none. */
    name?: string | undefined;
    ingredientId?: string | undefined;
    quantity: number;
    unit: string | null;
    optional?: boolean | undefined;
  }>[];
  steps?: readonly Readonly<{ text: string }>[];
}>;

export type PictureFood = Readonly<{ name: string; emoji: EmojiName }>;

export type DishPicture = Readonly<{
  vessel: Vessel;
  /** The 2–4 foods a cook would see on the plate, the most of them first (none when none is known). */
  foods: PictureFood[];
  /** Its accessible name: "Illustration of chicken thighs, leeks and potatoes on a tray". */
  label: string;
}>;

export const MAX_PICTURE_FOODS = 4;
/** A food shows when it weighs at least this share of the heaviest one (after the weights below). */
const SHARE_SHOWN = 0.12;

/** What makes a food part of how a dish looks; seasonings, oils, stock and sugar are never drawn. */
const VISIBLE: ReadonlySet<Role> = new Set(['protein', 'vegetable', 'starch', 'dairy', 'fruit']);

/** How much each gram counts: the protein is the star, an onion in the base mostly melts away. */
function roleWeight(roles: readonly Role[]): number {
  if (roles.includes('protein')) return 1.5;
  if (roles.includes('aromatic')) return 0.4;
  return 1;
}

/** A food the title names is what the dish is about: it counts three times. */
const TITLE_WEIGHT = 3;
const GENERIC_WORDS = new Set([
  'fresh',
  'dried',
  'tinned',
  'cooked',
  'frozen',
  'green',
  'white',
  'smoked',
  'sweet',
]);

/** Whether the title names the food, by its name, the recipe's word for it or what it is ("cheese"). */
function named(title: string, food: Ingredient, lineName: string, emoji: EmojiName): boolean {
  const words = new Set(title.toLowerCase().match(/[\p{L}']+/gu) ?? []);
  const candidates = [food.name, lineName, emoji].flatMap((name) => name.toLowerCase().split(/[\s-]+/));
  return candidates.some((word) => word.length >= 3 && !GENERIC_WORDS.has(word) && words.has(word));
}

const PREPOSITION: Readonly<Record<Vessel, string>> = {
  bowl: 'in a bowl',
  pan: 'in a pan',
  tray: 'on a tray',
  plate: 'on a plate',
  glass: 'in a glass',
};

function listed(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? 'a dish';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

type Weighed = { name: string; emoji: EmojiName; weight: number; visible: boolean; named: boolean };

function weigh(recipe: PictureRecipe): Weighed[] {
  const weighed: Weighed[] = [];
  for (const line of recipe.ingredients) {
    if (line.optional) continue;
    const food =
      (line.ingredientId ? getIngredient(line.ingredientId) : null) ??
      (line.name ? findIngredient(line.name) : null);
    if (!food) continue;
    const name = line.name ?? food.name;
    const unit = line.unit === null ? 'piece' : line.unit;
    const grams = isPantryUnit(unit) ? (ingredientGrams(food, line.quantity, unit) ?? 0) : 0;
    const emoji = foodEmoji(food);
    const inTitle = named(recipe.title, food, name, emoji);
    const weight = grams * roleWeight(food.roles) * (inTitle ? TITLE_WEIGHT : 1);
    const visible = food.roles.some((role) => VISIBLE.has(role));
    weighed.push({ name: name.toLowerCase(), emoji, weight, visible, named: inTitle });
  }
  return weighed;
}

/**
 * The foods to draw: every one the title names, then the heaviest other visible ones, the most of them
 * first; one of each emoji (peppers of two colours are one).
 */
function mainFoods(weighed: readonly Weighed[]): PictureFood[] {
  const visible = weighed.filter((food) => food.visible);
  const pool = [...(visible.length > 0 ? visible : weighed)].sort((a, b) => b.weight - a.weight);
  const top = pool[0]?.weight ?? 0;
  const chosen: Weighed[] = [];
  const choose = (food: Weighed) => {
    if (chosen.length < MAX_PICTURE_FOODS && !chosen.some((picked) => picked.emoji === food.emoji)) {
      chosen.push(food);
    }
  };
  for (const food of pool) if (food.named) choose(food);
  for (const food of pool) if (chosen.length < 2 || food.weight >= top * SHARE_SHOWN) choose(food);
  return chosen.sort((a, b) => b.weight - a.weight).map((food) => ({ name: food.name, emoji: food.emoji }));
}

/**
 * The picture of a dish, honest about what is in it: what it is served in (`dishVessel`) and the main
 * foods a cook would see, by weight and role, never a pinch of salt or a spoon of oil.
 */
export function dishPicture(recipe: PictureRecipe): DishPicture {
  const vessel = dishVessel(recipe);
  const foods = mainFoods(weigh(recipe));
  const label = `Illustration of ${listed(foods.map((food) => food.name))} ${PREPOSITION[vessel]}`;
  return { vessel, foods, label };
}
