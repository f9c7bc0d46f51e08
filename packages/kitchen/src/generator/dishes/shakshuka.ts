import type { Archetype, Dish } from '../archetype.ts';
import { drafts, headline, inSlots, listOf, nameOf, one, sentences, the } from '../dish-words.ts';
import { prepVegetables } from '../prep.ts';
import { garlic, oil, onion, optional, pepper, salt, softHerb } from '../slots.ts';

const WILTING = new Set(['spinach', 'kale', 'frozen-spinach', 'swiss-chard']);
function steps(dish: Dish) {
  const veg = inSlots(dish, 'veg');
  const leaves = veg.filter((item) => WILTING.has(item.ingredient.id));
  const softened = [...inSlots(dish, 'onion'), ...veg.filter((item) => !leaves.includes(item))];
  const spices = inSlots(dish, 'garlic', 'spice', 'spice2', 'heat');
  const eggs = inSlots(dish, 'egg');
  const bread = one(dish, 'bread');
  const toFinish = inSlots(dish, 'cheese', 'herb');
  return drafts(
    sentences(
      prepVegetables(softened, 'into thin strips'),
      prepVegetables(inSlots(dish, 'tomato'), 'into small pieces'),
      inSlots(dish, 'garlic').length > 0 && `crush ${the(inSlots(dish, 'garlic'))}`,
    ),
    softened.length > 0
      ? `Heat ${the(inSlots(dish, 'fat'))} in a large frying pan with a lid and cook ${the(softened)} over a medium heat for 8 minutes, until soft.`
      : `Heat ${the(inSlots(dish, 'fat'))} in a large frying pan with a lid over a medium heat.`,
    spices.length > 0 && `Add ${the(spices)} and cook for 1 minute, stirring.`,
    `Add ${the([...inSlots(dish, 'tomato'), ...leaves])} with ${the(inSlots(dish, 'salt', 'pepper'))} and simmer for 10 minutes, until thick.`,
    `Make hollows in the sauce, crack in ${the(eggs)}, cover and cook over a low heat for 6 minutes, until the whites are set but the yolks still soft.`,
    sentences(
      toFinish.length > 0 && `scatter over ${the(toFinish)}`,
      bread ? `serve from the pan with ${the([bread])} for mopping up` : 'serve from the pan',
    ),
  );
}

export const shakshuka: Archetype = {
  id: 'shakshuka',
  mealTypes: ['breakfast', 'lunch', 'dinner'],
  prepMinutes: 10,
  tags: ['one-pot', 'family-friendly'],
  slots: [
    { id: 'egg', kind: 'protein', options: ['egg'], min: 1, grams: 100 },
    onion,
    garlic,
    {
      id: 'veg',
      kind: 'vegetable',
      options: [
        ...['red-pepper', 'green-pepper', 'yellow-pepper', 'mixed-peppers', 'roasted-peppers', 'courgette'],
        ...['spinach', 'aubergine', 'kale', 'frozen-spinach'],
      ],
      min: 1,
      max: 2,
      grams: 90,
    },
    {
      id: 'tomato',
      kind: 'vegetable',
      options: ['chopped-tomatoes', 'passata', 'crushed-tomatoes', 'tomato', 'cherry-tomato'],
      min: 1,
      grams: 200,
    },
    { id: 'spice', kind: 'flavour', options: ['ground-cumin', 'cumin-seeds'], min: 1, skippable: true },
    optional('heat', ['harissa', 'chilli-flakes', 'chilli']),
    optional('bread', ['pitta', 'sourdough', 'bread', 'wholemeal-pitta', 'ciabatta', 'naan'], 'flavour', 60),
    oil,
    salt,
    pepper,
    softHerb('coriander', 'parsley', 'mint'),
  ],
  flavours: [
    {
      id: 'north-african',
      cuisine: 'north-african',
      slots: [
        optional('spice2', ['smoked-paprika', 'paprika', 'ras-el-hanout']),
        { ...optional('cheese', ['feta', 'goats-cheese'], 'dairy', 25), kind: 'dairy' },
      ],
    },
    {
      id: 'middle-eastern',
      cuisine: 'middle-eastern',
      slots: [
        optional('spice2', ['zaatar', 'sumac', 'paprika']),
        { ...optional('cheese', ['feta', 'greek-yogurt', 'yogurt'], 'dairy', 30), kind: 'dairy' },
      ],
    },
  ],
  title: (dish) => {
    const words = headline(dish, [], ['veg', 'cheese'], 2);
    return words ? `Shakshuka with ${words}` : 'Shakshuka';
  },
  description: (dish) => {
    const bread = one(dish, 'bread');
    const mop = bread ? `, with ${nameOf(bread)} to mop it up` : '';
    return `Eggs gently cooked in a spiced tomato sauce with ${listOf(inSlots(dish, 'onion', 'veg'))}${mop}.`;
  },
  steps,
};
