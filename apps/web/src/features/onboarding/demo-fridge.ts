/**
 * The sample fridge of the onboarding demo and the recipe Larder makes from it. Static on purpose: the
 * demo shows the idea without an account, a network or the kitchen engine.
 */
export type DemoItemKind = 'eggs' | 'leaves' | 'cheese' | 'onion' | 'tomatoes';

export interface DemoFridgeItem {
  id: string;
  name: string;
  amount: string;
  kind: DemoItemKind;
  /** Days until the item should be used; 1 means tomorrow. */
  expiresInDays: number;
  /** The item as the cook's pantry keeps it ("Start with this fridge"): how much, in which unit. */
  quantity: number;
  unit: 'g' | null;
  /** The catalog's food, as the server names the item once added ("Baby spinach" is spinach). */
  ingredientId: string;
}

export const DEMO_FRIDGE: readonly DemoFridgeItem[] = [
  {
    id: 'spinach',
    name: 'Baby spinach',
    amount: 'Half a bag',
    kind: 'leaves',
    expiresInDays: 1,
    quantity: 100,
    unit: 'g',
    ingredientId: 'spinach',
  },
  {
    id: 'tomatoes',
    name: 'Cherry tomatoes',
    amount: 'A handful',
    kind: 'tomatoes',
    expiresInDays: 2,
    quantity: 8,
    unit: null,
    ingredientId: 'cherry-tomato',
  },
  {
    id: 'feta',
    name: 'Feta',
    amount: '100 g',
    kind: 'cheese',
    expiresInDays: 4,
    quantity: 100,
    unit: 'g',
    ingredientId: 'feta',
  },
  {
    id: 'onion',
    name: 'Red onion',
    amount: 'Half',
    kind: 'onion',
    expiresInDays: 6,
    quantity: 0.5,
    unit: null,
    ingredientId: 'red-onion',
  },
  {
    id: 'eggs',
    name: 'Eggs',
    amount: '6',
    kind: 'eggs',
    expiresInDays: 12,
    quantity: 6,
    unit: null,
    ingredientId: 'egg',
  },
];

/** Items at or under this many days are "use soon" and come first in a recipe. */
export const USE_SOON_DAYS = 2;

export function isUseSoon(item: DemoFridgeItem): boolean {
  return item.expiresInDays <= USE_SOON_DAYS;
}

export function expiryLabel(days: number): string {
  if (days <= 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return `${days} days`;
}

export interface DemoRecipe {
  title: string;
  minutes: number;
  kcalPerServing: number;
  servings: number;
  /** Ids of fridge items the recipe uses. */
  uses: readonly string[];
  fromCupboard: readonly string[];
  steps: readonly string[];
}

export const DEMO_RECIPE: DemoRecipe = {
  title: 'Spinach and feta frittata with blistered tomatoes',
  minutes: 20,
  kcalPerServing: 450,
  servings: 2,
  uses: ['spinach', 'tomatoes', 'feta', 'onion', 'eggs'],
  fromCupboard: ['olive oil', 'black pepper'],
  steps: [
    'Soften the sliced onion in olive oil, then wilt the spinach in the same pan.',
    'Pour in the beaten eggs, scatter over the tomatoes and crumble in the feta.',
    'Cook gently for 8 minutes, then finish under a hot grill until set and golden.',
  ],
};

export function recipeItems(recipe: DemoRecipe = DEMO_RECIPE): DemoFridgeItem[] {
  return DEMO_FRIDGE.filter((item) => recipe.uses.includes(item.id));
}
