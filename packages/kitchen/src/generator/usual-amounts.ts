import type { Ingredient } from '../catalog-types.ts';
import type { PantryUnit } from '../pantry-units.ts';
import type { Slot } from './archetype.ts';

/** A measure for one serving. */
export type Amount = Readonly<{ quantity: number; unit: PantryUnit | null }>;

/** A serving's usual amount of ingredients measured by the spoon or the piece rather than shared grams. */
const USUAL: Readonly<Record<string, Amount>> = {
  garlic: { quantity: 1, unit: null },
  onion: { quantity: 0.5, unit: null },
  'red-onion': { quantity: 0.5, unit: null },
  shallot: { quantity: 0.5, unit: null },
  leek: { quantity: 0.5, unit: null },
  'spring-onion': { quantity: 1, unit: null },
  ginger: { quantity: 5, unit: 'g' },
  lemongrass: { quantity: 0.5, unit: null },
  lemon: { quantity: 0.25, unit: null },
  lime: { quantity: 0.25, unit: null },
  // A quarter teaspoon a serving seasons a braise or a roast; a teaspoon for four.
  salt: { quantity: 0.25, unit: 'tsp' },
  'black-pepper': { quantity: 1, unit: 'pinch' },
  'chilli-flakes': { quantity: 0.25, unit: 'tsp' },
  // Fresh chillies by the chilli: one for a dish for two to four.
  chilli: { quantity: 0.25, unit: null },
  'green-chilli': { quantity: 0.25, unit: null },
  'birds-eye-chilli': { quantity: 0.25, unit: null },
  'fish-sauce': { quantity: 0.5, unit: 'tbsp' },
  'sesame-oil': { quantity: 0.5, unit: 'tsp' },
  'dijon-mustard': { quantity: 0.5, unit: 'tsp' },
  'wholegrain-mustard': { quantity: 0.5, unit: 'tsp' },
  gochujang: { quantity: 2, unit: 'tsp' },
  sriracha: { quantity: 0.5, unit: 'tsp' },
  'hot-sauce': { quantity: 0.5, unit: 'tsp' },
  'chilli-oil': { quantity: 0.5, unit: 'tsp' },
  harissa: { quantity: 0.5, unit: 'tbsp' },
  pesto: { quantity: 1.5, unit: 'tbsp' },
  honey: { quantity: 0.5, unit: 'tbsp' },
  'maple-syrup': { quantity: 0.5, unit: 'tbsp' },
  'agave-syrup': { quantity: 0.5, unit: 'tbsp' },
  'date-syrup': { quantity: 0.5, unit: 'tbsp' },
  'light-brown-sugar': { quantity: 1, unit: 'tsp' },
  'vanilla-extract': { quantity: 0.25, unit: 'tsp' },
  'red-curry-paste': { quantity: 1, unit: 'tbsp' },
  'green-curry-paste': { quantity: 1, unit: 'tbsp' },
  'curry-paste': { quantity: 1, unit: 'tbsp' },
  'curry-powder': { quantity: 1, unit: 'tsp' },
  'garam-masala': { quantity: 1, unit: 'tsp' },
  'ras-el-hanout': { quantity: 1, unit: 'tsp' },
  // Strong ground spices: a teaspoon of turmeric for four, not three for six (a judge found a dal bitter).
  turmeric: { quantity: 0.25, unit: 'tsp' },
  'chilli-powder': { quantity: 0.25, unit: 'tsp' },
  cayenne: { quantity: 1, unit: 'pinch' },
  fenugreek: { quantity: 1, unit: 'pinch' },
  asafoetida: { quantity: 1, unit: 'pinch' },
  // A whole spice by the piece, never by the spoon: a cinnamon stick for four.
  'cinnamon-stick': { quantity: 0.25, unit: null },
  // Half a leaf a serving: one for two, two for four.
  'bay-leaf': { quantity: 0.5, unit: null },
  // Warm sweet spices that take over a dish: a teaspoon for eight, not the four a pilau of 600 g of rice had.
  'ground-cinnamon': { quantity: 2, unit: 'pinch' },
  allspice: { quantity: 2, unit: 'pinch' },
  nutmeg: { quantity: 2, unit: 'pinch' },
  cloves: { quantity: 2, unit: 'pinch' },
  'mixed-spice': { quantity: 2, unit: 'pinch' },
  rosemary: { quantity: 1, unit: 'tsp' },
  thyme: { quantity: 1, unit: 'tsp' },
  sage: { quantity: 1, unit: 'tsp' },
  oregano: { quantity: 1, unit: 'tsp' },
  tarragon: { quantity: 1, unit: 'tsp' },
};

/** Vinegars, mirin and other sharp or strong liquids: half a tablespoon a serving. */
const HALF_SPOON = new Set([
  ...['rice-vinegar', 'red-wine-vinegar', 'white-wine-vinegar', 'cider-vinegar', 'balsamic-vinegar'],
  ...['mirin', 'lemon-juice', 'lime-juice', 'worcestershire-sauce', 'oyster-sauce', 'hoisin-sauce'],
]);

/** The spoon or piece measure for an ingredient outside a shared-grams slot. */
export function usualAmount(ingredient: Ingredient, slot: Slot): Amount {
  const usual = USUAL[ingredient.id];
  if (usual) return usual;
  const { roles } = ingredient;
  if (slot.kind === 'fat') return { quantity: 0.5, unit: 'tbsp' };
  if (HALF_SPOON.has(ingredient.id)) return { quantity: 0.5, unit: 'tbsp' };
  if (roles.includes('spice')) return { quantity: 0.5, unit: 'tsp' };
  if (roles.includes('herb')) {
    if (ingredient.aisle === 'spices') return { quantity: 0.5, unit: 'tsp' };
    return ingredient.portions.handful ? { quantity: 0.25, unit: 'handful' } : { quantity: 1, unit: 'tbsp' };
  }
  return { quantity: 1, unit: 'tbsp' };
}
