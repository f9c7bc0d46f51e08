import type { Ingredient } from '../catalog-types.ts';
import { pluralName } from '../food-count.ts';
import { ingredientGrams } from '../ingredient-grams.ts';
import type { Dish, DishItem, StepDraft } from './archetype.ts';

/** Things a cook calls in the plural however the catalog counts them ("the green beans", "the frankfurters"). */
const SMALL_THINGS = new Set([
  ...['green-bean', 'broad-bean', 'pea', 'sugar-snap-pea', 'raspberry', 'blackberry', 'redcurrant'],
  ...['gooseberry', 'frozen-raspberries', 'chestnut-mushroom', 'oyster-mushroom', 'tenderstem-broccoli'],
  // Counted as sausages, named as frankfurters: a dish never holds just one.
  'hot-dog',
]);

/** Packs and wholes whose name stays singular however much is used ("the cabbage", "the tofu"). */
const MASS_PIECES = new Set(['head', 'tin', 'jar', 'block', 'carton', 'tube', 'pouch', 'packet', 'slice']);

/**
 * Whether the cook handles several of it: 3 eggs, 200 g of mushrooms (18 g each), not 150 g of courgette,
 * and not 3 cloves of garlic, which is still "the garlic".
 */
export function several(ingredient: Ingredient, quantity: number, unit: DishItem['unit']): boolean {
  if (SMALL_THINGS.has(ingredient.id)) return true;
  const pieceName = ingredient.pieceName;
  if (!pieceName || !ingredient.name.endsWith(pieceName)) return false;
  if (unit === null) return quantity > 1;
  const piece = ingredient.portions.piece;
  if (!piece || !ingredient.countable || MASS_PIECES.has(ingredient.pieceName ?? '')) return false;
  if (ingredient.diet.dairy) return false;
  return (ingredientGrams(ingredient, quantity, unit) ?? 0) >= 1.5 * piece;
}

/** The catalog name as a step uses it, plural when the cook handles several ("the red peppers"). */
export function nameOf(item: DishItem): string {
  return item.plural ? pluralName(item.ingredient.name) : item.ingredient.name;
}

/** "1 minute", "4 minutes": a duration as a step names it. */
export function minutesOf(count: number): string {
  return `${count} minute${count === 1 ? '' : 's'}`;
}

/** A stock cube (or pot): made up with boiling water before it goes in. */
export const isStockCube = (item: DishItem) => /stock-cube$/.test(item.ingredient.id);

/** "dissolve the vegetable stock cube in boiling water, 300 ml for each serving" (the dish's own stock), or '' when there is none. */
export function stockFromCube(items: readonly DishItem[], rate?: string): string {
  const cubes = items.filter(isStockCube);
  const water = cubes[0]?.waterMl;
  const given = rate ?? (water ? `${water} ml for each serving` : '500 ml for each cube');
  return cubes.length === 0 ? '' : `dissolve ${the(cubes)} in boiling water, ${given}`;
}

/** The liquids as the steps after `stockFromCube` name them: a cube, made up, is "the stock". */
export function madeUp(items: readonly DishItem[]): DishItem[] {
  return items.map((item) =>
    isStockCube(item) ? { ...item, plural: false, ingredient: { ...item.ingredient, name: 'stock' } } : item,
  );
}

/** Minutes sliced alliums take to soften in a pan: leeks 8, onions and the rest 5. */
export function softenMinutes(items: readonly DishItem[]): number {
  return items.some((item) => /^(leek|fennel)$/.test(item.ingredient.id)) ? 8 : 5;
}

/** Woody herbs (rosemary, thyme, sage) and dried ones: fried, roasted or simmered, never scattered raw at the end. */
export const isWoody = (item: DishItem) =>
  /^(rosemary|thyme|sage)$/.test(item.ingredient.id) || isDriedHerb(item.ingredient.id);

/** A dried herb or herb mix: cooked in, never scattered over to finish. */
export const isDriedHerb = (id: string) => /^(dried-.*|mixed-herbs)$/.test(id);

/** Lemons and limes, whole: squeezed or cut into wedges, never scattered or stirred in as they are. */
export const isCitrus = (item: DishItem) => /^(lemon|lime)$/.test(item.ingredient.id);

/** "squeeze in the juice of the lime" ('in'), "squeeze over the lemon" ('over'), or '' for none. */
export function squeezed(items: readonly DishItem[], where: 'in' | 'over' = 'over'): string {
  const citrus = items.filter(isCitrus);
  return citrus.length === 0 ? '' : `squeeze ${where} the juice of ${the(citrus)}`;
}

/** "the lime, cut into wedges": citrus to squeeze at the table. */
export function wedges(items: readonly DishItem[]): string {
  const citrus = items.filter(isCitrus);
  return citrus.length === 0 ? '' : `${the(citrus)}, cut into wedges`;
}

/** "is" or "are", as the item is named: "the rump steaks are", "the chicken is". */
export function isAre(item: DishItem): string {
  return item.plural || /[^s]s$/.test(nameOf(item)) ? 'are' : 'is';
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** "courgette, red peppers and spinach". */
export function listOf(items: readonly DishItem[]): string {
  return joinWords(items.map(nameOf));
}

/** "the courgette, red peppers and spinach", or '' for no items. */
export function the(items: readonly DishItem[]): string {
  return items.length === 0 ? '' : `the ${joinWords(items.map(nameOf))}`;
}

/** The steps that apply to this dish, in order: templates write `cond && 'text'` for optional ones. */
export function drafts(...steps: ReadonlyArray<StepDraft | false | undefined | null | ''>): StepDraft[] {
  return steps.filter((step): step is StepDraft =>
    typeof step === 'object' ? step !== null : Boolean(step),
  );
}

/** A step that runs while the others cook (the rice, the pasta water). */
export function alongside(text: string): StepDraft {
  return { text, alongside: true };
}

/** A step that runs alongside the ones after it, started where it stands (the pasta, timed to the sauce). */
export function meanwhile(text: string): StepDraft {
  return { text, alongside: true, fromHere: true };
}

/** A step done `times` over, one batch after another, each taking `minutes` (else what the text names). */
export function inBatches(text: string, times: number, minutes?: number): StepDraft {
  return minutes === undefined ? { text, times } : { text, times, takes: minutes };
}

/** A step that takes `minutes` for this recipe, while its text names only when to start checking. */
export function taking(text: string, minutes: number): StepDraft {
  return { text, takes: minutes };
}

/** The items filling these slots, in slot order. */
export function inSlots(dish: Dish, ...slots: string[]): DishItem[] {
  return slots.flatMap((slot) => dish.items.filter((item) => item.slot === slot));
}

export function one(dish: Dish, slot: string): DishItem | undefined {
  return dish.items.find((item) => item.slot === slot);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Sentences from the parts that are there, each capitalised and closed with a full stop. */
export function sentences(...parts: ReadonlyArray<string | false | null | undefined>): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .map((part) => `${capitalise(part)}.`)
    .join(' ');
}

const TITLE_NAMES: Readonly<Record<string, string>> = {
  'chicken-breast': 'chicken',
  'chicken-thigh': 'chicken',
  'chicken-drumstick': 'chicken',
  'whole-chicken': 'chicken',
  'minced-chicken': 'chicken',
  'turkey-breast': 'turkey',
  'duck-breast': 'duck',
  'minced-beef': 'beef',
  'lean-minced-beef': 'beef',
  'minced-pork': 'pork',
  'pork-tenderloin': 'pork',
  'minced-lamb': 'lamb',
  'rump-steak': 'steak',
  'frozen-fish': 'fish',
  'frozen-prawns': 'prawn',
  'cooked-prawn': 'prawn',
  'tuna-in-oil': 'tuna',
  'tinned-salmon': 'salmon',
  'tinned-sardines': 'sardine',
  sausage: 'sausage',
  'vegetable-stock': 'vegetable',
  'tinned-sweetcorn': 'sweetcorn',
  sweetcorn: 'sweetcorn',
  'frozen-mixed-veg': 'mixed veg',
  'bean-sprout': 'beansprout',
  'soya-mince': 'veggie mince',
  'greek-yogurt': 'yogurt',
  edamame: 'edamame',
  'mixed-salad-leaves': 'salad',
  'hash-browns': 'potato',
};

/** Plural last words that stay as they are in a title: "Banana overnight oats", "Pea hummus". */
const UNCOUNTABLE = new Set([
  'oats',
  'hummus',
  'asparagus',
  'couscous',
  'molasses',
  'chips',
  'crisps',
  'flakes',
]);

/** "berries" → "berry", "tomatoes" → "tomato", "leaves" → "leaf", "dates" → "date". */
export function singular(word: string): string {
  if (UNCOUNTABLE.has(word) || word.endsWith('ss') || !word.endsWith('s')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('leaves')) return `${word.slice(0, -3)}f`;
  return word.slice(0, -1);
}

const titleNames = new Map<string, string>();

/** How a title names an ingredient: short and singular, as in "Chicken, pea and spinach curry". */
export function titleName(ingredient: Ingredient): string {
  let found = titleNames.get(ingredient.id);
  if (found === undefined) {
    found = TITLE_NAMES[ingredient.id] ?? shortName(ingredient.name);
    titleNames.set(ingredient.id, found);
  }
  return found;
}

function shortName(catalogName: string): string {
  const name = catalogName
    .replace(/^(frozen|tinned|cooked|dried|fresh|ground|grated) /, '')
    .replace(/ (fillet|breast|thigh|drumstick|steak|extract)$/, '');
  const words = name.split(' ');
  return [...words.slice(0, -1), singular(words[words.length - 1] ?? '')].join(' ');
}

/** The words of a title name that would read as repeated beside another ("spring green", "green bean"). */
const titleWords = (name: string): string[] => name.split(' ').filter((word) => word.length > 3);

/** Whether a title name repeats the whole of, or a long word of, one of the names already taken. */
function repeats(name: string, taken: ReadonlySet<string>): boolean {
  return taken.has(name) || titleWords(name).some((word) => taken.has(word));
}

function take(name: string, taken: Set<string>): void {
  taken.add(name);
  for (const word of titleWords(name)) taken.add(word);
}

/** The items' title names, leaving out one that would repeat a word of an earlier one. */
export function distinctTitleNames(items: readonly DishItem[]): string[] {
  const taken = new Set<string>();
  return items
    .map((item) => titleName(item.ingredient))
    .filter((name) => {
      if (repeats(name, taken)) return false;
      take(name, taken);
      return true;
    });
}

/** Up to `count` items for a title: pantry ones first (the point of the dish), then in slot order. */
function highlights(dish: Dish, slots: readonly string[], count: number): DishItem[] {
  const items = inSlots(dish, ...slots);
  const ordered = [...items.filter((item) => item.fromPantry), ...items.filter((item) => !item.fromPantry)];
  const taken = new Set<string>();
  return ordered
    .filter((item) => {
      const name = titleName(item.ingredient);
      if (repeats(name, taken)) return false;
      take(name, taken);
      return true;
    })
    .slice(0, count);
}

/** The title's items: every `lead` item, then others from `rest`, pantry ones first, up to `count`. */
export function headline(dish: Dish, lead: readonly string[], rest: readonly string[], count: number) {
  const first = highlights(dish, lead, count);
  const taken = new Set<string>();
  for (const item of first) take(titleName(item.ingredient), taken);
  const more = highlights(dish, rest, count).filter((item) => !repeats(titleName(item.ingredient), taken));
  const order = (item: DishItem) => dish.items.indexOf(item);
  const chosen = more.slice(0, Math.max(0, count - first.length)).sort((a, b) => order(a) - order(b));
  return joinWords([...first, ...chosen].map((item) => titleName(item.ingredient)));
}
