import { GOAL_LABELS } from '@larder/domain/constants';
import type { Allergen, Diet } from '@larder/kitchen/diet';
import type { Goal } from '@larder/kitchen/generation';
import { MEAL_MINUTES, type WeightGoal } from '@larder/kitchen/planning';

/** The words the wizard shows for each choice the kitchen names by id. */

/** Today's goals as chips, with Today's labels in Today's order: the wizard's and Profile's "What matters most". */
export const GOAL_OPTIONS = Object.entries(GOAL_LABELS).map(([goal, label]) => ({
  value: goal as Goal,
  label,
}));

/** The weight goal of the body details: it sets the calorie target (what matters most is Today's goals). */
export const WEIGHT_GOAL_LABELS: Readonly<Record<WeightGoal, string>> = {
  lose: 'Lose weight',
  maintain: 'Stay at my weight',
  gain: 'Gain weight',
};

export const DIET_LABELS: Readonly<Record<Diet, string>> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  'gluten-free': 'Gluten-free',
  'dairy-free': 'Dairy-free',
};

export const ALLERGEN_LABELS: Readonly<Record<Allergen, string>> = {
  celery: 'Celery',
  gluten: 'Gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  lupin: 'Lupin',
  milk: 'Milk',
  molluscs: 'Molluscs',
  mustard: 'Mustard',
  'tree-nuts': 'Tree nuts',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  soy: 'Soy',
  sulphites: 'Sulphites',
};

/** The times a meal may take, in minutes, as the wizard offers them. */
export const MINUTE_CHOICES = [15, 20, 30, 45, 60, 90, 120] as const;

/**
 * The minutes to offer in a time select: the usual choices, plus the cook's current answer when it is
 * another the server accepts (an older plan), so the select never shows a value that is not there.
 */
export function minuteChoices(current: number): number[] {
  const known = (MINUTE_CHOICES as readonly number[]).includes(current);
  const allowed = Number.isInteger(current) && current >= MEAL_MINUTES.min && current <= MEAL_MINUTES.max;
  return known || !allowed ? [...MINUTE_CHOICES] : [...MINUTE_CHOICES, current].sort((a, b) => a - b);
}

/** "1 hour 30 minutes", "45 minutes", "2 hours". */
export function minutesInWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 0 ? '' : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const minuteText = rest === 0 ? '' : `${rest} ${rest === 1 ? 'minute' : 'minutes'}`;
  return [hourText, minuteText].filter(Boolean).join(' ') || '0 minutes';
}

/** "a", "a and b", "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** A whole number with commas between thousands (1980 → "1,980"), the same on every machine. */
export function wholeNumber(value: number): string {
  return String(Math.round(value)).replace(THOUSANDS, ',');
}

/** The most foods, and the longest name, the server takes as dislikes. */
export const DISLIKES_MAX = 30;
const DISLIKE_LENGTH = 60;

/**
 * Foods typed as one line ("mushrooms, olives") added to the list: trimmed, lower case, no blanks and
 * no repeats, so the chips and what the server reads match.
 */
export function addDislikes(list: readonly string[], typed: string): string[] {
  const next = [...list];
  for (const part of typed.split(',')) {
    const name = part.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, DISLIKE_LENGTH);
    if (name && !next.includes(name) && next.length < DISLIKES_MAX) next.push(name);
  }
  return next;
}
