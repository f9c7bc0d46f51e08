/** What a dish is served in, for its picture. */
export const VESSELS = ['bowl', 'pan', 'tray', 'plate', 'glass'] as const;
export type Vessel = (typeof VESSELS)[number];

type Rule = Readonly<{ vessel: Vessel; words: RegExp }>;

/**
 * Read in order against the dish's own name (the title before any "with ..."): the first that matches
 * wins. Drinks first; then what is held in the hand
 * (a chicken salad sandwich is on a plate); then what is eaten with a spoon (a soup stays a bowl even when the vegetables were
 * roasted); then the oven (a pasta bake is a tray); then the pan; then pasta and noodles, in a bowl.
 */
const RULES: readonly Rule[] = [
  { vessel: 'glass', words: /\b(smoothies?|milkshakes?|shakes?|lassi|juice|lemonade|latte)\b/ },
  {
    vessel: 'plate',
    words:
      /\b(sandwich(es)?|toasties?|wraps?|tacos?|burritos?(?! bowl)|quesadillas?|burgers?|pittas?|rolls|bagels|on toast)\b/,
  },
  { vessel: 'bowl', words: /\bchil[l]?i$/ },
  {
    vessel: 'bowl',
    words:
      /\b(soups?|stews?|curry|curries|chowder|broth|congee|porridge|oats|granola|muesli|salad|slaw|bowls?|pots|pho|ramen|laksa|jjigae|dal|dhal|wat|alicha|rasam|harira|ribollita|minestrone|gazpacho|tagine|chilli con carne|compote|bisque|casserole|risotto|fagioli|fasolada|caldo verde|moules|braised)\b/,
  },
  {
    vessel: 'tray',
    words:
      /\b(tray ?bake|roast|roasted|slow-roast|bake|gratin|lasagne|pie|tart|quiche|toad in the hole|hotpot|papillote|muffins|cauliflower cheese|moussaka|enchiladas|plaki)\b|\bbaked (?!beans)/,
  },
  {
    vessel: 'pan',
    words:
      /\b(stir-fry|stir fry|fried rice|omelettes?|frittata|hash|shakshuka|paella|scramble|scrambled|r[öo]sti|tortilla española|pan-fried|fritters|bhurji|chow mein|pad see ew|yaki udon|kottu|menemen|huevos)\b/,
  },
  {
    vessel: 'bowl',
    words:
      /\b(pasta|spaghetti|linguine|penne|fusilli|tagliatelle|macaroni|noodles?|udon|donburi|bap|bibimbap|jollof|carbonara|bolognese|puttanesca)\b/,
  },
];

/** Steps that put the dish in the oven in a tin or a dish. */
const OVEN_DISH =
  /\b(roasting tin|roasting tray|baking tray|baking dish|ovenproof dish|oven dish|traybake)\b/;

/** The dish's own name: the title before " with " (its sides), lower case. */
function dishName(title: string): string {
  return (title.toLowerCase().split(' with ')[0] ?? '').trim();
}

/**
 * What the recipe is served in: a glass for smoothies and drinks, a bowl for soups, stews, curries,
 * salads, porridge, pasta and noodles, a pan for stir-fries, omelettes and fried dishes, a tray for
 * traybakes, roasts and bakes, and a plate for the rest (toast, sandwiches, wraps, most mains).
 */
export function dishVessel(recipe: Readonly<{ title: string; steps?: readonly { text: string }[] }>): Vessel {
  const name = dishName(recipe.title);
  const rule = RULES.find(({ words }) => words.test(name));
  if (rule) return rule.vessel;
  const steps = (recipe.steps ?? []).map((step) => step.text.toLowerCase()).join(' ');
  return OVEN_DISH.test(steps) ? 'tray' : 'plate';
}
