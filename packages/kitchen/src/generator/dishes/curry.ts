import type { Archetype, Dish, DishItem } from '../archetype.ts';
import { panCook } from '../cooking.ts';
import { holds } from '../dish-claims.ts';
import {
  drafts,
  headline,
  inSlots,
  listOf,
  minutesOf,
  nameOf,
  one,
  sentences,
  squeezed,
  the,
} from '../dish-words.ts';
import { cookPhrase, foodState, pulseSimmerMinutes } from '../food-state.ts';
import { prepVegetables } from '../prep.ts';
import { garlic, heat, onion, optional, salt, softHerb, wokOil } from '../slots.ts';
import { LEAVES, lateProtein, starchLine, thaiCurry, thaiSteps } from './curry-thai.ts';

function indianSteps(
  dish: Dish,
  protein: DishItem | undefined,
  veg: DishItem[],
  starch: DishItem | undefined,
) {
  const late = protein && lateProtein(protein) ? protein : undefined;
  const tinned = protein && !late && protein.ingredient.aisle === 'canned' ? protein : undefined;
  // Dried lentils cook soft in the sauce itself, with water enough for them: a dal with its vegetables.
  const lentils = protein && foodState(protein.ingredient) === 'lentil' ? protein : undefined;
  const sealed = protein && !late && !tinned && !lentils ? protein : undefined;
  const leaves = veg.filter((item) => LEAVES.has(item.ingredient.id));
  const simmered = veg.filter((item) => !leaves.includes(item));
  const lateCook = late && panCook(late.ingredient);
  // Paneer and tofu are fried golden first and go back into the sauce at the end, just to heat through.
  const friedFirst = late && /^(frying-cheese|tofu)$/.test(foodState(late.ingredient)) ? late : undefined;
  const onions = inSlots(dish, 'onion');
  const stirred = [...leaves, ...inSlots(dish, 'creamy')];
  const herbs = inSlots(dish, 'herb');
  return drafts(
    starchLine(starch),
    sentences(
      prepVegetables(
        [...inSlots(dish, 'onion'), ...veg, ...inSlots(dish, 'tomato')],
        'into bite-sized pieces',
      ),
      inSlots(dish, 'garlic', 'ginger', 'heat').length > 0 &&
        `finely chop ${the(inSlots(dish, 'garlic', 'ginger', 'heat'))}`,
      protein && panCook(protein.ingredient).prep(nameOf(protein)),
    ),
    friedFirst &&
      lateCook &&
      `Heat ${the(inSlots(dish, 'fat'))} in a large pan and fry the ${nameOf(friedFirst)} for ${minutesOf(lateCook.minutes)}, turning, ${lateCook.until}; lift out onto a plate.`,
    onions.length > 0
      ? `${friedFirst ? 'In the same pan, cook' : `Heat ${the(inSlots(dish, 'fat'))} in a large pan and cook`} ${the(onions)} over a medium heat for 8 minutes, until soft and golden.`
      : !friedFirst && `Heat ${the(inSlots(dish, 'fat'))} in a large pan over a medium heat.`,
    `Add ${the(inSlots(dish, 'garlic', 'ginger', 'heat', 'spice', 'spice2'))} and cook for 1 minute, stirring.`,
    sealed && `Add the ${nameOf(sealed)} and cook for 5 minutes, turning, until sealed all over.`,
    lentils
      ? `Add ${the([lentils, ...inSlots(dish, 'tomato'), ...simmered])} with 300 ml of water for every 100 g of ${nameOf(lentils)}, cover and simmer for ${Math.max(15, pulseSimmerMinutes(lentils.ingredient))} minutes, stirring now and then, until the ${nameOf(lentils)} are soft${simmered.length > 0 ? ' and the vegetables tender' : ''}; add a splash more water if it gets too thick.`
      : `Add ${the([...inSlots(dish, 'tomato'), ...(tinned ? [tinned] : []), ...simmered])} with a good splash of water, cover and simmer for 15 minutes, until tender.`,
    late &&
      lateCook &&
      `${friedFirst ? 'Return' : 'Add'} the ${nameOf(late)} and simmer for ${Math.max(3, lateCook.minutes)} minutes, ${cookPhrase(late.ingredient, 'simmer') ?? 'until hot through'}.`,
    sentences(
      stirred.length > 0 && `stir in ${the(stirred)} and warm through`,
      inSlots(dish, 'salt').length > 0 && `season with ${the(inSlots(dish, 'salt'))}`,
      squeezed(inSlots(dish, 'lemon'), 'in'),
    ),
    `${starch ? `Serve with ${the([starch])}` : 'Serve'}${herbs.length > 0 ? `, scattered with ${the(herbs)}` : ''}.`,
  );
}

function steps(dish: Dish) {
  const protein = one(dish, 'protein');
  const veg = inSlots(dish, 'veg');
  const starch = one(dish, 'starch');
  return dish.flavour.id === 'thai'
    ? thaiSteps(dish, protein, veg, starch)
    : indianSteps(dish, protein, veg, starch);
}

export const curry: Archetype = {
  id: 'curry',
  mealTypes: ['dinner', 'lunch'],
  prepMinutes: 10,
  tags: ['batch-friendly'],
  slots: [
    {
      id: 'protein',
      kind: 'protein',
      options: [
        ...['chicken-thigh', 'chickpeas', 'chicken-breast', 'prawn', 'paneer', 'tofu', 'minced-lamb'],
        ...['kidney-beans', 'butter-beans', 'frozen-prawns', 'cod', 'lean-minced-beef', 'tinned-lentils'],
        // A dal with vegetables in it (an aubergine or a spinach dal) from the cook's dried lentils.
        ...['red-lentils', 'green-lentils', 'toor-dal'],
        // A fish curry (macher jhol, a Goan or a Kerala curry) of the fillets the cook has.
        ...['hake', 'haddock', 'pollock', 'tilapia', 'monkfish', 'salmon'],
      ],
      min: 1,
      grams: 130,
    },
    {
      id: 'veg',
      kind: 'vegetable',
      options: [
        ...['spinach', 'cauliflower', 'potato', 'sweet-potato', 'aubergine', 'red-pepper', 'frozen-peas'],
        ...['butternut-squash', 'green-bean', 'mushroom', 'courgette', 'broccoli', 'okra', 'kale', 'carrot'],
        ...['frozen-spinach', 'pea'],
      ],
      // A chicken curry needs no vegetable bought for it: those the cook has go in.
      min: 0,
      max: 2,
      grams: 150,
    },
    {
      id: 'starch',
      kind: 'starch',
      options: ['basmati-rice', 'rice', 'microwave-rice', 'naan', 'chapati', 'brown-rice'],
      min: 1,
      grams: 75,
    },
    onion,
    garlic,
    optional('ginger', ['ginger']),
    {
      id: 'tomato',
      kind: 'vegetable',
      options: ['chopped-tomatoes', 'passata', 'tomato'],
      min: 1,
      grams: 100,
    },
    // A blend, or the cook's own whole and ground spices (turmeric, cumin and chilli make a curry too).
    {
      id: 'spice',
      kind: 'flavour',
      options: ['curry-powder', 'garam-masala', 'curry-paste', 'turmeric', 'ground-cumin', 'cumin-seeds'],
      min: 1,
      max: 2,
    },
    optional('spice2', ['ground-cumin', 'turmeric', 'ground-coriander', 'cumin-seeds', 'chilli-powder']),
    heat,
    optional(
      'creamy',
      ['coconut-milk', 'greek-yogurt', 'yogurt', 'single-cream', 'coconut-cream'],
      'dairy',
      50,
    ),
    optional('lemon', ['lemon', 'lime']),
    wokOil,
    salt,
    softHerb('coriander'),
  ],
  flavours: [{ id: 'indian', cuisine: 'indian', slots: [] }, thaiCurry],
  title: (dish) => {
    const words = headline(dish, ['protein'], ['veg'], 2);
    const paste = one(dish, 'paste')?.ingredient.id;
    if (paste) {
      const colour = paste === 'green-curry-paste' ? 'green' : 'red';
      // Green beans in a green curry go by their other name: "Thai green chicken and French bean curry".
      const named = colour === 'green' ? words.replace(/\bgreen bean/i, 'French bean') : words;
      return `Thai ${colour} ${named} curry`;
    }
    // Garam masala alone, a finishing spice, does not make a curry: it is a spiced dish of its makings.
    return holds(dish, 'curry') ? `${words} curry` : `Spiced ${words} in tomato sauce`;
  },
  description: (dish) =>
    dish.flavour.id === 'thai'
      ? `A fragrant coconut curry with ${listOf(inSlots(dish, 'protein', 'veg'))}, ready in about half an hour.`
      : `A homely ${holds(dish, 'curry') ? 'curry' : 'dish'} of ${listOf(inSlots(dish, 'protein', 'veg'))} in a gently spiced tomato sauce.`,
  steps,
};
