import type { Archetype, Dish, Slot } from '../archetype.ts';
import { panCook, panTiming, returnClause, starchStep, vegStages, wilts } from '../cooking.ts';
import { holds } from '../dish-claims.ts';
import {
  alongside,
  drafts,
  headline,
  inSlots,
  isAre,
  joinWords,
  listOf,
  nameOf,
  one,
  sentences,
  the,
} from '../dish-words.ts';
import { prepVegetables } from '../prep.ts';
import { garlic, heat, STIR_FRY_VEG, wokOil } from '../slots.ts';

const pantrySlot = (id: string, options: string[]): Slot => ({
  id,
  kind: 'flavour',
  options,
  min: 0,
  max: 1,
  pantryOnly: true,
});

/** Three-quarters of a spoonful of sauce a serving: 1½ tbsp of soy sauce for two. */
const sauce = (options: string[]): Slot => ({ id: 'sauce', kind: 'flavour', options, min: 1, usual: 0.75 });

/**
 * The sauce as the description names it, from what the dish holds: "a soy, oyster, garlic and ginger sauce",
 * or "a coconut aminos and garlic sauce" for a soy-free cook, never a food the recipe leaves out.
 */
function sauceWords(dish: Dish): string {
  if (one(dish, 'sauce')?.ingredient.id === 'gochujang') return 'a sticky, fiery gochujang glaze';
  // A glaze needs something sweet: soy sauce and water only coat.
  if (dish.flavour.id === 'japanese' && holds(dish, 'glaze')) return 'a glossy, sweet-salty glaze';
  const names = inSlots(dish, 'sauce', 'sauce2', 'garlic', 'ginger').map((item) =>
    item.ingredient.name.replace(/ sauce$/, ''),
  );
  return names.length > 0 ? `a ${joinWords(names)} sauce` : 'a savoury sauce';
}

function title(dish: Dish): string {
  const words = headline(dish, ['protein'], ['veg'], 3);
  if (one(dish, 'sauce')?.ingredient.id === 'teriyaki-sauce') return `Teriyaki ${words} stir-fry`;
  if (dish.flavour.id === 'korean' && holds(dish, 'korean')) return `Korean-style ${words} stir-fry`;
  if (dish.flavour.id === 'japanese' && holds(dish, 'japanese')) return `Japanese-style ${words} stir-fry`;
  return `${words} stir-fry`;
}

/** Sauces that thicken and shine in the pan; soy sauce and water alone only coat. */
const GLOSSY =
  /^(oyster-sauce|hoisin-sauce|black-bean-sauce|sweet-chilli-sauce|teriyaki-sauce|gochujang|honey|mirin)$/;

function steps(dish: Dish) {
  const protein = one(dish, 'protein');
  const starch = one(dish, 'starch');
  const oil = inSlots(dish, 'fat');
  const veg = inSlots(dish, 'veg');
  const leaves = veg.filter((item) => wilts(item.ingredient));
  const firm = veg.filter((item) => !leaves.includes(item));
  const stages = vegStages(firm, true);
  const aromatics = inSlots(dish, 'garlic', 'ginger', 'heat');
  const sauces = inSlots(dish, 'sauce', 'sauce2', 'sweet');
  const toFinish = inSlots(dish, 'spring', 'finish', 'herb');
  const cook = protein && panCook(protein.ingredient);
  const timing = protein && panTiming(protein.ingredient);
  // Seared or browned first: strips are lifted out so the vegetables do not cook them on.
  const first = protein && cook && (timing === 'first' || timing === 'lifted') ? protein : undefined;
  const lifted = first && timing === 'lifted' ? first : undefined;
  const late = protein && cook && timing === 'late' ? protein : undefined;
  const noodles = starch && /noodles/.test(starch.ingredient.id);
  const glossy = sauces.some((item) => GLOSSY.test(item.ingredient.id));
  const heatWok = `Heat ${the(oil)} in a wok or large frying pan over a high heat`;
  return drafts(
    starch && alongside(sentences(starchStep(starch))),
    sentences(
      protein && cook?.prep(nameOf(protein)),
      prepVegetables(veg, 'into bite-sized pieces'),
      aromatics.length > 0 && `finely chop ${the(aromatics)}`,
    ),
    first && cook
      ? `${heatWok} and stir-fry ${the([first])} for ${cook.minutes} minutes, ${cook.until}${lifted ? '; lift out onto a plate' : ''}.`
      : `${heatWok}.`,
    ...stages.map(
      (stage) => `Add ${the(stage.items)} and stir-fry for ${stage.minutes} minutes, ${stage.until}.`,
    ),
    leaves.length > 0 && `Add ${the(leaves)} and toss for 1 minute, until just wilted.`,
    aromatics.length > 0 && `Add ${the(aromatics)} and stir-fry for 1 minute, until fragrant.`,
    late && cook && `Add ${the([late])} and stir-fry for ${cook.minutes} minutes, ${cook.until}.`,
    sentences(
      `stir in ${the(sauces)} with 2 tbsp water${lifted ? `, ${returnClause(lifted)}` : ''} and toss ${
        glossy ? 'until everything is glossy' : 'until everything is coated'
      }${lifted ? ` and the ${nameOf(lifted)} ${isAre(lifted)} hot through` : ''}`,
    ),
    starch &&
      sentences(
        noodles ? `toss ${the([starch])} through the pan until coated` : `serve over ${the([starch])}`,
        toFinish.length > 0 && `scatter over ${the(toFinish)} to finish`,
      ),
  );
}

/** Pork shoulder sliced thin, as for a Korean jeyuk bokkeum or Japanese ginger pork: a pack, not a joint. */
const SLICED_SHOULDER_MOST_GRAMS = 600;

const protein: Slot = {
  id: 'protein',
  kind: 'protein',
  options: [
    ...['chicken-breast', 'prawn', 'tofu', 'chicken-thigh', 'pork-tenderloin', 'rump-steak', 'pork-belly'],
    ...['frozen-prawns', 'minced-pork', 'tempeh', 'turkey-breast', 'steak', 'duck-breast', 'edamame'],
    ...['squid', 'seafood-mix', 'pork-loin', 'pork-shoulder'],
    // Leftovers are heated through at the end (`panTiming`): the roast chicken in a chow mein.
    ...['cooked-chicken', 'cooked-beef', 'cooked-prawn'],
  ],
  min: 1,
  grams: 125,
  mostHeldGrams: { 'pork-shoulder': SLICED_SHOULDER_MOST_GRAMS },
};

export const stirFry: Archetype = {
  id: 'stir-fry',
  mealTypes: ['dinner', 'lunch'],
  prepMinutes: 10,
  avoid: ['dairy'],
  tags: ['family-friendly'],
  slots: [
    protein,
    { id: 'veg', kind: 'vegetable', options: STIR_FRY_VEG, min: 2, max: 3, least: 1, grams: 200 },
    {
      id: 'starch',
      kind: 'starch',
      options: ['rice', 'egg-noodles', 'jasmine-rice', 'microwave-rice', 'rice-noodles', 'basmati-rice'],
      min: 1,
      grams: 75,
    },
    garlic,
    pantrySlot('ginger', ['ginger']),
    heat,
    wokOil,
    pantrySlot('spring', ['spring-onion']),
  ],
  flavours: [
    {
      id: 'chinese',
      cuisine: 'chinese',
      slots: [
        sauce(['soy-sauce', 'tamari', 'coconut-aminos']),
        pantrySlot('sauce2', ['oyster-sauce', 'hoisin-sauce', 'black-bean-sauce', 'sweet-chilli-sauce']),
        pantrySlot('finish', ['sesame-oil']),
        // Thai basil wilted in at the end, as a Taiwanese three-cup or a Cantonese stir-fry takes it.
        pantrySlot('herb', ['thai-basil']),
      ],
    },
    {
      id: 'korean',
      cuisine: 'korean',
      hot: true,
      slots: [
        sauce(['gochujang']),
        { ...sauce(['soy-sauce', 'tamari']), id: 'sauce2', usual: 0.5 },
        pantrySlot('finish', ['sesame-seeds', 'sesame-oil']),
      ],
    },
    {
      id: 'japanese',
      cuisine: 'japanese',
      slots: [
        sauce(['teriyaki-sauce', 'tamari', 'soy-sauce']),
        pantrySlot('sweet', ['mirin', 'honey']),
        pantrySlot('finish', ['sesame-seeds']),
        {
          id: 'starch',
          kind: 'starch',
          options: ['rice', 'udon-noodles', 'soba-noodles', 'microwave-rice', 'jasmine-rice'],
          min: 1,
          grams: 75,
        },
      ],
    },
  ],
  title,
  description: (dish) =>
    `A fast stir-fry of ${listOf(inSlots(dish, 'protein', 'veg'))} in ${sauceWords(dish)}.`,
  steps,
};
