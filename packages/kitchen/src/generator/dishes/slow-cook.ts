import type { Ingredient } from '../../catalog-types.ts';

/**
 * Times for meat that cooks slowly (braises, stews and roasts), shared by those archetypes. A duration is
 * written the way a step names it, in digits, so that it becomes the step's timer: "2 hours", "1.5 hours",
 * "45 minutes".
 */
export function duration(minutes: number): string {
  if (minutes < 60 || minutes % 30 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** Vegetables braised with the meat go in for this long at the end of a long braise. */
export const BRAISED_VEG_MINUTES = 45;

/**
 * Minutes a protein braises, covered, at a gentle simmer (160 °C in the oven): tough cuts long enough to
 * fall apart, chicken on the bone until cooked through, sausages and beans just long enough to take the
 * sauce. Unknown meat gets the long time: undercooked is worse than soft.
 */
export function braiseMinutes(ingredient: Ingredient): number {
  const id = ingredient.id;
  if (id === 'beef-brisket') return 195;
  if (/^(pork-shoulder|stewing-beef|lamb-shoulder|lamb-shank|goat)$/.test(id)) return 165;
  if (/^(venison|pork-ribs)$/.test(id)) return 135;
  if (/^(rabbit|veal)$/.test(id)) return 90;
  // Lean loin is done when cooked through: braised 90 minutes it turns dry and stringy (a judge found).
  if (/^(pork-chop|pork-loin)$/.test(id)) return 40;
  if (/^chicken-(thigh|drumstick)$/.test(id)) return 45;
  if (id === 'whole-chicken') return 50;
  if (/^(sausage|vegetarian-sausage)$/.test(id)) return 35;
  if (ingredient.aisle === 'canned' || !ingredient.diet.meat) return 25;
  return 150;
}

/** Whether a protein braises long enough that its vegetables go in later, not at the start. */
export function isLongBraise(ingredient: Ingredient): boolean {
  return braiseMinutes(ingredient) > 60;
}

/** Big cuts a braise cuts into chunks (and browns in batches). */
export function braiseChunks(ingredient: Ingredient): boolean {
  return /^(pork-shoulder|stewing-beef|beef-brisket|lamb-shoulder|lamb-leg|goat|venison|pork-loin|veal)$/.test(
    ingredient.id,
  );
}

/** How the meat is readied for a braise. */
export function braisePrep(ingredient: Ingredient, name: string): string | null {
  const id = ingredient.id;
  if (id === 'lamb-leg')
    return `cut the meat of the ${name} off the bone, trim any thick fat and cut it into large chunks, about 4 cm`;
  if (braiseChunks(ingredient))
    return `trim any thick fat from the ${name} and cut it into large chunks, about 4 cm`;
  if (id === 'whole-chicken')
    return `joint the ${name} into 8 pieces (2 drumsticks, 2 thighs and each breast cut in half), keeping the carcass for stock, and pat dry`;
  if (/^(chicken-thigh|chicken-drumstick|lamb-shank|rabbit|pork-ribs|pork-chop)$/.test(id))
    return `pat the ${name} dry`;
  if (ingredient.aisle === 'canned') return `drain and rinse the ${name}`;
  return null;
}

/** A joint in the oven: its heat, its time, and the rest before carving, all counted in the recipe. */
export type RoastPlan = Readonly<{
  /** Minutes of a hot start (220 °C) to crisp the skin or crackling, then the main roast at `heat`. */
  blast?: number;
  /** °C in a conventional oven (a fan oven 20 °C less). */
  heat: number;
  /** Minutes at `heat` for this joint's weight: what the recipe's time counts. */
  minutes: number;
  /**
   * The time by weight as the step says it, in words so that it reads the same at any size: "an hour a
   * kilo and an hour more".
   */
  rule: string;
  /** Minutes at `heat` for a small joint of its kind (half a kilo): when to start checking. */
  least: number;
  rest: number;
  done: string;
}>;

const PINK_OK = 'until cooked to your liking (pink in the middle for medium)';
const CLEAR = 'until cooked through, with juices that run clear and no pink at the thickest part';

/**
 * How each joint roasts: minutes at `heat` for each kilo and on top, and the weight a joint of its kind
 * usually is (used when the recipe cannot weigh it). Slow cuts are rounded up to the half hour: a
 * shoulder needs time to fall apart, not only to cook through.
 */
type Joint = Readonly<{
  blast?: number;
  heat: number;
  perKilo: number;
  plus: number;
  usualKilos: number;
  rest: number;
  done: string;
  slow?: boolean;
}>;

const JOINTS: Readonly<Record<string, Joint>> = {
  'whole-chicken': { heat: 200, perKilo: 40, plus: 20, usualKilos: 1.5, rest: 15, done: CLEAR },
  'pork-shoulder': {
    blast: 30,
    heat: 170,
    perKilo: 60,
    plus: 60,
    usualKilos: 2,
    rest: 20,
    done: 'until the meat is tender enough to pull apart and cooked through',
    slow: true,
  },
  'lamb-shoulder': {
    blast: 20,
    heat: 170,
    perKilo: 60,
    plus: 60,
    usualKilos: 2,
    rest: 20,
    done: 'until the meat falls from the bone',
    slow: true,
  },
  'pork-loin': { heat: 200, perKilo: 45, plus: 15, usualKilos: 1.2, rest: 15, done: CLEAR },
  'beef-joint': { blast: 20, heat: 190, perKilo: 30, plus: 5, usualKilos: 1.2, rest: 20, done: PINK_OK },
  'lamb-leg': { blast: 20, heat: 190, perKilo: 25, plus: 10, usualKilos: 2, rest: 20, done: PINK_OK },
};

/** An unknown joint roasts as a chicken would, until cooked through. */
const OTHER_JOINT: Joint = { heat: 190, perKilo: 40, plus: 15, usualKilos: 1.5, rest: 15, done: CLEAR };

const WORDS: Readonly<Record<number, string>> = {
  5: 'five minutes',
  10: 'ten minutes',
  15: 'fifteen minutes',
  20: 'twenty minutes',
  25: 'twenty-five minutes',
  30: 'half an hour',
  40: 'forty minutes',
  45: 'three-quarters of an hour',
  60: 'an hour',
};

/** Minutes in words ("forty minutes", "an hour"): a rule a step names without making it a timer. */
const inWords = (minutes: number) => WORDS[minutes] ?? `${minutes} minutes`;

/** The smallest joint a recipe roasts whole, in kilos. */
const SMALL_JOINT_KILOS = 0.5;

/** Minutes for a joint of `kilos`, rounded as a cook would set them. */
function jointMinutes(joint: Joint, kilos: number): number {
  const exact = joint.perKilo * kilos + joint.plus;
  return joint.slow ? Math.ceil(exact / 30) * 30 : Math.round(exact / 5) * 5;
}

/**
 * How a joint roasts, by its catalog id and its weight in grams (the one in the recipe; `null` when it
 * cannot be weighed): the time follows the weight. The step gives the rule by the kilo, which holds for
 * the joint at any size; the recipe's time counts this joint's minutes.
 */
export function roastPlan(id: string, grams: number | null = null): RoastPlan {
  const joint = JOINTS[id] ?? OTHER_JOINT;
  const kilos =
    grams !== null && grams > 0 ? Math.min(4, Math.max(SMALL_JOINT_KILOS, grams / 1000)) : joint.usualKilos;
  return {
    ...(joint.blast === undefined ? {} : { blast: joint.blast }),
    heat: joint.heat,
    minutes: jointMinutes(joint, kilos),
    rule: `${inWords(joint.perKilo)} a kilo and ${inWords(joint.plus)} more`,
    // The same at any size, like the rule: a small joint's time, the earliest a cook need look.
    least: jointMinutes(joint, SMALL_JOINT_KILOS),
    rest: joint.rest,
    done: joint.done,
  };
}
