import type { Ingredient } from '../../catalog-types.ts';
import type { Archetype, Dish, DishItem, Slot } from '../archetype.ts';
import { boilGreensMinutes, panBatches, starchStep } from '../cooking.ts';
import { holds } from '../dish-claims.ts';
import {
  alongside,
  capitalise,
  drafts,
  inBatches,
  minutesOf as inMinutes,
  inSlots,
  isWoody,
  joinWords,
  listOf,
  nameOf,
  one,
  sentences,
  the,
} from '../dish-words.ts';
import { fromFrozen, keepsSkin } from '../food-state.ts';
import { prepVegetables } from '../prep.ts';
import { garlic, oil, optional, pepper, salt, softHerb } from '../slots.ts';

/**
 * A plate of dinner: a chop, steak, breast or fillet fried whole in a pan, with potatoes or rice and a
 * green vegetable on the side (lamb chops with crushed new potatoes and green beans; teriyaki salmon with
 * rice and pak choi). The weeknight dish for a piece of meat or fish that goes off tomorrow.
 */

/** How a whole piece fries: minutes on the first side and the second, minutes to rest, and how it is done. */
type Piece = Readonly<{
  prep: (name: string) => string;
  first: number;
  /** 0: turned often in one go (sausages). */
  second: number;
  rest: number;
  until: string;
  /** Where the first side starts: "skin side down". */
  start?: string;
  /** Started skin side down in a cold pan so the fat renders (duck). */
  cold?: boolean;
}>;

const THROUGH = 'until cooked through, with no pink';
const patted = (name: string) => `pat the ${name} dry and season with salt and pepper`;

/** A piece the table does not name: fried through on both sides. */
const PLAIN: Piece = { prep: patted, first: 5, second: 5, rest: 0, until: 'until cooked through' };

const PIECES: ReadonlyArray<readonly [RegExp, Piece]> = [
  [
    /^(steak|rump-steak|ribeye-steak|fillet-steak|venison)$/,
    {
      prep: (name) => `take the ${name} out of the fridge while the rest cooks, pat dry and season well`,
      first: 3,
      second: 3,
      rest: 5,
      until: 'for medium, a minute less for rare or more for well done',
    },
  ],
  [
    /^lamb-chop$/,
    {
      prep: patted,
      first: 3,
      second: 3,
      rest: 3,
      until: 'until browned outside and just pink in the middle',
    },
  ],
  [/^pork-chop$/, { prep: patted, first: 5, second: 5, rest: 3, until: THROUGH }],
  [
    /^(chicken-breast|turkey-breast)$/,
    {
      prep: (name) =>
        `flatten the thick end of the ${name} with a rolling pin so it cooks evenly, and season`,
      first: 6,
      second: 6,
      rest: 3,
      until: THROUGH,
    },
  ],
  [/^chicken-thigh$/, { prep: patted, first: 7, second: 6, rest: 0, until: THROUGH }],
  // Thin escalopes, fried fast as a Swiss or Italian cook does them.
  [/^veal$/, { prep: patted, first: 2, second: 2, rest: 0, until: 'until golden and just cooked through' }],
  // Lamb's liver stays a little pink; chicken livers are cooked through, as poultry must be.
  [
    /^lambs-liver$/,
    {
      prep: (name) => `trim any tubes from the ${name} and pat dry`,
      first: 2,
      second: 2,
      rest: 0,
      until: 'until browned outside and just pink in the middle',
    },
  ],
  [
    /^chicken-liver$/,
    {
      prep: (name) => `trim any sinew from the ${name} and pat dry`,
      first: 3,
      second: 3,
      rest: 0,
      until: 'until browned outside and cooked through, with no pink',
    },
  ],
  [
    /^pork-tenderloin$/,
    {
      prep: (name) => `slice the ${name} into thick medallions and season`,
      first: 3,
      second: 3,
      rest: 3,
      until: THROUGH,
    },
  ],
  [
    /^duck-breast$/,
    {
      prep: (name) => `score the skin of the ${name} in a criss-cross, pat dry and season`,
      first: 8,
      second: 4,
      rest: 5,
      until:
        'until pink in the middle, or cooked on until no pink is left for anyone who should avoid undercooked poultry',
      cold: true,
    },
  ],
  [
    /^(salmon|trout|sea-bass|mackerel|cod|haddock|hake|pollock)$/,
    {
      prep: patted,
      first: 4,
      second: 2,
      rest: 0,
      until: 'until it just flakes',
      start: 'skin side down,',
    },
  ],
  // Thin flat-fish fillets cook in three minutes; the six of a salmon fillet leaves them dry.
  [
    /^plaice$/,
    {
      prep: patted,
      first: 2,
      second: 1,
      rest: 0,
      until: 'until it just flakes',
      start: 'skin side down,',
    },
  ],
  [
    // Whole sardines, cleaned by the fishmonger, fried fast in a very hot pan as a Portuguese cook grills them.
    /^sardine$/,
    {
      prep: patted,
      first: 3,
      second: 3,
      rest: 0,
      until: 'until the skin is blistered and the flesh comes away from the bone',
    },
  ],
  [
    /^(tuna-steak|swordfish)$/,
    {
      prep: patted,
      first: 2,
      second: 2,
      rest: 0,
      until: 'until browned outside and still pink in the middle',
    },
  ],
  [
    /^(sausage|vegetarian-sausage)$/,
    {
      prep: (name) => `separate the ${name} if they are linked`,
      first: 12,
      second: 0,
      rest: 0,
      until: 'turning often, until browned all over and cooked through',
    },
  ],
  [
    /^halloumi$/,
    {
      prep: (name) => `slice the ${name} thickly and pat dry`,
      first: 2,
      second: 2,
      rest: 0,
      until: 'until golden',
    },
  ],
  [
    /^tofu$/,
    {
      prep: (name) => `slice the ${name} thickly, press between kitchen paper and pat dry`,
      first: 4,
      second: 4,
      rest: 0,
      until: 'until golden',
    },
  ],
];

/** How the piece fries: its table entry (every protein option has one). */
function pieceOf(ingredient: Ingredient): Piece {
  return PIECES.find(([pattern]) => pattern.test(ingredient.id))?.[1] ?? PLAIN;
}

/** What fries in the pan juices while the meat rests, from the pantry only, by minutes (spinach just wilts). */
const IN_THE_PAN: Readonly<Record<string, number>> = {
  mushroom: 4,
  'chestnut-mushroom': 4,
  'portobello-mushroom': 5,
  'oyster-mushroom': 3,
  'cherry-tomato': 2,
  spinach: 0,
};
const inThePan: Slot = {
  id: 'pan',
  kind: 'vegetable',
  options: Object.keys(IN_THE_PAN),
  min: 0,
  max: 2,
  pantryOnly: true,
  grams: 70,
};

/** "While the steak rests, fry the mushrooms in the pan for 4 minutes, until golden; stir in the spinach until wilted." */
function panStep(items: readonly DishItem[], name: string, rests: boolean): string | false {
  if (items.length === 0) return false;
  const fried = items.filter((item) => (IN_THE_PAN[item.ingredient.id] ?? 0) > 0);
  const wilted = items.filter((item) => !fried.includes(item));
  const minutes = Math.max(0, ...fried.map((item) => IN_THE_PAN[item.ingredient.id] ?? 0));
  const lead = rests ? `while the ${name} rests, ` : `lift out the ${name}, then `;
  return sentences(
    `${lead}${
      fried.length > 0
        ? `fry ${the(fried)} in the same pan for ${minutes} minutes, until golden${wilted.length > 0 ? `; stir in ${the(wilted)} until just wilted` : ''}`
        : `stir ${the(wilted)} into the same pan until just wilted`
    }`,
  );
}

const proteinSlot = (options: string[]): Slot => ({
  id: 'protein',
  kind: 'protein',
  options,
  min: 1,
  grams: 160,
});
/** Potatoes, or the cook's rice when the pantry has no potatoes (never rice bought beside them). */
const potatoes: Slot = {
  id: 'starch',
  kind: 'starch',
  options: ['new-potato', 'potato', 'sweet-potato', 'rice', 'basmati-rice', 'jasmine-rice', 'microwave-rice'],
  min: 1,
  // A starch slot is weighed dry: potatoes count three times over (`amounts.ts`), 210 g a serving.
  grams: 70,
};
const rice: Slot = {
  id: 'starch',
  kind: 'starch',
  options: ['rice', 'jasmine-rice', 'microwave-rice', 'basmati-rice'],
  min: 1,
  grams: 75,
};
const greens = (options: string[]): Slot => ({
  id: 'veg',
  kind: 'vegetable',
  options,
  min: 1,
  max: 2,
  grams: 100,
});

/** Gammon is left to the library's gammon dishes: cured, it needs no salt and its own sides. */
const MEAT = ['lamb-chop', 'pork-chop', 'rump-steak', 'ribeye-steak', 'fillet-steak', 'steak'];
const FISH = [
  ...['salmon', 'trout', 'sea-bass', 'cod', 'hake', 'haddock', 'mackerel', 'pollock', 'plaice', 'sardine'],
];

/** Everyday greens beside meat and potatoes. */
const BRITISH_GREENS = [
  ...['green-bean', 'broccoli', 'frozen-peas', 'pea', 'savoy-cabbage', 'carrot', 'tenderstem-broccoli'],
  ...['spring-greens', 'cabbage', 'kale', 'asparagus', 'sugar-snap-pea', 'purple-sprouting-broccoli'],
  // The bag in the freezer is the week's greens for many: the cook's own, never bought for this.
  'frozen-mixed-veg',
];

/** "the potatoes", boiled and crushed; or the rice, cooked as it should be. */
function starchSteps(starch: DishItem, fat: readonly DishItem[], mash = false): string {
  if (!/potato$/.test(starch.ingredient.id)) return sentences(starchStep(starch));
  const name = nameOf(starch);
  const readied = keepsSkin(starch.ingredient)
    ? `halve any large ${name}`
    : `peel the ${name} and cut them into even chunks`;
  const finished = mash
    ? `mash with ${the(fat)}, salt and pepper until smooth`
    : `crush lightly with a fork and a little of ${the(fat)}, salt and pepper`;
  return `${capitalise(readied)}, cover with cold salted water, bring to the boil and simmer for ${starch.ingredient.id === 'sweet-potato' ? 12 : 15} minutes, until tender; drain and ${finished}.`;
}

/** The greens, cooked in boiling water: one step, or two when one needs longer than the other. */
function greenSteps(veg: readonly DishItem[]): string[] {
  const minutesOf = (item: DishItem) => boilGreensMinutes(item.ingredient);
  const sorted = [...veg].sort((a, b) => minutesOf(b) - minutesOf(a));
  const longest = sorted[0];
  if (!longest) return [];
  const prep = prepVegetables(veg, 'into even pieces');
  const later = sorted.filter((item) => minutesOf(item) < minutesOf(longest));
  const first = sorted.filter((item) => !later.includes(item));
  const next = later[0];
  const frozenOnes = veg.filter((item) => fromFrozen(item.ingredient));
  // "the frozen peas … (straight from the freezer)": a food named frozen needs no "frozen ones".
  const frozen =
    frozenOnes.length === 0
      ? ''
      : frozenOnes.every((item) => /^frozen /.test(nameOf(item)))
        ? ' (straight from the freezer)'
        : ' (frozen ones straight from the freezer)';
  if (!next) {
    return [
      sentences(
        prep,
        `cook ${the(first)} in a pan of boiling salted water for ${minutesOf(longest)} minutes${frozen}, until just tender, then drain`,
      ),
    ];
  }
  const wait = minutesOf(longest) - minutesOf(next);
  return [
    sentences(prep, `cook ${the(first)} in a pan of boiling salted water for ${inMinutes(wait)}`),
    `Add ${the(later)} and cook for ${minutesOf(next)} minutes more${frozen}, until just tender, then drain.`,
  ];
}

function steps(dish: Dish) {
  const protein = one(dish, 'protein');
  const starch = one(dish, 'starch');
  const fat = inSlots(dish, 'fat');
  const veg = inSlots(dish, 'veg');
  const piece = protein ? pieceOf(protein.ingredient) : PLAIN;
  const name = protein ? nameOf(protein) : 'meat';
  const sauce = inSlots(dish, 'sauce', 'sweet');
  // Rosemary, thyme and sage go into the hot fat with the garlic; only soft herbs are scattered at the end.
  const woody = inSlots(dish, 'herb').filter(isWoody);
  const aromatics = [...inSlots(dish, 'garlic', 'ginger'), ...woody];
  const lemon = inSlots(dish, 'lemon');
  const butter = inSlots(dish, 'butter');
  const finish = inSlots(dish, 'herb', 'finish', 'spring').filter((item) => !woody.includes(item));
  const sides = inSlots(dish, 'side');
  // Sausages are not basted: their butter goes into the mash (bangers and mash).
  const mashed = butter.length > 0 && bangers(dish);
  const sauced = sauceSteps(dish, name, piece.rest > 0 || inSlots(dish, 'pan').length > 0);
  const start = piece.start ? ` ${piece.start}` : '';
  // A large pan holds four fillets or chops in one layer: more are fried in batches, and timed so. The
  // words hold at any size.
  const batches = protein ? panBatches(protein) : 1;
  const inTurns = ', in batches if the pan would be crowded,';
  const batched = (text: string) => (batches > 1 ? inBatches(text, batches) : text);
  return drafts(
    starch && alongside(mashed ? starchSteps(starch, butter, true) : starchSteps(starch, fat)),
    ...greenSteps(veg).map(alongside),
    sentences(
      piece.prep(name),
      aromatics.some((item) => !woody.includes(item)) &&
        `thinly slice ${the(aromatics.filter((item) => !woody.includes(item)))}`,
    ),
    batched(
      piece.second === 0
        ? `Heat ${the(fat)} in a large frying pan over a medium heat and fry ${the(protein ? [protein] : [])}${inTurns} for ${piece.first} minutes, ${piece.until}.`
        : piece.cold
          ? `Rub ${the(protein ? [protein] : [])} with a little of ${the(fat)} and${inTurns} lay them skin side down in a cold frying pan, then turn the heat to medium and cook for ${piece.first} minutes, until the skin is crisp and the fat has run; pour off the fat as it gathers.`
          : `Heat ${the(fat)} in a large frying pan over a medium-high heat and lay in ${the(protein ? [protein] : [])}${(start + inTurns).replace(',,', ',')} for ${inMinutes(piece.first)}, without moving, until well browned.`,
    ),
    piece.second > 0 &&
      batched(`Turn the ${name} and cook for ${inMinutes(piece.second)} more, ${piece.until}.`),
    (aromatics.length > 0 || (butter.length > 0 && !mashed)) &&
      `Add ${the([...(mashed ? [] : butter), ...aromatics])} to the pan and spoon the ${butter.length > 0 && !mashed ? 'foaming butter' : 'hot oil'} over the ${name} until ${aromatics.length > 0 ? 'fragrant' : 'the butter smells nutty'}.`,
    sauce.length > 0 &&
      (holds(dish, 'glaze')
        ? `Pour ${the(sauce)} into the pan with 2 tbsp water and let it bubble, turning the ${name} until glossy and glazed.`
        : `Pour ${the(sauce)} into the pan with 2 tbsp water and let it bubble up, spooning it over the ${name}.`),
    piece.rest > 0 && `Lift the ${name} onto a warm plate and leave to rest for ${piece.rest} minutes.`,
    panStep(inSlots(dish, 'pan'), name, piece.rest > 0),
    ...sauced,
    one(dish, 'gravy') &&
      `Stir ${the(inSlots(dish, 'gravy'))} into the pan juices with boiling water from the kettle, about 75 ml for each serving, and let it bubble until thick.`,
    sentences(
      !/\bsalt\b/.test(piece.prep(name)) && 'season to taste with salt and pepper',
      `serve the ${name} with ${the([...(starch ? [starch] : []), ...inSlots(dish, 'pan'), ...veg])}, with the ${sauced.length > 0 ? 'sauce' : one(dish, 'gravy') ? 'gravy' : 'pan juices'} spooned over`,
      lemon.length > 0 && `squeeze over ${the(lemon)}`,
      sides.length > 0 && `put ${the(sides)} on the table`,
      finish.length > 0 && `scatter over ${the(finish)}`,
    ),
  );
}

/** Sausages with potatoes: bangers and mash, whose butter is the mash's and whose title says so. */
function bangers(dish: Dish): boolean {
  const starch = one(dish, 'starch');
  return (
    one(dish, 'protein')?.ingredient.id === 'sausage' &&
    starch !== undefined &&
    /potato$/.test(starch.ingredient.id)
  );
}

/** "lamb chops", "salmon", "steak": how the title names the piece. */
function pieceTitle(item: DishItem): string {
  const id = item.ingredient.id;
  if (/steak$/.test(id) && id !== 'tuna-steak') return 'steak';
  if (id === 'sausage') return 'sausages';
  return nameOf(item).replace(/ fillets?$/, '');
}

/** A title longer than this leaves out what fried in the pan juices. */
const LONG_TITLE = 60;

function sideTitle(dish: Dish, pan: boolean, count = 2): string {
  const starch = one(dish, 'starch');
  const starchName = starch
    ? /potato/.test(starch.ingredient.id)
      ? nameOf({ ...starch, plural: true })
      : starch.ingredient.name.replace(/^microwave /, '')
    : '';
  const veg = inSlots(dish, ...(pan ? ['pan'] : []), 'veg')
    .slice(0, count)
    .map((item) =>
      nameOf(item)
        .replace(/^frozen /, '')
        .replace(/^purple sprouting/, 'sprouting'),
    );
  return joinWords([starchName, ...veg].filter((word) => word.length > 0));
}

function title(dish: Dish): string {
  const full = titleWith(dish, sideTitle(dish, true));
  if (full.length <= LONG_TITLE) return full;
  const shorter = titleWith(dish, sideTitle(dish, false));
  return shorter.length <= LONG_TITLE ? shorter : titleWith(dish, sideTitle(dish, false, 1));
}

function titleWith(dish: Dish, side: string): string {
  const protein = one(dish, 'protein');
  const main = protein ? pieceTitle(protein) : 'meat';
  const sauce = one(dish, 'sauce');
  if (dish.flavour.id === 'teriyaki') {
    if (sauce?.ingredient.id === 'teriyaki-sauce') return `Teriyaki ${main} with ${side}`;
    // Soy sauce glazes only with something sweet (mirin, honey) bubbling with it.
    const name = (sauce?.ingredient.name ?? 'soy sauce').replace(/ sauce$/, '');
    if (holds(dish, 'glaze')) return `${capitalise(name)}-glazed ${main} with ${side}`;
    return capitalise(`pan-fried ${main} with ${name}, ${side}`);
  }
  if (PAN_SAUCES.some((flavour) => flavour.id === dish.flavour.id)) {
    return capitalise(`${main} with ${sauceTitle(dish)}`);
  }
  if (one(dish, 'gravy') && bangers(dish)) {
    // Bangers and mash: the side's vegetables and the gravy, not the potatoes again.
    const veg = inSlots(dish, 'pan', 'veg')
      .slice(0, 2)
      .map((item) => nameOf(item).replace(/^frozen /, ''));
    return `Sausages and mash with ${joinWords([...veg, 'gravy'])}`;
  }
  if (dish.flavour.id === 'lemon-garlic' && one(dish, 'lemon') && one(dish, 'garlic')) {
    return `Lemon and garlic ${main} with ${side}`;
  }
  return capitalise(
    `${protein && /steak|chop|sausage/.test(protein.ingredient.id) ? '' : 'pan-fried '}${main} with ${side}`,
  );
}

/** Pieces that take a pan sauce made in the pan they fried in (`PAN_SAUCES`). */
const SAUCED_MEAT = [
  ...['pork-chop', 'pork-tenderloin', 'chicken-breast', 'chicken-thigh', 'turkey-breast', 'sausage'],
  ...['steak', 'rump-steak', 'ribeye-steak', 'fillet-steak'],
];
/** Fruit that cooks down into a sauce for pork, game or duck: only the cook's own. */
const SAUCE_FRUIT: Slot = {
  ...optional('fruit', ['apple', 'pear', 'blackberry', 'plum'], 'fruit', 40),
  pantryOnly: true,
};
/** What the pan is deglazed with: only the cook's own bottle. */
const deglaze = (min: number): Slot => ({
  ...optional('deglaze', ['cider', 'white-wine', 'red-wine', 'brandy'], 'liquid', 40),
  min,
  max: 1,
  pantryOnly: true,
});

/**
 * The sauce a cook makes in the pan once the meat is out (pork chops with apples and a creamy mustard
 * sauce; venison with a blackberry and red wine sauce): fruit fried in the fat, the pan deglazed with the
 * cook's cider or wine, then cream or mustard. Made only of what is in the fridge: its cream or its bottle.
 */
const PAN_SAUCES: Archetype['flavours'] = [
  {
    id: 'creamy',
    cuisine: 'french',
    slots: [
      proteinSlot([...SAUCED_MEAT, 'veal', 'chicken-liver']),
      greens([...BRITISH_GREENS]),
      {
        id: 'cream',
        kind: 'dairy',
        options: ['double-cream', 'creme-fraiche', 'single-cream', 'soured-cream'],
        min: 1,
        max: 1,
        pantryOnly: true,
        grams: 40,
      },
      SAUCE_FRUIT,
      deglaze(0),
      { ...optional('mustard', ['dijon-mustard', 'wholegrain-mustard']), pantryOnly: true },
      garlic,
      softHerb('sage', 'thyme', 'tarragon', 'parsley', 'chives', 'rosemary'),
    ],
  },
  {
    id: 'fruit-wine',
    cuisine: 'british',
    slots: [
      proteinSlot([...SAUCED_MEAT, 'venison', 'duck-breast', 'lamb-chop']),
      greens([...BRITISH_GREENS]),
      SAUCE_FRUIT,
      deglaze(1),
      optional('knob', ['butter'], 'dairy', 8),
      softHerb('thyme', 'rosemary', 'sage', 'parsley'),
    ],
  },
];

/** "Pour off most of the fat, fry the apple…", "pour in the cider…", "stir in the cream…": the pan sauce, a step per timer. */
function sauceSteps(dish: Dish, name: string, lifted: boolean): string[] {
  const fruit = one(dish, 'fruit');
  const liquid = one(dish, 'deglaze');
  const cream = one(dish, 'cream');
  const mustard = one(dish, 'mustard');
  if (!cream && !liquid) return [];
  const soft = fruit !== undefined && /berry/.test(fruit.ingredient.id);
  const fried = fruit !== undefined && !soft;
  // Yogurt splits if it boils: it goes in off the heat.
  const yogurt = cream !== undefined && /yogurt/.test(cream.ingredient.id);
  const back = `return the ${name} and any resting juices to the pan and spoon the sauce over`;
  const steps = [
    sentences(
      !lifted && `lift the ${name} onto a warm plate`,
      `pour off all but a spoonful of the fat${fried ? `, then fry ${the([fruit])}, cored and cut into thin wedges, in the pan for 3 minutes, until golden at the edges` : ''}`,
    ),
  ];
  if (liquid) {
    steps.push(
      sentences(
        `pour in ${the([liquid])}${soft ? ` with ${the([fruit])}` : ''} and let it bubble for 2 minutes, scraping up the browned bits, until reduced by half${soft ? ' and the berries have burst' : ''}`,
        !cream && one(dish, 'knob') && 'swirl in the butter',
        !cream && back,
      ),
    );
  }
  if (cream) {
    steps.push(
      yogurt
        ? sentences(
            'take the pan off the heat and leave it for a minute',
            `stir in ${the(mustard ? [mustard, cream] : [cream])} until smooth`,
            back,
          )
        : sentences(
            `stir in ${the(mustard ? [mustard, cream] : [cream])} and let it bubble for 1 minute, until it coats the back of a spoon`,
            back,
          ),
    );
  }
  return steps;
}

/** The sauce named in the title: "a creamy mustard sauce", "an apple and cider sauce". */
function sauceTitle(dish: Dish): string {
  const fruit = one(dish, 'fruit');
  const liquid = one(dish, 'deglaze');
  const words = (item: DishItem | undefined) => (item ? item.ingredient.name.toLowerCase() : '');
  if (one(dish, 'cream')) {
    const taste = one(dish, 'mustard')
      ? 'mustard'
      : liquid
        ? words(liquid)
        : one(dish, 'garlic')
          ? 'garlic'
          : '';
    return `${fruit ? `${words(fruit)} and ` : ''}a creamy ${taste ? `${taste} ` : ''}sauce`;
  }
  const named = joinWords([words(fruit), words(liquid)].filter((word) => word.length > 0));
  return `${/^[aeiou]/.test(named) ? 'an' : 'a'} ${named} sauce`;
}

export const panFry: Archetype = {
  id: 'pan-fry',
  // The hot lunch of a Spanish or Portuguese household as much as a supper.
  mealTypes: ['dinner', 'lunch'],
  prepMinutes: 8,
  tags: ['family-friendly'],
  slots: [proteinSlot([...MEAT, ...FISH]), potatoes, greens(BRITISH_GREENS), inThePan, oil, salt, pepper],
  flavours: [
    {
      id: 'british',
      cuisine: 'british',
      slots: [
        proteinSlot([
          ...MEAT,
          ...['chicken-breast', 'turkey-breast', 'venison', 'sausage', 'duck-breast', 'pork-tenderloin'],
          ...['veal', 'lambs-liver', 'chicken-liver'],
          ...FISH,
        ]),
        greens([...BRITISH_GREENS]),
        optional('butter', ['butter'], 'dairy', 8),
        optional('side', ['wholegrain-mustard', 'dijon-mustard', 'mint-sauce', 'apple-sauce', 'horseradish']),
        softHerb('parsley', 'thyme', 'rosemary', 'chives', 'mint'),
        // Sausages and mash want gravy: the cook's own granules, stirred into the pan juices.
        { ...optional('gravy', ['gravy-granules'], 'flavour', 5), pantryOnly: true },
      ],
    },
    {
      id: 'lemon-garlic',
      cuisine: 'italian',
      slots: [
        proteinSlot([
          ...FISH,
          'chicken-breast',
          'turkey-breast',
          'lamb-chop',
          'pork-chop',
          'pork-tenderloin',
          'veal',
          'chicken-thigh',
          'halloumi',
          'tuna-steak',
          'swordfish',
        ]),
        greens(['green-bean', 'tenderstem-broccoli', 'asparagus', 'broccoli', 'purple-sprouting-broccoli']),
        garlic,
        { id: 'lemon', kind: 'flavour', options: ['lemon'], min: 1, skippable: true },
        softHerb('parsley', 'rosemary', 'oregano', 'thyme', 'basil'),
        optional('finish', ['black-olives', 'green-olives']),
      ],
    },
    {
      id: 'teriyaki',
      cuisine: 'japanese',
      slots: [
        proteinSlot([
          'salmon',
          'chicken-thigh',
          'duck-breast',
          'tofu',
          'chicken-breast',
          'pork-chop',
          'tuna-steak',
          'mackerel',
          'trout',
        ]),
        rice,
        greens([
          'pak-choi',
          'tenderstem-broccoli',
          'broccoli',
          'green-bean',
          'mangetout',
          'sugar-snap-pea',
          'asparagus',
        ]),
        {
          id: 'sauce',
          kind: 'flavour',
          options: ['teriyaki-sauce', 'soy-sauce', 'tamari'],
          min: 1,
          usual: 0.75,
        },
        optional('sweet', ['honey', 'mirin']),
        { ...optional('ginger', ['ginger']), pantryOnly: true },
        { ...optional('spring', ['spring-onion', 'sesame-seeds']), pantryOnly: true },
      ],
    },
    ...PAN_SAUCES,
  ],
  title,
  description: (dish) =>
    `${capitalise(listOf(inSlots(dish, 'protein')))} fried whole in a hot pan, served with ${listOf(inSlots(dish, 'starch', 'pan', 'veg'))} on the side.`,
  steps,
};
