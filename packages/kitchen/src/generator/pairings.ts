import type { Ingredient } from '../catalog-types.ts';
import { singular } from './dish-words.ts';

/** Broad families of ingredient, read from the catalog, that decide what may share a plate. */
export type IngredientKind =
  | 'meat'
  | 'seafood'
  | 'dairy'
  | 'hard-cheese'
  | 'melting-cheese'
  | 'sweet-fruit'
  | 'allium';

const HARD_CHEESE = new Set(['parmesan', 'pecorino', 'manchego']);
const MELTING_CHEESE = new Set([
  ...['cheddar', 'mozzarella', 'grated-mozzarella', 'gruyere', 'emmental', 'gouda', 'edam'],
  ...['monterey-jack', 'brie', 'camembert', 'blue-cheese'],
]);

const KINDS: readonly IngredientKind[] = [
  'meat',
  'seafood',
  'dairy',
  'hard-cheese',
  'melting-cheese',
  'sweet-fruit',
  'allium',
];

function readKind(ingredient: Ingredient, kind: IngredientKind): boolean {
  const { diet, roles } = ingredient;
  switch (kind) {
    case 'meat':
      return diet.meat && roles.includes('protein');
    case 'seafood':
      // Fish and shellfish themselves, not sauces made with them (fish sauce, curry paste).
      return (diet.fish || diet.shellfish) && roles.includes('protein');
    case 'dairy':
      return diet.dairy;
    case 'hard-cheese':
      return HARD_CHEESE.has(ingredient.id);
    case 'melting-cheese':
      return MELTING_CHEESE.has(ingredient.id);
    case 'sweet-fruit':
      return (
        roles.includes('fruit') &&
        !roles.some((role) => ['vegetable', 'aromatic', 'condiment'].includes(role))
      );
    case 'allium':
      return ['onion', 'shallot', 'clove', 'leek'].includes(ingredient.pieceName ?? '');
  }
}

/** Each ingredient's kinds as bits, and the kinds it clashes with, worked out once per ingredient. */
type Kinds = Readonly<{ kinds: number; clashing: number }>;
const kindCache = new Map<string, Kinds>();

const bit = (kind: IngredientKind) => 1 << KINDS.indexOf(kind);

/**
 * Pairs a cook keeps apart: no Parmesan or melted cheese on seafood, no surf and turf in one pan,
 * no sweet fruit with meat, fish or onions. The broad rule under the pairing model (`pairing-model.ts`),
 * whose classics (pork and apple, duck and orange) and library pairs (paella's chicken and prawns) win.
 */
const CLASHES: ReadonlyArray<readonly [IngredientKind, IngredientKind]> = [
  ['seafood', 'hard-cheese'],
  ['seafood', 'melting-cheese'],
  ['seafood', 'meat'],
  ['sweet-fruit', 'meat'],
  ['sweet-fruit', 'seafood'],
  ['sweet-fruit', 'allium'],
];

function kindsOf(ingredient: Ingredient): Kinds {
  let found = kindCache.get(ingredient.id);
  if (!found) {
    const kinds = KINDS.filter((kind) => readKind(ingredient, kind)).reduce(
      (mask, kind) => mask | bit(kind),
      0,
    );
    let clashing = 0;
    for (const [one, other] of CLASHES) {
      if (kinds & bit(one)) clashing |= bit(other);
      if (kinds & bit(other)) clashing |= bit(one);
    }
    found = { kinds, clashing };
    kindCache.set(ingredient.id, found);
  }
  return found;
}

export function isKind(ingredient: Ingredient, kind: IngredientKind): boolean {
  return (kindsOf(ingredient).kinds & bit(kind)) !== 0;
}

export function clashes(a: Ingredient, b: Ingredient): boolean {
  return (kindsOf(a).clashing & kindsOf(b).kinds) !== 0;
}

const familyCache = new Map<string, string>();

/**
 * The last word of the name, singular: cherry tomato and tomato, red and mixed peppers are one family.
 * Minces go by their meat: beef and pork mince make one meatball together.
 */
export function family(ingredient: Ingredient): string {
  let found = familyCache.get(ingredient.id);
  if (found === undefined) {
    const name = ingredient.name.toLowerCase();
    found = / mince$/.test(name) ? name : singular(name.split(' ').pop() ?? '');
    familyCache.set(ingredient.id, found);
  }
  return found;
}
