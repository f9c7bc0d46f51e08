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
  if (/^(rabbit|pork-loin|veal)$/.test(id)) return 90;
  if (id === 'pork-chop') return 40;
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

/** How the meat is readied for a braise. */
export function braisePrep(ingredient: Ingredient, name: string): string | null {
  const id = ingredient.id;
  if (/^(pork-shoulder|stewing-beef|beef-brisket|lamb-shoulder|goat|venison|pork-loin|veal)$/.test(id))
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
  minutes: number;
  rest: number;
  /** For a joint of about this size, which the recipe says. */
  size: string;
  done: string;
}>;

const PINK_OK = 'until cooked to your liking (pink in the middle for medium)';
const CLEAR = 'until cooked through, with juices that run clear and no pink at the thickest part';

/** How a joint roasts, by its catalog id; an unknown one roasts as a chicken would, until cooked through. */
export function roastPlan(id: string): RoastPlan {
  switch (id) {
    case 'whole-chicken':
      return { heat: 200, minutes: 80, rest: 15, size: 'a chicken of about 1.5 kg', done: CLEAR };
    case 'pork-shoulder':
      return {
        blast: 30,
        heat: 170,
        minutes: 180,
        rest: 20,
        size: 'a joint of about 2 kg',
        done: 'until the meat is tender enough to pull apart and cooked through',
      };
    case 'lamb-shoulder':
      return {
        blast: 20,
        heat: 170,
        minutes: 180,
        rest: 20,
        size: 'a joint of about 2 kg',
        done: 'until the meat falls from the bone',
      };
    case 'pork-loin':
      return { heat: 200, minutes: 70, rest: 15, size: 'a joint of about 1.2 kg', done: CLEAR };
    case 'beef-joint':
      return { blast: 20, heat: 190, minutes: 40, rest: 20, size: 'a joint of about 1.2 kg', done: PINK_OK };
    case 'lamb-leg':
      return { blast: 20, heat: 190, minutes: 60, rest: 20, size: 'a leg of about 2 kg', done: PINK_OK };
    default:
      return { heat: 190, minutes: 75, rest: 15, size: 'a joint of about 1.5 kg', done: CLEAR };
  }
}
