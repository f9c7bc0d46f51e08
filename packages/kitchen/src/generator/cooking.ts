import type { Ingredient } from '../catalog-types.ts';
import { ingredientGrams } from '../ingredient-grams.ts';
import type { DishItem } from './archetype.ts';
import { isAre, nameOf } from './dish-words.ts';
import { alreadyCooked, cookPhrase, foodState, fromFrozen, frozenMinutes, prepPhrase } from './food-state.ts';

/**
 * How long things take and how a cook says it. Every sentence here names at most one duration, so it can
 * carry that step's timer.
 */

/** Pan-cooking a protein: minutes over a high heat and the sign it is done. 0 minutes: stirred in at the end. */
export type PanCook = Readonly<{ minutes: number; until: string; prep: (name: string) => string | null }>;

const strips = (name: string) => `slice the ${name} into thin strips`;
const cubes = (name: string) => `cut the ${name} into bite-sized cubes and pat dry`;
const chunks = (name: string) => `cut the ${name} into large chunks`;
const chopped = (name: string) => `chop the ${name}`;
const drained = (name: string) => `drain the ${name}`;
const none = () => null;

const PAN: ReadonlyArray<readonly [RegExp, PanCook]> = [
  [
    /^(minced-|lean-minced-|soya-mince|sausage-meat)/,
    { minutes: 6, until: 'breaking it up, until browned', prep: none },
  ],
  [
    /^pork-belly$/,
    {
      minutes: 8,
      until: 'until crisp at the edges and cooked through',
      prep: (name) => `slice the ${name} thinly`,
    },
  ],
  // Duck breast in strips: its fatty skin off, seared and left pink, as for a steak.
  [
    /^duck-breast$/,
    {
      minutes: 3,
      until: 'until browned outside and still a little pink in the middle',
      prep: (name) => `take the skin off the ${name} and slice it thinly`,
    },
  ],
  [/^(chicken|turkey|duck)-/, { minutes: 6, until: 'until cooked through', prep: strips }],
  [
    // Beef and lamb strips are seared hot and fast, and may stay pink; pork is cooked through.
    /^(steak|rump-steak|sirloin-steak|ribeye-steak|fillet-steak|lamb-)/,
    { minutes: 2, until: 'until browned outside but still a little pink in the middle', prep: strips },
  ],
  [/^pork-/, { minutes: 4, until: 'until browned and cooked through', prep: strips }],
  [/^(prawn|frozen-prawns)$/, { minutes: 3, until: 'until pink all over', prep: none }],
  // Squid turns white, not pink, and toughens past its two minutes.
  [
    /^squid$/,
    {
      minutes: 2,
      until: 'until just opaque and curling (longer makes it tough)',
      prep: (name) => `slice the ${name} into rings`,
    },
  ],
  [/^seafood-mix$/, { minutes: 4, until: 'until opaque and piping hot', prep: none }],
  [/^(cooked-prawn|crab)$/, { minutes: 1, until: 'until hot through', prep: none }],
  [
    /^cooked-chicken$/,
    {
      minutes: 3,
      until: 'until piping hot all the way through',
      prep: (name) => `tear the ${name} into bite-sized pieces, leaving out any skin and bone`,
    },
  ],
  [
    /^cooked-beef$/,
    {
      minutes: 3,
      until: 'until piping hot all the way through',
      prep: (name) => `cut the ${name} into strips`,
    },
  ],
  [/^(tofu|tempeh)$/, { minutes: 6, until: 'until golden', prep: cubes }],
  [/^(halloumi|paneer)$/, { minutes: 4, until: 'until golden', prep: cubes }],
  [/^(bacon|pancetta|chorizo)$/, { minutes: 4, until: 'until crisp', prep: chopped }],
  [
    /^(sausage|vegetarian-sausage|smoked-sausage|black-pudding)$/,
    { minutes: 6, until: 'until browned', prep: (name) => `slice the ${name} into rounds` },
  ],
  [/^(ham|corned-beef)$/, { minutes: 2, until: 'until hot', prep: chopped }],
  [
    /^hot-dog$/,
    { minutes: 3, until: 'until browned and hot through', prep: (name) => `slice the ${name} into rounds` },
  ],
  [
    /^(salmon|cod|haddock|hake|pollock|frozen-fish|sea-bass|tilapia|trout|monkfish)$/,
    { minutes: 4, until: 'until it just flakes', prep: chunks },
  ],
  [/^(tuna|tuna-in-oil|tinned-salmon|tinned-sardines)$/, { minutes: 0, until: '', prep: drained }],
  [
    /^(smoked-salmon|smoked-mackerel|prosciutto)$/,
    { minutes: 0, until: '', prep: (name) => `flake or tear the ${name} into pieces` },
  ],
  [/^edamame$/, { minutes: 3, until: 'until tender', prep: none }],
];

const BEANS: PanCook = { minutes: 2, until: 'until hot', prep: (name) => `drain and rinse the ${name}` };
const DEFAULT: PanCook = { minutes: 4, until: 'until cooked through', prep: chopped };

/** Foods the table does not name, by their kind and state (`food-state.ts`). */
function byState(ingredient: Ingredient): PanCook {
  const state = foodState(ingredient);
  const prepared = (fallback: (name: string) => string | null) => (name: string) =>
    prepPhrase(ingredient, name) ?? fallback(name);
  const until = cookPhrase(ingredient, 'fry');
  switch (state) {
    case 'poultry':
    case 'meat':
      return { ...DEFAULT, until: until ?? DEFAULT.until, prep: strips };
    case 'fish':
      return { minutes: 4, until: until ?? '', prep: chunks };
    case 'raw-shellfish':
    case 'cooked-shellfish':
      return { minutes: state === 'raw-shellfish' ? 3 : 1, until: until ?? '', prep: none };
    case 'shellfish-in-shell':
      return {
        minutes: 5,
        until: until ?? '',
        prep: (name) => `scrub the ${name}, pulling off any beards`,
      };
    case 'cooked-leftover':
      return { minutes: 3, until: until ?? '', prep: prepared(chopped) };
    case 'tofu':
    case 'frying-cheese':
      return { minutes: state === 'tofu' ? 6 : 4, until: until ?? '', prep: cubes };
    case 'crumbly-cheese':
    case 'melting-cheese':
    case 'hard-cheese':
    case 'soft-cheese':
    case 'silken-tofu':
    case 'ready-fish':
    case 'tinned-fish':
      // Stirred in or scattered over at the end: cheese melts or is crumbled on, never "cooked through".
      return { minutes: 0, until: '', prep: prepared(none) };
    case 'tinned-pulse':
      return BEANS;
    case 'lentil':
      return { minutes: 20, until: until ?? '', prep: prepared(none) };
    case 'dried-pulse':
      return { minutes: 60, until: until ?? '', prep: prepared(none) };
    default:
      if (ingredient.aisle === 'canned') return BEANS;
      if (ingredient.aisle === 'nuts-seeds') return { minutes: 3, until: 'until toasted', prep: none };
      return { ...DEFAULT, until: until ?? 'until cooked' };
  }
}

/**
 * Pan-cooking a protein: the table's own entry, else by its kind and state. Frozen food goes in still
 * frozen (nothing to cut) and takes half as long again.
 */
export function panCook(ingredient: Ingredient): PanCook {
  const found = PAN.find(([pattern]) => pattern.test(ingredient.id))?.[1] ?? byState(ingredient);
  if (!fromFrozen(ingredient) || found.minutes === 0) return found;
  return { minutes: frozenMinutes(found.minutes), until: found.until, prep: none };
}

/**
 * When a protein goes into a pan that also cooks vegetables (a stir-fry, a pasta sauce, a hash), so that
 * it is done when they are and never cooked on for the vegetables' minutes:
 * - `first`: browned first and left in, its fat flavouring the rest (mince, sausage, bacon, chorizo);
 * - `lifted`: seared or fried first, lifted out and returned at the end only to heat through (strips of
 *   chicken, pork, steak or lamb; tofu, paneer and halloumi, which would break up or go soft);
 * - `late`: cooked in the last minutes (prawns, fish, mussels), or heated until piping hot and no longer
 *   (leftovers, ham, cooked prawns, beans);
 * - `stirred`: stirred in or scattered over at the end, not cooked (tinned fish, smoked salmon, cheese).
 */
export type PanTiming = 'first' | 'lifted' | 'late' | 'stirred';

export function panTiming(ingredient: Ingredient): PanTiming {
  if (panCook(ingredient).minutes === 0) return 'stirred';
  switch (foodState(ingredient)) {
    case 'mince':
    case 'cured-meat':
    case 'sausage':
      return 'first';
    case 'poultry':
    case 'meat':
    case 'tofu':
    case 'frying-cheese':
      return 'lifted';
    default:
      return 'late';
  }
}

/** "Return the chicken breast and any juices": the clause that brings a lifted protein back at the end. */
export function returnClause(item: DishItem): string {
  const state = foodState(item.ingredient);
  const juicy = state === 'poultry' || state === 'meat';
  return `return the ${nameOf(item)}${juicy ? ' and any juices' : ''}`;
}

/**
 * Green vegetables served beside a dish, by minutes in boiling salted water: the pan-fried chop's beans,
 * the roast's broccoli or cauliflower, boiled while the meat rests.
 */
const BOIL_GREENS_MINUTES: Readonly<Record<string, number>> = {
  'green-bean': 4,
  broccoli: 4,
  'tenderstem-broccoli': 3,
  'purple-sprouting-broccoli': 3,
  cauliflower: 6,
  asparagus: 3,
  'sugar-snap-pea': 2,
  mangetout: 2,
  'frozen-peas': 3,
  'frozen-mixed-veg': 4,
  pea: 3,
  'savoy-cabbage': 4,
  cabbage: 4,
  'spring-greens': 4,
  kale: 4,
  carrot: 6,
  'pak-choi': 3,
};

/** Minutes a green vegetable boils to be just tender, 4 for one the table does not name. */
export function boilGreensMinutes(ingredient: Ingredient): number {
  return BOIL_GREENS_MINUTES[ingredient.id] ?? 4;
}

/** What a large frying pan holds in one layer: four fillets, chops or burgers, eight sausages, 500 g. */
const PAN_PIECES = 4;
const PAN_SAUSAGES = 8;
const PAN_GRAMS = 500;

/**
 * How many batches a large frying pan takes to fry `item` in one layer, one after the other: one for a
 * dish for two or four, more for eight. `grams` weighs a piece when the item is counted in grams (a
 * burger of mince).
 */
export function panBatches(item: DishItem, pieceGrams?: number): number {
  const grams = ingredientGrams(item.ingredient, item.quantity, item.unit ?? 'piece') ?? 0;
  const piece = pieceGrams ?? (item.unit === null ? undefined : item.ingredient.portions.piece);
  const pieces = item.unit === null ? item.quantity : piece ? grams / piece : 0;
  const perPan = foodState(item.ingredient) === 'sausage' ? PAN_SAUSAGES : PAN_PIECES;
  const batches = pieces > 0 ? Math.ceil(Math.round(pieces) / perPan) : Math.ceil(grams / PAN_GRAMS);
  return Math.max(1, batches);
}

/** Minutes in a 200 °C oven for a tray-bake protein. */
export function roastMinutes(ingredient: Ingredient): number {
  const id = ingredient.id;
  if (/^chicken-(thigh|drumstick|wing)$/.test(id)) return 40;
  if (id === 'sausage') return 35;
  if (/^(salmon|cod|haddock|hake|pollock|sea-bass|trout|mackerel)$/.test(id)) return 12;
  if (id === 'frozen-fish') return 20;
  if (/^(halloumi|paneer|feta|goats-cheese)$/.test(id)) return 15;
  // Lamb chops roast hot and fast and stay pink in the middle.
  if (id === 'lamb-chop') return 15;
  return 25;
}

/**
 * How a cook knows a roast protein is done: chicken and pork with no pink left, lamb and beef still pink
 * in the middle, fish flaking, cheese golden.
 */
export function roastDone(item: DishItem): string {
  const id = item.ingredient.id;
  const name = nameOf(item);
  const are = isAre(item);
  if (/^(lamb-chop|lamb-cutlet|steak|rump-steak|sirloin-steak|ribeye-steak|fillet-steak)$/.test(id))
    return `until the ${name} ${are} browned outside but still pink in the middle`;
  switch (foodState(item.ingredient)) {
    case 'poultry':
      return `until the ${name} ${are} cooked through, with no pink ${/thigh|drumstick|wing|whole/.test(id) ? 'at the bone' : 'in the middle'}`;
    case 'meat':
      return `until the ${name} ${are} cooked through, with no pink in the middle`;
    case 'sausage':
      return `until the ${name} ${are} browned and cooked through`;
    case 'fish':
      return `until the ${name} ${item.plural ? 'flake' : 'flakes'} easily`;
    default: {
      const phrase = cookPhrase(item.ingredient, 'roast');
      return phrase ? phrase.replace(/^until /, `until the ${name} ${are} `) : 'until hot through';
    }
  }
}

/**
 * Minutes a vegetable takes in a 200 °C oven, cut as `prepVegetables` cuts it "into 3 cm chunks": raw
 * beetroot and roots the longest, green beans, broccoli and asparagus only a few minutes, so that in one
 * tin they go in in turn and all come out tender, none scorched or hard.
 */
const ROAST_VEG_MINUTES: ReadonlyArray<readonly [RegExp, number]> = [
  [/^beetroot$/, 45],
  [/^(potato|baking-potato|new-potato|parsnip|carrot|celeriac|swede|turnip)$/, 40],
  [/^(sweet-potato|butternut-squash|pumpkin|acorn-squash)$/, 35],
  [/^(onion|red-onion|shallot|fennel|aubergine)$/, 30],
  [/^(cauliflower|brussels-sprout|romanesco|red-pepper|yellow-pepper|green-pepper|mixed-peppers)$/, 25],
  [/^(courgette|leek|mushroom|chestnut-mushroom|portobello-mushroom|tomato)$/, 20],
  [/^(cherry-tomato|broccoli|purple-sprouting-broccoli)$/, 15],
  [/^(green-bean|tenderstem-broccoli|asparagus)$/, 12],
];

export function roastVegMinutes(ingredient: Ingredient): number {
  return ROAST_VEG_MINUTES.find(([pattern]) => pattern.test(ingredient.id))?.[1] ?? 25;
}

type StarchCook = Readonly<{ minutes: number; text: (name: string) => string }>;

const simmered = (minutes: number): StarchCook => ({
  minutes,
  text: (name) => `Simmer the ${name} in plenty of water for ${minutes} minutes, until tender, then drain`,
});
const boiledPasta = (minutes: number): StarchCook => ({
  minutes,
  text: (name) =>
    `Cook the ${name} in a large pan of boiling water for ${minutes} minutes, until al dente; keep a mugful of the cooking water, then drain`,
});
const boiledNoodles = (minutes: number): StarchCook => ({
  minutes,
  text: (name) =>
    `Cook the ${name} in boiling water for ${minutes} minutes, then drain and rinse under cold water`,
});
/**
 * Rice cooked by absorption in its own measure of water: long-grain in one and a half times its volume,
 * jasmine a little less, sushi (short-grain) rice only a fifth more than its volume so it stays sticky
 * but not sloppy; each left to steam, covered, off the heat.
 */
const absorbed = (minutes: number, water: string, untilClear = false): StarchCook => ({
  minutes,
  text: (name) =>
    `Rinse the ${name}${untilClear ? ' until the water runs clear' : ''}, then simmer it, covered, in ${water} its volume of water for ${minutes} minutes, until the water is absorbed; leave to steam, covered, off the heat`,
});
const RICE = absorbed(12, 'one and a half times');

const STARCH: Readonly<Record<string, StarchCook>> = {
  rice: RICE,
  'basmati-rice': absorbed(10, 'one and a half times'),
  'jasmine-rice': absorbed(12, 'one and a quarter times'),
  'sushi-rice': absorbed(12, 'one and a fifth times', true),
  'brown-rice': simmered(30),
  'wild-rice': simmered(40),
  'microwave-rice': {
    minutes: 2,
    text: (name) => `Heat the ${name} in the microwave, covered, for 2 minutes, until piping hot`,
  },
  'cooked-pasta': {
    minutes: 2,
    text: (name) =>
      `Tip the ${name} into a pan of boiling water for 2 minutes, until piping hot; keep a mugful of the water, then drain`,
  },
  couscous: {
    minutes: 5,
    text: (name) =>
      `Pour just-boiled water over the ${name} to cover it, cover and leave for 5 minutes, then fluff up with a fork`,
  },
  bulgur: simmered(12),
  quinoa: simmered(15),
  'pearl-barley': simmered(30),
  buckwheat: simmered(12),
  millet: simmered(20),
  'wholewheat-pasta': boiledPasta(12),
  orzo: boiledPasta(9),
  'fresh-pasta': boiledPasta(3),
  gnocchi: {
    minutes: 3,
    text: (name) => `Cook the ${name} in boiling water for 3 minutes, until they float, then drain`,
  },
  'egg-noodles': boiledNoodles(4),
  'udon-noodles': boiledNoodles(3),
  'soba-noodles': boiledNoodles(5),
  'instant-noodles': boiledNoodles(3),
  'glass-noodles': boiledNoodles(5),
  'rice-noodles': {
    minutes: 4,
    text: (name) => `Soak the ${name} in just-boiled water for 4 minutes, until soft, then drain`,
  },
};

/** Cooking a starch on its own: the sentence (one duration) and its minutes. Pasta shapes default to 10. */
export function starchCook(ingredient: Ingredient): StarchCook {
  return STARCH[ingredient.id] ?? boiledPasta(10);
}

export function starchStep(item: DishItem): string {
  return starchCook(item.ingredient).text(nameOf(item));
}

/** Leaves that wilt in a minute in a hot pan: they go in last. */
const WILTING = /^(spinach|frozen-spinach|rocket|watercress|bean-sprout|baby-spinach)$/;

/** True for leaves that go in last and only wilt. */
export function wilts(ingredient: Ingredient): boolean {
  return WILTING.test(ingredient.id);
}

/** Vegetables with their own time in a pan, longer or shorter than the rest, with how they look when done and part-way. */
const OWN_PAN_TIME: ReadonlyArray<
  readonly [RegExp, Readonly<{ minutes: number; until: string; start: string }>]
> = [
  [/^aubergine$/, { minutes: 8, until: 'until soft and golden', start: 'until starting to soften' }],
  [
    /^(butternut-squash|sweet-potato|potato|parsnip)$/,
    { minutes: 10, until: 'until tender', start: 'until starting to soften' },
  ],
  [/^(leek|fennel)$/, { minutes: 8, until: 'until soft', start: 'until starting to soften' }],
  [/^(onion|red-onion)$/, { minutes: 6, until: 'until soft', start: 'until starting to soften' }],
  [/mushroom|^shiitake$/, { minutes: 5, until: 'until golden', start: 'until starting to colour' }],
  // Quicker ones: cherry tomatoes burst and frozen peas heat through in 3 minutes.
  [
    /^cherry-tomato$/,
    { minutes: 3, until: 'until the tomatoes start to burst', start: 'until starting to soften' },
  ],
  [
    /^(frozen-peas|pea)$/,
    { minutes: 3, until: 'until the peas are hot through', start: 'until starting to soften' },
  ],
];

/** Green vegetables that are done when bright green and just tender, never golden. */
const GREEN = /broccoli|^(pak-choi|green-bean|mangetout|sugar-snap-pea|asparagus|kale|spring-greens)$/;

/** One addition to a hot pan: what goes in, for how long, and how it looks when the minutes are up. */
export type PanStage = Readonly<{ items: readonly DishItem[]; minutes: number; until: string }>;

/**
 * Vegetables (leaves aside) into a hot pan in stages, so each gets its own time: an aubergine or
 * mushrooms go in first and the broccoli joins them for its last 3 minutes, so the aubergine softens and
 * the broccoli stays bright and just tender. The minutes of the stages add up to the slowest one's.
 */
export function vegStages(items: readonly DishItem[], stirFried: boolean): PanStage[] {
  const quick = stirFried ? 3 : 5;
  const quickUntil = items.some((item) => !GREEN.test(item.ingredient.id))
    ? stirFried
      ? 'until just tender but still crisp'
      : 'until tender'
    : 'until bright green and just tender';
  const timed = items.map((item) => {
    // Vegetables cooked yesterday are only heated through.
    const own = alreadyCooked(item.ingredient)
      ? { minutes: 2, until: 'until piping hot', start: 'until piping hot' }
      : OWN_PAN_TIME.find(([pattern]) => pattern.test(item.ingredient.id))?.[1];
    return { item, minutes: own?.minutes ?? quick, own };
  });
  const times = [...new Set(timed.map((each) => each.minutes))].sort((a, b) => b - a);
  if (times.length <= 1) {
    // All of their own time look done their own way; mixed with the rest, they are all "tender".
    const own = timed.every((each) => each.own) ? timed[0]?.own : undefined;
    return items.length === 0
      ? []
      : [{ items, minutes: times[0] ?? quick, until: own ? own.until : quickUntil }];
  }
  return times.map((minutes, index) => {
    const next = times[index + 1];
    const group = timed.filter((each) => each.minutes === minutes);
    const first = group[0]?.own;
    return {
      items: group.map((each) => each.item),
      minutes: next === undefined ? minutes : minutes - next,
      until:
        next === undefined
          ? `until everything is ${stirFried ? 'just ' : ''}tender`
          : index === 0 && first
            ? first.start
            : 'until starting to soften',
    };
  });
}
