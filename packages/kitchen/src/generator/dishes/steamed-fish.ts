import type { Archetype, Dish, Slot } from '../archetype.ts';
import { starchStep } from '../cooking.ts';
import { holds } from '../dish-claims.ts';
import {
  alongside,
  capitalise,
  drafts,
  headline,
  inSlots,
  listOf,
  nameOf,
  one,
  sentences,
  the,
} from '../dish-words.ts';
import { prepVegetables } from '../prep.ts';
import { heat, wokOil } from '../slots.ts';
import { bakeMinutes, flakes } from './baked-fish.ts';

/** Fillets that steam well: white fish and salmon, not oily mackerel or smoked fish. */
const STEAMING_FISH = [
  ...['cod', 'sea-bass', 'salmon', 'hake', 'haddock', 'pollock', 'tilapia', 'frozen-fish', 'plaice'],
  ...['trout', 'monkfish', 'halibut'],
];

const sauce = (options: string[]): Slot => ({ id: 'sauce', kind: 'flavour', options, min: 1 });

function steps(dish: Dish) {
  const protein = one(dish, 'protein');
  if (!protein) return [];
  const veg = inSlots(dish, 'veg');
  const starch = one(dish, 'starch');
  const aromatics = inSlots(dish, 'ginger', 'garlic', 'heat');
  const onions = inSlots(dish, 'onion');
  const dressing = inSlots(dish, 'sauce', 'sauce2');
  const scattered = [...aromatics, ...onions];
  const herbs = inSlots(dish, 'herb');
  const minutes = bakeMinutes(protein);
  return drafts(
    starch && alongside(`${starchStep(starch)}.`),
    sentences(
      aromatics.length > 0 && `cut ${the(aromatics)} into fine matchsticks`,
      onions.length > 0 && `shred ${the(onions)}`,
      prepVegetables(veg, 'into bite-sized pieces'),
    ),
    sentences(
      `lay the ${nameOf(protein)} on a heatproof plate with ${the(veg)} around ${protein.plural ? 'them' : 'it'}`,
      scattered.length > 0 && `scatter over half of ${the(scattered)}`,
      `spoon over ${the(dressing)}`,
    ),
    `Set the plate in a steamer, or on a rack over simmering water in a covered wok, and steam for ${minutes} minutes, ${flakes(protein)}.`,
    sentences(
      scattered.length > 0 && `scatter the rest of ${the(scattered)} over the fish`,
      `heat ${the(inSlots(dish, 'fat'))} in a small pan until shimmering and pour it over, so that it sizzles`,
    ),
    sentences(
      inSlots(dish, 'lime').length > 0 && `squeeze over ${the(inSlots(dish, 'lime'))}`,
      herbs.length > 0 && `finish with ${the(herbs)}`,
      starch ? `serve at once with ${the([starch])}` : 'serve at once',
    ),
  );
}

/** Asian steamed fish: a fillet steamed on a plate with ginger and spring onion, hot oil poured over. */
export const steamedFish: Archetype = {
  id: 'steamed-fish',
  // A piece of fish baked or steamed is as much a light lunch as a supper.
  mealTypes: ['dinner', 'lunch'],
  prepMinutes: 10,
  avoid: ['meat', 'dairy', 'hard-cheese', 'melting-cheese'],
  slots: [
    { id: 'protein', kind: 'protein', options: STEAMING_FISH, min: 1, grams: 140 },
    {
      id: 'veg',
      kind: 'vegetable',
      options: ['pak-choi', 'tenderstem-broccoli', 'broccoli', 'spinach', 'mangetout', 'chinese-cabbage'],
      min: 1,
      max: 1,
      grams: 100,
    },
    { id: 'ginger', kind: 'flavour', options: ['ginger'], min: 1, skippable: true },
    { id: 'onion', kind: 'flavour', options: ['spring-onion'], min: 1, skippable: true },
    wokOil,
    { id: 'starch', kind: 'starch', options: ['jasmine-rice', 'rice', 'basmati-rice'], min: 1, grams: 75 },
  ],
  flavours: [
    {
      id: 'chinese',
      cuisine: 'chinese',
      slots: [
        sauce(['soy-sauce', 'tamari']),
        { id: 'sauce2', kind: 'flavour', options: ['shaoxing-wine', 'sesame-oil'], min: 0, max: 1 },
        { id: 'herb', kind: 'flavour', options: ['coriander'], min: 0, max: 1, pantryOnly: true },
        heat,
      ],
    },
    {
      id: 'thai',
      cuisine: 'thai',
      slots: [
        sauce(['fish-sauce', 'soy-sauce']),
        { id: 'garlic', kind: 'flavour', options: ['garlic'], min: 1, skippable: true },
        { id: 'lime', kind: 'flavour', options: ['lime', 'lemon'], min: 1, skippable: true },
        {
          id: 'herb',
          kind: 'flavour',
          options: ['coriander', 'thai-basil'],
          min: 0,
          max: 1,
          pantryOnly: true,
        },
        heat,
      ],
    },
  ],
  title: (dish) => {
    const name = headline(dish, ['protein'], [], 1);
    const claim = dish.flavour.id === 'thai' ? 'thai' : 'chinese';
    const style = holds(dish, claim) ? (claim === 'thai' ? 'Thai-style' : 'Chinese-style') : 'Steamed';
    const named = inSlots(dish, 'ginger', 'onion', 'lime');
    return named.length > 0
      ? `${style} ${name.toLowerCase()} with ${listOf(named)}`
      : `${style} ${name.toLowerCase()} with ${listOf(inSlots(dish, 'sauce'))}`;
  },
  description: (dish) =>
    `${capitalise(listOf(inSlots(dish, 'protein')))} cooked gently on a plate over a simmering wok with ${listOf(inSlots(dish, 'veg'))}, then finished with sizzling ${listOf(inSlots(dish, 'fat'))}.`,
  steps,
};
